// /admin/resources (issue 18; decision 0098; spec §2 admin 'resources'): the learning material
// farmers read on /profile/learn: articles written here, files, links and videos, by topic and
// journey step, draft or published. read:admin reads (filters are a GET form: ?status=, ?topic=);
// write:admin creates, edits, publishes, takes back and deletes (with a reason) through URL
// dialogs and real posts, each change audited (app/services/resources/resources.server.ts).
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { DialogLink } from "~/components/dialog";
import {
  DeleteResourceDialog,
  EditResourceDialog,
  NewResourceDialog,
  ResourceTable,
} from "~/components/resources/admin-resources";
import { requirePermission } from "~/services/auth/guards.server";
import { actorOf } from "~/services/auth/session.server";
import { readQuery } from "~/services/kit/query";
import { loadResourcesPage } from "~/services/resources/admin-view.server";
import { NEW_RESOURCE_DIALOG } from "~/services/resources/forms";
import { resourcesPageQuery } from "~/services/resources/queries";
import contractingStyles from "~/styles/contracting.css?url";
import resourceStyles from "~/styles/resources.css?url";
import { handleResourcesPost } from "./data.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: resourceStyles },
];

export const meta: MetaFunction = () => [{ title: "Resources · Admin · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  const query = readQuery(request, resourcesPageQuery);
  return loadResourcesPage(query, viewer.permissions.includes("write:admin"));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:admin");
  return handleResourcesPost(actorOf(viewer, context.requestId), request);
}

export default function Resources() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="ct-page">
      <h1>Resources</h1>
      <p>
        Learning material farmers read on their Learn page: articles, files, links and videos, each
        about one topic and fitting some journey steps (or all of them). Farmers see a resource once
        it is published; those for their current step come first.
      </p>
      <Form method="get" className="rs-filter">
        <label className="kf-field">
          <span className="kf-field__label">Status</span>
          <select name="status" defaultValue={page.status ?? ""}>
            <option value="">Drafts and published</option>
            {page.statusOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label className="kf-field">
          <span className="kf-field__label">Topic</span>
          <select name="topic" defaultValue={page.topic ?? ""}>
            <option value="">All topics</option>
            {page.topicOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          Show resources
        </button>
      </Form>
      {page.canWrite ? (
        <p>
          <DialogLink name={NEW_RESOURCE_DIALOG} className="button button--primary">
            New resource
          </DialogLink>
        </p>
      ) : (
        <p>You can read the resources; creating, publishing and deleting them needs write:admin.</p>
      )}
      <ResourceTable resources={page.resources} canWrite={page.canWrite} />
      {page.canWrite ? (
        <>
          <NewResourceDialog />
          <EditResourceDialog resource={page.editing} />
          <DeleteResourceDialog resource={page.deleting} />
        </>
      ) : null}
    </div>
  );
}
