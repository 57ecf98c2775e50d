// /verify (spec §2 'Public routes: /verify, e-mail verification'; §7 'Verification resend'). The
// embedded identity provider's verification link lands here with ?status=verified or
// ?status=expired; a signed-in person whose address is not confirmed yet can ask for a new link
// (a plain form: the page has no scripts, decision 0012). Public: the link is opened from an
// e-mail, often on another device, before signing in. In the visitor's language (issue 33,
// namespace `verify`: each status's title and text by its name).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { NO_HYDRATION } from "~/components/hydration";
import { TranslationsProvider, useT } from "~/components/i18n";
import { richMessage } from "~/components/rich-message";
import { getViewer, requireViewer } from "~/services/auth/guards.server";
import { providerAccount } from "~/services/auth/provider-account.server";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";
import {
  resendVerificationEmail,
  syncProfileEmailVerified,
  verificationStateOf,
  VERIFY_MESSAGES,
} from "~/services/profiles/verification.server";
import { verifyQuery } from "~/services/profiles/queries";
import { readQuery } from "~/services/kit/query";

export const handle = NO_HYDRATION;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? createTranslator(data.translations)._("verify.metaTitle")
      : "Verify your e-mail address · Veld",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const status = readQuery(request, verifyQuery).status ?? null;
  const viewer = await getViewer(request);
  const state = viewer ? await verificationStateOf(viewer.subject) : null;
  if (viewer && state === "verified") await syncProfileEmailVerified(viewer.subject);
  // An external provider confirms the address itself: Veld asks it for a new e-mail where it
  // can, and otherwise points to its account page (decision 0148).
  const { canResendVerification, accountUrl } = providerAccount();
  return {
    translations: translationsFor(requestLanguage(request, viewer), ["verify"]),
    status,
    // The English message (the page shows its translation, `verify.status.<status>`).
    message: status ? VERIFY_MESSAGES[status] : null,
    email: viewer?.email ?? null,
    state,
    provider: { canResend: canResendVerification, accountUrl },
  };
}

// Rate-limited with the other public forms (app/server/app.server.ts); one e-mail a minute per
// account besides (resendVerificationEmail).
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const result = await resendVerificationEmail(viewer);
  throw redirect(`/verify?status=${result}`);
}

export default function VerifyEmail() {
  const { translations, ...page } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <VerifyPage {...page} />
    </TranslationsProvider>
  );
}

function VerifyPage({
  status,
  email,
  state,
  provider,
}: Omit<Awaited<ReturnType<typeof loader>>, "translations" | "message">) {
  const t = useT();
  // Each status's title and text (services/profiles/verification.server.ts' VERIFY_MESSAGES).
  const message = status
    ? { title: t(`verify.status.${status}.title`), text: t(`verify.status.${status}.text`) }
    : null;
  const bold = email === null ? null : <strong>{email}</strong>;
  const resend = t("verify.resend");
  return (
    <section className="notice" aria-labelledby="page-title">
      <h1 id="page-title">{message?.title ?? t("verify.title")}</h1>
      <p className="notice__lead" role={message ? "status" : undefined}>
        {message?.text ?? t("verify.lead")}
      </p>
      {email === null ? (
        status === "verified" ? (
          <p>
            <a href="/auth/login?returnTo=%2Fprofile">{t("verify.signInToCarryOn")}</a>
          </p>
        ) : (
          <p>
            {richMessage(t, "verify.signInToSee", {
              signIn: <a href="/auth/login?returnTo=%2Fverify">{t("verify.signIn")}</a>,
            })}
          </p>
        )
      ) : state === "verified" ? (
        <>
          <p>{richMessage(t, "verify.confirmed", { email: bold })}</p>
          <p>
            <a href="/profile">{t("verify.goToProfile")}</a>
          </p>
        </>
      ) : state === "unverified" ? (
        <>
          <p>{richMessage(t, "verify.notConfirmed", { email: bold })}</p>
          <Form method="post" reloadDocument>
            <button type="submit" className="button button--primary">
              {resend}
            </button>
          </Form>
        </>
      ) : (
        <>
          <p>{richMessage(t, "verify.atProvider", { email: bold })}</p>
          {provider.canResend ? (
            <Form method="post" reloadDocument>
              <button type="submit" className="button button--primary">
                {resend}
              </button>
            </Form>
          ) : null}
          {provider.accountUrl ? (
            <p>
              <a href={provider.accountUrl}>{t("verify.openAccount")}</a>
            </p>
          ) : null}
          <p>
            <a href="/profile">{t("verify.goToProfile")}</a>
          </p>
        </>
      )}
    </section>
  );
}
