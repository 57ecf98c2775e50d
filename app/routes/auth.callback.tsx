import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthMessage } from "~/components/auth-message";
import { clearTransactionCookies, finishLogin } from "~/services/auth/login.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Sign in"} · Veld` },
];

// The identity provider returns here with code and state, or with an error (spec §2).
export async function loader({ request }: LoaderFunctionArgs) {
  const page = await finishLogin(request);
  const headers = new Headers();
  for (const cleared of clearTransactionCookies(request)) headers.append("Set-Cookie", cleared);
  return data(page, { status: 400, headers });
}

export default function LoginCallback() {
  const page = useLoaderData<typeof loader>();
  return <AuthMessage title={page.title} message={page.message} />;
}
