// The organisation's herds (issue 15; decision 0077): a table of name, species and frame size,
// with edit and delete as URL dialogs posting real forms, and the form to add a herd. All of it
// works without JavaScript.
import { useLocation } from "@remix-run/react";
import { ConfirmDialog, DialogLink, UrlDialog } from "~/components/dialog";
import { FormBuilder } from "~/components/form/form-builder";
import { withParam } from "~/services/kit/url-state";
import { HERD_FIELDS, HERD_FORM_IDS, herdValidator } from "~/services/practice/herd-forms";
import type { herdJson } from "~/services/practice/herd-api";

export type HerdView = ReturnType<typeof herdJson>;

function useFormAction(form: string, extra: Record<string, string> = {}) {
  const { pathname, search } = useLocation();
  let next = withParam(search, "do", form);
  for (const [key, value] of Object.entries(extra)) next = withParam(next, key, value);
  return pathname + next;
}

export function HerdTable({ herds, canEdit }: { herds: readonly HerdView[]; canEdit: boolean }) {
  if (herds.length === 0) {
    return <p className="pd-empty">No herds yet.{canEdit ? " Add your first herd below." : ""}</p>;
  }
  return (
    <div className="pd-scroll">
      <table className="ct-table" data-testid="herds-table">
        <caption className="visually-hidden">Your herds</caption>
        <thead>
          <tr>
            <th scope="col">Herd</th>
            <th scope="col">Species</th>
            <th scope="col">Frame size</th>
            {canEdit ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {herds.map((herd) => (
            <tr key={herd.id}>
              <th scope="row">{herd.name}</th>
              <td>{herd.typeLabel}</td>
              <td>{herd.frameSizeLabel ?? "—"}</td>
              {canEdit ? (
                <td className="pd-actions">
                  <DialogLink name="edit-herd" params={{ herdId: herd.id }}>
                    Edit<span className="visually-hidden"> {herd.name}</span>
                  </DialogLink>{" "}
                  <DialogLink name="delete-herd" params={{ herdId: herd.id }}>
                    Delete<span className="visually-hidden"> {herd.name}</span>
                  </DialogLink>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AddHerdForm() {
  const action = useFormAction("add-herd");
  return (
    <FormBuilder
      id={HERD_FORM_IDS.add}
      fields={HERD_FIELDS}
      validator={herdValidator}
      action={action}
      submitLabel="Add herd"
      resetAfterSubmit
    />
  );
}

/** The dialogs of a herd's actions, opened by URL (?dialog=…&herdId=…). */
export function HerdDialogs({ herds }: { herds: readonly HerdView[] }) {
  const params = new URLSearchParams(useLocation().search);
  const herdId = params.get("herdId") ?? "";
  const herd = herds.find((h) => h.id === herdId);
  const editAction = useFormAction("edit-herd", { herdId });
  const deleteAction = useFormAction("delete-herd");
  return (
    <>
      <UrlDialog name="edit-herd" clear={["herdId"]} title="Edit herd">
        <FormBuilder
          id={HERD_FORM_IDS.edit}
          fields={HERD_FIELDS}
          validator={herdValidator}
          action={editAction}
          defaultValues={
            herd ? { name: herd.name, type: herd.type, frameSize: herd.frameSize ?? "" } : {}
          }
          submitLabel="Save herd"
        />
      </UrlDialog>
      <ConfirmDialog
        name="delete-herd"
        clear={["herdId"]}
        title="Delete herd"
        message={
          herd
            ? `Delete ${herd.name}? Its livestock numbers are deleted with it. A herd with grazing events cannot be deleted.`
            : undefined
        }
        action={deleteAction}
        intent="delete"
        fields={{ herdId }}
      />
    </>
  );
}
