// The provider's pages. Every form is a plain <form method="post"> that works without JavaScript.
import { MIN_PASSWORD_LENGTH } from "../forms";
import { field, html, layout, message, SafeHtml, type PageContext } from "./html.server";

export const WRONG_CREDENTIALS = "Wrong email or password.";

export interface SignInView {
  uid: string;
  email?: string;
  error?: string;
  notice?: string;
}

export function signInPage(ctx: PageContext, view: SignInView) {
  const interaction = `${ctx.base}/interaction/${encodeURIComponent(view.uid)}`;
  const forgot = `${ctx.base}/account/forgot-password?interaction=${encodeURIComponent(view.uid)}`;
  return layout(
    ctx,
    "Sign in",
    html`${view.error && message(view.error, "error")}
      ${view.notice && message(view.notice, "notice")}
      <form method="post" action="${interaction}/login" novalidate>
        ${field({ name: "email", label: "Email", type: "email", value: view.email, autocomplete: "username", required: true })}
        ${field({ name: "password", label: "Password", type: "password", autocomplete: "current-password", required: true })}
        <button type="submit">Sign in</button>
      </form>
      <ul class="links">
        <li><a href="${interaction}/signup">Create an account</a></li>
        <li><a href="${forgot}">Forgot your password?</a></li>
      </ul>`,
  );
}

export interface SignUpView {
  uid: string;
  values: { email?: string; given_name?: string; family_name?: string };
  errors: Partial<Record<"email" | "password" | "given_name" | "family_name", string>>;
  formError?: string;
}

export function signUpPage(ctx: PageContext, view: SignUpView) {
  const interaction = `${ctx.base}/interaction/${encodeURIComponent(view.uid)}`;
  const { values, errors } = view;
  return layout(
    ctx,
    "Create an account",
    html`${view.formError && message(view.formError, "error")}
      <form method="post" action="${interaction}/signup" novalidate>
        ${field({ name: "email", label: "Email", type: "email", value: values.email, error: errors.email, autocomplete: "email", required: true })}
        ${field({ name: "password", label: "Password", type: "password", error: errors.password, hint: `At least ${MIN_PASSWORD_LENGTH} characters.`, autocomplete: "new-password", required: true, minLength: MIN_PASSWORD_LENGTH })}
        ${field({ name: "given_name", label: "First name", type: "text", value: values.given_name, error: errors.given_name, autocomplete: "given-name", required: true })}
        ${field({ name: "family_name", label: "Surname", type: "text", value: values.family_name, error: errors.family_name, autocomplete: "family-name", required: true })}
        <button type="submit">Create account</button>
      </form>
      <ul class="links">
        <li><a href="${interaction}">I already have an account</a></li>
      </ul>`,
  );
}

export interface ForgotPasswordView {
  /** The sign-in this page was opened from, to offer the way back. */
  interaction?: string;
  email?: string;
  error?: string;
  clientId: string;
}

export function forgotPasswordPage(ctx: PageContext, view: ForgotPasswordView) {
  return layout(
    ctx,
    "Reset your password",
    html`${view.error && message(view.error, "error")}
      <p>
        Enter the email address of your account. We will send you a link to choose a new password.
      </p>
      <form method="post" action="${ctx.base}/dbconnections/change_password" novalidate>
        ${field({ name: "client_id", label: "", type: "hidden", value: view.clientId })}
        ${view.interaction && field({ name: "interaction", label: "", type: "hidden", value: view.interaction })}
        ${field({ name: "email", label: "Email", type: "email", value: view.email, autocomplete: "email", required: true })}
        <button type="submit">Send reset link</button>
      </form>
      ${backLinks(ctx, view.interaction)}`,
  );
}

function backLinks(ctx: PageContext, interaction?: string, appUrl?: string): SafeHtml {
  if (interaction) {
    const href = `${ctx.base}/interaction/${encodeURIComponent(interaction)}`;
    return html`<ul class="links">
      <li><a href="${href}">Back to sign in</a></li>
    </ul>`;
  }
  return html`<ul class="links">
    <li><a href="${appUrl ?? "/"}">Go to Veld</a></li>
  </ul>`;
}

/** A page that only says something, with a way back to sign-in or to Veld. */
export function messagePage(
  ctx: PageContext,
  title: string,
  text: string,
  options: { kind?: "error" | "notice"; interaction?: string; appUrl?: string } = {},
) {
  return layout(
    ctx,
    title,
    html`${message(text, options.kind ?? "notice")}
    ${backLinks(ctx, options.interaction, options.appUrl)}`,
  );
}

export interface ResetPasswordView {
  token: string;
  error?: string;
}

export function resetPasswordPage(ctx: PageContext, view: ResetPasswordView) {
  return layout(
    ctx,
    "Choose a new password",
    html`<form method="post" action="${ctx.base}/reset-password" novalidate>
      ${field({ name: "token", label: "", type: "hidden", value: view.token })}
      ${field({ name: "password", label: "New password", type: "password", error: view.error, hint: `At least ${MIN_PASSWORD_LENGTH} characters.`, autocomplete: "new-password", required: true, minLength: MIN_PASSWORD_LENGTH })}
      <button type="submit">Set new password</button>
    </form>`,
  );
}

/**
 * rpInitiatedLogout's confirmation. `form` is built by oidc-provider (an empty form with id
 * op.logoutForm and a hidden xsrf field), so it is inserted as it is; the button submits it.
 */
export function logoutPage(ctx: PageContext, form: string) {
  return layout(
    ctx,
    "Sign out",
    html`<p>Do you want to sign out of Veld on this device?</p>
      ${new SafeHtml(form)}
      <button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
  );
}

/** oidc-provider's error page (renderError): a plain sentence, the technical detail below it. */
export function errorPage(ctx: PageContext, out: Record<string, string>, appUrl: string) {
  const detail = [out.error, out.error_description].filter(Boolean).join(": ");
  return layout(
    ctx,
    "Something went wrong",
    html`${message("We could not complete your sign-in. Please go back to Veld and try again.", "error")}
    ${detail && html`<p class="hint">Details: ${detail}</p>`} ${backLinks(ctx, undefined, appUrl)}`,
  );
}
