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
// The page is in the visitor's language (issue 33, namespace `unsubscribe`); the one-click answer
// to a mailbox provider stays English.
import { pageRefused, readFormOrRefuse } from "~/services/kit/forms/validate-form.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { NO_HYDRATION } from "~/components/hydration";
import { TranslationsProvider, useT } from "~/components/i18n";
import { richMessage } from "~/components/rich-message";
import { getViewer } from "~/services/auth/guards.server";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";
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

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? createTranslator(data.translations)._("unsubscribe.metaTitle")
      : "Unsubscribe · Veld",
  },
];

/** Which of UNSUBSCRIBE_MESSAGES the page shows (`unsubscribe.message.<name>` in the catalogue). */
type MessageName = Exclude<keyof typeof UNSUBSCRIBE_MESSAGES, "badToken">;

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
  const message: MessageName | null = person.mailingList
    ? rejoined
      ? "rejoined"
      : null
    : done
      ? "done"
      : "already";
  const translations = translationsFor(requestLanguage(request, await getViewer(request)), [
    "unsubscribe",
  ]);
  return {
    translations,
    token: token ?? "",
    email: person.email,
    subscribed: person.mailingList,
    // The sentence, in the visitor's language (UNSUBSCRIBE_MESSAGES' English in English).
    message: message ? createTranslator(translations)._(`unsubscribe.message.${message}`) : null,
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
  const { translations, ...page } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <UnsubscribePage {...page} />
    </TranslationsProvider>
  );
}

function UnsubscribePage({
  token,
  email,
  subscribed,
  message,
}: {
  token: string;
  email: string;
  subscribed: boolean;
  message: string | null;
}) {
  const t = useT();
  return (
    <section className="notice" aria-labelledby="page-title">
      <h1 id="page-title">{t("unsubscribe.title")}</h1>
      {message ? (
        <>
          <p className="notice__lead" role="status">
            {message}
          </p>
          {subscribed ? null : (
            <Form method="post">
              <input type="hidden" name="token" value={token} />
              <p>{t("unsubscribe.changedMind")}</p>
              <button type="submit" name="intent" value="subscribe" className="button">
                {t("unsubscribe.subscribeAgain")}
              </button>
            </Form>
          )}
        </>
      ) : (
        <>
          <p className="notice__lead">
            {richMessage(t, "unsubscribe.ask", { email: <strong>{email}</strong> })}
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button button--primary">
              {t("unsubscribe.button")}
            </button>
          </Form>
        </>
      )}
      <p>
        <a href="/">{t("unsubscribe.home")}</a>
      </p>
    </section>
  );
}
