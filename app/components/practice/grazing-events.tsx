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
}

export function GrazingTable({
  events,
  canEdit,
}: {
  events: readonly GrazingEventView[];
  canEdit: boolean;
}) {
  if (events.length === 0) return <p className="pd-empty">No grazing recorded this season.</p>;
  return (
    <div className="pd-scroll">
      <table className="ct-table" data-testid="grazing-table">
        <caption className="visually-hidden">Grazing this season</caption>
        <thead>
          <tr>
            <th scope="col">Dates</th>
            <th scope="col">Herd</th>
            <th scope="col">Fields</th>
            <th scope="col" className="ct-num">
              Hours a day
            </th>
            {canEdit ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row">
                {formatDate(event.startDate)} to {formatDate(event.endDate)}
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
                    Edit<span className="visually-hidden"> this grazing</span>
                  </DialogLink>{" "}
                  <DialogLink name="delete-event" params={{ eventId: event.id }}>
                    Delete<span className="visually-hidden"> this grazing</span>
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
  const fields = useMemo(() => grazingFields(options), [options]);
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
  if (options.herds.length === 0) {
    return <p className="pd-empty">Add a herd on the Herds tab before you record grazing.</p>;
  }
  if (options.fields.length === 0) {
    return (
      <p className="pd-empty">No fields are included this season, so there is nothing to graze.</p>
    );
  }
  return <GrazingForm intent="add-event" options={options} submitLabel="Add grazing" />;
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
  return (
    <>
      <UrlDialog name="edit-event" clear={["eventId"]} title="Edit grazing" size="large">
        <GrazingForm
          intent="edit-event"
          eventId={eventId}
          options={options}
          submitLabel="Save grazing"
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
        title="Delete grazing"
        message={
          event
            ? `Delete the grazing of ${event.herdName} from ${formatDate(event.startDate)} to ${formatDate(event.endDate)}?`
            : undefined
        }
        intent={intentName<GrazingIntent>("delete-event")}
        fields={{ eventId }}
      />
    </>
  );
}
