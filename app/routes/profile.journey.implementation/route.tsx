// /profile/journey/implementation (spec §2 journey child 'implementation'; §1 'an implementation
// plan'; issue 15; decisions 0073, 0075): once the fields are confirmed, the farmer plans the
// practices each included field will adopt in the programme's season, timed with the programme
// link fields; copies a field's plan to others; and submits the plan when every included field
// has one. The journey then moves to practice data. The plan stays editable after that; its
// season stays the programme's first. Viewers and staff (userView) see it read-only.
// One field's editor at a time, as a URL (?field=<id>): the page lists every field's practices
// with a link to its editor, so 40 fields stay a light page on a slow link (decision 0075).
import { intentName } from "~/services/kit/forms/intent";
import { pageRefused } from "~/services/kit/forms/validate-form.server";
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import {
  PlanCopyForm,
  PlanFieldForm,
  PlanFieldSummary,
} from "~/components/practice/plan-field-form";
import { useActionResult } from "~/components/form/action-result";
import { RefusalSummary } from "~/components/form/refusal-summary";
import { SpinnerButton } from "~/components/spinner-button";
import { journeyWriterOf, type JourneyWriter } from "~/services/journey/journey-view.server";
import { formatDateTime } from "~/services/kit/format";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import contractingStyles from "~/styles/contracting.css?url";
import kitFormStyles from "~/styles/kit-forms.css?url";
import planStyles from "~/styles/practice-plan.css?url";
import { copyOptions, planFieldHref, type PlanIntent } from "~/services/practice/plan-forms";
import { handleImplementationPost, loadImplementationPage } from "./data.server";

export const meta: MetaFunction = () => [{ title: "Implementation plan · Veld" }];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: kitFormStyles },
  { rel: "stylesheet", href: planStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadImplementationPage(await requireProfileContext(request), request);
}

// Writes need an editor role and the step open (a post to a locked step answers 409).
export async function action({ request, context }: ActionFunctionArgs) {
  let writer: JourneyWriter;
  try {
    writer = await journeyWriterOf(await requireProfileWriter(request), "implementation");
  } catch (error) {
    pageRefused(error);
  }
  return handleImplementationPost(writer.context, request, context.requestId);
}

