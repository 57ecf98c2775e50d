// /profile/delete-account (issue 19 'a person can ask for their account to be deleted'; POPIA
// s24; decision 0110). Two steps, each a URL, no JavaScript needed: what happens and what is kept,
// then ?step=confirm with the form (a box to tick, a reason if they wish). The post deletes the
// account, signs them out and goes home. The only owner of an organisation with other members is
// refused with a sentence. Under /admin/userView it is a 404: staff do not delete accounts here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useActionResult } from "~/components/form/action-result";
import { useOperator } from "~/components/operator";
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
import { OwnershipHandover } from "~/components/organisations/ownership-handover";
import {
  DELETE_ACCOUNT_PATH,
  parseDeletionForm,
  REASON_MAX_LENGTH,
} from "~/services/retention/account-deletion";
import {
  deleteOwnAccount,
  loadAccountDeletion,
} from "~/services/retention/account-deletion.server";
import { roleLabel } from "~/shared/roles";

export const meta: MetaFunction = () => [{ title: "Delete my account · Veld" }];

/** The confirmation form's intent (decision 0128): the page's one form. */
const INTENT = "delete-account";

async function refuseUserView(request: Request) {
  if (isUserViewRequest(request)) {
    await requirePermission(request, "read:admin");
    throw new Response("Only the person themselves can delete their account.", { status: 404 });
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  await refuseUserView(request);
  const { user } = await requireProfileContext(request);
  const confirming = readQuery(request, deleteAccountQuery).step === "confirm";
  return { email: user.email, confirming, ...(await loadAccountDeletion(user.id)) };
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
  const { email, confirming, refusal, organisations, handover } = useLoaderData<typeof loader>();
  const officer = useOperator().informationOfficer;
  const answer = useActionResult(INTENT);
  const errors: { confirm?: string; reason?: string } = answer.fieldErrors;
  const formError = answer.formError ?? refusal;
  const reasonAsSent = answer.values.reason;
  return (
    <div className="stack">
      <h1>Delete my account</h1>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <section aria-labelledby="what-goes">
        <h2 id="what-goes">What is deleted</h2>
        <p>
          Your account ({email}) and everything in it: your name, e-mail address and phone number,
          your profile answers, your sign-in and its sessions, your event registrations, your
          notifications, invitations sent to your address, and e-mails waiting to be sent to you.
          You are signed out, and you cannot sign in with this address again unless you create a new
          account.
        </p>
        <h2>What is kept, and why</h2>
        <ul>
          <li>
            Your organisation&rsquo;s records (farms, fields, practice data, evidence, a signed
            contract) belong to the organisation and the carbon project: they stay, without your
            name. The privacy policy says how long (&lsquo;How long we keep it&rsquo;).
          </li>
          <li>
            The record of changes keeps what was done and when, with &lsquo;deleted account&rsquo;
            instead of your name.
          </li>
          <li>
            Copies of e-mails already sent keep only when they were sent, without your address or
            their text.
          </li>
          <li>
            Job applications you sent are kept for their own period (12 months after the position
            closes); to have one deleted sooner, write to our Information Officer at{" "}
            <a href={`mailto:${officer.email}`}>{officer.email}</a>.
          </li>
        </ul>
        {organisations.length > 0 ? (
          <>
            <h2>Your organisations</h2>
            <ul>
              {organisations.map((o) => (
                <li key={o.name}>
                  {o.name} ({roleLabel(o.role)})
                  {o.leftWithoutMembers
                    ? o.contractSigned
                      ? ": you are its only member; it stays without members, with its signed contract, for the records the contract needs."
                      : ": you are its only member; it stays without members until the programme removes it."
                    : ": the other members carry on without you."}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      {refusal ? (
        <OwnershipHandover organisations={handover} />
      ) : confirming ? (
        <Form method="post" action={`${DELETE_ACCOUNT_PATH}?step=confirm`} className="stack">
          <input type="hidden" name="intent" value={INTENT} />
          <h2>Confirm</h2>
          <p>
            <label htmlFor="reason">Why are you leaving? (optional)</label>
            <br />
            <textarea
              id="reason"
              name="reason"
              rows={3}
              maxLength={REASON_MAX_LENGTH}
              defaultValue={typeof reasonAsSent === "string" ? reasonAsSent : ""}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? "reason-error" : undefined}
            />
            {errors.reason ? (
              <span id="reason-error" className="field-error">
                {errors.reason}
              </span>
            ) : null}
          </p>
          <p>
            <input
              type="checkbox"
              id="confirm"
              name="confirm"
              value="yes"
              aria-invalid={errors.confirm ? true : undefined}
              aria-describedby={errors.confirm ? "confirm-error" : undefined}
            />{" "}
            <label htmlFor="confirm">
              I understand that my account is deleted for good and this cannot be undone.
            </label>
            {errors.confirm ? (
              <>
                <br />
                <span id="confirm-error" className="field-error">
                  {errors.confirm}
                </span>
              </>
            ) : null}
          </p>
          <p>
            <button type="submit" className="button button--danger">
              Delete my account
            </button>{" "}
            <Link to="/profile/home">Keep my account</Link>
          </p>
        </Form>
      ) : (
        <p>
          <Link to="/profile/data-export" reloadDocument>
            Download my personal data first
          </Link>{" "}
          ·{" "}
          <Link to={`${DELETE_ACCOUNT_PATH}?step=confirm`} className="button">
            Continue to delete my account
          </Link>
        </p>
      )}
    </div>
  );
}
