// /profile/delete-account (issue 19 'a person can ask for their account to be deleted'; POPIA
// s24; decision 0110). Two steps, each a URL, no JavaScript needed: what happens and what is kept,
// then ?step=confirm with the form (a box to tick, a reason if they wish). The post deletes the
// account, signs them out and goes home. The only owner of an organisation with other members is
// refused with a sentence. Under /admin/userView it is a 404: staff do not delete accounts here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DeleteAccountPage } from "~/components/account/delete-account-page";
import { TranslationsProvider } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";
import { requirePermission } from "~/services/auth/guards.server";
import { destroySession } from "~/services/auth/session.server";
import {
  pageRefused,
  readFormOrRefuse,
  refuseForm,
} from "~/services/kit/forms/validate-form.server";
import { parsePostFields, readQuery } from "~/services/kit/query";
import { changeMembers } from "~/services/organisations/members.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  actorOf,
  isUserViewRequest,
  requireProfileContext,
  requireProfileWriter,
} from "~/services/profiles/context.server";
import { deleteAccountPost, deleteAccountQuery } from "~/services/profiles/queries";
import {
  DELETE_ACCOUNT_INTENT,
  DELETE_ACCOUNT_PATH,
  parseDeletionForm,
} from "~/services/retention/account-deletion";
import {
  deleteOwnAccount,
  loadAccountDeletion,
} from "~/services/retention/account-deletion.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? createTranslator(data.translations)._("account.metaTitle")
      : "Delete my account · Veld",
  },
];

/** The confirmation form's intent (decision 0128): the page's one form. */
const INTENT = DELETE_ACCOUNT_INTENT;

async function refuseUserView(request: Request) {
  if (isUserViewRequest(request)) {
    await requirePermission(request, "read:admin");
    throw new Response("Only the person themselves can delete their account.", { status: 404 });
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  await refuseUserView(request);
  const { user, viewer } = await requireProfileContext(request);
  const confirming = readQuery(request, deleteAccountQuery).step === "confirm";
  // In the person's language (issue 33): the page's words and the roles' names.
  const translations = translationsFor(requestLanguage(request, viewer), ["account", "roles"]);
  return { email: user.email, confirming, translations, ...(await loadAccountDeletion(user.id)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await refuseUserView(request);
  const profile = await requireProfileWriter(request);
  const { user, viewer } = profile;
  const form = await readFormOrRefuse(request);
  const post = parsePostFields(form, deleteAccountPost);
  if (typeof post === "string") throw new Response(post, { status: 400 });
  if (post.intent === "transfer-ownership") {
    // The hand-over (decision 0145): the service finds the organisation among the person's own.
    if (!post.organisationId || !post.memberId) {
      throw new Response("Choose a member first.", { status: 400 });
    }
    const change = { kind: "transfer", userId: post.memberId } as const;
    const actor = actorOf(profile, context.requestId);
    const done = await changeMembers(actor, post.organisationId, change).catch(pageRefused);
    return redirectWithToast(DELETE_ACCOUNT_PATH, {
      type: "success",
      text: `You transferred the ownership of ${done.organisationName}.`,
    });
  }
  const parsed = parseDeletionForm({ confirm: form.get("confirm"), reason: form.get("reason") });
  if (!parsed.ok) {
    return refuseForm(
      INTENT,
      { fieldErrors: parsed.errors, values: { reason: parsed.reason } },
      400,
    );
  }
  const result = await deleteOwnAccount({
    userId: user.id,
    reason: parsed.reason,
    requestId: context.requestId ?? null,
  });
  if (!result.deleted) {
    return refuseForm(
      INTENT,
      { formError: result.refusal, values: { reason: parsed.reason ?? "" } },
      409,
    );
  }
  // The session row went with the account; this clears the cookie too.
  const clearCookie = await destroySession(viewer.sessionId);
  return redirectWithToast(
    "/",
    { type: "success", text: "Your account has been deleted. Thank you for being part of Veld." },
    { headers: { "Set-Cookie": clearCookie } },
  );
}

export default function DeleteAccount() {
  const { translations, ...page } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <DeleteAccountPage {...page} />
    </TranslationsProvider>
  );
}
