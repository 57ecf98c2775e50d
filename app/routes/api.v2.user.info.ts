// /api/v2/user/info (spec §7 'User and company calls: GET, POST, PUT /user/info'; §4 'A fetch of
// user info returning 404 marks the user as not found. A 401 clears the user and logs out').
// GET: the caller's user and companies; POST: sign up (the same schema and rules as
// /profile/signup); PUT: change one's own profile answers.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { findUserById } from "~/models/profiles.server";
import {
  apiError,
  apiJson,
  readJsonBody,
  requireApiCaller,
  requireApiUser,
} from "~/services/api.server";
import { fieldErrorsOf, refusalBody } from "~/services/signup/api-errors";
import { signupSchema } from "~/services/signup/signup-form";
import {
  ALREADY_SIGNED_UP,
  DUPLICATE_EMAIL,
  SIGN_UP_COMPLETE,
} from "~/services/signup/signup-rules";
import { signUp, updateOwnProfile } from "~/services/signup/signup.server";
import { companyOf, describeUser, emailOfCaller } from "~/services/signup/user-info.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const caller = await requireApiUser(request);
  return apiJson(await describeUser(caller.user, caller.flags));
}

export async function action({ request, context }: ActionFunctionArgs) {
  switch (request.method) {
    case "POST":
      return createProfile(request, context.requestId);
    case "PUT":
      return changeProfile(request);
    default:
      await requireApiCaller(request);
      return apiError(405, "Use GET, POST or PUT.");
  }
}

async function createProfile(request: Request, requestId: string) {
  const caller = await requireApiCaller(request);
  if (caller.user) return apiError(409, ALREADY_SIGNED_UP);
  const body = await readJsonBody(request);
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return apiError(400, "The request body must be a JSON object.");
  }
  const email = await emailOfCaller(caller);
  if (!email) {
    return apiError(422, "We don't know your e-mail address yet: sign in to Veld once first.");
  }
  const parsed = await signupSchema.safeParseAsync(body);
  if (!parsed.success) {
    const { status, body: refusal } = refusalBody(fieldErrorsOf(parsed.error.issues));
    return apiJson(refusal, status);
  }
  const outcome = await signUp({ subject: caller.subject, email, requestId }, parsed.data);
  if (outcome.ok) {
    const { user } = await describeUser(outcome.user, caller.flags);
    // spec §7 'The sign-up response contains a company object and a user object'.
    return apiJson({ message: SIGN_UP_COMPLETE, company: companyOf(outcome.company), user }, 201);
  }
  switch (outcome.reason) {
    case "already-signed-up":
      return apiError(409, ALREADY_SIGNED_UP);
    case "duplicate-email":
      return apiError(409, DUPLICATE_EMAIL);
    case "invalid-referral":
      return apiError(422, outcome.fieldErrors.referralCode, outcome.fieldErrors);
  }
}

async function changeProfile(request: Request) {
  const caller = await requireApiUser(request);
  const outcome = await updateOwnProfile(caller.user.id, await readJsonBody(request));
  if (outcome.ok) {
    const user = (await findUserById(caller.user.id)) ?? caller.user;
    return apiJson({ message: "Profile updated", ...(await describeUser(user, caller.flags)) });
  }
  if ("notAnObject" in outcome) return apiError(400, "The request body must be a JSON object.");
  const { status, body } = refusalBody(outcome.fieldErrors);
  return apiJson(body, status);
}
