// The interaction pages oidc-provider sends people to (interactions.url): sign in and create an
// account. Mounted under the issuer path before the provider itself. The interaction cookie
// (path /oidc/interaction/<uid>, SameSite=Lax) ties each post to the browser that started it.
import express, { type Request, type Response, type Router } from "express";
import type { Interaction, Provider } from "oidc-provider";
import type { Env } from "~/env.server";
import { authenticate, createAccount } from "./accounts.server";
import { sendVerificationEmail } from "./account-emails.server";
import { fieldErrors, signUpSchema } from "./forms";
import { grantMissing } from "./grants.server";
import { EXPIRED_SIGN_IN, formValue, handle, sendPage } from "./http.server";
import type { PageContext } from "./views/html.server";
import { messagePage, signInPage, signUpPage, WRONG_CREDENTIALS } from "./views/pages.server";

export const ACCOUNT_EXISTS =
  "An account with this email address already exists. Sign in, or reset your password if you forgot it.";

export function interactionRoutes(provider: Provider, env: Env, page: PageContext): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: "10kb" });
  const appUrl = `${env.APP_URL}/`;
  const route = (fn: (req: Request, res: Response) => Promise<void>) => handle(page, appUrl, fn);

  /** The interaction of this browser, when it is the one in the URL; otherwise a page is sent. */
  async function current(req: Request, res: Response): Promise<Interaction | undefined> {
    const interaction = await provider.interactionDetails(req, res);
    if (interaction.uid === req.params.uid) return interaction;
    sendPage(res, 400, messagePage(page, "Sign-in expired", EXPIRED_SIGN_IN, { appUrl }));
    return undefined;
  }

  function loginHint(interaction: Interaction) {
    const hint = interaction.params.login_hint;
    return typeof hint === "string" && hint.includes("@") ? hint : undefined;
  }

  router.get(
    "/interaction/:uid",
    route(async (req, res) => {
      const interaction = await current(req, res);
      if (!interaction) return;
      const uid = interaction.uid;
      if (interaction.prompt.name === "login") {
        sendPage(res, 200, signInPage(page, { uid, email: loginHint(interaction) }));
        return;
      }
      if (interaction.prompt.name === "consent") {
        const grantId = await grantMissing(provider, interaction);
        const result = grantId
          ? { consent: { grantId } }
          : { error: "access_denied", error_description: "Only Veld may sign in here." };
        await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
        return;
      }
      await provider.interactionFinished(req, res, {
        error: "invalid_request",
        error_description: `unsupported prompt ${interaction.prompt.name}`,
      });
    }),
  );

  router.post(
    "/interaction/:uid/login",
    form,
    route(async (req, res) => {
      const interaction = await current(req, res);
      if (!interaction) return;
      const email = formValue(req.body, "email").trim();
      const password = formValue(req.body, "password");
      const account = email && password ? await authenticate(email, password) : undefined;
      if (!account) {
        const view = { uid: interaction.uid, email, error: WRONG_CREDENTIALS };
        sendPage(res, 401, signInPage(page, view));
        return;
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.id, amr: ["pwd"] } },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  router.get(
    "/interaction/:uid/signup",
    route(async (req, res) => {
      const interaction = await current(req, res);
      if (!interaction) return;
      const values = { email: loginHint(interaction) };
      sendPage(res, 200, signUpPage(page, { uid: interaction.uid, values, errors: {} }));
    }),
  );

  router.post(
    "/interaction/:uid/signup",
    form,
    route(async (req, res) => {
      const interaction = await current(req, res);
      if (!interaction) return;
      const submitted = {
        email: formValue(req.body, "email"),
        password: formValue(req.body, "password"),
        given_name: formValue(req.body, "given_name"),
        family_name: formValue(req.body, "family_name"),
      };
      const { password: _password, ...values } = submitted;
      const parsed = signUpSchema.safeParse(submitted);
      if (!parsed.success) {
        const errors = fieldErrors<keyof typeof submitted>(parsed.error);
        sendPage(res, 400, signUpPage(page, { uid: interaction.uid, values, errors }));
        return;
      }
      const account = await createAccount({
        email: parsed.data.email,
        password: parsed.data.password,
        givenName: parsed.data.given_name,
        familyName: parsed.data.family_name,
      });
      if (!account) {
        const errors = { email: ACCOUNT_EXISTS };
        sendPage(res, 409, signUpPage(page, { uid: interaction.uid, values, errors }));
        return;
      }
      await sendVerificationEmail(account, env.issuer);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.id, amr: ["pwd"] } },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  return router;
}
