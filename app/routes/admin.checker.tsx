// /admin/checker (spec §2 '/admin': checker; issue 17; decision 0091): the earnings-potential
// checker for any inputs, with the latest constants; ?companyId=<uuid> pre-fills it from that
// organisation (a malformed id is a 400, an unknown one a 404). read:admin. A GET form.
import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EarningsForm } from "~/components/calculations/earnings-form";
import { EarningsResultView } from "~/components/calculations/earnings-result";
import { findOrganisation } from "~/models/organisations.server";
import { requirePermission } from "~/services/auth/guards.server";
import {
  earningsPage,
  latestEarningsConstants,
  prefillFromOrganisation,
} from "~/services/calculations/earnings.server";
import earningsStyles from "~/styles/earnings.css?url";
import { q, querySchema, readGetForm, readQuery } from "~/services/kit/query";
import { NO_HYDRATION } from "~/components/hydration";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: earningsStyles }];

// Plain HTML, as the public checker is (decision 0156): a GET form and the server's result.
export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [{ title: "Earnings potential checker · Admin · Veld" }];

const PATH = "/admin/checker";

/** The organisation whose fields and details fill the form in, if one is named. */
const checkerQuery = querySchema({ companyId: q.id() });

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "read:admin");
  const { companyId } = readQuery(request, checkerQuery);
  let organisation: { id: string; name: string } | null = null;
  if (companyId !== undefined) {
    organisation = await findOrganisation(companyId);
    if (!organisation) throw new Response("There is no such organisation.", { status: 404 });
  }
  const [constants, prefill] = await Promise.all([
    latestEarningsConstants(),
    organisation ? prefillFromOrganisation(organisation.id) : undefined,
  ]);
  const { page, status } = earningsPage(readGetForm(request), constants, prefill);
  const hidden: Record<string, string> = organisation ? { companyId: organisation.id } : {};
  return data({ ...page, hidden, organisationName: organisation?.name ?? null }, { status });
}

export default function AdminChecker() {
  const page = useLoaderData<typeof loader>();
  const base = page.hidden.companyId ? `${PATH}?companyId=${page.hidden.companyId}&` : `${PATH}?`;
  return (
    <div className="earnings">
      <h1>Earnings potential checker</h1>
      <p>
        {page.organisationName
          ? `Pre-filled from ${page.organisationName}'s fields and details. The latest constants are used; nothing is saved or pinned.`
          : "Any inputs, with the latest constants; nothing is saved. Add ?companyId=<id> to the address to start from an organisation's fields."}
      </p>
      {page.notes.length > 0 ? (
        <ul>
          {page.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {page.result && page.query ? (
        <EarningsResultView result={page.result} shareUrl={`${base}${page.query}`} />
      ) : null}
      <EarningsForm action={PATH} values={page.values} errors={page.errors} hidden={page.hidden} />
    </div>
  );
}
