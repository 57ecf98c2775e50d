// The people list of /admin/baseline (issue 18 'People'; decision 0101): the filters as a GET
// form (so they work without JavaScript and are a URL) and the table in a scroll region.
import { Form, Link } from "@remix-run/react";
import { ScrollRegion } from "~/components/scroll-region";
import { JOURNEY_STEPS, STEP_LABELS } from "~/services/journey/steps";
import {
  BASELINE_STATE_LABELS,
  BASELINE_STATES,
  PEOPLE_LIMITS,
  type PeopleFilter,
} from "~/services/people/rules";
import {
  ENTERPRISE_TYPE_LABELS,
  ENTERPRISE_TYPES,
  LAND_TENURE_LABELS,
  LAND_TENURES,
  REGENERATIVE_EXPERIENCE_LABELS,
  REGENERATIVE_EXPERIENCES,
} from "~/shared/baseline";
import { MEMBER_ROLES, ROLE_LABELS } from "~/shared/roles";

export interface PersonRow {
  userId: string;
  name: string;
  email: string;
  organisations: {
    organisationId: string;
    name: string;
    stepLabel: string | null;
    roleLabel: string;
  }[];
  baselineSummary: string;
  hearAboutUs: string | null;
}

function Choice({
  name,
  label,
  value,
  any,
  options,
}: {
  name: string;
  label: string;
  value: string | null;
  any: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label className="kf-field">
      <span className="kf-field__label">{label}</span>
      <select name={name} defaultValue={value ?? ""}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const list = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export function PeopleFilters({
  filter,
  organisations,
}: {
  filter: PeopleFilter;
  organisations: readonly { id: string; name: string }[];
}) {
  return (
    <Form method="get" role="search" aria-label="Find people" className="kit-form pp-filters">
      <label className="kf-field">
        <span className="kf-field__label">Name, e-mail or organisation</span>
        <input
          type="search"
          name="q"
          defaultValue={filter.q}
          maxLength={PEOPLE_LIMITS.query}
          autoComplete="off"
        />
      </label>
      <Choice
        name="userStep"
        label="Journey step"
        value={filter.userStep}
        any="Every step"
        options={list(JOURNEY_STEPS, STEP_LABELS)}
      />
      <Choice
        name="organisationId"
        label="Organisation"
        value={filter.organisationId}
        any="Every organisation"
        options={organisations.map((o) => ({ value: o.id, label: o.name }))}
      />
      <Choice
        name="role"
        label="Role"
        value={filter.role}
        any="Every role"
        options={list(MEMBER_ROLES, ROLE_LABELS)}
      />
      <Choice
        name="baseline"
        label="Baseline"
        value={filter.baseline}
        any="Recorded or not"
        options={list(BASELINE_STATES, BASELINE_STATE_LABELS)}
      />
      <Choice
        name="enterpriseType"
        label="Enterprise type"
        value={filter.enterpriseType}
        any="Every enterprise type"
        options={list(ENTERPRISE_TYPES, ENTERPRISE_TYPE_LABELS)}
      />
      <Choice
        name="landTenure"
        label="Land tenure"
        value={filter.landTenure}
        any="Every land tenure"
        options={list(LAND_TENURES, LAND_TENURE_LABELS)}
      />
      <Choice
        name="regenerativeExperience"
        label="Regenerative experience"
        value={filter.regenerativeExperience}
        any="Any experience"
        options={list(REGENERATIVE_EXPERIENCES, REGENERATIVE_EXPERIENCE_LABELS)}
      />
      <p className="pp-filters__actions">
        <button type="submit" className="button button--primary">
          Show people
        </button>
        <Link to="/admin/baseline">Clear the filters</Link>
      </p>
    </Form>
  );
}

export function PeopleTable({ rows }: { rows: readonly PersonRow[] }) {
  return (
    <ScrollRegion className="pp-scroll" label="People">
      <table className="pp-table" data-testid="people-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Organisations</th>
            <th scope="col">Step</th>
            <th scope="col">Role</th>
            <th scope="col">Baseline</th>
            <th scope="col">How they heard</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.userId}>
              <td>
                <Link to={`/admin/baseline/${row.userId}`}>{row.name || row.email}</Link>
              </td>
              <td>{row.email}</td>
              <td>
                <ul>
                  {row.organisations.map((o) => (
                    <li key={o.organisationId}>{o.name}</li>
                  ))}
                </ul>
                {row.organisations.length === 0 ? <span className="pp-muted">None</span> : null}
              </td>
              <td>
                <ul>
                  {row.organisations.map((o) => (
                    <li key={o.organisationId}>{o.stepLabel ?? "-"}</li>
                  ))}
                </ul>
              </td>
              <td>
                <ul>
                  {row.organisations.map((o) => (
                    <li key={o.organisationId}>{o.roleLabel}</li>
                  ))}
                </ul>
              </td>
              <td>{row.baselineSummary}</td>
              <td>{row.hearAboutUs ?? <span className="pp-muted">Not signed up</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
