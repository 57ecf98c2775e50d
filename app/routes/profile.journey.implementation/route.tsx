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
import { TranslationsProvider, useT } from "~/components/i18n";
import { richMessage } from "~/components/rich-message";
import { useFormats } from "~/components/use-formats";
import { journeyWriterOf, type JourneyWriter } from "~/services/journey/journey-view.server";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import contractingStyles from "~/styles/contracting.css?url";
import kitFormStyles from "~/styles/kit-forms.css?url";
import planStyles from "~/styles/practice-plan.css?url";
import { copyOptions, planFieldHref, type PlanIntent } from "~/services/practice/plan-forms";
import { handleImplementationPost, loadImplementationPage } from "./data.server";
import { groupByFarm } from "./farms";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? createTranslator(data.translations)._("implementation.metaTitle")
      : "Implementation plan · Veld",
  },
];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: kitFormStyles },
  { rel: "stylesheet", href: planStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  return {
    ...(await loadImplementationPage(context, request)),
    translations: translationsFor(requestLanguage(request, context.viewer), ["implementation"]),
  };
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
  const { translations } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <ImplementationPlanPage />
    </TranslationsProvider>
  );
}

function ImplementationPlanPage() {
  const { organisation, overview, canEdit, openFieldId, search } = useLoaderData<typeof loader>();
  const t = useT();
  const { dateTime } = useFormats();
  const { pathname } = useLocation();
  // Why 'Submit the plan' was refused (the fields still without practices), if it was.
  const planRefusal = useActionResult("submit" satisfies PlanIntent).formError;
  const options = useMemo(() => copyOptions(overview?.fields ?? []), [overview?.fields]);
  if (!organisation || !overview) {
    return (
      <div className="ct-page">
        <h1>{t("implementation.title")}</h1>
        <p>{t("implementation.noOrganisation")}</p>
      </div>
    );
  }
  const farms = groupByFarm(overview.fields);
  const submittedAt = overview.plan?.submittedAt ?? null;
  return (
    <div className="ct-page pp-page">
      <h1>{t("implementation.title")}</h1>
      {/* A refused 'Submit the plan' (its form is at the foot of a long page): the reason and a
          link to each field still to plan, in the first screen. */}
      {planRefusal ? (
        <RefusalSummary
          id="plan-refusal"
          message={planRefusal}
          links={overview.missing.map((field) => ({
            href: planFieldHref(pathname, search, field.id),
            text: t("implementation.planFieldLink", { field: field.name }),
          }))}
        />
      ) : null}
      <p className="page-lead">
        {richMessage(
          t,
          "implementation.lead",
          { season: <strong>{overview.seasonLabel}</strong> },
          { organisation: organisation.name },
        )}
      </p>
      <p className="pp-summary" data-testid="plan-summary">
        {t("implementation.summary", {
          count: overview.fields.length,
          planned: overview.fields.length - overview.missing.length,
        })}
        {submittedAt
          ? ` ${t("implementation.summarySubmitted", { date: dateTime(submittedAt) })}`
          : ""}
      </p>
      {submittedAt ? (
        <p className="notice" data-testid="plan-after-submit">
          {t("implementation.afterSubmit", {
            date: dateTime(submittedAt),
            season: overview.seasonLabel,
          })}
        </p>
      ) : null}
      {overview.fields.length === 0 ? (
        <p className="ct-empty">
          {richMessage(t, "implementation.noFields", {
            link: <Link to="/profile/journey/map_fields">{t("implementation.mapFieldsLink")}</Link>,
          })}
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
                        {t(
                          field.actions.length > 0
                            ? "implementation.changeFieldLink"
                            : "implementation.planFieldLink",
                          { field: field.name },
                        )}
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
          {t("implementation.leftOut", {
            fields: overview.leftOut.map((field) => `${field.name} (${field.reason})`).join(", "),
          })}
        </p>
      ) : null}
      {canEdit && overview.fields.length > 1 ? (
        <section className="ct-section" aria-labelledby="copy-heading">
          <h2 id="copy-heading">{t("implementation.copyHeading")}</h2>
          <p>{t("implementation.copyText")}</p>
          <PlanCopyForm options={options} />
        </section>
      ) : null}
      <section className="ct-section" aria-labelledby="submit-heading">
        <h2 id="submit-heading">{t("implementation.submitHeading")}</h2>
        {submittedAt ? (
          <p>
            {richMessage(
              t,
              "implementation.submittedNext",
              {
                link: (
                  <Link to="/profile/journey/practice_data">
                    {t("implementation.practiceDataLink")}
                  </Link>
                ),
              },
              { date: dateTime(submittedAt) },
            )}
          </p>
        ) : canEdit ? (
          <Form method="post">
            <input type="hidden" name="intent" value={intentName<PlanIntent>("submit")} />
            <p>{t("implementation.submitText")}</p>
            {overview.missing.length > 0 ? (
              <p className="pp-missing">
                {t("implementation.missing", {
                  fields: overview.missing.map((f) => f.name).join(", "),
                })}
              </p>
            ) : null}
            {planRefusal ? (
              <p className="notice notice--error" role="alert" data-testid="submit-refusal">
                {planRefusal}
              </p>
            ) : null}
            <SpinnerButton>{t("implementation.submitButton")}</SpinnerButton>
          </Form>
        ) : (
          <p>{t("implementation.whoSubmits")}</p>
        )}
      </section>
    </div>
  );
}
