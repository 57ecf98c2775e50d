// /admin/userAccess (spec §2 'userAccess (update user access)', §6 'Admin permission scopes',
// 'User roles'; issue 18; decision 0096): the people with admin scopes and where each comes from
// (granted in Veld, by whom and when, or from the identity provider), "Grant access" by e-mail,
// the revoke of one scope with a reason (?dialog=revoke&person=&scope=, works without
// JavaScript), and the recent access changes of the audit log. read:admin reads; write:roles
// changes. A change takes effect on the person's next request.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccessTabs } from "~/components/access/api-client-parts";
import {
  AccessChangesTable,
  AccessPeopleTable,
  GrantAccessForm,
  ProviderNote,
  RevokeDialog,
  type FormReply,
} from "~/components/access/access-parts";
import { requirePermission } from "~/services/auth/guards.server";
import accessStyles from "~/styles/access.css?url";
import contractingStyles from "~/styles/contracting.css?url";
import { accessActor, handleUserAccessPost, userAccessPage } from "./data.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: accessStyles },
];

export const meta: MetaFunction = () => [{ title: "User access · Admin · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  return userAccessPage(request, viewer);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:roles");
  return handleUserAccessPost(request, accessActor(viewer, context.requestId));
}

export default function UserAccess() {
  const page = useLoaderData<typeof loader>();
  const reply = (useActionData<typeof action>() ?? null) as FormReply | null;
  return (
    <div className="ct-page access-page">
      <h1>User access</h1>
      <AccessTabs />
      <p>
        Who can use the admin pages, with which admin scopes.
        {page.canChange
          ? " Grant or remove scopes below; each change needs a reason and is kept in the audit log."
          : " You can read this page; changing access needs write:roles."}
      </p>
      {reply ? (
        // A refused form's sentence in the first screen, also without JavaScript.
        <p className="kf-field__error" role="alert" data-testid="access-refusal">
          {reply.message}
        </p>
      ) : null}
      <ProviderNote provider={page.provider} />
      <section className="ct-section" aria-labelledby="people-heading">
        <h2 id="people-heading">People with admin access</h2>
        <AccessPeopleTable people={page.people} canChange={page.canChange} />
      </section>
      {page.canChange ? (
        <section className="ct-section" aria-labelledby="grant-heading">
          <h2 id="grant-heading">Grant access</h2>
          <GrantAccessForm reply={reply} />
        </section>
      ) : null}
      {page.revoke ? <RevokeDialog revoke={page.revoke} reply={reply} /> : null}
      <section className="ct-section" aria-labelledby="changes-heading">
        <h2 id="changes-heading">Recent access changes</h2>
        <AccessChangesTable changes={page.changes} />
      </section>
    </div>
  );
}
