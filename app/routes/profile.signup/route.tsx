// /profile/signup, 'Create Your Profile' (spec §2 '/profile', §3 'Sign-up profile', §4 'Sign-up
// success', §8 sign-up rows). A signed-in person without a Veld profile fills it in; the server
// checks it with the same schema as the browser and signs them up in one transaction.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { SignupForm } from "~/components/signup/signup-form";
import { requirePermission, requireViewer } from "~/services/auth/guards.server";
import { readQuery } from "~/services/kit/query";
import { isUserViewRequest } from "~/services/profiles/context.server";
import { signupQuery } from "~/services/profiles/queries";
import { formatReferralCode } from "~/services/profiles/rules";
import { readSignupPrefill } from "~/services/profiles/signup-prefill.server";
import styles from "~/styles/signup.css?url";
import { duplicateEmailAnswer, submitSignup } from "./data.server";
import { TranslationsProvider, useT } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? createTranslator(data.translations)._("signup.metaTitle")
      : "Create Your Profile · Veld",
  },
];

/**
 * Staff at /admin/userView/signup?userId=… look at someone who has signed up already: they are
 * shown that person's home page and can never sign anyone up (docs/decisions/0016).
 */
async function refuseUserView(request: Request) {
  if (!isUserViewRequest(request)) return;
  await requirePermission(request, "read:admin");
  throw redirect(`/admin/userView/home${new URL(request.url).search}`);
}

export async function loader({ request }: LoaderFunctionArgs) {
  await refuseUserView(request);
  const viewer = await requireViewer(request);
  // spec §2: 'If the path ends in signup and the user already has an e-mail on record, the user
  // is sent to /profile/home.'
  if (viewer.user) throw redirect("/profile/home");
  // What the person gave their identity provider seconds ago (decision 0065): changeable here.
  const prefill = await readSignupPrefill(viewer.sessionId);
  // The shared link's code (decision 0150); the action checks it like a typed one.
  const { ref } = readQuery(request, signupQuery);
  if (ref) Object.assign(prefill, { hasReferral: true, referralCode: formatReferralCode(ref) });
  // The form's words in the visitor's language (issue 33; journey.po `signup.*`).
  const translations = translationsFor(requestLanguage(request, viewer), ["signup"]);
  return { email: viewer.email, prefill, translations };
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (isUserViewRequest(request)) {
    await requirePermission(request, "read:admin");
    throw new Response("Staff cannot sign someone up.", { status: 403 });
  }
  const viewer = await requireViewer(request);
  if (viewer.user) return duplicateEmailAnswer();
  return submitSignup(request, viewer, context.requestId);
}

// After a refused sign-up (4xx) the form stays as the action left it: reloading this loader now
// would send someone whose sign-up raced another tab's (409) home before they read the message.
// (With single fetch, defaultShouldRevalidate is always true here, so the status decides.)
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => (actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate);

export default function Signup() {
  const { translations } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <SignupPage />
    </TranslationsProvider>
  );
}

function SignupPage() {
  const { email, prefill } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  const cleared = actionData && "cleared" in actionData ? actionData : null;
  return (
    <section className="signup" aria-labelledby="page-title">
      <h1 id="page-title">{t("signup.title")}</h1>
      <p className="page-lead">{t("signup.lead")}</p>
      {cleared ? (
        <p className="kf-form__error" role="alert">
          {cleared.message}
        </p>
      ) : null}
      {/* spec §8 'Sign-up 409: form cleared': a new key starts the form afresh. */}
      <SignupForm key={cleared?.resetKey ?? "signup"} email={email} prefill={prefill} />
    </section>
  );
}
