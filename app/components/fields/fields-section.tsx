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
import { useFieldsInLanguage } from "~/components/fields/form-words";
import { useT, type Translate } from "~/components/i18n";
import { FIELD_RENAME_FIELDS, type MapFieldsIntent } from "~/services/fields/forms";
import { fieldRenameValidator } from "~/components/fields/field-validators";
import type { FarmFieldsInLanguage, FieldView } from "~/services/fields/views";

type Serialised<T> = T extends (infer U)[] ? Serialised<U>[] : T;

/** Why a field's hectares do not count (as views.ts decides it), in the page's language. */
function notCountedReason(t: Translate, field: FieldView): string {
  if (field.status === "NOT_INCLUDED") return t("fields.whyOut");
  if (field.status === "DELETED") return t("fields.whyDeleted");
  return t(field.signoffPass === false ? "fields.whyFailed" : "fields.whyExcluded");
}

export function FieldsTable({
  farm,
  renderActions,
}: {
  farm: Serialised<FarmFieldsInLanguage>;
  renderActions?: (field: FieldView) => ReactNode;
}) {
  const t = useT();
  if (farm.fields.length === 0) return null;
  const [field, area, status, checks] = [
    t("fields.colField"),
    t("fields.colArea"),
    t("fields.colStatus"),
    t("fields.colChecks"),
  ];
  return (
    <table className="ct-table rotated-table" data-testid="fields-table">
      <caption className="visually-hidden">{t("fields.caption", { farm: farm.name })}</caption>
      <thead>
        <tr>
          <th scope="col">{field}</th>
          <th scope="col" className="ct-num">
            {area}
          </th>
          <th scope="col">{status}</th>
          <th scope="col">{checks}</th>
          {renderActions ? (
            <th scope="col">
              <span className="visually-hidden">{t("fields.colActions")}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {farm.fields.map((row) => (
          <tr key={row.id} data-testid="field-row" className={row.included ? undefined : "fd-out"}>
            <td data-label={field}>
              <strong>{row.name}</strong>
              <br />
              <span className="fd-source">{t(`fields.src_${row.source}`)}</span>
              {row.flags.length > 0 ? (
                <ul className="ct-warnings">
                  {row.flags.map((flag) => (
                    <li key={flag} className="ct-warning">
                      {flag}
                    </li>
                  ))}
                </ul>
              ) : null}
            </td>
            <td className="ct-num" data-label={area}>
              {row.areaLabel}
            </td>
            <td data-label={status}>
              {t(`fields.s_${row.status}`)}
              {row.notIncludedReason ? (
                <>
                  <br />
                  <span className="fd-reason">
                    {t("fields.notCounted", { reason: notCountedReason(t, row) })}
                  </span>
                </>
              ) : null}
            </td>
            <td data-label={checks}>{t(`fields.c_${row.signoffPass}`)}</td>
            {renderActions ? (
              <td className="ct-actions" data-label={t("fields.colActions")}>
                {renderActions(row)}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t("fields.includedSeason")}</th>
          <td
            className="ct-num"
            data-label={t("fields.colIncluded")}
            data-testid="farm-included-hectares"
          >
            {farm.includedLabel}
          </td>
          <td colSpan={renderActions ? 3 : 2} />
        </tr>
      </tfoot>
    </table>
  );
}

function FieldActions({ field }: { field: FieldView }) {
  const t = useT();
  return (
    <>
      <DialogLink name="rename-field" params={{ fieldId: field.id }} className="button">
        {t("fields.rename")}
        <span className="visually-hidden"> {field.name}</span>
      </DialogLink>{" "}
      {field.canLeaveOut ? (
        <DialogLink name="leave-out" params={{ fieldId: field.id }} className="button">
          {t("fields.leaveOut")}
          <span className="visually-hidden"> ({field.name})</span>
        </DialogLink>
      ) : null}
      {field.canInclude ? (
        <DialogLink name="include" params={{ fieldId: field.id }} className="button">
          {t("fields.include")}
          <span className="visually-hidden"> ({field.name})</span>
        </DialogLink>
      ) : null}{" "}
      {field.canDelete ? (
        <DialogLink
          name="delete-field"
          params={{ fieldId: field.id }}
          className="button button--danger"
        >
          {t("fields.delete")}
          <span className="visually-hidden"> {field.name}</span>
        </DialogLink>
      ) : null}
    </>
  );
}

export function FarmFieldsCard({
  farm,
  canEdit,
}: {
  farm: Serialised<FarmFieldsInLanguage>;
  canEdit: boolean;
}) {
  const t = useT();
  const headingId = `farm-${farm.id}`;
  return (
    <article className="ct-farm" aria-labelledby={headingId} data-testid="farm-fields">
      <header className="ct-farm__header">
        <h3 id={headingId}>{farm.name}</h3>
        <span className="ct-farm__total">
          {t("fields.farmIncluded", { ha: farm.includedLabel })}
        </span>
      </header>
      {farm.unmapped ? (
        <ul className="ct-warnings" aria-label={t("fields.missingOf", { farm: farm.name })}>
          <li className="ct-warning">{t("fields.unmapped")}</li>
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
  const t = useT();
  const renameFields = useFieldsInLanguage(t, FIELD_RENAME_FIELDS);
  const named = field ? { name: field.name, area: field.areaLabel } : undefined;
  return (
    <>
      <UrlDialog name="rename-field" clear={["fieldId"]} title={t("fields.renameTitle")}>
        <FormBuilder
          intent={intentName<MapFieldsIntent>("field-rename")}
          fields={renameFields}
          validator={fieldRenameValidator}
          defaultValues={{ name: field?.name ?? "" }}
          submitLabel={t("fields.saveName")}
        >
          {/* The field the dialog renames (?fieldId=) goes into the body. */}
          <input type="hidden" name="fieldId" value={fieldId} />
        </FormBuilder>
      </UrlDialog>
      <ConfirmDialog
        name="leave-out"
        clear={["fieldId"]}
        message={named && t("fields.leaveOutAsk", named)}
        intent={intentName<MapFieldsIntent>("leave-out")}
        fields={{ fieldId }}
        title={t("fields.leaveOut")}
        confirmLabel={t("fields.leaveOut")}
        danger={false}
      />
      <ConfirmDialog
        name="include"
        clear={["fieldId"]}
        message={named && t("fields.includeAsk", named)}
        intent={intentName<MapFieldsIntent>("include")}
        fields={{ fieldId }}
        title={t("fields.include")}
        confirmLabel={t("fields.include")}
        danger={false}
      />
      <ConfirmDialog
        name="delete-field"
        clear={["fieldId"]}
        message={named && t("fields.deleteAsk", named)}
        intent={intentName<MapFieldsIntent>("delete-field")}
        fields={{ fieldId }}
        title={t("fields.deleteTitle")}
      />
    </>
  );
}
