// The applicant's dialogs (spec §2 'Applicant detail dialog', 'Notes dialog', 'Interview status
// dialog'; §4 'Job application status'). Each is a URL (?dialog=…&application=<id>) and each
// change a real form post, so all of it works without JavaScript.
import { Form, useLocation } from "@remix-run/react";
import { useState } from "react";
import { DialogCloseLink, DialogLink, UrlDialog, useDialogStack } from "~/components/dialog";
import { SpinnerButton } from "~/components/spinner-button";
import { useHydrated } from "~/components/use-hydrated";
import { formatDate, formatDateTime } from "~/services/kit/format";
import { storedFileHref } from "~/services/kit/forms/file-rules";
import {
  APPLICATION_PARAM,
  canRespond,
  currentNoteTab,
  linkedinUrl,
  NOTE_FIELDS,
  NOTES_MAX_LENGTH,
  NOTES_TAB_INTENT,
  NOTES_TAB_PARAM,
  noteTabsFor,
  type JobTab,
} from "~/services/jobs/admin-view";
import {
  APPLICATION_STATUSES,
  EMPLOYMENT_STATUSES,
  GENDERS,
  INTERVIEW_STATUSES,
  labelOf,
  RACES,
  RESPOND_CHOICES,
} from "~/services/jobs/options";
import { withParam } from "~/services/kit/url-state";
import { APPLICANT_DIALOG, INTERVIEW_DIALOG, NOTES_DIALOG } from "./application-list";
import { StatusLabel } from "./status-label";
import type { ApplicationDetailView } from "./types";

export const RESPOND_DIALOG = "respond";
const CLEAR = [APPLICATION_PARAM, NOTES_TAB_PARAM];

const nameOf = (a: ApplicationDetailView) => `${a.firstName} ${a.surname}`;

/**
 * What closing a dialog removes: the applicant's id too when nothing is open below it (opened
 * from a table row), only its own parameters when it sits on the applicant dialog.
 */
function useClearFor(name: string) {
  const { stack } = useDialogStack();
  return stack[0] === name ? CLEAR : [NOTES_TAB_PARAM];
}

export function ApplicantDialogs({
  application,
  tab,
}: {
  application: ApplicationDetailView;
  tab: JobTab;
}) {
  return (
    <>
      <ApplicantDialog application={application} />
      <RespondDialog application={application} />
      <NotesDialog application={application} tab={tab} />
      <InterviewStatusDialog application={application} />
    </>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="applicant-form__item">
      <dt>{label}</dt>
      <dd>{children === null || children === undefined || children === "" ? "-" : children}</dd>
    </div>
  );
}

function historyValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (field === "status") return labelOf(APPLICATION_STATUSES, String(value));
  if (field === "interviewStatus") return labelOf(INTERVIEW_STATUSES, String(value));
  if (field === "rejectionEmailId") return "rejection e-mail queued";
  const text = String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

const FIELD_LABELS: Record<string, string> = {
  status: "Status",
  interviewStatus: "Interview status",
  rejectionEmailId: "Rejection e-mail",
  ...Object.fromEntries(NOTE_FIELDS.map((note) => [note.field, `${note.label} notes`])),
};

function ApplicantDialog({ application: a }: { application: ApplicationDetailView }) {
  const linkedin = linkedinUrl(a.linkedin);
  return (
    <UrlDialog
      name={APPLICANT_DIALOG}
      title={nameOf(a)}
      clear={CLEAR}
      size="large"
      className="applicant-dialog"
    >
      <p className="applicant-dialog__status">
        Applied on {formatDate(a.applicationDate)} <StatusLabel status={a.status} />
        {a.interviewStatus ? (
          <span className="status-label">{labelOf(INTERVIEW_STATUSES, a.interviewStatus)}</span>
        ) : null}
      </p>
      <p className="button-row">
        {canRespond(a.status) ? (
          <DialogLink name={RESPOND_DIALOG} className="button button--primary">
            Respond
          </DialogLink>
        ) : null}
        {linkedin ? (
          <a href={linkedin} target="_blank" rel="noopener noreferrer" className="button">
            View LinkedIn Profile
          </a>
        ) : null}
        <DialogLink name={NOTES_DIALOG} className="button">
          Edit notes
        </DialogLink>
      </p>
      <dl className="applicant-form">
        <Item label="Job">{a.jobTitle}</Item>
        <Item label="First name">{a.firstName}</Item>
        <Item label="Surname">{a.surname}</Item>
        <Item label="Email">{a.email}</Item>
        <Item label="Phone number">{a.phoneNumber}</Item>
        <Item label="Gender">{labelOf(GENDERS, a.gender)}</Item>
        <Item label="Race">{labelOf(RACES, a.race)}</Item>
        <Item label="Highest qualification">{a.highestQualification}</Item>
        <Item label="Salary expectation (gross monthly, cost to company, ZAR)">{a.salary}</Item>
        <Item label="Employment status">{labelOf(EMPLOYMENT_STATUSES, a.employmentStatus)}</Item>
        <Item label="Notice period (weeks)">{a.noticePeriod ?? null}</Item>
        <Item label="LinkedIn">{a.linkedin}</Item>
        <Item label="CV">
          {a.cv ? (
            <a href={storedFileHref(a.cv.id)} download>
              Download CV<span className="visually-hidden"> ({a.cv.name})</span>
            </a>
          ) : null}
        </Item>
        <Item label="Motivation">
          {a.motivation ? <span className="applicant-form__long">{a.motivation}</span> : null}
        </Item>
      </dl>
      <section className="applicant-history" aria-labelledby="applicant-history-title">
        <h3 id="applicant-history-title">History</h3>
        {a.history.length === 0 ? (
          <p>No changes yet.</p>
        ) : (
          <ol>
            {a.history.map((entry, i) => (
              <li key={i}>
                <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>{" "}
                {entry.who}: {FIELD_LABELS[entry.field] ?? entry.field}{" "}
                {historyValue(entry.field, entry.from)} → {historyValue(entry.field, entry.to)}
              </li>
            ))}
          </ol>
        )}
      </section>
      <p className="button-row">
        <DialogCloseLink className="button">Close</DialogCloseLink>
      </p>
    </UrlDialog>
  );
}

