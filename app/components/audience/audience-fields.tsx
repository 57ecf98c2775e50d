// The audience part of a form (decision 0099), one for /admin/doemails and /admin/notifications:
// "Everyone", then journey steps, provinces and roles as checkboxes, and organisations and people
// as lists to choose several from. The names are the audience schema's (services/audience/forms.ts),
// so the same fields post to the pages and to the API. Plain HTML: works without JavaScript.
import type { AudienceFilter } from "~/services/audience/rules";
import type { AudienceOption, AudienceOptions } from "~/services/audience/options";

type ListName = "userIds" | "organisationIds" | "steps" | "provinces" | "roles";

export type AudienceChoice = Pick<AudienceFilter, "everyone"> & Record<ListName, readonly string[]>;

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
  idPrefix,
  legend,
  name,
  options,
  chosen,
}: {
  idPrefix: string;
  legend: string;
  name: ListName;
  options: AudienceOption[];
  chosen: readonly string[];
}) {
  return (
    <fieldset className="kf-field audience-choices">
      <legend className="kf-field__label">{legend}</legend>
      <div className="audience-choices__list">
        {options.map((o) => (
          <div key={o.value} className="kf-checkbox">
            <input
              type="checkbox"
              className="kf-checkbox__input"
              id={`${idPrefix}-${name}-${o.value}`}
              name={name}
              value={o.value}
              defaultChecked={chosen.includes(o.value)}
            />
            <label className="kf-checkbox__label" htmlFor={`${idPrefix}-${name}-${o.value}`}>
              {o.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function MultiSelect({
  idPrefix,
  label,
  name,
  options,
  chosen,
  hint,
}: {
  idPrefix: string;
  label: string;
  name: ListName;
  options: AudienceOption[];
  chosen: readonly string[];
  hint: string;
}) {
  const id = `${idPrefix}-${name}`;
  if (options.length === 0) return null;
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
        className="kf-select audience-multi"
        defaultValue={[...chosen]}
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

/**
 * The audience fields inside the caller's form. `errors.audience` (nobody chosen, nobody matches)
 * shows beside "Everyone"; an error on one list shows under the fields.
 */
export function AudienceFields({
  idPrefix,
  chosen,
  options,
  errors,
}: {
  idPrefix: string;
  chosen: AudienceChoice;
  options: AudienceOptions;
  errors?: Record<string, string | undefined> | null;
}) {
  const everyoneError = errors?.everyone ?? errors?.audience;
  const listErrors = Object.entries(errors ?? {}).filter(
    ([field, message]) =>
      message && ["userIds", "organisationIds", "steps", "provinces", "roles"].includes(field),
  );
  return (
    <>
      <p className="kf-field__hint">
        Within one list any ticked value matches; across lists all must match (for example the
        Evidence step and Free State). People chosen by name are added to those.
      </p>
      <Checkboxes
        idPrefix={idPrefix}
        legend="Journey steps"
        name="steps"
        options={options.steps}
        chosen={chosen.steps}
      />
      <Checkboxes
        idPrefix={idPrefix}
        legend="Provinces"
        name="provinces"
        options={options.provinces}
        chosen={chosen.provinces}
      />
      <Checkboxes
        idPrefix={idPrefix}
        legend="Roles in their organisation"
        name="roles"
        options={options.roles}
        chosen={chosen.roles}
      />
      <MultiSelect
        idPrefix={idPrefix}
        label="Organisations"
        name="organisationIds"
        options={options.organisations}
        chosen={chosen.organisationIds}
        hint="Everyone in the organisations chosen. Hold Ctrl (or Cmd) to choose more than one."
      />
      <MultiSelect
        idPrefix={idPrefix}
        label="People"
        name="userIds"
        options={options.people}
        chosen={chosen.userIds}
        hint="People chosen one by one. Hold Ctrl (or Cmd) to choose more than one."
      />
      <div className={`kf-field${everyoneError ? " kf-field--invalid" : ""}`}>
        <div className="kf-checkbox">
          <input
            type="checkbox"
            className="kf-checkbox__input"
            id={`${idPrefix}-everyone`}
            name="everyone"
            defaultChecked={chosen.everyone}
            aria-invalid={everyoneError ? true : undefined}
            aria-describedby={everyoneError ? `${idPrefix}-everyone-error` : undefined}
          />
          <label className="kf-checkbox__label" htmlFor={`${idPrefix}-everyone`}>
            Everyone with a Veld profile
          </label>
        </div>
        <FieldError id={`${idPrefix}-everyone-error`} error={everyoneError} />
      </div>
      {listErrors.map(([field, message]) => (
        <FieldError key={field} id={`${idPrefix}-${field}-error`} error={message} />
      ))}
    </>
  );
}
