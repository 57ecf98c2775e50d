import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthMessage } from "~/components/auth-message";
import { startLogin } from "~/services/auth/login.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Sign in"} · Veld` },
];

// GET /auth/login?returnTo=/profile/home → the identity provider's sign-in page; when the
// provider cannot be reached, a page saying so with 'Try again' (503).
export async function loader({ request }: LoaderFunctionArgs) {
  return data(await startLogin(request), { status: 503 });
}

export default function Login() {
  const page = useLoaderData<typeof loader>();
  return <AuthMessage title={page.title} message={page.message} />;
}
