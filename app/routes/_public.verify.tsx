// /verify (spec §2 'Public routes: /verify, e-mail verification'; §7 'Verification resend'). The
// embedded identity provider's verification link lands here with ?status=verified or
// ?status=expired; a signed-in person whose address is not confirmed yet can ask for a new link
// (a plain form: the page has no scripts, decision 0012). Public: the link is opened from an
// e-mail, often on another device, before signing in.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { NO_HYDRATION } from "~/components/hydration";
import { getViewer, requireViewer } from "~/services/auth/guards.server";
import { providerAccount } from "~/services/auth/provider-account.server";
import {
  resendVerificationEmail,
  syncProfileEmailVerified,
  verificationStateOf,
  VERIFY_MESSAGES,
} from "~/services/profiles/verification.server";
import { verifyQuery } from "~/services/profiles/queries";
import { readQuery } from "~/services/kit/query";

export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [{ title: "Verify your e-mail address · Veld" }];

const RESEND_LABEL = "Resend verification e-mail";

export async function loader({ request }: LoaderFunctionArgs) {
  const status = readQuery(request, verifyQuery).status ?? null;
  const viewer = await getViewer(request);
  const state = viewer ? await verificationStateOf(viewer.subject) : null;
  if (viewer && state === "verified") await syncProfileEmailVerified(viewer.subject);
  // An external provider confirms the address itself: Veld asks it for a new e-mail where it
  // can, and otherwise points to its account page (decision 0148).
  const { canResendVerification, accountUrl } = providerAccount();
  return {
    status,
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
  const { status, message, email, state, provider } = useLoaderData<typeof loader>();
  return (
    <section className="notice" aria-labelledby="page-title">
      <h1 id="page-title">{message?.title ?? "Verify your e-mail address"}</h1>
      <p className="notice__lead" role={message ? "status" : undefined}>
        {message?.text ??
          "We confirm your e-mail address with a link we send you, so that messages about your journey reach you."}
      </p>
      {email === null ? (
        status === "verified" ? (
          <p>
            <a href="/auth/login?returnTo=%2Fprofile">Sign in to carry on</a>
          </p>
        ) : (
          <p>
            <a href="/auth/login?returnTo=%2Fverify">Sign in</a> to see whether your address is
            confirmed or to ask for a new link.
          </p>
        )
      ) : state === "verified" ? (
        <>
          <p>
            <strong>{email}</strong> is confirmed.
          </p>
          <p>
            <a href="/profile">Go to your profile</a>
          </p>
        </>
      ) : state === "unverified" ? (
        <>
          <p>
            <strong>{email}</strong> is not confirmed yet. Can&rsquo;t find our e-mail? Check your
            spam folder, or ask for a new link.
          </p>
          <Form method="post" reloadDocument>
            <button type="submit" className="button button--primary">
              {RESEND_LABEL}
            </button>
          </Form>
        </>
      ) : (
        <>
          <p>
            Your sign-in provider confirms <strong>{email}</strong> for us. Can&rsquo;t find its
            e-mail? Check your spam folder, or ask for a new one.
          </p>
          {provider.canResend ? (
            <Form method="post" reloadDocument>
              <button type="submit" className="button button--primary">
                {RESEND_LABEL}
              </button>
            </Form>
          ) : null}
          {provider.accountUrl ? (
            <p>
              <a href={provider.accountUrl}>Open your account at the sign-in provider</a>
            </p>
          ) : null}
          <p>
            <a href="/profile">Go to your profile</a>
          </p>
        </>
      )}
    </section>
  );
}
