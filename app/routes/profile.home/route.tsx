// /profile/home (spec §2 '/profile': home): the person's starting page. A greeting, then the
// next action and where the active organisation stands in the journey, invites waiting for an
// answer, the programme's open requests (decision 0085), upcoming events, the active
// organisation (and where to switch) and the POPIA download of their personal data.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { JourneySummary } from "~/components/organisations/journey-summary";
import { TaskList } from "~/components/review/task-list";
import { UpcomingEvents } from "~/components/events/upcoming-events";
import { ReceivedInvites } from "~/components/organisations/received-invites";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import reviewStyles from "~/styles/review.css?url";
import eventStyles from "~/styles/events.css?url";
import { handleHomePost, homePage } from "./data.server";
import { NO_HYDRATION } from "~/components/hydration";
import { TranslationsProvider, useT } from "~/components/i18n";
import { richMessage } from "~/components/rich-message";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { requestLanguage } from "~/services/kit/language.server";
import { createTranslator } from "~/services/i18n/translations";

// The farmer's home needs no JavaScript: its forms (an invitation, an event) post as plain forms (issue 30, decision 0012): served as plain HTML, with no scripts.
export const handle = NO_HYDRATION;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: reviewStyles },
  { rel: "stylesheet", href: eventStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? createTranslator(data.translations)._("home.metaTitle") : "Home · Veld" },
];

/** The page's words (journey.po): its own and the progress bar's. */
const HOME_NAMESPACES = ["home", "journey"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const language = requestLanguage(request, context.viewer);
  return {
    ...(await homePage(context, language)),
    translations: translationsFor(language, HOME_NAMESPACES),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const profile = await requireProfileWriter(request);
  return handleHomePost(profile, request, context.requestId);
}

export default function ProfileHome() {
  const { translations } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <HomeContent />
    </TranslationsProvider>
  );
}

function HomeContent() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const link = (path: string) => `${data.basePath}${path}${data.search}`;
  return (
    <div className="org-page">
      <h1>{t("home.hello", { name: data.name })}</h1>
      {/* The next action first, whatever step the organisation is at (issue 31): on a phone the
          events, invites and requests below would otherwise push it a screen or more down. */}
      {data.organisation && data.journey ? (
        <JourneySummary organisationName={data.organisation.name} journey={data.journey} />
      ) : null}
      <ReceivedInvites
        invites={data.invites}
        unconfirmed={data.unconfirmedInvites}
        readOnly={data.isUserView}
      />
      <TaskList tasks={data.tasks} canComplete={data.canCompleteTasks} />
      <UpcomingEvents events={data.events} readOnly={data.isUserView} />
      <section className="org-panel" aria-labelledby="organisation-heading">
        <h2 id="organisation-heading">{t("home.organisationHeading")}</h2>
        {data.organisation ? (
          <>
            <p>
              {richMessage(t, "home.workingIn", {
                organisation: <strong>{data.organisation.name}</strong>,
                role: <span className="org-role">{data.organisation.roleLabel}</span>,
              })}
            </p>
            {data.organisationCount > 1 ? (
              <p>{t("home.manyOrganisations", { count: data.organisationCount })}</p>
            ) : null}
            <p>
              <Link to={link("/company")}>{t("home.seeCompany")}</Link>
            </p>
          </>
        ) : (
          <p>{t("home.noOrganisation")}</p>
        )}
      </section>
      {data.isUserView ? null : (
        <section className="org-panel" aria-labelledby="data-heading">
          <h2 id="data-heading">{t("home.personalDataHeading")}</h2>
          <p>
            <Link to="/profile/details">{t("home.changeDetails")}</Link>{" "}
            {t("home.changeDetailsWhat")}
          </p>
          <p>{t("home.downloadLead")}</p>
          <p>
            <a href="/profile/data-export">{t("home.download")}</a>
          </p>
          <p>
            <a href="/profile/delete-account">{t("home.deleteAccount")}</a>
          </p>
        </section>
      )}
    </div>
  );
}
