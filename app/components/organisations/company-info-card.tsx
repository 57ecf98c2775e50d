// The organisation's info as the kit's read-only summary card (spec §2 'Read-only summary card
// with an edit button that opens a pre-filled form titled with the suffix (EDIT)'); the edit
// button only for those who may edit (spec §6 'Other rules', decision 0021).
import { Link } from "@remix-run/react";
import { FormBuilder } from "~/components/form/form-builder";
import { SummaryCard } from "~/components/summary-card";
import { formatAddress, provinceLabel } from "~/services/organisation-rules";
import { COMPANY_FIELDS, COMPANY_FORM_ID, companyValidator } from "./forms";

export interface CompanyInfoView {
  name: string;
  legalName: string | null;
  registrationNumber: string | null;
  vatNumber: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  town: string | null;
  province: string | null;
  postalCode: string | null;
}

export const COMPANY_CARD_TITLE = "Company information";

export function CompanyInfoCard({ info, canEdit }: { info: CompanyInfoView; canEdit: boolean }) {
  const items = [
    { label: "Organisation name", value: info.name },
    { label: "Legal name", value: info.legalName },
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
      renderForm={({ cancelHref }) => (
        <FormBuilder
          id={COMPANY_FORM_ID}
          fields={COMPANY_FIELDS}
          validator={companyValidator}
          defaultValues={info}
          submitLabel="Save"
        >
          <p>
            <Link to={cancelHref}>Cancel</Link>
          </p>
        </FormBuilder>
      )}
    />
  );
}
