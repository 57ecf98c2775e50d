// /admin/events' loader data and posts (decision 0128: each form names itself in an `intent`
// field of its body, beside the event it changes): 'create' (?dialog=new-event), 'edit'
// (?dialog=edit-event&eventId=), 'publish' (?dialog=publish-event), 'cancel' with a reason
// (?dialog=cancel-event). The route checks who is asking; every change is audited.
import { pathWithout } from "~/services/kit/url-state";
import {
  formRefusal,
  pageRefused,
  readPost,
  validatePost,
} from "~/services/kit/forms/validate-form.server";
import type { Viewer } from "~/services/auth/session.server";
import { loadEventsPage } from "~/services/events/admin-view.server";
import { cancelEvent, createEvent, editEvent, publishEvent } from "~/services/events/events.server";
import {
  eventFormValidator,
  cancelEventValidator,
} from "~/components/events/admin-event-validators";
import { adminEventsPost, adminEventsQuery } from "~/services/events/queries";
import { EVENT_MESSAGES } from "~/services/events/rules";
import type { Actor } from "~/services/kit/actor";
import { readQuery } from "~/services/kit/query";
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

const afterPost = (request: Request) => pathWithout(request.url, ["dialog", "eventId"]);

function requireEventId(eventId: string | undefined): string {
  return eventId ?? notFound();
}

export async function handleEventsPost(request: Request, actor: Actor) {
  const done = (text: string) => redirectWithToast(afterPost(request), { type: "success", text });
  const post = await readPost(request, adminEventsPost);
  if (post instanceof Response) return post;
  switch (post.fields.intent) {
    case "create": {
      const result = await validatePost(post, eventFormValidator);
      if (result instanceof Response) return result;
      try {
        const row = await createEvent(actor, result.data);
        return await done(
          `The event '${row.title}' is saved as a draft. Publish it when it is ready.`,
        );
      } catch (error) {
        return formRefusal(error, "create", result.submittedData);
      }
    }
    case "edit": {
      const eventId = requireEventId(post.fields.eventId);
      const result = await validatePost(post, eventFormValidator);
      if (result instanceof Response) return result;
      try {
        const row = await editEvent(actor, eventId, result.data);
        return await done(`The event '${row.title}' is saved.`);
      } catch (error) {
        return formRefusal(error, "edit", result.submittedData);
      }
    }
    case "publish": {
      const eventId = requireEventId(post.fields.eventId);
      try {
        const row = await publishEvent(actor, eventId);
        return await done(
          `The event '${row.title}' is published: farmers can see it and register.`,
        );
      } catch (error) {
        // Not a draft (any more), or gone: the confirm button has no field to show it beside.
        return pageRefused(error);
      }
    }
    case "cancel": {
      const eventId = requireEventId(post.fields.eventId);
      const result = await validatePost(post, cancelEventValidator);
      if (result instanceof Response) return result;
      try {
        const row = await cancelEvent(actor, eventId, result.data);
        return await done(`The event '${row.title}' is cancelled.`);
      } catch (error) {
        return formRefusal(error, "cancel", result.submittedData);
      }
    }
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}
