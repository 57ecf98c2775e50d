// The season's grazing events (issue 15; decision 0077): a table of dates, herd, fields and
// hours, with edit and delete as URL dialogs posting real forms, and the form to add one. The
// form's options (the season's included fields as checkboxes, the herds) come from the loader.
// Every form posts to the tab's own address (a refused edit keeps its dialog open), naming itself
// in its intent and the event in a hidden eventId (decision 0128).
import { intentName } from "~/services/kit/forms/intent";
import { useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { ConfirmDialog, DialogLink, UrlDialog } from "~/components/dialog";
import { CorrectedValue } from "~/components/practice/corrected-value";
import { useT } from "~/components/i18n";
import { FormBuilder } from "~/components/form/form-builder";
import { formatDate, formatNumber } from "~/services/kit/format";
import { grazingFields, type GrazingFormOptions } from "~/services/practice/grazing-forms";
import type { GrazingIntent } from "~/services/practice/intents";
import { grazingValidator } from "~/components/practice/grazing-validator";
import { correctionOf, type Correction } from "~/services/practice/overrides";

export interface GrazingEventView {
  id: string;
  herdId: string;
  herdName: string;
  fieldIds: string[];
  fieldNames: string[];
  startDate: string;
  endDate: string;
  /** As the farmer entered it; `corrections` the programme's (decision 0078). */
  hoursOnField: number;
  corrections: Correction[];
  /** The dates in the page's language (the loader's); else the kit's English. */
  startLabel?: string;
  endLabel?: string;
}

const startOf = (event: GrazingEventView) => event.startLabel ?? formatDate(event.startDate);
const endOf = (event: GrazingEventView) => event.endLabel ?? formatDate(event.endDate);

export function GrazingTable({
  events,
  canEdit,
}: {
  events: readonly GrazingEventView[];
  canEdit: boolean;
}) {
  const t = useT();
  if (events.length === 0) return <p className="pd-empty">{t("grazing.empty")}</p>;
  return (
    <div className="pd-scroll">
      <table className="ct-table" data-testid="grazing-table">
        <caption className="visually-hidden">{t("grazing.tableCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("grazing.column.dates")}</th>
            <th scope="col">{t("grazing.field.herdId")}</th>
            <th scope="col">{t("grazing.column.fields")}</th>
            <th scope="col" className="ct-num">
              {t("grazing.column.hours")}
            </th>
            {canEdit ? (
              <th scope="col">
                <span className="visually-hidden">{t("grazing.column.actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row">
                {t("grazing.dates", { start: startOf(event), end: endOf(event) })}
              </th>
              <td>{event.herdName}</td>
              <td>{event.fieldNames.join(", ")}</td>
              <td className="ct-num">
                <CorrectedValue
                  value={event.hoursOnField}
                  correction={correctionOf(event, "hoursOnField")}
                  format={(n) => formatNumber(n)}
                />
              </td>
              {canEdit ? (
                <td className="pd-actions">
                  <DialogLink name="edit-event" params={{ eventId: event.id }}>
                    {t("grazing.edit")}
                    <span className="visually-hidden"> {t("grazing.thisGrazing")}</span>
                  </DialogLink>{" "}
                  <DialogLink name="delete-event" params={{ eventId: event.id }}>
                    {t("grazing.delete")}
                    <span className="visually-hidden"> {t("grazing.thisGrazing")}</span>
                  </DialogLink>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function GrazingForm({
  intent,
  eventId,
  options,
  defaultValues,
  submitLabel,
}: {
  intent: GrazingIntent;
  /** The event an edit saves, a hidden field of the body. */
  eventId?: string;
  options: GrazingFormOptions;
  defaultValues?: Record<string, unknown>;
  submitLabel: string;
}) {
  const t = useT();
  // The fields in the page's language: labels and hints by key (names and checks as they are).
  const fields = useMemo(
    () =>
      grazingFields(options).map((field) => ({
        ...field,
        label: t(`grazing.field.${field.name}`),
        ...("hint" in field && field.hint ? { hint: t(`grazing.hint.${field.name}`) } : {}),
      })) as unknown as ReturnType<typeof grazingFields>,
    [options, t],
  );
  const validator = useMemo(() => grazingValidator(options), [options]);
  return (
    <FormBuilder
      intent={intent}
      fields={fields}
      validator={validator}
      defaultValues={defaultValues}
      submitLabel={submitLabel}
    >
      {eventId ? <input type="hidden" name="eventId" value={eventId} /> : null}
    </FormBuilder>
  );
}

export function AddGrazingForm({ options }: { options: GrazingFormOptions }) {
  const t = useT();
  if (options.herds.length === 0) {
    return <p className="pd-empty">{t("grazing.noHerds")}</p>;
  }
  if (options.fields.length === 0) {
    return <p className="pd-empty">{t("grazing.noFields")}</p>;
  }
  return <GrazingForm intent="add-event" options={options} submitLabel={t("grazing.add")} />;
}

/** The dialogs of an event's actions, opened by URL (?dialog=…&eventId=…). */
export function GrazingDialogs({
  events,
  options,
}: {
  events: readonly GrazingEventView[];
  options: GrazingFormOptions;
}) {
  const params = new URLSearchParams(useLocation().search);
  const eventId = params.get("eventId") ?? "";
  const event = events.find((e) => e.id === eventId);
  const t = useT();
  return (
    <>
      <UrlDialog name="edit-event" clear={["eventId"]} title={t("grazing.editTitle")} size="large">
        <GrazingForm
          intent="edit-event"
          eventId={eventId}
          options={options}
          submitLabel={t("grazing.save")}
          defaultValues={
            event
              ? {
                  fieldIds: event.fieldIds,
                  startDate: event.startDate,
                  endDate: event.endDate,
                  herdId: event.herdId,
                  hoursOnField: event.hoursOnField,
                }
              : {}
          }
        />
      </UrlDialog>
      <ConfirmDialog
        name="delete-event"
        clear={["eventId"]}
        title={t("grazing.deleteTitle")}
        message={
          event
            ? t("grazing.deleteQuestion", {
                herd: event.herdName,
                start: startOf(event),
                end: endOf(event),
              })
            : undefined
        }
        intent={intentName<GrazingIntent>("delete-event")}
        fields={{ eventId }}
      />
    </>
  );
}
