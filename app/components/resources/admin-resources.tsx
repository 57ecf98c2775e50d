// /admin/resources' parts (issue 18; decision 0098): the table of resources (title, kind, topic,
// the steps it fits, status, last change) with, for write:admin, Edit and Delete links (URL
// dialogs) and a Publish / Back to draft button (a real post); the resource form (new and edit:
// the kit's form builder, multipart for a file, working without JavaScript); the deletion
// dialog with its reason. Every form posts to the page's URL (an open dialog stays open after a
// refused post) and names itself and its resource in its body: intent and resourceId (decision
// 0128).
import { intentName } from "~/services/kit/forms/intent";
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
  RESOURCE_FIELDS,
  RESOURCE_FILE_HINT,
  RESOURCE_PARAM,
} from "~/services/resources/forms";
import type { ResourceIntent } from "~/services/resources/queries";
import { resourceValidator, deleteResourceValidator } from "./admin-resource-validators";

/** The resource a form acts on, in its body beside the form's intent. */
function ResourceIdField({ id }: { id: string }) {
  return <input type="hidden" name="resourceId" value={id} />;
}

export function ResourceTable({
  resources,
  canWrite,
}: {
  resources: readonly AdminResourceJson[];
  canWrite: boolean;
}) {
  const { pathname, search } = useLocation();
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
                <Form method="post">
                  <input
                    type="hidden"
                    name="intent"
                    value={intentName<ResourceIntent>(
                      r.status === "published" ? "unpublish" : "publish",
                    )}
                  />
                  <ResourceIdField id={r.id} />
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
  return (
    <UrlDialog name={NEW_RESOURCE_DIALOG} title="New resource">
      <p>It is saved as a draft: farmers see it once you publish it.</p>
      <FormBuilder
        intent={intentName<ResourceIntent>("create")}
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
            intent={intentName<ResourceIntent>("edit")}
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
            <ResourceIdField id={resource.id} />
            <p className="kf-field__hint">{RESOURCE_FILE_HINT}</p>
          </FormBuilder>
        </>
      )}
    </UrlDialog>
  );
}

export function DeleteResourceDialog({ resource }: { resource: AdminResourceJson | null }) {
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
            intent={intentName<ResourceIntent>("delete")}
            fields={DELETE_RESOURCE_FIELDS}
            validator={deleteResourceValidator}
            defaultValues={{ reason: "" }}
            submitLabel="Delete resource"
          >
            <ResourceIdField id={resource.id} />
          </FormBuilder>
        </>
      )}
    </UrlDialog>
  );
}
