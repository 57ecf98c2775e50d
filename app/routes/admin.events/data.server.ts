// /admin/events' loader data and posts: ?do=create (?dialog=new-event), ?do=edit&eventId=
// (?dialog=edit-event), ?do=publish&eventId= (?dialog=publish-event), ?do=cancel&eventId= with a
// reason (?dialog=cancel-event). The route checks who is asking; every change is audited.
import { pathWithout } from "~/services/kit/url-state";
import {
  pageRefused,
  readFormOrRefuse,
  validateForm,
} from "~/services/kit/forms/validate-form.server";
import { validationError } from "remix-validated-form";
import type { Viewer } from "~/services/auth/session.server";
import { loadEventsPage } from "~/services/events/admin-view.server";
import { cancelEvent, createEvent, editEvent, publishEvent } from "~/services/events/events.server";
import { CANCEL_EVENT_FORM_ID, EVENT_FORM_ID } from "~/services/events/forms";
import {
  eventFormValidator,
  cancelEventValidator,
} from "~/components/events/admin-event-validators";
import { adminEventsPostQuery, adminEventsQuery } from "~/services/events/queries";
import { EVENT_MESSAGES } from "~/services/events/rules";
import type { Actor } from "~/services/kit/actor";
import { readQuery } from "~/services/kit/query";
import { isRefusal } from "~/services/kit/refusal";
import { redirectWithToast } from "~/services/kit/toast.server";

function notFound(): never {
  throw new Response(EVENT_MESSAGES.notFound, { status: 404 });
}

export async function eventsPage(request: Request, viewer: Viewer) {
  // ?eventId= of a dialog: left out for none; not an id → 400 naming the parameter.
  const selectedId = readQuery(request, adminEventsQuery).eventId ?? null;
  try {
    return await loadEventsPage(selectedId, viewer);
  } catch (error) {
    pageRefused(error);
  }
}

const afterPost = (request: Request) => pathWithout(request.url, ["do", "dialog", "eventId"]);

function refusedOn(formId: string, error: unknown, submitted: Record<string, unknown>) {
  if (!isRefusal(error)) throw error;
  if (error.status === 422) {
    return validationError(
      { fieldErrors: { [error.field || "title"]: error.message }, formId },
      submitted,
      { status: 422 },
    );
  }
  throw new Response(error.message, { status: error.status });
}

function requireEventId(eventId: string | undefined): string {
  return eventId ?? notFound();
}

export async function handleEventsPost(request: Request, actor: Actor) {
  const done = (text: string) => redirectWithToast(afterPost(request), { type: "success", text });
  const query = readQuery(request, adminEventsPostQuery);
  switch (query.do) {
    case "create": {
      const result = await validateForm(request, eventFormValidator);
      if (result instanceof Response) return result;
      try {
        const row = await createEvent(actor, result.data);
        return await done(
          `The event '${row.title}' is saved as a draft. Publish it when it is ready.`,
        );
      } catch (error) {
        return refusedOn(EVENT_FORM_ID, error, result.submittedData);
      }
    }
    case "edit": {
      const eventId = requireEventId(query.eventId);
      const result = await validateForm(request, eventFormValidator);
      if (result instanceof Response) return result;
      try {
        const row = await editEvent(actor, eventId, result.data);
        return await done(`The event '${row.title}' is saved.`);
      } catch (error) {
        return refusedOn(EVENT_FORM_ID, error, result.submittedData);
      }
    }
    case "publish": {
      const eventId = requireEventId(query.eventId);
      await readFormOrRefuse(request);
      try {
        const row = await publishEvent(actor, eventId);
        return await done(
          `The event '${row.title}' is published: farmers can see it and register.`,
        );
      } catch (error) {
        return refusedOn(EVENT_FORM_ID, error, {});
      }
    }
    case "cancel": {
      const eventId = requireEventId(query.eventId);
      const result = await validateForm(request, cancelEventValidator);
      if (result instanceof Response) return result;
      try {
        const row = await cancelEvent(actor, eventId, result.data);
        return await done(`The event '${row.title}' is cancelled.`);
      } catch (error) {
        return refusedOn(CANCEL_EVENT_FORM_ID, error, result.submittedData);
      }
    }
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}
