// /docs/api (issue 19, decision 0111): the OpenAPI document of /api/v2 as a page, rendered on the
// server from the document /api/v2/openapi.json serves. Plain HTML with no script at all
// (NO_HYDRATION): the CSP allows no third-party script, and a reader needs none. Public, as the
// document is. HEAD and OPTIONS, the same on every path, are left to the note at the top.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { apiDocument } from "~/api-document.server";
import { NO_HYDRATION } from "~/components/hydration";
import { apiDocumentView, type OperationView } from "~/services/api/openapi-view";

export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [
  { title: "API reference · Veld" },
  {
    name: "description",
    content: "The calls of Veld's JSON API, /api/v2, from its OpenAPI document.",
  },
];

// Public: the contract is no secret (decision 0111).
export async function loader() {
  const view = apiDocumentView(await apiDocument());
  // HEAD and OPTIONS answer the same way everywhere: said once, not listed per path.
  return {
    ...view,
    groups: view.groups.map((group) => ({
      ...group,
      paths: group.paths.map((path) => ({
        ...path,
        operations: path.operations.filter((op) => op.method !== "HEAD" && op.method !== "OPTIONS"),
      })),
    })),
  };
}

function Operation({ path, operation }: { path: string; operation: OperationView }) {
  return (
    <section
      className="api-operation"
      id={operation.anchor}
      aria-labelledby={`${operation.anchor}-title`}
    >
      <h4 id={`${operation.anchor}-title`}>
        <code>
          {operation.method} {path}
        </code>
        {operation.summary ? ` · ${operation.summary}` : null}
      </h4>
      {operation.described ? null : (
        <p>
          <strong>Not described yet.</strong> The call is served; its body and answer are the
          envelope, and its route module says what they hold.
        </p>
      )}
      {operation.description ? <p>{operation.description}</p> : null}
      <p>Authorisation: {operation.security}</p>
      {operation.parameters.length > 0 ? (
        <table>
          <caption>Parameters</caption>
          <thead>
            <tr>
              <th scope="col">name</th>
              <th scope="col">in</th>
              <th scope="col">required</th>
              <th scope="col">schema</th>
            </tr>
          </thead>
          <tbody>
            {operation.parameters.map((parameter) => (
              <tr key={`${parameter.in}-${parameter.name}`}>
                <td>
                  <code>{parameter.name}</code>
                </td>
                <td>{parameter.in}</td>
                <td>{parameter.required ? "yes" : "no"}</td>
                <td>
                  <pre>{parameter.schema}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {operation.body ? (
        <details>
          <summary>Request body (application/json)</summary>
          <pre>{operation.body}</pre>
        </details>
      ) : null}
      <dl>
        {operation.responses.map((response) => (
          <div key={response.status}>
            <dt>{response.status}</dt>
            <dd>
              {response.description}
              {response.schema ? (
                <details>
                  <summary>Schema</summary>
                  <pre>{response.schema}</pre>
                </details>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function ApiReference() {
  const view = useLoaderData<typeof loader>();
  return (
    <article className="api-reference" aria-labelledby="page-title">
      <h1 id="page-title">
        {view.title} {view.version}
      </h1>
      <p className="page-lead">{view.description}</p>
      <p>
        Paths are relative to <code>{view.server}</code>. The document itself:{" "}
        <a href="/api/v2/openapi.json">/api/v2/openapi.json</a> (OpenAPI 3.1). Every path also
        answers <code>OPTIONS</code> (204, with the methods in <code>Allow</code>) and, where it
        serves <code>GET</code>, <code>HEAD</code> (GET&rsquo;s status and headers, no body).
      </p>
      <nav aria-label="Groups of calls">
        <ul>
          {view.groups.map((group) => (
            <li key={group.tag}>
              <a href={`#group-${group.tag}`}>{group.tag}</a>
            </li>
          ))}
        </ul>
      </nav>
      {view.groups.map((group) => (
        <section
          key={group.tag}
          id={`group-${group.tag}`}
          aria-labelledby={`group-${group.tag}-title`}
        >
          <h2 id={`group-${group.tag}-title`}>{group.tag}</h2>
          {group.paths.map((path) => (
            <section key={path.path} aria-label={path.path}>
              <h3>
                <code>{path.path}</code>
              </h3>
              {path.operations.map((operation) => (
                <Operation key={operation.method} path={path.path} operation={operation} />
              ))}
            </section>
          ))}
        </section>
      ))}
      <section aria-labelledby="envelope-title">
        <h2 id="envelope-title">The envelope</h2>
        {view.components.map((component) => (
          <details key={component.name}>
            <summary>{component.name}</summary>
            <pre>{component.schema}</pre>
          </details>
        ))}
      </section>
    </article>
  );
}
