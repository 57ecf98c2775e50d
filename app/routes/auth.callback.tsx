import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthMessage } from "~/components/auth-message";
import { offersPasswordReset, PASSWORD_RESET_PATH } from "~/services/auth/login-errors";
import { finishLogin } from "~/services/auth/login.server";
import { providerAccount } from "~/services/auth/provider-account.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Sign in"} · Veld` },
];

// The identity provider returns here with code and state, or with an error (spec §2). Success
// redirects to the page asked for; any refusal is the login error page with 'Try again' (and
// 'Forgot your password?' where that may be why, decision 0148), and either way the login
// transaction's cookies are removed (spec §4).
export async function loader({ request }: LoaderFunctionArgs) {
  const { page, headers } = await finishLogin(request);
  // Two-step sign-in is set up at the provider (decision 0148): its account page, then back.
  const accountUrl = page.code === "mfa_required" ? providerAccount().accountUrl : null;
  return data({ ...page, accountUrl }, { status: 400, headers });
}

export default function LoginCallback() {
  const page = useLoaderData<typeof loader>();
  if (page.accountUrl) {
    return (
      <AuthMessage
        title={page.title}
        message={page.message}
        actionHref={page.accountUrl}
        actionLabel="Open your account at the sign-in provider"
        secondary={{ href: "/auth/login", label: "Sign in again" }}
      />
    );
  }
  return (
    <AuthMessage
      title={page.title}
      message={page.message}
      actionLabel={page.code === "mfa_required" ? "Sign in again" : "Try again"}
      secondary={
        offersPasswordReset(page.code)
          ? { href: PASSWORD_RESET_PATH, label: "Forgot your password? Reset it" }
          : undefined
      }
    />
  );
}
