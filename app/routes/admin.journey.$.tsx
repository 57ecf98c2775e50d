import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { requirePermission } from "~/services/auth/guards.server";
import { NO_HYDRATION } from "~/components/hydration";

// Plain HTML (decision 0156): a sentence and a link need no script.
export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [{ title: "Not implemented · Veld" }];

// spec §2: a catch-all under /admin/journey shows a not-implemented page. It answers 404, in
// the admin layout: no page lives at this address (docs/decisions/0006).
export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "read:admin");
  return data(null, { status: 404 });
}

export default function JourneyNotImplemented() {
  return (
    <section className="notice" aria-labelledby="page-title">
      <h1 id="page-title">Not implemented</h1>
      <p className="notice__lead">This page is not implemented yet.</p>
      <p>
        <Link to="/admin/journey/dashboard">Go to the journey dashboard</Link>
      </p>
    </section>
  );
}
