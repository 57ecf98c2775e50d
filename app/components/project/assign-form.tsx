// A row's 'Assign' / 'Unassign' form on /admin/journey/projectManage (decision 0082): a real POST
// that keeps the filters, its button naming the intent; a refusal (the one action result under
// the row's key, formKey('assign', companyId): decision 0128) shows beside the select.
import { Form } from "@remix-run/react";
import { useActionResult } from "~/components/form/action-result";
import { formKey } from "~/services/kit/forms/intent";

export interface AssignRow {
  companyId: string;
  name: string;
  assignedAdmin: { id: string } | null;
}

export function AssignForm({
  row,
  admins,
}: {
  row: AssignRow;
  admins: readonly { id: string; label: string }[];
}) {
  const result = useActionResult(formKey("assign", row.companyId));
  const message = result.fieldErrors.adminId ?? null;
  const typed = result.values.adminId;
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
        defaultValue={message && typeof typed === "string" ? typed : (row.assignedAdmin?.id ?? "")}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
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
      {message ? (
        <p id={errorId} className="kf-field__error">
          <span className="visually-hidden">Error: </span>
          {message}
        </p>
      ) : null}
    </Form>
  );
}
