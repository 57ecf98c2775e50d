// The organisation's info as the kit's read-only summary card (spec §2 'Read-only summary card
// with an edit button that opens a pre-filled form titled with the suffix (EDIT)'); the edit
// button only for those who may edit (spec §6 'Other rules', decision 0054).
import { intentName } from "~/services/kit/forms/intent";
import { Link } from "@remix-run/react";
import { FormBuilder } from "~/components/form/form-builder";
import { SummaryCard } from "~/components/summary-card";
import { formatAddress } from "~/services/organisations/rules";
import { provinceLabel } from "~/shared/provinces";
import { COMPANY_FIELDS, LEGAL_ENTITY_FIELDS } from "~/services/organisations/forms";
import type { CompanyIntent } from "~/services/organisations/queries";
import {
  companyValidator,
  legalEntityDraftValidator,
} from "~/components/organisations/company-validators";
import type { OrganisationDetails } from "~/shared/organisation-details";

export const COMPANY_CARD_TITLE = "Company information";

/**
 * The organisation's details. Editors (OWNER, STAFF, CONSULTANT) may change the legal entity;
 * only an owner also the name (decision 0054), so others get the form without it.
 */
export function CompanyInfoCard({
  info,
  canEdit,
  canRename,
}: {
  info: OrganisationDetails;
  canEdit: boolean;
  canRename: boolean;
}) {
  const items = [
    { label: "Organisation name", value: info.name },
    { label: "Legal entity name", value: info.legalName },
    { label: "Registration number", value: info.registrationNumber },
    { label: "VAT number", value: info.vatNumber },
    {
      label: "Address",
      value: formatAddress([info.addressLine1, info.addressLine2, info.town, info.postalCode]),
    },
    { label: "Province", value: provinceLabel(info.province) },
  ];
  return (
    <SummaryCard
      title={COMPANY_CARD_TITLE}
      items={items}
      canEdit={canEdit}
      renderForm={({ cancelHref }) =>
        canRename ? (
          <FormBuilder
            intent={intentName<CompanyIntent>("company-info")}
            fields={COMPANY_FIELDS}
            validator={companyValidator}
            defaultValues={info}
            submitLabel="Save"
          >
            <p>
              <Link to={cancelHref}>Cancel</Link>
            </p>
          </FormBuilder>
        ) : (
          <FormBuilder
            intent={intentName<CompanyIntent>("company-info")}
            fields={LEGAL_ENTITY_FIELDS}
            validator={legalEntityDraftValidator}
            defaultValues={info}
            submitLabel="Save"
          >
            <p className="field-hint">Only an owner can rename the organisation.</p>
            <p>
              <Link to={cancelHref}>Cancel</Link>
            </p>
          </FormBuilder>
        )
      }
    />
  );
}
