import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthMessage } from "~/components/auth-message";
import { finishLogin } from "~/services/auth/login.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Sign in"} · Veld` },
];

// The identity provider returns here with code and state, or with an error (spec §2). Success
// redirects to the page asked for; any refusal is the login error page with 'Try again', and
// either way the login transaction's cookies are removed (spec §4).
export async function loader({ request }: LoaderFunctionArgs) {
  const { page, headers } = await finishLogin(request);
  return data(page, { status: 400, headers });
}

export default function LoginCallback() {
  const page = useLoaderData<typeof loader>();
  return <AuthMessage title={page.title} message={page.message} />;
}
