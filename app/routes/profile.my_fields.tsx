// /profile/my_fields (spec §2 '/profile' child 'my_fields'; issue 14): every field of the active
// organisation by farm, with its area, status, checks and flags, and the hectares included this
// season per farm and in all (spec §4 'Field inclusion'). Read-only: fields are mapped and
// changed on the journey's 'Map fields' page, which it links to once that step is open.
// Also mounted under /admin/userView. In the page's language (issue 33): its own messages
// (myFields) and the fields' table's (fields).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FarmFieldsCard } from "~/components/fields/fields-section";
import { TranslationsProvider, useT } from "~/components/i18n";
import { FIELDS_NAMESPACES, fieldsOverviewIn } from "~/services/fields/fields-in-language.server";
import { loadFieldsOverview } from "~/services/fields/overview.server";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";
import { requireProfileContext } from "~/services/profiles/context.server";
import contractingStyles from "~/styles/contracting.css?url";
import fieldsStyles from "~/styles/fields.css?url";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: `${data ? createTranslator(data.translations)._("myFields.title") : "My fields"} · Veld`,
  },
];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: fieldsStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const language = requestLanguage(request, context.viewer);
  const translations = translationsFor(language, [...FIELDS_NAMESPACES, "myFields"]);
  const organisation = context.organisation;
  if (!organisation) return { organisation: null, overview: null, mapHref: "", translations };
  return {
    organisation: { name: organisation.name },
    overview: fieldsOverviewIn(await loadFieldsOverview(organisation.id), language),
    mapHref: `${context.basePath}/journey/map_fields${context.search}`,
    translations,
  };
}

export default function MyFields() {
  const { translations } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <MyFieldsPage />
    </TranslationsProvider>
  );
}

function MyFieldsPage() {
  const { organisation, overview, mapHref } = useLoaderData<typeof loader>();
  const t = useT();
  if (!organisation || !overview) {
    return (
      <div className="ct-page">
        <h1>{t("myFields.title")}</h1>
        <p>{t("fields.noOrg")}</p>
      </div>
    );
  }
  return (
    <div className="ct-page">
      <h1>{t("myFields.title")}</h1>
      <p className="page-lead">{t("myFields.lead", { name: organisation.name })}</p>
      {!overview.contractSigned ? (
        <p className="notice" role="note">
          {t("myFields.notYet")}
        </p>
      ) : (
        <>
          <p className="fd-summary" data-testid="fields-summary">
            {t("myFields.summary", {
              season: overview.season.label,
              count: overview.fieldCount,
            })}{" "}
            <strong>{t("fields.farmIncluded", { ha: overview.includedLabel })}</strong>.{" "}
            {overview.fieldsComplete ? null : <Link to={mapHref}>{t("myFields.mapLink")}</Link>}
          </p>
          {overview.farms.map((farm) => (
            <FarmFieldsCard key={farm.id} farm={farm} canEdit={false} />
          ))}
        </>
      )}
    </div>
  );
}
