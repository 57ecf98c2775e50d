// The templates tab of /admin/doemails (issue 18; decision 0099): the list, and the URL dialogs
// to create (?dialog=new-template), edit (?dialog=edit-template&templateId=), preview with the
// sample person (?dialog=preview-template&templateId=) and archive with a reason
// (?dialog=archive-template&templateId=). Real forms: they work without JavaScript. Each posts
// its intent and the template it changes in its body, to the page's own URL, so a refused one
// comes back in its open dialog (decision 0128).
import { intentName } from "~/services/kit/forms/intent";
import { Link } from "@remix-run/react";
import { DialogLink, UrlDialog } from "~/components/dialog";
import { FormBuilder } from "~/components/form/form-builder";
import { ScrollRegion } from "~/components/scroll-region";
import type { TemplateJson } from "~/services/email-templates/api";
import {
  ARCHIVE_TEMPLATE_DIALOG,
  ARCHIVE_TEMPLATE_FIELDS,
  EDIT_TEMPLATE_DIALOG,
  NEW_TEMPLATE_DIALOG,
  PREVIEW_TEMPLATE_DIALOG,
  TEMPLATE_FIELDS,
  TEMPLATE_LANGUAGE_DIALOG,
  TEMPLATE_PARAM,
} from "~/services/email-templates/forms";
import type { DoEmailsIntent } from "~/services/email-templates/queries";
import { templateFormValidator, archiveTemplateValidator } from "./template-validators";
import { formatDateTime } from "~/services/kit/format";
import { LANGUAGE_INFO } from "~/services/i18n/languages";
import { TemplateLanguagesDialog, type TemplateVersionView } from "./template-languages";

export type SelectedTemplate = TemplateJson & {
  sample: { subject: string; text: string };
  /** Its versions in other languages (decision 0160), and the language a dialog opens. */
  versions: TemplateVersionView[];
  language: string;
};

export function EmailPreview({ email }: { email: { subject: string; text: string } }) {
  return (
    <div className="de-email" data-testid="email-preview">
      <p className="de-email__subject">
        <span className="de-muted">Subject: </span>
        {email.subject}
      </p>
      <pre className="de-email__body">{email.text}</pre>
    </div>
  );
}

