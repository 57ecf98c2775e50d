// A row's 'Assign' / 'Unassign' form on /admin/journey/projectManage (decision 0082): a real POST
// that keeps the filters; a refusal shows beside the select.
import { Form } from "@remix-run/react";

export interface AssignRow {
  companyId: string;
  name: string;
  assignedAdmin: { id: string } | null;
}

export function AssignForm({
  row,
  admins,
  refusal,
}: {
  row: AssignRow;
  admins: readonly { id: string; label: string }[];
  refusal: { adminId: string; message: string } | null;
}) {
  const selectId = `assign-${row.companyId}`;
  const errorId = `${selectId}-error`;
  return (
    <Form method="post" className="project-assign" preventScrollReset>
      <input type="hidden" name="companyId" value={row.companyId} />
      <label htmlFor={selectId} className="visually-hidden">
        {`Admin for ${row.name}`}
      </label>
      <select
        id={selectId}
        name="adminId"
        defaultValue={refusal?.adminId ?? row.assignedAdmin?.id ?? ""}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? errorId : undefined}
      >
        <option value="">Choose an admin</option>
        {admins.map((a) => (
          <option key={a.id} value={a.id}>
            {a.label}
          </option>
        ))}
      </select>{" "}
      <button type="submit" name="intent" value="assign" className="button">
        Assign
      </button>
      {row.assignedAdmin ? (
        <>
          {" "}
          <button type="submit" name="intent" value="unassign" className="button">
            Unassign
          </button>
        </>
      ) : null}
      {refusal ? (
        <p id={errorId} className="kf-field__error">
          <span className="visually-hidden">Error: </span>
          {refusal.message}
        </p>
      ) : null}
    </Form>
  );
}
