// /admin/journey/companies/{id}/practice (spec §3 'Other records': pd overrides; issue 15
// 'Admin'; decision 0078): the organisation's practice data of a season (?season=) with every
// value an admin may correct, each with the correction that counts. read:admin to view;
// write:admin to override a value or remove a correction (with a reason; audited). The dialog
// is a URL (?dialog=override&override=<recordType>:<recordId>:<valueName>): all of it works
// without JavaScript.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { OverrideDialog } from "~/components/practice/override-dialog";
import {
  FertiliserTable,
  GrazingTable,
  LivestockTable,
} from "~/components/practice/override-tables";
import { requirePermission } from "~/services/auth/guards.server";
import contractingStyles from "~/styles/contracting.css?url";
import practiceAdminStyles from "~/styles/practice-admin.css?url";
import { handleCorrectionsPost, loadCorrectionsPage } from "./data.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: practiceAdminStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Practice data of ${data?.organisation.name ?? "an organisation"} · Admin · Veld` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  return loadCorrectionsPage(
    params.companyId ?? "",
    new URL(request.url),
    viewer.permissions.includes("write:admin"),
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:admin");
  return handleCorrectionsPost(
    { userId: viewer.user?.id ?? null, label: viewer.email, requestId: context.requestId ?? null },
    params.companyId ?? "",
    request,
  );
}

export default function PracticeCorrections() {
  const page = useLoaderData<typeof loader>();
  const { organisation, canWrite } = page;
  return (
    <div className="ct-page">
      <p>
        <Link to={`/admin/journey/companies/${organisation.id}`}>{organisation.name}</Link>
        {" · "}
        <Link to={`/admin/journey/analysis?companyId=${organisation.id}&season=${page.season}`}>
          Analysis
        </Link>
      </p>
      <h1>Practice data of {organisation.name}</h1>
      <p>
        The values the farmer entered for the {page.seasonLabel} season. A correction replaces a
        value wherever it counts (the farmer&apos;s pages, the calculations and the analysis); the
        farmer&apos;s own value stays as typed, and they see the correction with its reason.
        {canWrite ? "" : " You can read the corrections; changing them needs write:admin."}
      </p>
      <Form method="get" className="kit-form">
        <label className="kf-field">
          <span className="kf-field__label">Season</span>
          <select name="season" defaultValue={String(page.season)}>
            {page.seasons.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          Show season
        </button>
      </Form>
      <p>
        {page.overrideCount === 0
          ? "No value of this organisation has been corrected."
          : `${page.overrideCount} ${page.overrideCount === 1 ? "value" : "values"} of this organisation corrected (all seasons).`}
      </p>
      <section className="ct-section" aria-labelledby="livestock-heading">
        <h2 id="livestock-heading">Livestock numbers</h2>
        <LivestockTable rows={page.livestock} canWrite={canWrite} />
      </section>
      <section className="ct-section" aria-labelledby="grazing-heading">
        <h2 id="grazing-heading">Grazing events</h2>
        <GrazingTable rows={page.grazing} canWrite={canWrite} />
      </section>
      <section className="ct-section" aria-labelledby="fertiliser-heading">
        <h2 id="fertiliser-heading">Fertiliser inputs</h2>
        <FertiliserTable rows={page.fertiliser} canWrite={canWrite} />
      </section>
      {canWrite ? <OverrideDialog target={page.target} /> : null}
    </div>
  );
}
