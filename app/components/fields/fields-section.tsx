// The farms with their fields (issue 14): per farm the fields with area, status, signoff and
// flags, the included hectares and the UNMAPPED_FIELDS warning (the forms that add fields, one of
// each for every farm, are in ./field-add-forms). Rename, leave out, include and delete are URL
// dialogs with real posts:
// all of it works without JavaScript. Every form posts to the page as it is and names itself in
// its body's `intent` (decision 0128), with the farm or field it is about beside it.
import { intentName } from "~/services/kit/forms/intent";
import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ConfirmDialog, DialogLink, UrlDialog } from "~/components/dialog";
import { FormBuilder } from "~/components/form/form-builder";
import { formatHectares } from "~/services/contracting/rules";
import { FIELD_RENAME_FIELDS, type MapFieldsIntent } from "~/services/fields/forms";
import { fieldRenameValidator } from "~/components/fields/field-validators";
import { INCLUDE_ACTION_LABEL, LEAVE_OUT_ACTION_LABEL } from "~/services/fields/status";
import type { FarmFieldsView, FieldView } from "~/services/fields/views";

type Serialised<T> = T extends (infer U)[] ? Serialised<U>[] : T;

export function FieldsTable({
  farm,
  renderActions,
}: {
  farm: Serialised<FarmFieldsView>;
  renderActions?: (field: FieldView) => ReactNode;
}) {
  if (farm.fields.length === 0) return null;
  return (
    <table className="ct-table rotated-table" data-testid="fields-table">
      <caption className="visually-hidden">Fields of {farm.name}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col" className="ct-num">
            Area
          </th>
          <th scope="col">Status</th>
          <th scope="col">Checks</th>
          {renderActions ? (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {farm.fields.map((field) => (
          <tr
            key={field.id}
            data-testid="field-row"
            className={field.included ? undefined : "fd-out"}
          >
            <td data-label="Field">
              <strong>{field.name}</strong>
              <br />
              <span className="fd-source">{field.sourceLabel}</span>
              {field.flags.length > 0 ? (
                <ul className="ct-warnings">
                  {field.flags.map((flag) => (
                    <li key={flag} className="ct-warning">
                      {flag}
                    </li>
                  ))}
                </ul>
              ) : null}
            </td>
            <td className="ct-num" data-label="Area">
              {field.areaLabel}
            </td>
            <td data-label="Status">
              {field.statusLabel}
              {field.notIncludedReason ? (
                <>
                  <br />
                  <span className="fd-reason">Not counted: {field.notIncludedReason}</span>
                </>
              ) : null}
            </td>
            <td data-label="Checks">{field.signoffLabel}</td>
            {renderActions ? (
              <td className="ct-actions" data-label="Actions">
                {renderActions(field)}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Included this season</th>
          <td className="ct-num" data-label="Included" data-testid="farm-included-hectares">
            {formatHectares(farm.includedHectares)}
          </td>
          <td colSpan={renderActions ? 3 : 2} />
        </tr>
      </tfoot>
    </table>
  );
}

function FieldActions({ field }: { field: FieldView }) {
  return (
    <>
      <DialogLink name="rename-field" params={{ fieldId: field.id }} className="button">
        Rename<span className="visually-hidden"> {field.name}</span>
      </DialogLink>{" "}
      {field.canLeaveOut ? (
        <DialogLink name="leave-out" params={{ fieldId: field.id }} className="button">
          {LEAVE_OUT_ACTION_LABEL}
          <span className="visually-hidden"> ({field.name})</span>
        </DialogLink>
      ) : null}
      {field.canInclude ? (
        <DialogLink name="include" params={{ fieldId: field.id }} className="button">
          {INCLUDE_ACTION_LABEL}
          <span className="visually-hidden"> ({field.name})</span>
        </DialogLink>
      ) : null}{" "}
      {field.canDelete ? (
        <DialogLink
          name="delete-field"
          params={{ fieldId: field.id }}
          className="button button--danger"
        >
          Delete<span className="visually-hidden"> {field.name}</span>
        </DialogLink>
      ) : null}
    </>
  );
}

export function FarmFieldsCard({
  farm,
  canEdit,
}: {
  farm: Serialised<FarmFieldsView>;
  canEdit: boolean;
}) {
  const headingId = `farm-${farm.id}`;
  return (
    <article className="ct-farm" aria-labelledby={headingId} data-testid="farm-fields">
      <header className="ct-farm__header">
        <h3 id={headingId}>{farm.name}</h3>
        <span className="ct-farm__total">{formatHectares(farm.includedHectares)} included</span>
      </header>
      {farm.unmapped ? (
        <ul className="ct-warnings" aria-label={`Missing fields of ${farm.name}`}>
          <li className="ct-warning">{farm.unmapped}</li>
        </ul>
      ) : null}
      <FieldsTable
        farm={farm}
        renderActions={canEdit ? (field) => <FieldActions field={field} /> : undefined}
      />
    </article>
  );
}

/** The dialogs of the fields' actions, opened by URL (?dialog=…&fieldId=…). */
export function FieldDialogs({ fields }: { fields: readonly FieldView[] }) {
  const params = new URLSearchParams(useLocation().search);
  const fieldId = params.get("fieldId") ?? "";
  const field = fields.find((f) => f.id === fieldId);
  return (
    <>
      <UrlDialog name="rename-field" clear={["fieldId"]} title="Rename field">
        <FormBuilder
          intent={intentName<MapFieldsIntent>("field-rename")}
          fields={FIELD_RENAME_FIELDS}
          validator={fieldRenameValidator}
          defaultValues={{ name: field?.name ?? "" }}
          submitLabel="Save name"
        >
          {/* The field the dialog renames (?fieldId=) goes into the body. */}
          <input type="hidden" name="fieldId" value={fieldId} />
        </FormBuilder>
      </UrlDialog>
      <ConfirmDialog
        name="leave-out"
        clear={["fieldId"]}
        message={
          field
            ? `Leave ${field.name} (${field.areaLabel}) out of this season? It stays mapped, and you can include it again.`
            : undefined
        }
        intent={intentName<MapFieldsIntent>("leave-out")}
        fields={{ fieldId }}
        title="Leave out this season"
        confirmLabel={LEAVE_OUT_ACTION_LABEL}
        danger={false}
      />
      <ConfirmDialog
        name="include"
        clear={["fieldId"]}
        message={field ? `Include ${field.name} (${field.areaLabel}) this season?` : undefined}
        intent={intentName<MapFieldsIntent>("include")}
        fields={{ fieldId }}
        title="Include this season"
        confirmLabel={INCLUDE_ACTION_LABEL}
        danger={false}
      />
      <ConfirmDialog
        name="delete-field"
        clear={["fieldId"]}
        message={
          field
            ? `Delete ${field.name} (${field.areaLabel})? It leaves your fields and totals; what earlier seasons credited is kept.`
            : undefined
        }
        intent={intentName<MapFieldsIntent>("delete-field")}
        fields={{ fieldId }}
        title="Delete field"
      />
    </>
  );
}
