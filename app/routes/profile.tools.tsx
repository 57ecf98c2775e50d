// /profile/tools (spec §2 '/profile' child 'tools'; issue 17; decision 0094): the index of the
// farmer's tools, each a card with a sentence and a link. The list is
// app/services/calculations/tools.ts; tests/integration/tools.test.ts proves every link reaches
// a page that exists and is built. Also mounted under /admin/userView (links keep ?userId=…).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ToolList } from "~/components/calculations/tool-list";
import { TranslationsProvider, useT } from "~/components/i18n";
import { PROFILE_TOOL_GROUPS, translateToolGroups } from "~/services/calculations/tools";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";
import { requireProfileContext } from "~/services/profiles/context.server";
import dashboardStyles from "~/styles/dashboard.css?url";
import { NO_HYDRATION } from "~/components/hydration";

// A list of links: no JavaScript needed (issue 30, decision 0012): served as plain HTML, with no scripts.
export const handle = NO_HYDRATION;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: dashboardStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? createTranslator(data.translations)._("tools.metaTitle") : "Tools · Veld" },
];

// In the viewer's language (issue 33): the tools' texts are translated here, the page's own by
// the provider.
export async function loader({ request }: LoaderFunctionArgs) {
  const { basePath, search, viewer } = await requireProfileContext(request);
  const translations = translationsFor(requestLanguage(request, viewer), ["tools"]);
  const t = createTranslator(translations);
  const groups = translateToolGroups(PROFILE_TOOL_GROUPS, (id) => t._(id));
  return { basePath, search, groups, translations };
}

export default function ProfileTools() {
  const { basePath, search, groups, translations } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <ToolsPage groups={groups} basePath={basePath} search={search} />
    </TranslationsProvider>
  );
}

function ToolsPage({ groups, basePath, search }: Parameters<typeof ToolList>[0]) {
  const t = useT();
  return (
    <div className="ct-page">
      <h1>{t("tools.heading")}</h1>
      <p className="page-lead">{t("tools.lead")}</p>
      <ToolList groups={groups} basePath={basePath} search={search} />
    </div>
  );
}