function RespondDialog({ application: a }: { application: ApplicationDetailView }) {
  if (!canRespond(a.status)) return null;
  return (
    <UrlDialog name={RESPOND_DIALOG} title={`Respond to ${nameOf(a)}`} size="small">
      <Form method="post" preventScrollReset className="kit-form">
        <input type="hidden" name="applicationId" value={a.id} />
        <fieldset className="respond-choices">
          <legend>What would you like to do with this application?</legend>
          {RESPOND_CHOICES.map((status) => (
            <label key={status} className="respond-choices__choice">
              <input
                type="radio"
                name="status"
                value={status}
                defaultChecked={a.status === status}
                required
              />{" "}
              {labelOf(APPLICATION_STATUSES, status)}
            </label>
          ))}
        </fieldset>
        <p className="button-row">
          <SpinnerButton name="intent" value="update-status">
            Save response
          </SpinnerButton>
          <DialogCloseLink className="button">Cancel</DialogCloseLink>
        </p>
      </Form>
    </UrlDialog>
  );
}

/**
 * spec §2 'Notes dialog'. Every tab's textarea is in the one form and the tabs show and hide
 * their panels, so switching tabs never loses what was typed (issue 13, decision 0066). With
 * JavaScript a tab only switches the panel; without it a tab is a submit button that saves what
 * was typed and comes back on that tab (?notesTab=…).
 */
function NotesDialog({ application: a, tab }: { application: ApplicationDetailView; tab: JobTab }) {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const tabs = noteTabsFor(tab);
  const fromUrl = currentNoteTab(tab, new URLSearchParams(search).get(NOTES_TAB_PARAM));
  const [chosen, setChosen] = useState<string | null>(null);
  const current = tabs.find((note) => note.tab === chosen) ?? fromUrl;
  const clear = useClearFor(NOTES_DIALOG);
  return (
    <UrlDialog name={NOTES_DIALOG} title={`Notes: ${nameOf(a)}`} clear={clear}>
      <Form method="post" preventScrollReset className="kit-form">
        <input type="hidden" name="applicationId" value={a.id} />
        {tabs.length > 1 ? (
          <div className="tab-strip" role="tablist" aria-label="Notes">
            {tabs.map((note) => {
              const isCurrent = note.tab === current.tab;
              return (
                <button
                  key={note.tab}
                  type="submit"
                  role="tab"
                  id={`notes-tab-${note.tab}`}
                  aria-selected={isCurrent}
                  aria-controls={`notes-panel-${note.tab}`}
                  className={`tab-strip__tab${isCurrent ? " is-current" : ""}`}
                  name="intent"
                  value={NOTES_TAB_INTENT}
                  formAction={pathname + withParam(search, NOTES_TAB_PARAM, note.tab)}
                  formNoValidate
                  onClick={(event) => {
                    if (!hydrated) return;
                    event.preventDefault();
                    setChosen(note.tab);
                  }}
                >
                  {note.label}
                </button>
              );
            })}
          </div>
        ) : null}
        {tabs.map((note) => (
          <div
            key={note.field}
            id={`notes-panel-${note.tab}`}
            role={tabs.length > 1 ? "tabpanel" : undefined}
            aria-labelledby={tabs.length > 1 ? `notes-tab-${note.tab}` : undefined}
            hidden={note.tab !== current.tab}
          >
            <label className="notes-field">
              {note.label} notes
              <textarea
                name={note.field}
                rows={8}
                maxLength={NOTES_MAX_LENGTH}
                defaultValue={a.notes[note.field] ?? ""}
              />
            </label>
          </div>
        ))}
        <p className="button-row">
          <SpinnerButton name="intent" value="save-notes">
            Save notes
          </SpinnerButton>
          <DialogCloseLink className="button">Cancel</DialogCloseLink>
        </p>
      </Form>
    </UrlDialog>
  );
}

function InterviewStatusDialog({ application: a }: { application: ApplicationDetailView }) {
  const clear = useClearFor(INTERVIEW_DIALOG);
  return (
    <UrlDialog
      name={INTERVIEW_DIALOG}
      title={`Interview status: ${nameOf(a)}`}
      size="small"
      clear={clear}
    >
      <Form method="post" preventScrollReset className="kit-form">
        <input type="hidden" name="applicationId" value={a.id} />
        <label className="interview-status-field">
          Status
          <select name="interviewStatus" defaultValue={a.interviewStatus ?? ""} required>
            <option value="" disabled>
              Choose an interview status
            </option>
            {INTERVIEW_STATUSES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <p className="button-row">
          <SpinnerButton name="intent" value="update-interview-status">
            Update
          </SpinnerButton>
          <DialogCloseLink className="button">Cancel</DialogCloseLink>
        </p>
      </Form>
    </UrlDialog>
  );
}
