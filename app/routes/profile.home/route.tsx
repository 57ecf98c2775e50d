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

// The farmer's home needs no JavaScript: its forms (an invitation, an event) post as plain forms (issue 30, decision 0012): served as plain HTML, with no scripts.
export const handle = NO_HYDRATION;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: reviewStyles },
  { rel: "stylesheet", href: eventStyles },
];

export const meta: MetaFunction = () => [{ title: "Home · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  return homePage(context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const profile = await requireProfileWriter(request);
  return handleHomePost(profile, request, context.requestId);
}

export default function ProfileHome() {
  const data = useLoaderData<typeof loader>();
  const link = (path: string) => `${data.basePath}${path}${data.search}`;
  return (
    <div className="org-page">
      <h1>Hello, {data.name}</h1>
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
        <h2 id="organisation-heading">Your organisation</h2>
        {data.organisation ? (
          <>
            <p>
              You are working in <strong>{data.organisation.name}</strong>, as{" "}
              <span className="org-role">{data.organisation.roleLabel}</span>.
            </p>
            {data.organisationCount > 1 ? (
              <p>
                You belong to {data.organisationCount} organisations. Choose another one with the
                Organisation switcher at the top of the page.
              </p>
            ) : null}
            <p>
              <Link to={link("/company")}>See its company information and members</Link>
            </p>
          </>
        ) : (
          <p>
            You don&rsquo;t belong to an organisation yet. When someone invites you to theirs, the
            invite shows on this page.
          </p>
        )}
      </section>
      {data.isUserView ? null : (
        <section className="org-panel" aria-labelledby="data-heading">
          <h2 id="data-heading">Your personal data</h2>
          <p>
            <Link to="/profile/details">Change your details</Link> (name, phone, province, the
            mailing list)
          </p>
          <p>You can download everything Veld keeps about you, as a file you can open or keep.</p>
          <p>
            <a href="/profile/data-export">Download my personal data</a>
          </p>
          <p>
            <a href="/profile/delete-account">Delete my account</a>
          </p>
        </section>
      )}
    </div>
  );
}
