// The legal entity card and the signatories section of /profile/journey/details. Forms post to
// the page as it is, naming themselves in their body's `intent` (decision 0128); dialogs are URLs
// (?dialog=signatory&signatoryId=…), so all of it works without JavaScript.
import { intentName } from "~/services/kit/forms/intent";
import { Link, useLocation } from "@remix-run/react";
import { ConfirmDialog, DialogLink, UrlDialog } from "~/components/dialog";
import { FormBuilder } from "~/components/form/form-builder";
import { SummaryCard } from "~/components/summary-card";
import { provinceLabel } from "~/shared/provinces";
import type { SignatoryView } from "~/services/contracting/views";
import { CONTRACT_ENTITY_FIELDS } from "~/services/organisations/forms";
import { contractEntityValidator } from "~/components/contracting/legal-entity-validator";
import { formatAddress } from "~/services/organisations/rules";
import { legalEntityOf, type LegalEntity } from "~/shared/organisation-details";
import { SIGNATORY_FIELDS, type DetailsIntent } from "~/services/contracting/forms";
import { signatoryValidator } from "./details-validators";
import { SignatoriesTable } from "./parts";

export const ENTITY_CARD_TITLE = "Legal entity";

export function LegalEntityCard({ entity, canEdit }: { entity: LegalEntity; canEdit: boolean }) {
  const items = [
    { label: "Legal entity name", value: entity.legalName },
    { label: "Registration number", value: entity.registrationNumber },
    { label: "VAT number", value: entity.vatNumber },
    {
      label: "Address",
      value: formatAddress([
        entity.addressLine1,
        entity.addressLine2,
        entity.town,
        entity.postalCode,
      ]),
    },
    { label: "Province", value: provinceLabel(entity.province) },
  ];
  return (
    <SummaryCard
      title={ENTITY_CARD_TITLE}
      items={items}
      canEdit={canEdit}
      editKey="entity"
      renderForm={({ cancelHref }) => (
        <FormBuilder
          intent={intentName<DetailsIntent>("legal-entity")}
          fields={CONTRACT_ENTITY_FIELDS}
          validator={contractEntityValidator}
          defaultValues={legalEntityOf(entity)}
          submitLabel="Save legal entity"
        >
          <p>
            <Link to={cancelHref}>Cancel</Link>
          </p>
        </FormBuilder>
      )}
    />
  );
}

export function SignatoriesSection({
  signatories,
  canEdit,
}: {
  signatories: readonly SignatoryView[];
  canEdit: boolean;
}) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const editingId = params.get("signatoryId");
  const editing = editingId ? signatories.find((s) => s.id === editingId) : undefined;
  const deleting = signatories.find((s) => s.id === params.get("signatoryId"));
  return (
    <section className="ct-section" aria-labelledby="signatories-heading">
      <h2 id="signatories-heading">Signatories</h2>
      <p>
        The people who will sign the contract for the legal entity. Each gets the Signatory role:
        someone who already uses Veld gets access at once; anyone else gets an e-mail invite.
      </p>
      <SignatoriesTable
        signatories={signatories}
        renderActions={
          canEdit
            ? (s) => (
                <>
                  <DialogLink name="signatory" params={{ signatoryId: s.id }} className="button">
                    Edit<span className="visually-hidden"> {`${s.name} ${s.surname}`}</span>
                  </DialogLink>{" "}
                  <DialogLink
                    name="delete-signatory"
                    params={{ signatoryId: s.id }}
                    className="button button--danger"
                  >
                    Delete<span className="visually-hidden"> {`${s.name} ${s.surname}`}</span>
                  </DialogLink>
                </>
              )
            : undefined
        }
      />
      {canEdit ? (
        <p>
          <DialogLink name="signatory" className="button button--primary">
            Add signatory
          </DialogLink>
        </p>
      ) : null}
      {canEdit ? (
        <>
          <UrlDialog
            name="signatory"
            clear={["signatoryId"]}
            title={editing ? "Signatory (EDIT)" : "Add signatory"}
          >
            <FormBuilder
              intent={intentName<DetailsIntent>("signatory")}
              fields={SIGNATORY_FIELDS}
              validator={signatoryValidator}
              defaultValues={editing ?? {}}
              submitLabel={editing ? "Save signatory" : "Add signatory"}
            >
              {/* The signatory the dialog edits (?signatoryId=) goes into the body. */}
              {editing ? <input type="hidden" name="signatoryId" value={editing.id} /> : null}
            </FormBuilder>
          </UrlDialog>
          <ConfirmDialog
            name="delete-signatory"
            clear={["signatoryId"]}
            message={
              deleting
                ? `Remove ${deleting.name} ${deleting.surname} as a signatory? Their Signatory access to this organisation goes too.`
                : undefined
            }
            intent={intentName<DetailsIntent>("delete-signatory")}
            fields={{ signatoryId: params.get("signatoryId") ?? "" }}
          />
        </>
      ) : null}
    </section>
  );
}
