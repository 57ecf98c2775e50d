// /profile/journey/evidence (spec §2 journey child 'evidence'; §3 'Organisation' evidence; §7
// 'Evidence'; issue 16; decision 0079): the evidence behind the season's practices, item by item,
// grouped by field (and 'Whole farm'): invoices, photos with their date and place, grazing
// records, soil samples, contractor records. Editors add items with files (the kit's upload, a
// plain multipart post without JavaScript), edit and delete drafts, and mark items submitted or
// take them back to draft. Viewers and staff through /admin/userView read; only admins see the
// download links (spec §6). The journey layout locks the page until the practice data is done.
// 'Submit the season' packages the plan, the practice data and the submitted evidence, and shows
// the submission's review of each evidence item once submitted (decision 0085).
import { intentName } from "~/services/kit/forms/intent";
import { pageRefused } from "~/services/kit/forms/validate-form.server";
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { actionResultOf } from "~/components/form/action-result";
import { useMemo } from "react";
import { EvidenceItemCard } from "~/components/evidence/evidence-item";
import { FormBuilder } from "~/components/form/form-builder";
import { TranslationsProvider, useT } from "~/components/i18n";
import { SeasonSubmit } from "~/components/review/season-submit";
import { replaceFormId, type EvidenceIntent } from "~/services/evidence/forms";
import { evidencePageView } from "~/services/evidence/evidence-view.server";
import { evidencePageQuery } from "~/services/evidence/queries";
import { evidenceValidator } from "~/components/evidence/evidence-validator";
import { stageUrlFor } from "~/services/files/staged-uploads";
import { journeyWriterOf, type JourneyWriter } from "~/services/journey/journey-view.server";
import { readQuery } from "~/services/kit/query";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import contractingStyles from "~/styles/contracting.css?url";
import evidenceStyles from "~/styles/evidence.css?url";
import reviewStyles from "~/styles/review.css?url";
import { handleEvidencePost } from "./data.server";
import { CHOOSE_AGAIN_MAX, EVIDENCE_NAMESPACES, useEvidenceFields } from "./texts";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";

// With JavaScript each file is uploaded on its own with a progress bar (decision 0088).
const STAGE_URLS = { files: stageUrlFor("evidence") };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? createTranslator(data.translations)._("evidence.metaTitle") : "Evidence · Veld" },
];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: evidenceStyles },
  { rel: "stylesheet", href: reviewStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  return {
    ...(await evidencePageView(context, readQuery(request, evidencePageQuery))),
    translations: translationsFor(requestLanguage(request, context.viewer), EVIDENCE_NAMESPACES),
  };
}

// Writes need an editor role and the step open (a post to a locked step answers 409).
export async function action({ request, context }: ActionFunctionArgs) {
  let writer: JourneyWriter;
  try {
    writer = await journeyWriterOf(await requireProfileWriter(request), "evidence");
  } catch (error) {
    pageRefused(error);
  }
  return handleEvidencePost(writer.context, request, context.requestId);
}

export default function EvidencePage() {
  const { translations } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <EvidenceSteps />
    </TranslationsProvider>
  );
}