export function TemplatesTable({
  templates,
  canWrite,
  versionLanguages = {},
}: {
  templates: TemplateJson[];
  canWrite: boolean;
  /** The languages each template has a version in, by template id (decision 0160). */
  versionLanguages?: Record<string, string[]>;
}) {
  if (templates.length === 0) return <p>No templates yet.</p>;
  return (
    <ScrollRegion className="de-scroll" label="E-mail templates">
      <table className="de-table" data-testid="templates-table">
        <thead>
          <tr>
            <th scope="col">Template</th>
            <th scope="col">Subject</th>
            <th scope="col">Changed</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {templates.map((t) => {
            const params = { [TEMPLATE_PARAM]: t.templateId };
            return (
              <tr key={t.templateId} className={t.archivedAt ? "de-archived" : undefined}>
                <td>
                  {t.name}
                  <div className="de-muted">
                    {t.kindLabel}
                    {t.archivedAt ? ", archived" : ""}
                  </div>
                  {versionLanguages[t.templateId]?.length ? (
                    <div className="de-muted">
                      Also in: {versionLanguages[t.templateId]!.map(languageName).join(", ")}
                    </div>
                  ) : null}
                </td>
                <td>{t.subject}</td>
                <td>{formatDateTime(t.updatedAt)}</td>
                <td>
                  <div className="de-actions">
                    <DialogLink name={PREVIEW_TEMPLATE_DIALOG} params={params} className="button">
                      Preview<span className="visually-hidden"> {t.name}</span>
                    </DialogLink>
                    {t.archivedAt ? null : (
                      <Link
                        className="button"
                        to={`?tab=send&templateId=${t.templateId}`}
                        preventScrollReset
                      >
                        Send<span className="visually-hidden"> {t.name}</span>
                      </Link>
                    )}
                    {canWrite && !t.archivedAt ? (
                      <>
                        <DialogLink name={EDIT_TEMPLATE_DIALOG} params={params} className="button">
                          Edit<span className="visually-hidden"> {t.name}</span>
                        </DialogLink>
                        <DialogLink
                          name={TEMPLATE_LANGUAGE_DIALOG}
                          params={params}
                          className="button"
                        >
                          Languages<span className="visually-hidden"> of {t.name}</span>
                        </DialogLink>
                        <DialogLink
                          name={ARCHIVE_TEMPLATE_DIALOG}
                          params={params}
                          className="button button--danger"
                        >
                          Archive<span className="visually-hidden"> {t.name}</span>
                        </DialogLink>
                      </>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

const languageName = (code: string) =>
  (LANGUAGE_INFO as Record<string, { name: string } | undefined>)[code]?.name ?? code;

function formValues(t: TemplateJson) {
  return { name: t.name, kind: t.kind, subject: t.subject, body: t.body };
}

export function TemplateDialogs({
  selected,
  canWrite,
}: {
  selected: SelectedTemplate | null;
  canWrite: boolean;
}) {
  // The template a dialog changes goes into its form's body.
  const templateField = selected ? (
    <input type="hidden" name={TEMPLATE_PARAM} value={selected.templateId} />
  ) : null;
  return (
    <>
      {canWrite ? (
        <UrlDialog name={NEW_TEMPLATE_DIALOG} title="New e-mail template" size="large">
          <FormBuilder
            intent={intentName<DoEmailsIntent>("create")}
            fields={TEMPLATE_FIELDS}
            validator={templateFormValidator}
            defaultValues={{ kind: "programme" }}
            submitLabel="Save template"
          />
        </UrlDialog>
      ) : null}
      {selected ? (
        <>
          <UrlDialog
            name={PREVIEW_TEMPLATE_DIALOG}
            title={`Preview of '${selected.name}'`}
            size="large"
            clear={[TEMPLATE_PARAM]}
          >
            <p>As Thandi Nkosi of Nkosi Family Farm, at the Map fields step, would receive it:</p>
            <EmailPreview email={selected.sample} />
            {selected.versions
              .filter((v) => v.sample)
              .map((v) => (
                <section key={v.language} aria-label={`${v.languageName} version`}>
                  <h3>{`${v.languageName} version`}</h3>
                  <EmailPreview email={v.sample!} />
                </section>
              ))}
          </UrlDialog>
          {canWrite && !selected.archivedAt ? (
            <>
              <UrlDialog
                name={EDIT_TEMPLATE_DIALOG}
                title={`Edit '${selected.name}'`}
                size="large"
                clear={[TEMPLATE_PARAM]}
              >
                <FormBuilder
                  intent={intentName<DoEmailsIntent>("edit")}
                  fields={TEMPLATE_FIELDS}
                  validator={templateFormValidator}
                  defaultValues={formValues(selected)}
                  submitLabel="Save template"
                >
                  {templateField}
                </FormBuilder>
              </UrlDialog>
              <TemplateLanguagesDialog
                templateId={selected.templateId}
                name={selected.name}
                versions={selected.versions}
                language={selected.language}
              />
              <UrlDialog
                name={ARCHIVE_TEMPLATE_DIALOG}
                title={`Archive '${selected.name}'`}
                clear={[TEMPLATE_PARAM]}
              >
                <p>
                  An archived template can no longer be edited or sent. Sends that used it keep
                  their text.
                </p>
                <FormBuilder
                  intent={intentName<DoEmailsIntent>("archive")}
                  fields={ARCHIVE_TEMPLATE_FIELDS}
                  validator={archiveTemplateValidator}
                  submitLabel="Archive the template"
                >
                  {templateField}
                </FormBuilder>
              </UrlDialog>
            </>
          ) : null}
        </>
      ) : null}
    </>
  );
}
