// /admin/journey/notes (spec §2 admin journey 'notes'; §3 'Other records: company notes'; §7
// 'GET, PUT company notes'; decision 0081): an organisation's notes, chosen with a GET form
// (?companyId=), saved as a new version with a real post, and every earlier version below,
// newest first. Admins only: read:admin to read, write:admin to save. The form carries the id
// of the version it started from; a save after someone else's is refused (409) with the typed
// text kept and the newer version shown: the loader runs again after that refusal.
import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useActionResult } from "~/components/form/action-result";
import { requirePermission } from "~/services/auth/guards.server";
import { actorOf } from "~/services/auth/session.server";
import { formatDateTime } from "~/services/kit/format";
import { readQuery } from "~/services/kit/query";
import {
  BASED_ON_FIELD,
  NOTES_FIELD,
  NOTES_INTENT,
  NOTES_MAX_LENGTH,
} from "~/services/notes/rules";
import { notesPageQuery } from "~/services/notes/queries";
import contractingStyles from "~/styles/contracting.css?url";
import projectStyles from "~/styles/project.css?url";
import { handleNotesPost, notesPage } from "./data.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: projectStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data?.view
      ? `Notes of ${data.view.organisation.name} · Admin · Veld`
      : "Notes · Admin · Veld",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  const page = await notesPage(request);
  return { ...page, canWrite: viewer.permissions.includes("write:admin") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:admin");
  const { companyId = "" } = readQuery(request, notesPageQuery);
  return handleNotesPost(actorOf(viewer, context.requestId), companyId, request);
}

// A save refused because someone else saved meanwhile (409) is shown with that newer version: the
// loader reads it again, whatever the default after a refused post.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => (actionStatus === 409 ? true : defaultShouldRevalidate);

function SavedBy({ version }: { version: { savedAt: string | Date; savedBy: { label: string } } }) {
  return (
    <>
      Saved by {version.savedBy.label} on {formatDateTime(version.savedAt)}
    </>
  );
}

export default function CompanyNotes() {
  const page = useLoaderData<typeof loader>();
  const refusal = useActionResult(NOTES_INTENT);
  const refused = refusal.formError !== null;
  const { view } = page;
  const current = view?.current ?? null;
  // The form saves on top of the newest version: after a refused lost update the editor has seen
  // it (the loader read it again), so a second save builds on it.
  const basedOn = current?.id ?? "";
  const typed = refusal.values[NOTES_FIELD];
  const startedFrom = refusal.values[BASED_ON_FIELD];
  // The refused form started from a version that is no longer the newest: someone saved meanwhile.
  const stale =
    refused && typeof startedFrom === "string" && startedFrom.trim().toLowerCase() !== basedOn;
  const notesError = refusal.fieldErrors[NOTES_FIELD] ?? refusal.fieldErrors[BASED_ON_FIELD];
  return (
    <div className="ct-page">
      <h1>Notes</h1>
      <p>
        Notes the programme keeps about each organisation. Only admins see them: never the
        organisation&apos;s members. Each save keeps the text before it, listed below the notes.
      </p>
      <Form method="get" className="kit-form">
        <label className="kf-field">
          <span className="kf-field__label">Organisation</span>
          <select name="companyId" defaultValue={page.companyId ?? ""}>
            <option value="">Choose an organisation</option>
            {page.organisations.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          Show notes
        </button>
      </Form>
      {page.organisations.length === 0 ? (
        <p className="ct-empty">There are no organisations yet.</p>
      ) : null}
      {view ? (
        <>
          <section className="ct-section" aria-labelledby="notes-heading">
            <h2 id="notes-heading">Notes of {view.organisation.name}</h2>
            <p>
              <Link to={`/admin/journey/companies/${view.organisation.id}`}>
                {view.organisation.name}
              </Link>
              {" · "}
              {current ? (
                <span data-testid="notes-current">
                  <SavedBy version={current} />.
                </span>
              ) : (
                "No notes have been saved for this organisation yet."
              )}
            </p>
            {refused ? (
              <p className="notice notice--error" role="alert" data-testid="notes-refusal">
                {refusal.formError}
              </p>
            ) : null}
            {stale ? (
              <div className="notice" data-testid="notes-newer">
                <h3>The newer version</h3>
                {current ? (
                  <>
                    <p>
                      <SavedBy version={current} />:
                    </p>
                    <div className="notes-text">{current.notes || "(empty)"}</div>
                  </>
                ) : (
                  <p>The notes were removed meanwhile.</p>
                )}
              </div>
            ) : null}
            {page.canWrite ? (
              <Form
                method="post"
                action={`?companyId=${encodeURIComponent(view.organisation.id)}`}
                className="kit-form"
                key={basedOn || "none"}
                aria-labelledby="notes-heading"
              >
                <input type="hidden" name="intent" value={NOTES_INTENT} />
                <input type="hidden" name={BASED_ON_FIELD} value={basedOn} />
                <div className={notesError ? "kf-field kf-field--invalid" : "kf-field"}>
                  <label htmlFor="notes-text" className="kf-field__label">
                    Notes
                  </label>
                  <div id="notes-hint" className="kf-field__hint">
                    Up to {NOTES_MAX_LENGTH.toLocaleString("en-ZA")} characters.
                  </div>
                  <textarea
                    id="notes-text"
                    name={NOTES_FIELD}
                    rows={12}
                    maxLength={NOTES_MAX_LENGTH}
                    className="kf-input kf-textarea"
                    defaultValue={typeof typed === "string" ? typed : (current?.notes ?? "")}
                    aria-invalid={notesError ? true : undefined}
                    aria-describedby={notesError ? "notes-hint notes-error" : "notes-hint"}
                  />
                  {notesError ? (
                    <p id="notes-error" className="kf-field__error">
                      <span className="visually-hidden">Error: </span>
                      {notesError}
                    </p>
                  ) : null}
                </div>
                <button type="submit" className="button button--primary">
                  Save notes
                </button>
              </Form>
            ) : (
              <>
                <p>You can read these notes; saving them needs write:admin.</p>
                <div className="notes-text" data-testid="notes-text">
                  {current?.notes || "(empty)"}
                </div>
              </>
            )}
          </section>
          <section className="ct-section" aria-labelledby="history-heading">
            <h2 id="history-heading">Earlier versions</h2>
            {view.history.length === 0 ? (
              <p className="ct-empty">No earlier versions.</p>
            ) : (
              <ol reversed data-testid="notes-history">
                {view.history.map((version) => (
                  <li key={version.id}>
                    <p>
                      <SavedBy version={version} />:
                    </p>
                    <div className="notes-text">{version.notes || "(empty)"}</div>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
