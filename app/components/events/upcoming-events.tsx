// The farmer's upcoming programme events (issue 18; decision 0097): on the home page, each
// published event that has not ended with its date, place or link, seats left, and a plain form
// to register or to cancel the registration (it posts to /profile/events/{eventId}; works
// without JavaScript). 'Full' instead of Register when no seat is left. Read-only for staff.
import { Form, Link } from "@remix-run/react";
import type { EventJson } from "~/services/events/api";
import { isFull, seatsText } from "~/services/events/rules";
import { formatDateTime } from "~/services/kit/format";

export function EventFacts({ event }: { event: EventJson }) {
  return (
    <dl className="ev-facts">
      <dt>When</dt>
      <dd>
        {formatDateTime(event.startsAt)} to {event.endTime}
      </dd>
      {event.place ? (
        <>
          <dt>Where</dt>
          <dd>{event.place}</dd>
        </>
      ) : null}
      {event.link ? (
        <>
          <dt>Online</dt>
          <dd>
            <a href={event.link} rel="noreferrer">
              {event.link}
            </a>
          </dd>
        </>
      ) : null}
      {event.provinceLabel ? (
        <>
          <dt>For</dt>
          <dd>Farmers in {event.provinceLabel}</dd>
        </>
      ) : null}
      <dt>Seats</dt>
      <dd>{seatsText(event.capacity, event.seatsTaken)}</dd>
    </dl>
  );
}

export function RegistrationButtons({ event, readOnly }: { event: EventJson; readOnly: boolean }) {
  const action = `/profile/events/${event.eventId}`;
  if (event.registered) {
    return (
      <div className="ev-buttons">
        <strong>You are registered.</strong>
        <a href={event.calendarUrl} download>
          Add to my calendar (.ics)
        </a>
        {readOnly ? null : (
          <Form method="post" action={action}>
            <button type="submit" name="intent" value="cancelRegistration" className="button">
              Cancel my registration<span className="visually-hidden"> for {event.title}</span>
            </button>
          </Form>
        )}
      </div>
    );
  }
  if (event.status === "cancelled") return <p>This event was cancelled.</p>;
  if (isFull(event.capacity, event.seatsTaken)) return <p className="ev-buttons">Full</p>;
  if (readOnly) return null;
  return (
    <Form method="post" action={action} className="ev-buttons">
      <button type="submit" name="intent" value="register" className="button button--primary">
        Register<span className="visually-hidden"> for {event.title}</span>
      </button>
    </Form>
  );
}

export function UpcomingEvents({ events, readOnly }: { events: EventJson[]; readOnly: boolean }) {
  return (
    <section className="org-panel" aria-labelledby="events-heading" data-testid="upcoming-events">
      <h2 id="events-heading">Upcoming events</h2>
      {events.length === 0 ? (
        <p>No events are planned at the moment. New farm days and webinars will show here.</p>
      ) : (
        <ul className="ev-list">
          {events.map((event) => (
            <li key={event.eventId} className="ev-card">
              <h3>
                <Link to={`/profile/events/${event.eventId}`}>{event.title}</Link>
              </h3>
              <div className="ev-muted">{event.kindLabel}</div>
              <EventFacts event={event} />
              <RegistrationButtons event={event} readOnly={readOnly} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
