// /admin/journey/companies/$companyId (issue 6 'Admin journey pages': a company view with its
// details, signatories, farms and boundaries): the organisation's legal entity, signatories,
// farms with their boundaries, areas and unmapped warnings, its journey flags, and for
// write:admin the contract upload, farmsComplete and contractSent (spec §7). read:admin to view.
// A declined organisation shows its reason and a reopen step instead (decision 0066).
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useActionResult } from "~/components/form/action-result";
import { DialogCloseLink, DialogLink, UrlDialog } from "~/components/dialog";
import { SpinnerButton } from "~/components/spinner-button";
import { AdminContractPanel, JourneyFlags } from "~/components/contracting/admin-contract-panel";
import { LegalEntityCard } from "~/components/contracting/entity-and-signatories";
import { FarmCard } from "~/components/contracting/farms-section";
import { MapPreview } from "~/components/contracting/map-preview";
import { getEnv } from "~/env.server";
import { SignatoriesTable } from "~/components/contracting/parts";
import { requirePermission } from "~/services/auth/guards.server";
import { formatHectares } from "~/services/contracting/rules";
import { REASON_MAX_LENGTH, REOPEN_DIALOG } from "~/services/journey/admin-decision-texts";
import type { AdminCompanyIntent } from "~/services/contracting/forms";
import contractingStyles from "~/styles/contracting.css?url";
import { handleAdminCompanyPost, loadAdminCompany } from "./data.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contractingStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.details.company.name ?? "Company"} · Admin · Veld` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  const page = await loadAdminCompany(viewer, params.companyId ?? "");
  // The map's tiles (MAP_TILE_URL…, decision 0068): configuration, sent only to the pages that draw it.
  return { ...page, mapTiles: getEnv().mapTiles };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:admin");
  return handleAdminCompanyPost(viewer, params.companyId ?? "", request, context.requestId);
}

export default function AdminCompany() {
  const { details, step, canWrite, declined, mapTiles } = useLoaderData<typeof loader>();
  const { company, farms, signatories } = details;
  return (
    <div className="ct-page">
      <p>
        <Link to="/admin/journey/companies">All organisations</Link>
      </p>
      <h1>{company.name}</h1>
      <section className="ct-section" aria-labelledby="journey-heading">
        <h2 id="journey-heading">Journey</h2>
        <JourneyFlags flags={company} stepLabel={step.label} />
        <p>
          <Link to={`/admin/journey/companies/${company.id}/practice`}>
            Practice data and corrections
          </Link>{" "}
          ·{" "}
          <Link to={`/admin/journey/analysis?companyId=${company.id}`}>
            Stocking rates and nutrients
          </Link>{" "}
          · <Link to={`/admin/journey/notes?companyId=${company.id}`}>Notes</Link> ·{" "}
          <Link to={`/admin/submissions?companyId=${company.id}`}>Submissions and requests</Link>
        </p>
        {declined ? (
          <DeclinedDecision declined={declined} canWrite={canWrite} />
        ) : canWrite ? (
          <AdminContractPanel flags={company} companyId={company.id} />
        ) : null}
      </section>
      <LegalEntityCard entity={company} canEdit={false} />
      <section className="ct-section" aria-labelledby="admin-signatories">
        <h2 id="admin-signatories">Signatories</h2>
        <SignatoriesTable signatories={signatories} />
      </section>
      <section className="ct-section" aria-labelledby="admin-farms">
        <h2 id="admin-farms">Farms</h2>
        <p>
          {farms.length} {farms.length === 1 ? "farm" : "farms"},{" "}
          {formatHectares(details.totalHectares)} in all.
        </p>
        {farms.map((farm) => (
          <FarmCard key={farm.id} farm={farm} canEdit={false} />
        ))}
        {farms.length > 0 ? <MapPreview farms={farms} tiles={mapTiles} /> : null}
      </section>
    </div>
  );
}

const REOPEN_INTENT: AdminCompanyIntent = "reopen";

/**
 * A declined organisation (decision 0066): the decision and its reason, no contracting actions
 * (the server refuses them with a 409 too), and for write:admin a reopen step that asks why.
 */
function DeclinedDecision({
  declined,
  canWrite,
}: {
  declined: { kind: "eligibility" | "viability"; reason: string | null };
  canWrite: boolean;
}) {
  const refusal = useActionResult(REOPEN_INTENT);
  const error = refusal.fieldErrors.why;
  const typed = refusal.values.why;
  return (
    <div className="ct-declined" role="status">
      <p>
        <strong>{declined.kind === "eligibility" ? "Eligibility" : "Viability"} declined.</strong>{" "}
        Reason given to the farmer: {declined.reason ?? "(none recorded)"}
      </p>
      <p>
        Contracting is closed while the organisation is declined: farms cannot be marked complete
        and no contract can be uploaded or sent.
      </p>
      {canWrite ? (
        <>
          <DialogLink name={REOPEN_DIALOG} params={{ kind: declined.kind }} className="button">
            Reopen the {declined.kind} decision
          </DialogLink>
          <UrlDialog
            name={REOPEN_DIALOG}
            title={`Reopen the ${declined.kind} decision?`}
            clear={["kind"]}
          >
            <p>
              The decision goes back to undecided and the organisation returns to the onboarding
              queue. Your name, the time and your reason are recorded.
            </p>
            {/* No action: the post goes to the page as it is, with the dialog open
                (?dialog=reopen&kind=…), so a refusal shows it again. */}
            <Form method="post" className="kit-form">
              <input type="hidden" name="intent" value={REOPEN_INTENT} />
              <input type="hidden" name="kind" value={declined.kind} />
              <label className="kf-field">
                <span className="kf-field__label">Why are you reopening it?</span>
                <textarea
                  name="why"
                  rows={3}
                  required
                  maxLength={REASON_MAX_LENGTH}
                  defaultValue={typeof typed === "string" ? typed : ""}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? "reopen-why-error" : undefined}
                />
              </label>
              {error ? (
                <p id="reopen-why-error" className="kf-field__error" role="alert">
                  {error}
                </p>
              ) : null}
              <p className="button-row">
                <DialogCloseLink className="button">Cancel</DialogCloseLink>
                <SpinnerButton>Reopen</SpinnerButton>
              </p>
            </Form>
          </UrlDialog>
        </>
      ) : null}
    </div>
  );
}
