// /unsubscribe?token=… (issue 18 'Unsubscribe honoured for marketing e-mails (mailingList from
// sign-up; POPIA s69)'; decision 0099). Every marketing e-mail ends with this link; the token is
// the person's id signed by Veld, so it needs no sign-in and names one person only. The page asks
// once (a plain form: no scripts), the post takes the person off the mailing list, audited the
// first time; posting again changes nothing. Someone unsubscribed can join again from the same
// page ("Subscribe again", intent=subscribe), audited too. A token Veld did not sign is a 400
// with a sentence.
//
// The same URL is the e-mail's List-Unsubscribe header (decision 0143): a mailbox provider's
// one-click POST (RFC 8058 §3.2: body List-Unsubscribe=One-Click, the token in the query, no
// cookie) unsubscribes at once and is answered 200 with a sentence, never a redirect to the page.
import { pageRefused, readFormOrRefuse } from "~/services/kit/forms/validate-form.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { NO_HYDRATION } from "~/components/hydration";

import {
  loadUnsubscribe,
  setMailingListByLink,
  unsubscribe,
  UNSUBSCRIBE_MESSAGES,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_VIA,
} from "~/services/email-templates/unsubscribe.server";
import { q, querySchema, readQuery } from "~/services/kit/query";

export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [{ title: "Unsubscribe · Veld" }];

/**
 * The link's token (services/email-templates/unsubscribe.server.ts checks it is one Veld signed)
 * and, after a change, `done=1` or `rejoined=1`.
 */
const unsubscribeQuery = querySchema({
  token: q.text({ max: 1000 }),
  done: q.flag(),
  rejoined: q.flag(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const { token, done, rejoined } = readQuery(request, unsubscribeQuery);
  const person = await loadUnsubscribe(token).catch(pageRefused);
  return {
    token: token ?? "",
    email: person.email,
    subscribed: person.mailingList,
    message: person.mailingList
      ? rejoined
        ? UNSUBSCRIBE_MESSAGES.rejoined
        : null
      : done
        ? UNSUBSCRIBE_MESSAGES.done
        : UNSUBSCRIBE_MESSAGES.already,
  };
}

/** RFC 8058 §3.2: the one field and value of a mailbox provider's one-click unsubscribe POST. */
function isOneClickUnsubscribe(form: FormData) {
  return form.get("List-Unsubscribe") === "One-Click";
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormOrRefuse(request);
  if (isOneClickUnsubscribe(form)) {
    const { token } = readQuery(request, unsubscribeQuery);
    const { changed } = await unsubscribe(
      token,
      context.requestId ?? null,
      UNSUBSCRIBE_VIA.oneClick,
    ).catch(pageRefused);
    return new Response(changed ? UNSUBSCRIBE_MESSAGES.done : UNSUBSCRIBE_MESSAGES.already, {
      status: 200,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const token = form.get("token");
  const subscribe = form.get("intent") === "subscribe";
  const { changed } = await setMailingListByLink(
    typeof token === "string" ? token : null,
    subscribe,
    context.requestId ?? null,
  ).catch(pageRefused);
  const search = new URLSearchParams({ token: String(token) });
  if (changed) search.set(subscribe ? "rejoined" : "done", "1");
  throw redirect(`${UNSUBSCRIBE_PATH}?${search}`);
}

export default function Unsubscribe() {
  const { token, email, subscribed, message } = useLoaderData<typeof loader>();
  return (
    <section className="notice" aria-labelledby="page-title">
      <h1 id="page-title">Unsubscribe from Veld news</h1>
      {message ? (
        <>
          <p className="notice__lead" role="status">
            {message}
          </p>
          {subscribed ? null : (
            <Form method="post">
              <input type="hidden" name="token" value={token} />
              <p>Changed your mind? You can get programme news again.</p>
              <button type="submit" name="intent" value="subscribe" className="button">
                Subscribe again
              </button>
            </Form>
          )}
        </>
      ) : (
        <>
          <p className="notice__lead">
            Stop news and marketing e-mails to <strong>{email}</strong>? E-mails about your part in
            the programme (your journey, requests from the programme, events you registered for)
            still reach you.
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button button--primary">
              Unsubscribe
            </button>
          </Form>
        </>
      )}
      <p>
        <a href="/">Go to the Veld home page</a>
      </p>
    </section>
  );
}
