// The admin's programme events (issue 18; decision 0097): the table (seats taken, status, links
// to the registrations and to each change for write:admin) and the dialogs: new event
// (?dialog=new-event), edit (?dialog=edit-event&eventId=), publish (?dialog=publish-event) and
// cancel with a reason (?dialog=cancel-event). Real forms: they work without JavaScript. Each
// posts its intent and the event it changes in its body, to the page's own URL, so a refused one
// comes back in its open dialog (decision 0128).
import { intentName } from "~/services/kit/forms/intent";
import { Link } from "@remix-run/react";
import { ConfirmDialog, DialogLink, UrlDialog } from "~/components/dialog";
import { FormBuilder } from "~/components/form/form-builder";
import { ScrollRegion } from "~/components/scroll-region";
import type { EventJson } from "~/services/events/api";
import { CANCEL_EVENT_FIELDS, EVENT_FIELDS } from "~/services/events/forms";
import type { EventIntent } from "~/services/events/queries";
import { eventFormValidator, cancelEventValidator } from "./admin-event-validators";
import { seatsText } from "~/services/events/rules";
import { formatDateTime } from "~/services/kit/format";
import { EVENT_STATUS_LABELS } from "~/shared/events";

export type AdminEventRow = EventJson & { past: boolean };

/** '3 December 2026 09:00 to 15:30' (South African time). */
export function whenText(event: Pick<EventJson, "startsAt" | "endTime">): string {
  return `${formatDateTime(event.startsAt)} to ${event.endTime}`;
}

export function statusText(event: AdminEventRow): string {
  if (event.status === "published" && event.past) return "Took place";
  return EVENT_STATUS_LABELS[event.status];
}

export function EventsTable({ events, canWrite }: { events: AdminEventRow[]; canWrite: boolean }) {
  if (events.length === 0) return <p>No events yet.</p>;
  return (
    <ScrollRegion className="ev-scroll" label="Programme events">
      <table className="ev-table" data-testid="events-table">
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">When</th>
            <th scope="col">Where</th>
            <th scope="col">Seats</th>
            <th scope="col">Status</th>
            {canWrite ? <th scope="col">Change</th> : null}
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e.eventId} className={e.status === "cancelled" ? "ev-cancelled" : undefined}>
              <td>
                <Link to={`/admin/events/${e.eventId}`}>{e.title}</Link>
                <div className="ev-muted">
                  {e.kindLabel}
                  {e.provinceLabel ? `, for farmers in ${e.provinceLabel}` : ""}
                </div>
              </td>
              <td>{whenText(e)}</td>
              <td>{e.place ?? (e.link ? "Online" : "-")}</td>
              <td>
                {e.seatsTaken} registered
                <div className="ev-muted">{seatsText(e.capacity, e.seatsTaken)}</div>
              </td>
              <td>
                {statusText(e)}
                {e.cancelReason ? <div className="ev-muted">{e.cancelReason}</div> : null}
              </td>
              {canWrite ? (
                <td className="ev-actions">
                  {e.status === "cancelled" ? (
                    "-"
                  ) : (
                    <>
                      <DialogLink
                        name="edit-event"
                        params={{ eventId: e.eventId }}
                        className="button"
                      >
                        Edit<span className="visually-hidden"> {e.title}</span>
                      </DialogLink>
                      {e.status === "draft" ? (
                        <DialogLink
                          name="publish-event"
                          params={{ eventId: e.eventId }}
                          className="button button--primary"
                        >
                          Publish<span className="visually-hidden"> {e.title}</span>
                        </DialogLink>
                      ) : null}
                      <DialogLink
                        name="cancel-event"
                        params={{ eventId: e.eventId }}
                        className="button button--danger"
                      >
                        Cancel event<span className="visually-hidden"> {e.title}</span>
                      </DialogLink>
                    </>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function formValues(event: EventJson) {
  return {
    kind: event.kind,
    title: event.title,
    description: event.description,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    place: event.place ?? "",
    link: event.link ?? "",
    capacity: event.capacity ?? "",
    province: event.province ?? "",
  };
}

export function EventDialogs({ selected }: { selected: EventJson | null }) {
  // The event a dialog changes goes into its form's body.
  const eventField = selected ? (
    <input type="hidden" name="eventId" value={selected.eventId} />
  ) : null;
  return (
    <>
      <UrlDialog name="new-event" title="New event" size="large">
        <FormBuilder
          intent={intentName<EventIntent>("create")}
          fields={EVENT_FIELDS}
          validator={eventFormValidator}
          defaultValues={{ kind: "farmDay", startTime: "09:00", endTime: "15:00" }}
          submitLabel="Save as draft"
        />
      </UrlDialog>
      {selected ? (
        <>
          <UrlDialog
            name="edit-event"
            title={`Edit '${selected.title}'`}
            size="large"
            clear={["eventId"]}
          >
            <FormBuilder
              intent={intentName<EventIntent>("edit")}
              fields={EVENT_FIELDS}
              validator={eventFormValidator}
              defaultValues={formValues(selected)}
              submitLabel="Save event"
            >
              {eventField}
            </FormBuilder>
          </UrlDialog>
          <ConfirmDialog
            name="publish-event"
            title="Publish this event?"
            message={`Farmers will see '${selected.title}' on their home page and can register.`}
            intent={intentName<EventIntent>("publish")}
            fields={{ eventId: selected.eventId }}
            confirmLabel="Publish"
            danger={false}
            clear={["eventId"]}
          />
          <UrlDialog name="cancel-event" title={`Cancel '${selected.title}'`} clear={["eventId"]}>
            <p>
              {selected.seatsTaken === 1
                ? "One farmer is registered."
                : `${selected.seatsTaken} farmers are registered.`}{" "}
              The event stays listed, marked cancelled, with your reason.
            </p>
            <FormBuilder
              intent={intentName<EventIntent>("cancel")}
              fields={CANCEL_EVENT_FIELDS}
              validator={cancelEventValidator}
              submitLabel="Cancel the event"
            >
              {eventField}
            </FormBuilder>
          </UrlDialog>
        </>
      ) : null}
    </>
  );
}
