// The contract's upload validators (decision 0070): the contract PDF an admin uploads and the
// signed copy a member (or an admin for them) uploads, made from the domain's field lists
// (services/contracting/forms.ts) for the pages' actions and their forms.
import { CONTRACT_FIELDS, SIGNED_CONTRACT_FIELDS } from "~/services/contracting/forms";
import { fieldsValidator } from "~/services/kit/forms/validator";

/** Admin: the contract PDF. */
export const contractValidator = fieldsValidator(CONTRACT_FIELDS);

/** The signed copy of the contract. */
export const signedContractValidator = fieldsValidator(SIGNED_CONTRACT_FIELDS);
