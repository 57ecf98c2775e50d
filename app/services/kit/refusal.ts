// The one refusal every domain operation throws for anything the caller can fix: a status, a
// sentence a person reads, and where it belongs (one form field, several, or a stable code an API
// client or a test can tell refusals apart by). Routes turn it into an answer through one mapper
// per kind: apiRefusal / apiRefused (services/api/envelope.ts) for the API, formRefusal
// (services/kit/forms/validate-form.server.ts) for pages. Pure: no framework imports.

/** The statuses a refusal may carry: the caller's request, not the server, is at fault. */
export type RefusalStatus = 400 | 403 | 404 | 409 | 413 | 422 | 429;

export interface RefusalDetail {
  /** The form field the message belongs beside. */
  field?: string;
  /** One message per field, when several are at fault. */
  fieldErrors?: Record<string, string>;
  /** A stable machine string ('too-intricate') for when a caller must tell refusals apart. */
  code?: string;
  cause?: unknown;
}

export class Refusal extends Error {
  override name = "Refusal";
  readonly field: string | undefined;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly code: string | undefined;

  constructor(
    readonly status: RefusalStatus,
    message: string,
    detail: RefusalDetail = {},
  ) {
    super(message, detail.cause === undefined ? undefined : { cause: detail.cause });
    this.field = detail.field;
    this.fieldErrors = detail.fieldErrors;
    this.code = detail.code;
  }
}

export function isRefusal(error: unknown): error is Refusal {
  return error instanceof Refusal;
}
