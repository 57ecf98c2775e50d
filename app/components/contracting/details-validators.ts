// The contracting details' form validators (issue 6): a signatory, a farm, a farm's boundary file
// and a circle drawn as its boundary, made from the domain's field lists and rules
// (services/contracting/forms.ts) for /profile/journey/details' action and its forms, so the
// browser and the server refuse the same values with the same words.
import {
  BOUNDARY_UPLOAD_FIELDS,
  CIRCLE_FIELDS,
  CIRCLE_RULES,
  FARM_FIELDS,
  FARM_RULES,
  SIGNATORY_FIELDS,
} from "~/services/contracting/forms";
import { fieldsValidator } from "~/services/kit/forms/validator";

export const signatoryValidator = fieldsValidator(SIGNATORY_FIELDS);

export const farmValidator = fieldsValidator(FARM_FIELDS, FARM_RULES);

export const boundaryUploadValidator = fieldsValidator(BOUNDARY_UPLOAD_FIELDS);

export const circleValidator = fieldsValidator(CIRCLE_FIELDS, CIRCLE_RULES);
