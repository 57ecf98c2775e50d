// /admin/journey/fields (spec §2 /admin journey 'fields'; issue 14): every organisation's fields
// for a season, filtered by organisation, farm, status and signoff, a page at a time, with the
// selection's count and hectares (all, and included: spec §4 'Field inclusion'), a CSV export of
// the whole selection and a map of the page's fields. read:admin. Filters and pages are URLs: it
// all works without JavaScript; the map is an extra that needs it.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requirePermission } from "~/services/auth/guards.server";
import contractingStyles from "~/styles/contracting.css?url";
import fieldsAdminStyles from "~/styles/fields-admin.css?url";
import { loadFieldsPage } from "./data.server";
import { AdminFieldsPage } from "./ui";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: fieldsAdminStyles },
];

export const meta: MetaFunction = () => [{ title: "Fields · Admin · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "read:admin");
  return loadFieldsPage(new URL(request.url));
}

export default function AdminFields() {
  return <AdminFieldsPage data={useLoaderData<typeof loader>()} />;
}
