// The OpenAPI document as the page /docs/api shows it (decision 0111): paths grouped by their
// first segment, each method with its parameters, body and answers, schemas as indented JSON.
// Pure, so the page renders on the server from the document alone, with no script (no Swagger
// UI: the CSP allows no third-party script, and the page works without JavaScript).

export interface ParameterView {
  name: string;
  in: string;
  required: boolean;
  schema: string;
}

export interface ResponseView {
  status: string;
  description: string;
  /** Indented JSON Schema, or null when the answer has no body. */
  schema: string | null;
}

export interface OperationView {
  method: string;
  /** The fragment id of the operation on the page. */
  anchor: string;
  summary: string | null;
  description: string | null;
  described: boolean;
  /** 'public', 'bearer', or 'bearer: read:admin, …'. */
  security: string;
  parameters: ParameterView[];
  body: string | null;
  responses: ResponseView[];
}

export interface PathView {
  path: string;
  operations: OperationView[];
}

export interface ApiDocumentView {
  title: string;
  version: string;
  description: string;
  server: string;
  groups: { tag: string; paths: PathView[] }[];
  /** `ApiSuccess`, `ApiError`: the envelope, shown once. */
  components: { name: string; schema: string }[];
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
  operationId?: string;
  "x-veld-described"?: boolean;
}

interface DocumentLike {
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths?: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown> };
}

const indented = (schema: unknown) => JSON.stringify(schema, null, 2);

function securityOf(operation: Operation): string {
  const requirement = operation.security?.[0];
  if (!requirement) return "public";
  const scopes = Object.values(requirement).flat();
  return scopes.length ? `bearer: ${scopes.join(", ")}` : "bearer";
}

function operationView(method: string, operation: Operation): OperationView {
  const json = (content?: Record<string, { schema?: unknown }>) =>
    content?.["application/json"]?.schema === undefined
      ? null
      : indented(content["application/json"].schema);
  return {
    method: method.toUpperCase(),
    anchor: operation.operationId ?? method,
    summary: operation.summary ?? null,
    description: operation.description ?? null,
    described: operation["x-veld-described"] !== false,
    security: securityOf(operation),
    parameters: (operation.parameters ?? []).map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required ?? false,
      schema: indented(parameter.schema ?? {}),
    })),
    body: json(operation.requestBody?.content),
    responses: Object.entries(operation.responses ?? {}).map(([status, response]) => ({
      status,
      description: response.description ?? "",
      schema: json(response.content),
    })),
  };
}

export function apiDocumentView(document: DocumentLike): ApiDocumentView {
  const groups = new Map<string, PathView[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const operations = Object.entries(item as Record<string, Operation>).map(([method, op]) =>
      operationView(method, op),
    );
    const tag = path.split("/")[1] ?? "";
    groups.set(tag, [...(groups.get(tag) ?? []), { path, operations }]);
  }
  return {
    title: document.info.title,
    version: document.info.version,
    description: document.info.description ?? "",
    server: document.servers?.[0]?.url ?? "",
    groups: [...groups].map(([tag, paths]) => ({ tag, paths })),
    components: Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => ({
      name,
      schema: indented(schema),
    })),
  };
}
