// /profile/details, 'Your details' (issue 32 'Nobody can change their own details'): the
// person's own name, phone, what describes them, country and province, how they heard of the
// programme and the mailing-list choice, as given at sign-up, changeable in one post that works
// without JavaScript; checked with the sign-up rules, saved and audited by the service the API's
// PUT /api/v2/user/info uses. Staff looking through /admin/userView see it and cannot change it.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getEnv } from "~/env.server";
import { DetailsForm } from "~/components/profiles/details-form";
import { ReferralShare } from "~/components/profiles/referral-share";
import { detailsValidator } from "~/components/profiles/details-validator";
import { pageRefused, validateForm } from "~/services/kit/forms/validate-form.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  actorOf,
  requireProfileContext,
  requireProfileWriter,
} from "~/services/profiles/context.server";
import { DETAILS_INTENT, DETAILS_PATH, DETAILS_SAVED } from "~/services/profiles/details-form";
import { referralSignupPath } from "~/services/profiles/rules";
import { loadDetailsPage, saveOwnDetails } from "~/services/profiles/signup.server";
import styles from "~/styles/signup.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Your details · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const { values, referralCode } = await loadDetailsPage(context.user.id, context.user);
  return {
    email: context.user.email,
    values,
    canChange: !context.isUserView,
    // The person's own code and the link to share (decision 0150).
    referral: referralCode
      ? {
          code: referralCode,
          link: new URL(referralSignupPath(referralCode), getEnv().APP_URL ?? request.url).href,
        }
      : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  try {
    const profile = await requireProfileWriter(request);
    const result = await validateForm(request, detailsValidator, { formId: DETAILS_INTENT });
    if (result instanceof Response) return result;
    const { changed } = await saveOwnDetails(actorOf(profile, context.requestId), result.data);
    return await redirectWithToast(DETAILS_PATH, {
      type: "success",
      text: changed.length > 0 ? DETAILS_SAVED : "Nothing changed: your details are as they were.",
      next: { href: "/profile/home", label: "Back to your home page" },
    });
  } catch (error) {
    pageRefused(error);
  }
}

export default function Details() {
  const { email, values, canChange, referral } = useLoaderData<typeof loader>();
  return (
    <section className="signup" aria-labelledby="page-title">
      <h1 id="page-title">Your details</h1>
      <p className="page-lead">
        What you told us when you signed up. Change what has changed and save: the programme uses
        these to reach you and to know who you are.
      </p>
      {canChange ? (
        <DetailsForm email={email} values={values} />
      ) : (
        <p>Staff can look at a person&rsquo;s details here but not change them.</p>
      )}
      {referral ? <ReferralShare code={referral.code} link={referral.link} /> : null}
      <p>
        <Link to="/profile/home">Back to your home page</Link>
      </p>
    </section>
  );
}