function EvidenceSteps() {
  const data = useLoaderData<typeof loader>();
  const { options, items, canEdit, isAdmin, season, seasons, editing } = data;
  const t = useT();
  const fields = useEvidenceFields(options);
  const validator = useMemo(() => evidenceValidator(options), [options]);
  const seasonQuery = seasons[seasons.length - 1]?.value === season ? "" : `season=${season}&`;
  // A refused 'Replace' comes back beside the file it was for.
  const result = useActionData<typeof action>();
  const replaceErrors = Object.fromEntries(
    items
      .flatMap((item) =>
        item.files.map((file) => [
          file.fileId,
          actionResultOf(result, replaceFormId(file.fileId)).fieldErrors.file,
        ]),
      )
      .filter(([, error]) => error),
  ) as Record<string, string>;
  const groups = [
    { key: "farm", name: t("evidence.wholeFarm"), items: items.filter((i) => !i.fieldId) },
    ...[...new Set(items.filter((i) => i.fieldId).map((i) => i.fieldId!))].map((fieldId) => {
      const inField = items.filter((i) => i.fieldId === fieldId);
      return { key: fieldId, name: inField[0]!.fieldName ?? "", items: inField };
    }),
  ].filter((group) => group.items.length > 0);

  return (
    <div className="ct-page ev-page">
      <h1>{t("evidence.title")}</h1>
      <p className="page-lead">{t("evidence.lead", { organisation: data.organisation.name })}</p>
      {seasons.length > 1 ? (
        <Form method="get" className="ev-season">
          <label htmlFor="ev-season">{t("evidence.season")}</label>{" "}
          <select id="ev-season" name="season" defaultValue={season}>
            {seasons.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>{" "}
          <button type="submit" className="button">
            {t("evidence.show")}
          </button>
        </Form>
      ) : null}

      {editing && editing.editable ? (
        <section className="ct-section" aria-labelledby="edit-heading">
          <h2 id="edit-heading">{t("evidence.editHeading", { title: editing.title })}</h2>
          {/* Posts to the page's address (?edit=<id>), so a refused edit comes back open. */}
          <FormBuilder
            key={editing.id}
            intent={intentName<EvidenceIntent>("edit")}
            fields={fields}
            validator={validator}
            defaultValues={editing.defaults}
            storedFiles={{ files: editing.storedFiles }}
            stageUrls={STAGE_URLS}
            isAdmin={isAdmin}
            submitLabel={t("evidence.saveChanges")}
          >
            <input type="hidden" name="evidenceId" value={editing.id} />
            <p className="kf-field__hint">
              {t("evidence.chooseAgainHint", { max: CHOOSE_AGAIN_MAX })}
            </p>
          </FormBuilder>
          <p>
            <Link to={`?${seasonQuery}`}>{t("evidence.cancel")}</Link>
          </p>
        </section>
      ) : null}

      <section className="ct-section" aria-labelledby="items-heading">
        <h2 id="items-heading">{t("evidence.yourEvidence")}</h2>
        {groups.length === 0 ? <p className="ct-empty">{t("evidence.none")}</p> : null}
        {groups.map((group) => (
          <section key={group.key} className="ev-group" aria-labelledby={`group-${group.key}`}>
            <h3 id={`group-${group.key}`}>{group.name}</h3>
            {group.items.map((item) => (
              <EvidenceItemCard
                key={item.id}
                item={item}
                canEdit={canEdit}
                isAdmin={isAdmin}
                editHref={`?${seasonQuery}edit=${item.id}#edit-heading`}
                replaceErrors={replaceErrors}
              />
            ))}
          </section>
        ))}
      </section>

      <SeasonSubmit
        state={data.submission}
        seasonLabel={seasons.find((s) => s.value === season)?.label ?? String(season)}
        canEdit={canEdit}
        feedbackHref={data.feedbackHref}
      />

      {canEdit ? (
        <section className="ct-section" aria-labelledby="add-heading">
          <h2 id="add-heading">{t("evidence.addHeading")}</h2>
          {/* Posts to the page's address: its ?season= is the new item's season. */}
          <FormBuilder
            intent={intentName<EvidenceIntent>("add")}
            fields={fields}
            validator={validator}
            defaultValues={{ field: "farm" }}
            stageUrls={STAGE_URLS}
            submitLabel={t("evidence.addButton")}
          >
            <p className="kf-field__hint">
              {t("evidence.chooseAgainHint", { max: CHOOSE_AGAIN_MAX })}
            </p>
          </FormBuilder>
        </section>
      ) : (
        <p className="ev-readonly">{t("evidence.readOnly")}</p>
      )}
    </div>
  );
}
