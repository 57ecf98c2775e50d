// /admin/userAccess/apiClients (issue 19 'Machine-to-machine clients'; decision 0112): the
// integrations' API clients beside the people with access. read:admin reads; write:roles
// registers a client (a name, a reason, scopes the admin holds), rotates its secret
// (?dialog=rotate&client=) or revokes it (?dialog=revoke&client=), each audited. A new secret is
// shown once, on the answer to the post.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  AccessTabs,
  ApiClientChangesTable,
  ApiClientsTable,
  ClientChangeDialog,
  ExternalProviderNote,
  IssuedSecretPanel,
  RegisterClientForm,
  TokenHowTo,
  type ApiClientReplyData,
} from "~/components/access/api-client-parts";
import { requirePermission } from "~/services/auth/guards.server";
import accessStyles from "~/styles/access.css?url";
import contractingStyles from "~/styles/contracting.css?url";
import { accessActor, apiClientsPage, handleApiClientsPost } from "./data.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: accessStyles },
];

export const meta: MetaFunction = () => [{ title: "API clients · User access · Admin · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  return apiClientsPage(request, viewer);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:roles");
  return handleApiClientsPost(request, accessActor(viewer, context.requestId), viewer);
}

export default function ApiClients() {
  const page = useLoaderData<typeof loader>();
  const reply = (useActionData<typeof action>() ?? null) as ApiClientReplyData | null;
  return (
    <div className="ct-page access-page">
      <h1>User access</h1>
      <AccessTabs />
      <p>
        API clients let an integration call Veld&apos;s admin API without a person signing in: each
        gets a client id, a secret and the admin scopes chosen when it is registered.
        {page.canChange
          ? " Every registration, rotation and revocation needs a reason and is kept in the audit log."
          : page.registersHere
            ? " You can read this page; changing API clients needs write:roles."
            : ""}
      </p>
      {page.registersHere ? <TokenHowTo endpoint={page.endpoint} /> : <ExternalProviderNote />}
      {reply && !reply.issued ? (
        // A refused form's sentence in the first screen, also without JavaScript.
        <p className="kf-field__error" role="alert" data-testid="api-client-refusal">
          {reply.message}
        </p>
      ) : null}
      {reply?.issued ? <IssuedSecretPanel issued={reply.issued} message={reply.message} /> : null}
      <section className="ct-section" aria-labelledby="clients-heading">
        <h2 id="clients-heading">API clients</h2>
        <ApiClientsTable clients={page.clients} canChange={page.canChange} />
      </section>
      {page.canChange ? (
        <section className="ct-section" aria-labelledby="register-heading">
          <h2 id="register-heading">Register an API client</h2>
          <RegisterClientForm reply={reply} heldScopes={page.heldScopes} />
        </section>
      ) : null}
      {page.dialog && !reply?.issued ? (
        <ClientChangeDialog dialog={page.dialog} reply={reply} />
      ) : null}
      <section className="ct-section" aria-labelledby="changes-heading">
        <h2 id="changes-heading">Recent API client changes</h2>
        <ApiClientChangesTable changes={page.changes} />
      </section>
    </div>
  );
}
