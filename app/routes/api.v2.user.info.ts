// /api/v2/user/info (spec §7 'User and company calls: GET, POST, PUT /user/info'; §4 'A fetch of
// user info returning 404 marks the user as not found. A 401 clears the user and logs out').
// GET: the caller's user and companies; POST: sign up (the same schema and rules as
// /profile/signup); PUT: change one's own profile answers. Decisions 0018, 0055.
import { findUserById } from "~/models/profiles.server";
import { requireApiCaller, requireSignedUp } from "~/services/api/callers.server";
import { apiCreated, apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  profileUpdateBodyDoc,
  signUpBodyDoc,
  signUpJson,
  userInfoJson,
} from "~/services/profiles/api";
import { fieldErrorsOf } from "~/services/kit/field-errors";
import { refusalBody } from "~/services/profiles/api-errors";
import { ALREADY_SIGNED_UP, DUPLICATE_EMAIL, SIGN_UP_COMPLETE } from "~/services/profiles/rules";
import { signupSchema } from "~/services/profiles/signup-schema";
import {
  saveOwnLanguage,
  toSavedLanguage,
  UNKNOWN_LANGUAGE,
} from "~/services/profiles/language.server";
import { signUp, updateOwnProfile } from "~/services/profiles/signup.server";
import { companyOf, describeUser, emailOfCaller } from "~/services/profiles/user-info.server";

/** spec §8: a refused sign-up is 400 'Too many characters' with those fields, else 422. */
function refused(fieldErrors: Record<string, string>): Response {
  const { status, body } = refusalBody(fieldErrors);
  return apiError(status, body.message, body.errors);
}

const api = apiRoute({
  // POST signs up, so the caller needs no Veld profile yet; GET and PUT do (404 otherwise).
  guard: ({ request }) => requireApiCaller(request),

  GET: async ({ caller }) => {
    const { user, flags } = requireSignedUp(caller);
    return apiOk(await describeUser(user, flags));
  },

  POST: async ({ request, context, caller }) => {
    const body = await readJsonObject(request);
    if (caller.user) throw apiError(409, ALREADY_SIGNED_UP);
    const email = await emailOfCaller(caller);
    if (!email) {
      throw apiError(422, "We don't know your e-mail address yet: sign in to Veld once first.");
    }
    const parsed = await signupSchema.safeParseAsync(body);
    if (!parsed.success) return refused(fieldErrorsOf(parsed.error.issues));
    const outcome = await signUp(
      { subject: caller.subject, email, requestId: context.requestId },
      parsed.data,
    );
    if (outcome.ok) {
      const { user } = await describeUser(outcome.user, caller.flags);
      // spec §7 'Sign-up submit': the product reads data.message, data.company and data.user.
      return apiCreated(
        { company: companyOf(outcome.company), user },
        { message: SIGN_UP_COMPLETE },
      );
    }
    switch (outcome.reason) {
      case "already-signed-up":
        throw apiError(409, ALREADY_SIGNED_UP);
      case "duplicate-email":
        throw apiError(409, DUPLICATE_EMAIL);
      case "invalid-referral":
        throw apiError(422, outcome.fieldErrors.referralCode, outcome.fieldErrors);
    }
  },

  PUT: async ({ request, context, caller }) => {
    const { user, flags } = requireSignedUp(caller);
    const body = await readJsonObject(request);
    // The language (decision 0158) is checked first, so a refused one changes nothing.
    const language = "language" in body ? toSavedLanguage(body.language) : null;
    if ("language" in body && !language) {
      return refused({ language: UNKNOWN_LANGUAGE });
    }
    const outcome = await updateOwnProfile(
      { userId: user.id, label: user.email, requestId: context.requestId },
      body,
    );
    if (!outcome.ok) {
      if ("notAnObject" in outcome) throw apiError(400, "The request body must be a JSON object.");
      return refused(outcome.fieldErrors);
    }
    if (language) await saveOwnLanguage({ userId: user.id }, language);
    const stored = (await findUserById(user.id)) ?? user;
    return apiOk(await describeUser(stored, flags), { message: "Profile updated" });
  },

  describe: {
    GET: {
      summary: "The caller and their organisations",
      description: "404 'User not found' before sign-up.",
      response: userInfoJson,
      errors: [404],
    },
    POST: {
      summary: "Sign up",
      description:
        "The sign-up page's fields and rules; the e-mail address comes from the token or the " +
        "caller's sign-in, never the body. A too-long value is a 400 'Too many characters' " +
        "(spec §8); any other refused value a 422." +
        " 409 when the caller has signed up already or another profile holds the e-mail address " +
        "('A user has already signed up with this email! Please sign in again'); 422 'Please " +
        "correct the highlighted field(s).' with `errors`, an unknown referral code's own " +
        "sentence in `errors.referralCode`, and 422 while Veld does not know the caller's e-mail " +
        "address yet.",
      body: signUpBodyDoc,
      response: signUpJson,
      message: true,
      status: 201,
      errors: [400, 409, 422],
    },
    PUT: {
      summary: "Change one's own profile answers",
      description:
        "Any of the fields, laid over the stored answers; refusals as for sign-up. `language` " +
        "(en, af, zu, xh or st) is the language of the person's pages and messages; another " +
        "value is a 422 naming it.",
      body: profileUpdateBodyDoc,
      response: userInfoJson,
      message: true,
      errors: [400, 404, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
