// /admin/resources' parts (issue 18; decision 0098): the table of resources (title, kind, topic,
// the steps it fits, status, last change) with, for write:admin, Edit and Delete links (URL
// dialogs) and a Publish / Back to draft button (a real post); the resource form (new and edit:
// the kit's form builder, multipart for a file, working without JavaScript); the deletion
// dialog with its reason. Every form posts to the page's URL with ?do=.
import { Form, Link, useLocation } from "@remix-run/react";
import { DataTable, type Column } from "~/components/data-table";
import { UrlDialog } from "~/components/dialog";
import { FormBuilder } from "~/components/form/form-builder";
import { formatDateTime } from "~/services/kit/format";
import { openDialogSearch } from "~/services/kit/url-state";
import type { AdminResourceJson } from "~/services/resources/api";
import {
  DELETE_RESOURCE_DIALOG,
  DELETE_RESOURCE_FIELDS,
  EDIT_RESOURCE_DIALOG,
  NEW_RESOURCE_DIALOG,
  RESOURCE_DELETE_FORM_ID,
  RESOURCE_FIELDS,
  RESOURCE_FILE_HINT,
  RESOURCE_FORM_ID,
  RESOURCE_PARAM,
} from "~/services/resources/forms";
import { resourceValidator, deleteResourceValidator } from "./admin-resource-validators";

/** The page's URL with ?do=<form> (and the resource), keeping its filters and open dialog. */
function useActionFor() {
  const location = useLocation();
  return (form: string, resourceId?: string) => {
    const search = new URLSearchParams(location.search);
    if (resourceId) search.set(RESOURCE_PARAM, resourceId);
    search.set("do", form);
    return `${location.pathname}?${search.toString()}`;
  };
}

export function ResourceTable({
  resources,
  canWrite,
}: {
  resources: readonly AdminResourceJson[];
  canWrite: boolean;
}) {
  const { pathname, search } = useLocation();
  const actionFor = useActionFor();
  const columns: Column<AdminResourceJson>[] = [
    {
      key: "title",
      header: "Title",
      cell: (r) =>
        r.status === "published" ? <Link to={r.pageUrl}>{r.title}</Link> : <span>{r.title}</span>,
    },
    { key: "kind", header: "Kind", cell: (r) => r.kindLabel },
    { key: "topic", header: "Topic", cell: (r) => r.topicLabel },
    { key: "steps", header: "Journey steps", cell: (r) => r.stepsLabel },
    { key: "status", header: "Status", cell: (r) => r.statusLabel },
    { key: "updatedAt", header: "Last changed", cell: (r) => formatDateTime(r.updatedAt) },
  ];
  return (
    <DataTable
      caption="Learning resources"
      columns={columns}
      rows={resources}
      rowId={(r) => r.id}
      emptyText="No resources yet"
      clear={[RESOURCE_PARAM]}
      rowActions={
        canWrite
          ? (r) => (
              <div className="rs-actions">
                <Link
                  to={`${pathname}${openDialogSearch(search, EDIT_RESOURCE_DIALOG, { [RESOURCE_PARAM]: r.id })}`}
                  aria-label={`Edit ${r.title}`}
                >
                  Edit
                </Link>
                <Form
                  method="post"
                  action={actionFor(r.status === "published" ? "unpublish" : "publish", r.id)}
                >
                  <button type="submit" className="button button--quiet">
                    {r.status === "published" ? "Back to draft" : "Publish"}
                    <span className="visually-hidden"> {r.title}</span>
                  </button>
                </Form>
                <Link
                  to={`${pathname}${openDialogSearch(search, DELETE_RESOURCE_DIALOG, { [RESOURCE_PARAM]: r.id })}`}
                  aria-label={`Delete ${r.title}`}
                >
                  Delete
                </Link>
              </div>
            )
          : undefined
      }
    />
  );
}

const EMPTY_VALUES = {
  kind: "article",
  title: "",
  summary: "",
  topic: "",
  journeySteps: [] as string[],
  body: "",
  url: "",
};

export function NewResourceDialog() {
  const actionFor = useActionFor();
  return (
    <UrlDialog name={NEW_RESOURCE_DIALOG} title="New resource">
      <p>It is saved as a draft: farmers see it once you publish it.</p>
      <FormBuilder
        id={RESOURCE_FORM_ID}
        action={actionFor("create")}
        fields={RESOURCE_FIELDS}
        validator={resourceValidator}
        defaultValues={EMPTY_VALUES}
        submitLabel="Save draft"
      >
        <p className="kf-field__hint">{RESOURCE_FILE_HINT}</p>
      </FormBuilder>
    </UrlDialog>
  );
}

export function EditResourceDialog({ resource }: { resource: AdminResourceJson | null }) {
  const actionFor = useActionFor();
  return (
    <UrlDialog
      name={EDIT_RESOURCE_DIALOG}
      title={resource ? `Edit '${resource.title}'` : "Edit a resource"}
      clear={[RESOURCE_PARAM]}
    >
      {!resource ? (
        <p>There is no such resource to edit.</p>
      ) : (
        <>
          {resource.file ? (
            <p>
              Its file now: {resource.file.name} ({resource.file.sizeLabel}).
            </p>
          ) : null}
          <FormBuilder
            id={RESOURCE_FORM_ID}
            action={actionFor("edit", resource.id)}
            fields={RESOURCE_FIELDS}
            validator={resourceValidator}
            defaultValues={{
              kind: resource.kind,
              title: resource.title,
              summary: resource.summary,
              topic: resource.topic,
              journeySteps: resource.journeySteps,
              body: resource.body ?? "",
              url: resource.url ?? "",
            }}
            submitLabel="Save changes"
          >
            <p className="kf-field__hint">{RESOURCE_FILE_HINT}</p>
          </FormBuilder>
        </>
      )}
    </UrlDialog>
  );
}

export function DeleteResourceDialog({ resource }: { resource: AdminResourceJson | null }) {
  const actionFor = useActionFor();
  return (
    <UrlDialog
      name={DELETE_RESOURCE_DIALOG}
      title={resource ? `Delete '${resource.title}'` : "Delete a resource"}
      clear={[RESOURCE_PARAM]}
    >
      {!resource ? (
        <p>There is no such resource to delete.</p>
      ) : (
        <>
          <p>
            Farmers will no longer see {resource.kindLabel.toLowerCase()} &lsquo;{resource.title}
            &rsquo;. The deletion is kept in the audit log with your reason.
          </p>
          <FormBuilder
            id={RESOURCE_DELETE_FORM_ID}
            action={actionFor("delete", resource.id)}
            fields={DELETE_RESOURCE_FIELDS}
            validator={deleteResourceValidator}
            defaultValues={{ reason: "" }}
            submitLabel="Delete resource"
          />
        </>
      )}
    </UrlDialog>
  );
}
