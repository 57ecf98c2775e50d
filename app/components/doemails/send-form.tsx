// The send tab of /admin/doemails (issue 18 'choose a template and recipients (by list, filter or
// journey step), see the count and a preview'; decision 0099). A GET form chooses the template
// and the recipients; its "Preview" shows how many people receive it, the first of them and the
// e-mail as the first receives it, with a "Send to N people" post (write:admin) that carries the
// same choice and a one-time sendKey. Works without JavaScript.
import { Form, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ScrollRegion } from "~/components/scroll-region";
import type { RecipientJson, TemplateJson } from "~/services/email-templates/api";
import { peopleText } from "~/services/email-templates/rules";
import { withParam } from "~/services/kit/url-state";
import { EmailPreview } from "./templates";

type Option = { value: string; label: string };
type ListName = "userIds" | "organisationIds" | "steps" | "provinces" | "roles";

export interface SendTabData {
  choice: { templateId: string; everyone: boolean } & Record<ListName, string[]>;
  options: Record<"steps" | "provinces" | "roles" | "organisations" | "people", Option[]>;
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

function Checkboxes({
  legend,
  name,
  options,
  chosen,
  hint,
}: {
  legend: string;
  name: ListName;
  options: Option[];
  chosen: string[];
  hint?: ReactNode;
}) {
  return (
    <fieldset className="kf-field de-choices">
      <legend className="kf-field__label">{legend}</legend>
      {hint ? <div className="kf-field__hint">{hint}</div> : null}
      <div className="de-choices__list">
        {options.map((o) => (
          <div key={o.value} className="kf-checkbox">
            <input
              type="checkbox"
              className="kf-checkbox__input"
              id={`send-${name}-${o.value}`}
              name={name}
              value={o.value}
              defaultChecked={chosen.includes(o.value)}
            />
            <label className="kf-checkbox__label" htmlFor={`send-${name}-${o.value}`}>
              {o.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function MultiSelect({
  label,
  name,
  options,
  chosen,
  hint,
}: {
  label: string;
  name: ListName;
  options: Option[];
  chosen: string[];
  hint: string;
}) {
  const id = `send-${name}`;
  return (
    <div className="kf-field">
      <label className="kf-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="kf-field__hint" id={`${id}-hint`}>
        {hint}
      </div>
      <select
        id={id}
        name={name}
        multiple
        size={Math.min(6, Math.max(2, options.length))}
        className="kf-select de-multi"
        defaultValue={chosen}
        aria-describedby={`${id}-hint`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
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
  // The service names the audience as a whole ("audience"): shown beside "Everyone".
  const errors: Record<string, string | undefined> | null = data.errors
    ? { ...data.errors, everyone: data.errors.everyone ?? data.errors.audience }
    : null;
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
      <p className="de-muted">
        Choose the recipients. Within one list any ticked value matches; across lists all must match
        (for example Evidence step and Free State). People chosen by name are added to those.
      </p>
      <Checkboxes
        legend="Journey steps"
        name="steps"
        options={options.steps}
        chosen={choice.steps}
      />
      <Checkboxes
        legend="Provinces"
        name="provinces"
        options={options.provinces}
        chosen={choice.provinces}
      />
      <Checkboxes
        legend="Roles in their organisation"
        name="roles"
        options={options.roles}
        chosen={choice.roles}
      />
      <MultiSelect
        label="Organisations"
        name="organisationIds"
        options={options.organisations}
        chosen={choice.organisationIds}
        hint="Everyone in the organisations chosen. Hold Ctrl (or Cmd) to choose more than one."
      />
      <MultiSelect
        label="People"
        name="userIds"
        options={options.people}
        chosen={choice.userIds}
        hint="People chosen one by one. Hold Ctrl (or Cmd) to choose more than one."
      />
      <div className={`kf-field${errors?.everyone ? " kf-field--invalid" : ""}`}>
        <div className="kf-checkbox">
          <input
            type="checkbox"
            className="kf-checkbox__input"
            id="send-everyone"
            name="everyone"
            defaultChecked={choice.everyone}
            aria-invalid={errors?.everyone ? true : undefined}
            aria-describedby={errors?.everyone ? "send-everyone-error" : undefined}
          />
          <label className="kf-checkbox__label" htmlFor="send-everyone">
            Everyone with a Veld profile
          </label>
        </div>
        <FieldError id="send-everyone-error" error={errors?.everyone} />
      </div>
      {errors
        ? Object.entries(errors)
            .filter(([field]) => !["templateId", "everyone", "audience"].includes(field))
            .map(([field, message]) => (
              <FieldError key={field} id={`send-${field}-error`} error={message} />
            ))
        : null}
      <p>
        <button type="submit" className="button">
          Preview
        </button>
      </p>
    </Form>
  );
}

export function SendPreview({
  data,
  canWrite,
  sendError,
}: {
  data: NonNullable<SendTabData["preview"]>;
  canWrite: boolean;
  sendError: string | null;
}) {
  const { search, pathname } = useLocation();
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
      {sendError ? (
        <p className="kf-form__error" role="alert">
          {sendError}
        </p>
      ) : null}
      {canWrite && data.recipientCount > 0 ? (
        <Form method="post" action={pathname + withParam(search, "do", "send")}>
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
