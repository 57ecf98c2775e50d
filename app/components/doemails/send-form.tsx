// The send tab of /admin/doemails (issue 18 'choose a template and recipients (by list, filter or
// journey step), see the count and a preview'; decision 0099). A GET form chooses the template
// and the recipients; its "Preview" shows how many people receive it, the first of them and the
// e-mail as the first receives it, with a "Send to N people" post (write:admin) that carries the
// same choice and a one-time sendKey (intent 'send', to the page's own URL: decision 0128); a
// refused send comes back as the one action result, shown above the button. Works without
// JavaScript.
import { Form, useLocation } from "@remix-run/react";
import { useActionResult } from "~/components/form/action-result";
import { AudienceFields } from "~/components/audience/audience-fields";
import { ScrollRegion } from "~/components/scroll-region";
import type { AudienceOptions } from "~/services/audience/options";
import type { RecipientJson, TemplateJson } from "~/services/email-templates/api";
import type { DoEmailsIntent } from "~/services/email-templates/queries";
import { peopleText } from "~/services/email-templates/rules";
import { EmailPreview } from "./templates";

type ListName = "userIds" | "organisationIds" | "steps" | "provinces" | "roles";

export interface SendTabData {
  choice: { templateId: string; everyone: boolean } & Record<ListName, string[]>;
  options: AudienceOptions;
  errors: Record<string, string> | null;
  preview: {
    template: TemplateJson;
    recipientCount: number;
    skippedCount: number;
    recipients: RecipientJson[];
    email: { subject: string; text: string } | null;
    sendKey: string;
    sendLabel: string;
  } | null;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="kf-field__error">
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  );
}

export function SendChoiceForm({
  data,
  templates,
}: {
  data: SendTabData;
  templates: TemplateJson[];
}) {
  const { choice, options } = data;
  // The service names the audience as a whole ("audience"): AudienceFields shows it beside
  // "Everyone".
  const errors = data.errors;
  const active = templates.filter((t) => !t.archivedAt);
  return (
    <Form method="get" className="de-send-form" preventScrollReset>
      <input type="hidden" name="tab" value="send" />
      <div className={`kf-field${errors?.templateId ? " kf-field--invalid" : ""}`}>
        <label className="kf-field__label" htmlFor="send-templateId">
          Template
        </label>
        <select
          id="send-templateId"
          name="templateId"
          className="kf-select"
          defaultValue={choice.templateId}
          aria-invalid={errors?.templateId ? true : undefined}
          aria-describedby={errors?.templateId ? "send-templateId-error" : undefined}
        >
          <option value="">Choose a template</option>
          {active.map((t) => (
            <option key={t.templateId} value={t.templateId}>
              {t.name} ({t.kindLabel})
            </option>
          ))}
        </select>
        <FieldError id="send-templateId-error" error={errors?.templateId} />
      </div>
      <AudienceFields idPrefix="send" chosen={choice} options={options} errors={errors} />
      <p>
        <button type="submit" className="button">
          Preview
        </button>
      </p>
    </Form>
  );
}

const SEND_INTENT = "send" satisfies DoEmailsIntent;

export function SendPreview({
  data,
  canWrite,
}: {
  data: NonNullable<SendTabData["preview"]>;
  canWrite: boolean;
}) {
  const { search } = useLocation();
  const refused = useActionResult(SEND_INTENT).formError;
  const choice = new URLSearchParams(search);
  const hidden: [string, string][] = [];
  for (const name of [
    "templateId",
    "everyone",
    "userIds",
    "organisationIds",
    "steps",
    "provinces",
    "roles",
  ])
    for (const value of choice.getAll(name)) if (value !== "") hidden.push([name, value]);
  return (
    <section aria-labelledby="send-preview-heading" className="de-preview">
      <h2 id="send-preview-heading">Preview</h2>
      <p data-testid="send-count">
        <strong>{peopleText(data.recipientCount)}</strong> will receive &lsquo;{data.template.name}
        &rsquo;.
        {data.skippedCount > 0
          ? ` ${peopleText(data.skippedCount)} not on the mailing list ${data.skippedCount === 1 ? "is" : "are"} skipped (a marketing e-mail goes only to people who said yes to it).`
          : ""}
      </p>
      {data.recipients.length > 0 ? (
        <ScrollRegion className="de-scroll" label="First recipients">
          <table className="de-table" data-testid="send-recipients">
            <caption className="de-caption">
              {data.recipientCount > data.recipients.length
                ? `The first ${data.recipients.length} of ${data.recipientCount}`
                : "Everyone it goes to"}
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Organisation</th>
                <th scope="col">Journey step</th>
              </tr>
            </thead>
            <tbody>
              {data.recipients.map((r) => (
                <tr key={r.userId}>
                  <td>{r.name ?? "-"}</td>
                  <td>{r.email}</td>
                  <td>{r.organisationName ?? "-"}</td>
                  <td>{r.stepLabel ?? "-"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      {data.email && data.recipients[0] ? (
        <>
          <h3>The e-mail {data.recipients[0].name ?? data.recipients[0].email} receives</h3>
          <EmailPreview email={data.email} />
        </>
      ) : null}
      {refused ? (
        <p className="kf-form__error" role="alert">
          {refused}
        </p>
      ) : null}
      {canWrite && data.recipientCount > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value={SEND_INTENT} />
          {hidden.map(([name, value], i) => (
            <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="sendKey" value={data.sendKey} />
          <button type="submit" className="button button--primary">
            {data.sendLabel}
          </button>
        </Form>
      ) : !canWrite ? (
        <p>Sending e-mails needs write:admin.</p>
      ) : null}
    </section>
  );
}