export default function ImplementationPlan() {
  const { organisation, overview, canEdit, openFieldId, search } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  // Why 'Submit the plan' was refused (the fields still without practices), if it was.
  const planRefusal = useActionResult("submit" satisfies PlanIntent).formError;
  const options = useMemo(() => copyOptions(overview?.fields ?? []), [overview?.fields]);
  if (!organisation || !overview) {
    return (
      <div className="ct-page">
        <h1>Implementation plan</h1>
        <p>You don&apos;t belong to an organisation yet.</p>
      </div>
    );
  }
  const farms = groupByFarm(overview.fields);
  const submittedAt = overview.plan?.submittedAt ?? null;
  return (
    <div className="ct-page pp-page">
      <h1>Implementation plan</h1>
      {/* A refused 'Submit the plan' (its form is at the foot of a long page): the reason and a
          link to each field still to plan, in the first screen. */}
      {planRefusal ? (
        <RefusalSummary
          id="plan-refusal"
          message={planRefusal}
          links={overview.missing.map((field) => ({
            href: planFieldHref(pathname, search, field.id),
            text: `Plan the practices of ${field.name}`,
          }))}
        />
      ) : null}
      <p className="page-lead">
        Plan the regenerative practices {organisation.name} will use on each field in the{" "}
        <strong>{overview.seasonLabel}</strong> season, the programme&apos;s first season, and when
        each starts: on a date of its own, or linked to the start of the season, the first rains,
        planting or harvest.
      </p>
      <p className="pp-summary" data-testid="plan-summary">
        {overview.fields.length} {overview.fields.length === 1 ? "field" : "fields"} included this
        season; {overview.fields.length - overview.missing.length} with practices.
        {submittedAt ? ` Submitted on ${formatDateTime(submittedAt)}.` : ""}
      </p>
      {submittedAt ? (
        <p className="notice" data-testid="plan-after-submit">
          You submitted the plan on {formatDateTime(submittedAt)}. You can still change it as your
          plans change; it stays the plan for {overview.seasonLabel}, the programme&apos;s first
          season.
        </p>
      ) : null}
      {overview.fields.length === 0 ? (
        <p className="ct-empty">
          No field is included this season. Include your fields on the{" "}
          <Link to="/profile/journey/map_fields">Map fields</Link> page.
        </p>
      ) : null}
      {farms.map((farm) => (
        <section key={farm.id} className="ct-section" aria-labelledby={`farm-${farm.id}`}>
          <h2 id={`farm-${farm.id}`}>{farm.name}</h2>
          {farm.fields.map((field) => (
            <article key={field.id} className="pp-field" aria-labelledby={`field-${field.id}`}>
              <h3 id={`field-${field.id}`}>
                {field.name} <span className="pp-area">{field.areaLabel}</span>
              </h3>
              {/* The practices with their timing in words and (for editors) a link to the editor;
                  the field named by ?field= shows its editor instead. */}
              {field.id === openFieldId ? (
                <PlanFieldForm field={field} cancelHref={planFieldHref(pathname, search, null)} />
              ) : (
                <>
                  <PlanFieldSummary field={field} />
                  {canEdit ? (
                    <p className="pp-open">
                      <Link to={planFieldHref(pathname, search, field.id)}>
                        {field.actions.length > 0 ? "Change" : "Plan"} the practices of {field.name}
                      </Link>
                    </p>
                  ) : null}
                </>
              )}
            </article>
          ))}
        </section>
      ))}
      {overview.leftOut.length > 0 ? (
        <p className="pp-left-out" data-testid="plan-left-out">
          Left out this season, so not planned:{" "}
          {overview.leftOut.map((field) => `${field.name} (${field.reason})`).join(", ")}.
        </p>
      ) : null}
      {canEdit && overview.fields.length > 1 ? (
        <section className="ct-section" aria-labelledby="copy-heading">
          <h2 id="copy-heading">Copy a field&apos;s practices to other fields</h2>
          <p>
            Fields managed alike share a plan: copy one field&apos;s practices to others. Their own
            practices are replaced by the copy.
          </p>
          <PlanCopyForm options={options} />
        </section>
      ) : null}
      <section className="ct-section" aria-labelledby="submit-heading">
        <h2 id="submit-heading">Submit the plan</h2>
        {submittedAt ? (
          <p>
            The plan was submitted on {formatDateTime(submittedAt)}. The next step is your{" "}
            <Link to="/profile/journey/practice_data">practice data</Link>.
          </p>
        ) : canEdit ? (
          <Form method="post">
            <input type="hidden" name="intent" value={intentName<PlanIntent>("submit")} />
            <p>
              When every included field has at least one practice, submit the plan. The journey then
              moves on to your practice data.
            </p>
            {overview.missing.length > 0 ? (
              <p className="pp-missing">
                Still without practices: {overview.missing.map((f) => f.name).join(", ")}.
              </p>
            ) : null}
            {planRefusal ? (
              <p className="notice notice--error" role="alert" data-testid="submit-refusal">
                {planRefusal}
              </p>
            ) : null}
            <SpinnerButton>Submit the plan</SpinnerButton>
          </Form>
        ) : (
          <p>The owner, farm staff or the agri consultant submits the plan.</p>
        )}
      </section>
    </div>
  );
}

function groupByFarm<F extends { farmId: string; farmName: string }>(fields: readonly F[]) {
  const farms: { id: string; name: string; fields: F[] }[] = [];
  for (const field of fields) {
    let farm = farms.find((f) => f.id === field.farmId);
    if (!farm) farms.push((farm = { id: field.farmId, name: field.farmName, fields: [] }));
    farm.fields.push(field);
  }
  return farms;
}
