// Account pages outside a sign-in: the Auth0-compatible change-password endpoint and its form, the
// reset-password and verify-email links, and the stylesheet. Mounted under the issuer path.
import { sql } from "drizzle-orm";
import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import { db } from "~/db/client.server";
import type { Env } from "~/env.server";
import { forgetGrantsOfAccount } from "./access-tokens.server";
import { markEmailVerified, setPassword } from "./accounts.server";
import { PASSWORD_RESET_SENT, requestPasswordReset } from "./account-emails.server";
import { CLIENT_ID } from "./config.server";
import { changePasswordSchema, fieldErrors, resetPasswordSchema } from "./forms";
import { formValue, handle, safeInteractionUid, sendPage } from "./http.server";
import { consumeOneTimeToken, peekOneTimeToken } from "./one-time-tokens.server";
import { STYLESHEET, type PageContext } from "./views/html.server";
import { forgotPasswordPage, messagePage, resetPasswordPage } from "./views/pages.server";

export const LINK_EXPIRED = "This link has expired or has already been used.";
export const PASSWORD_CHANGED = "Your password has been changed. You can now sign in with it.";

/**
 * Ends the account's provider sessions, grants and tokens (after a password reset); with the
 * grants gone, the API refuses the access tokens issued under them (decision 0063).
 */
async function signOutEverywhere(accountId: string) {
  await db().execute(sql`DELETE FROM oidc_payloads WHERE payload->>'accountId' = ${accountId}`);
  forgetGrantsOfAccount(accountId);
}

/** The app's rate limit for posts that send e-mail or take passwords, given by the Express app. */
export type PostLimit = RequestHandler;

export function accountRoutes(env: Env, page: PageContext, limit: PostLimit): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: "10kb" });
  const appUrl = `${env.APP_URL}/`;
  const route = (fn: (req: Request, res: Response) => Promise<void>) => handle(page, appUrl, fn);

  router.get("/static/idp.css", (req, res) => {
    // The link carries the content hash (?v=…), so the file can be cached for a year.
    res.set("Cache-Control", req.query.v ? "public, max-age=31536000, immutable" : "no-cache");
    res.type("css").send(STYLESHEET);
  });

  router.get("/account/forgot-password", (req, res) => {
    const interaction = safeInteractionUid(req.query.interaction);
    sendPage(res, 200, forgotPasswordPage(page, { interaction, clientId: CLIENT_ID }));
  });

  // spec §7 'Identity provider: Password reset posts the e-mail to the provider's change-password
  // endpoint'. Auth0's shape: JSON or form body { email, client_id?, connection? }; the same answer
  // whether or not the account exists, so the endpoint cannot be used to find out who has one.
  router.post(
    "/dbconnections/change_password",
    limit,
    express.json({ limit: "10kb" }),
    form,
    route(async (req, res) => {
      const fromForm = req.accepts(["text/plain", "application/json", "text/html"]) === "text/html";
      const interaction = safeInteractionUid(formValue(req.body, "interaction"));
      const parsed = changePasswordSchema.safeParse({
        email: formValue(req.body, "email"),
        client_id: formValue(req.body, "client_id") || undefined,
      });
      if (!parsed.success || (parsed.data.client_id && parsed.data.client_id !== CLIENT_ID)) {
        const error = parsed.success
          ? "Unknown client_id."
          : (fieldErrors<"email">(parsed.error).email ?? "Invalid request.");
        if (!fromForm) {
          res.status(400).json({ error: "invalid_request", error_description: error });
          return;
        }
        const view = {
          interaction,
          email: formValue(req.body, "email"),
          error,
          clientId: CLIENT_ID,
        };
        sendPage(res, 400, forgotPasswordPage(page, view));
        return;
      }
      await requestPasswordReset(parsed.data.email, env.issuer);
      if (!fromForm) {
        res.status(200).type("text/plain").send(PASSWORD_RESET_SENT);
        return;
      }
      sendPage(
        res,
        200,
        messagePage(page, "Check your email", PASSWORD_RESET_SENT, { interaction, appUrl }),
      );
    }),
  );

  router.get(
    "/reset-password",
    route(async (req, res) => {
      const token = typeof req.query.token === "string" ? req.query.token : "";
      if (!(await peekOneTimeToken(token, "reset_password"))) {
        sendPage(res, 400, linkExpiredPage());
        return;
      }
      sendPage(res, 200, resetPasswordPage(page, { token }));
    }),
  );

  router.post(
    "/reset-password",
    limit,
    form,
    route(async (req, res) => {
      const token = formValue(req.body, "token");
      const parsed = resetPasswordSchema.safeParse({
        token,
        password: formValue(req.body, "password"),
      });
      if (!parsed.success) {
        const error = fieldErrors<"password">(parsed.error).password;
        if (!error || !(await peekOneTimeToken(token, "reset_password"))) {
          sendPage(res, 400, linkExpiredPage());
          return;
        }
        sendPage(res, 400, resetPasswordPage(page, { token, error }));
        return;
      }
      const accountId = await db().transaction(async (tx) => {
        const id = await consumeOneTimeToken(parsed.data.token, "reset_password", tx);
        if (!id) return undefined;
        await setPassword(id, parsed.data.password, tx);
        // The link arrived by e-mail: the address is proven.
        await markEmailVerified(id, tx);
        return id;
      });
      if (!accountId) {
        sendPage(res, 400, linkExpiredPage());
        return;
      }
      await signOutEverywhere(accountId);
      sendPage(res, 200, messagePage(page, "Password changed", PASSWORD_CHANGED, { appUrl }));
    }),
  );

  router.get(
    "/verify-email",
    route(async (req, res) => {
      const token = typeof req.query.token === "string" ? req.query.token : "";
      const accountId = await consumeOneTimeToken(token, "verify_email");
      if (accountId) await markEmailVerified(accountId);
      // The result is told on Veld's own page, /verify (spec §2), which can also send a new link.
      res.redirect(303, `${env.APP_URL}/verify?status=${accountId ? "verified" : "expired"}`);
    }),
  );

  function linkExpiredPage() {
    return messagePage(page, "Link expired", LINK_EXPIRED, { kind: "error", appUrl });
  }

  return router;
}
