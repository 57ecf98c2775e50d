// The view of /admin/resources (issue 18; decision 0098): the list filtered by topic and status
// (a GET form), and the resource the open edit or delete dialog names. The route guards, reads
// the query string and the posts.
import { adminResourceJson } from "./api";
import {
  EDIT_RESOURCE_DIALOG,
  DELETE_RESOURCE_DIALOG,
  STATUS_OPTIONS,
  TOPIC_OPTIONS,
} from "./forms";
import { findAnyResource, listAllResources } from "./resources.server";
import type { ResourceStatus, ResourceTopic } from "./rules";

export interface ResourcesPageQuery {
  topic?: ResourceTopic | undefined;
  status?: ResourceStatus | undefined;
  /** The open dialogs (?dialog=). */
  dialog?: string[] | undefined;
  /** The resource the open dialog names (?resource=<id>). */
  resource?: string | undefined;
}

/** The resource the query names when `dialog` is open, or null. */
async function dialogResource(query: ResourcesPageQuery, dialog: string) {
  const { dialog: open = [], resource: id } = query;
  if (!open.includes(dialog) || !id) return null;
  const resource = await findAnyResource(id);
  return resource ? adminResourceJson(resource) : null;
}

export async function loadResourcesPage(query: ResourcesPageQuery, canWrite: boolean) {
  const topic = query.topic ?? null;
  const status = query.status ?? null;
  const rows = await listAllResources({ topic, status });
  return {
    topic,
    status,
    topicOptions: TOPIC_OPTIONS,
    statusOptions: STATUS_OPTIONS,
    resources: rows.map(adminResourceJson),
    canWrite,
    editing: canWrite ? await dialogResource(query, EDIT_RESOURCE_DIALOG) : null,
    deleting: canWrite ? await dialogResource(query, DELETE_RESOURCE_DIALOG) : null,
  };
}
