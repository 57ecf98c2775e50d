// /admin (spec §2: the admin index is the dashboard; issue 18 'the programme at a glance';
// decision 0095): people and organisations by journey step, this season's hectares enrolled,
// included and signed off, what waits for us (organisations, submissions, job applications,
// failed e-mails) and the credits issued. Every number links to the list behind it; the failed
// e-mails, which no page lists, are listed here. Links only: it works without JavaScript.
// read:admin.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SummaryCard } from "~/components/summary-card";
import { dashboardCards } from "~/services/admin/dashboard";
import { loadDashboardCounts } from "~/services/admin/dashboard.server";
import { requirePermission } from "~/services/auth/guards.server";
import { formatDateTime, formatNumber } from "~/services/kit/format";
import adminDashboardStyles from "~/styles/admin-dashboard.css?url";
import { NO_HYDRATION } from "~/components/hydration";

// Summary cards and links: no JavaScript needed (issue 30, decision 0012): served as plain HTML, with no scripts.
export const handle = NO_HYDRATION;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminDashboardStyles }];

export const meta: MetaFunction = () => [{ title: "Admin dashboard · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "read:admin");
  const counts = await loadDashboardCounts();
  return {
    cards: dashboardCards(counts),
    steps: counts.steps.map((s) => ({
      ...s,
      organisationsText: formatNumber(s.organisations, 0),
      peopleText: formatNumber(s.people, 0),
      waitingText: formatNumber(s.waitingOnProgramme, 0),
    })),
    failedEmails: {
      count: counts.failedEmails.count,
      latest: counts.failedEmails.latest.map((e) => ({
        id: e.id,
        to: e.to,
        subject: e.subject,
        error: e.lastError ?? "No error was recorded.",
        attempts: e.attempts,
        queuedAt: formatDateTime(e.createdAt),
      })),
    },
  };
}

const noForm = () => null;

export default function AdminDashboard() {
  const data = useLoaderData<typeof loader>();
  const failed = data.failedEmails;
  return (
    <div className="admin-dashboard">
      <h1>Admin dashboard</h1>
      <p>The programme at a glance. Choose a number to see the list behind it.</p>
      <div className="admin-dashboard__cards">
        {data.cards.map((card) => (
          <SummaryCard
            key={card.key}
            title={card.title}
            canEdit={false}
            renderForm={noForm}
            items={card.items.map((item) => ({
              label: item.label,
              value: (
                <Link to={item.href} className="admin-dashboard__number">
                  {item.value}
                  <span className="visually-hidden"> ({item.label.toLowerCase()})</span>
                </Link>
              ),
            }))}
          />
        ))}
      </div>

      <section aria-labelledby="steps-heading" className="admin-dashboard__section">
        <h2 id="steps-heading">Organisations by journey step</h2>
        <div className="admin-dashboard__scroll">
          <table className="admin-dashboard__table">
            <thead>
              <tr>
                <th scope="col">Step</th>
                <th scope="col">Organisations</th>
                <th scope="col">People</th>
                <th scope="col">Waiting for us</th>
              </tr>
            </thead>
            <tbody>
              {data.steps.map((row) => (
                <tr key={row.step}>
                  <th scope="row">{row.label}</th>
                  <td>
                    <Link to={row.href}>
                      {row.organisationsText}
                      <span className="visually-hidden"> organisations on {row.label}</span>
                    </Link>
                  </td>
                  <td>
                    <Link to={row.href}>
                      {row.peopleText}
                      <span className="visually-hidden"> people on {row.label}</span>
                    </Link>
                  </td>
                  <td>
                    <Link to={row.href}>
                      {row.waitingText}
                      <span className="visually-hidden"> waiting for us on {row.label}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section
        id="failed-emails"
        aria-labelledby="failed-heading"
        className="admin-dashboard__section"
      >
        <h2 id="failed-heading">E-mails that failed</h2>
        {failed.count === 0 ? (
          <p>No e-mail has failed.</p>
        ) : (
          <>
            <p>
              {failed.count === 1
                ? "1 e-mail could not be sent."
                : `${formatNumber(failed.count, 0)} e-mails could not be sent.`}{" "}
              {failed.count > failed.latest.length
                ? `The latest ${failed.latest.length} are listed here.`
                : null}
            </p>
            <p>
              E-mails sent from a template are followed, and retried, on{" "}
              <Link to="/admin/doemails?tab=delivery">the E-mails page&rsquo;s delivery tab</Link>.
            </p>
            <div className="admin-dashboard__scroll">
              <table className="admin-dashboard__table admin-dashboard__emails">
                <thead>
                  <tr>
                    <th scope="col">Recipient</th>
                    <th scope="col">Subject</th>
                    <th scope="col">Error</th>
                    <th scope="col">Attempts</th>
                    <th scope="col">Queued</th>
                  </tr>
                </thead>
                <tbody>
                  {failed.latest.map((e) => (
                    <tr key={e.id}>
                      <td>{e.to}</td>
                      <td>{e.subject}</td>
                      <td>{e.error}</td>
                      <td>{e.attempts}</td>
                      <td>{e.queuedAt}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
