// The action side of every kit form (docs/architecture.md 'A request', step 2): read the post
// (multipart when it carries files), validate it with the form's one schema, and either hand back
// the data or answer 422 with an error per field and every value as it was sent, so a form posted
// without JavaScript comes back filled in (spec §5 'Forms in general').
import { data } from "@remix-run/node";
import { validationError, type Validator } from "remix-validated-form";
import {
  isUploadError,
  NOT_A_FORM_MESSAGE,
  UNREADABLE_UPLOAD_MESSAGE,
  UploadError,
} from "~/services/files/upload-error";
import {
  formOfRefusal,
  isMultipartForm,
  parseUploadForm,
  refuseUnstorableText,
  type ParseUploadFormOptions,
} from "~/services/files/upload-form.server";
import { FORM_ERROR_KEY } from "./form-error-key";
import { isRefusal } from "~/services/kit/refusal";
import { parsePostFields, type PostSchema } from "~/services/kit/query";
import type { z } from "zod";
import { INTENT_FIELD, intentOf, lineItemIntentOf } from "./intent";
import { applyLineItemIntent } from "./line-items";

export { FORM_ERROR_KEY };

export interface ValidateFormOptions {
  /** Limits for multipart posts (parseUploadForm). */
  upload?: ParseUploadFormOptions;
  /**
   * The values the form is filled with again after a refusal. Builder forms pass
   * `clearHiddenValues` so hidden fields come back empty (spec §5 'Values of hidden fields are
   * cleared').
   */
  repopulate?: (submitted: Record<string, unknown>) => Record<string, unknown>;
  /** maxLength of each line-item list by name, for the editor's buttons without JavaScript. */
  lineItemLimits?: Record<string, number | undefined>;
  /**
   * The id of the form a refusal goes to: by default the post's intent, which is the id a
   * KitForm with that `intent` draws; one of several forms with one intent passes formKey().
   */
  formId?: string;
}

export interface ValidForm<T> {
  data: T;
  submittedData: Record<string, unknown>;
}

/**
 * The one reader of every form post: FormData from a urlencoded body, or from a multipart one
 * through parseUploadForm (limits while streaming). Throws an UploadError, never a 500, for a body
 * that is not a web form (JSON, text), one that cannot be read, and text PostgreSQL cannot store
 * (NUL, lone surrogates; app/shared/text.ts), naming the field.
 */
export async function readForm(request: Request, upload?: ParseUploadFormOptions) {
  // Multipart: parseUploadForm checks limits and unstorable text itself (the /api/v2 upload
  // routes call it directly).
  if (isMultipartForm(request)) return parseUploadForm(request, upload);
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded"))
    throw new UploadError("not-a-form", NOT_A_FORM_MESSAGE);
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    throw new UploadError("unreadable", UNREADABLE_UPLOAD_MESSAGE, { cause: error });
  }
  refuseUnstorableText(form);
  return form;
}

/**
 * readForm for actions that read a post without a kit form (a button's hidden id, the
 * organisation switcher): the same checks, answered as a 400 or 422 page with the sentence.
 */
export async function readFormOrRefuse(request: Request): Promise<FormData> {
  try {
    return await readForm(request);
  } catch (error) {
    if (isUploadError(error)) throw new Response(error.message, { status: error.status });
    throw error;
  }
}

/**
 * Values that can go back to the browser: files cannot be sent back (nor put back into a file
 * input), and the intent and the forms library's own fields (named `__…`) are not values.
 */
export function repopulatableValues(data: Record<string, unknown>): Record<string, unknown> {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip).filter((kept) => kept !== undefined);
    if (value && typeof value === "object") {
      if (typeof (value as Blob).arrayBuffer === "function") return undefined;
      return Object.fromEntries(
        Object.entries(value).flatMap(([key, inner]) => {
          const kept = strip(inner);
          return kept === undefined ? [] : [[key, kept]];
        }),
      );
    }
    return value;
  };
  const values = Object.fromEntries(
    Object.entries(data).filter(([key]) => key !== INTENT_FIELD && !key.startsWith("__")),
  );
  return strip(values) as Record<string, unknown>;
}

/** A refused upload (too many files, unreadable body) as a 422 beside its field. */
export function uploadErrorResponse(error: UploadError, formId?: string) {
  // parseUploadForm names the part: 'leaflet.files' is the field 'leaflet' (file-upload.tsx).
  const field = error.field?.replace(/\.files$/, "") ?? FORM_ERROR_KEY;
  return validationError({ fieldErrors: { [field]: error.message }, formId }, {}, { status: 422 });
}

/** A post as read: its form (what was read of it, when files were refused) and the refusal. */
export interface ReadPost {
  form: FormData;
  /** Files refused for their count or size; the rest of the form was read. */
  refused?: UploadError;
}

/** A post of a page with several forms: its own fields (intent, ids) read through a schema. */
export interface Post<Fields> extends ReadPost {
  fields: Fields;
}

/**
 * readForm, keeping the rest of a form whose files were refused for their count or size, so it
 * comes back with every typed value and the refusal beside the file field (decision 0088). A
 * body that cannot be read at all is the 422 of the whole form.
 */
async function readPostBody(
  request: Request,
  upload?: ParseUploadFormOptions,
): Promise<ReadPost | Response> {
  try {
    return { form: await readForm(request, upload) };
  } catch (error) {
    if (!isUploadError(error)) throw error;
    const rest = formOfRefusal(error);
    if (!rest) return uploadErrorResponse(error);
    return { form: rest, refused: error };
  }
}

/**
 * Reads the post of a page with several forms (decision 0128): the body (multipart with the
 * limits of the page's largest form), then its own fields through the page's post schema, so the
 * action knows the form by its intent and the record by its id. A field that breaks its rule is a
 * 400 naming it. Returns a Response to return as it is when the body could not be read.
 *
 *     const post = await readPost(request, creditsPost);
 *     if (post instanceof Response) return post;
 *     switch (post.fields.intent) { case "record": … validatePost(post, validator) … }
 */
export async function readPost<Shape extends z.ZodRawShape>(
  request: Request,
  schema: PostSchema<Shape>,
  upload?: ParseUploadFormOptions,
): Promise<Post<z.infer<PostSchema<Shape>>> | Response> {
  const read = await readPostBody(request, upload);
  if (read instanceof Response) return read;
  const fields = parsePostFields(read.form, schema);
  if (typeof fields === "string") throw new Response(fields, { status: 400 });
  return { ...read, fields };
}

/**
 * Validates a post. Returns the data, or a Response to return from the action as it is:
 * - 422 with field errors and the submitted values (remix-validated-form's validationError);
 * - 200 with the form changed, when an add-line-item editor's button was pressed without
 *   JavaScript (intent 'add-line-item:herds', 'remove-line-item:herds:2'…; decision 0010).
 *
 *     const result = await validateForm(request, validator);
 *     if (result instanceof Response) return result;
 */
export async function validateForm<T>(
  request: Request,
  validator: Validator<T>,
  options: ValidateFormOptions = {},
): Promise<ValidForm<T> | Response> {
  const read = await readPostBody(request, options.upload);
  if (read instanceof Response) return read;
  return validatePost(read, validator, options);
}

/** validateForm for a post already read (readPost): the form its intent named. */
export async function validatePost<T>(
  post: ReadPost,
  validator: Validator<T>,
  options: ValidateFormOptions = {},
): Promise<ValidForm<T> | Response> {
  const repopulate = (data: Record<string, unknown>) =>
    repopulatableValues(options.repopulate ? options.repopulate(data) : data);
  const formId = options.formId ?? intentOf(post.form) ?? undefined;
  const result = await validator.validate(post.form);
  if (post.refused) {
    // Only the refusal is reported: the other fields are checked when the form comes back.
    const field = post.refused.field?.replace(/\.files$/, "") ?? FORM_ERROR_KEY;
    return validationError(
      { fieldErrors: { [field]: post.refused.message }, formId },
      repopulate(result.submittedData),
      { status: 422 },
    );
  }
  const lineItem = lineItemIntentOf(post.form);
  if (lineItem) {
    const changed = applyLineItemIntent(
      repopulate(result.submittedData),
      lineItem,
      options.lineItemLimits?.[lineItem.list],
    );
    return validationError({ fieldErrors: {}, formId }, changed, { status: 200 });
  }
  if (result.error) {
    return validationError(
      { fieldErrors: result.error.fieldErrors, formId },
      repopulate(result.submittedData),
    );
  }
  return { data: result.data, submittedData: result.submittedData };
}

// ---- The one page mapper of a Refusal ----
// The one page mapper: a Refusal (services/kit/refusal.ts) as a page's refused form, the pages'
// side of apiRefusal (services/api/envelope.ts). The message goes beside the field it names (or
// each of its fieldErrors beside its field), with every value as posted kept; one without a
// field is a page error with its status. Anything that is not a Refusal is thrown on. A refusal
// that belongs to no form is the page's error: pageRefused.
export interface FormRefusalOptions {
  /** The status of a refused form: by default 422, or the refusal's own 409 or 429. */
  status?: number;
  /**
   * A refusal without a field goes on the form at its own level (FORM_ERROR_KEY) instead of
   * being the page's error; 400 and 404 stay the page's error either way.
   */
  formLevel?: boolean;
}

export function formRefusal(
  error: unknown,
  formId: string,
  submitted: Record<string, unknown>,
  options: FormRefusalOptions = {},
) {
  if (!isRefusal(error)) throw error;
  const pageError = options.formLevel && (error.status === 400 || error.status === 404);
  const fieldErrors =
    error.fieldErrors ??
    (error.field || options.formLevel
      ? { [error.field ?? FORM_ERROR_KEY]: error.message }
      : undefined);
  if (!fieldErrors || pageError) throw new Response(error.message, { status: error.status });
  return validationError({ fieldErrors, formId }, repopulatableValues(submitted), {
    status: options.status ?? (error.status === 409 || error.status === 429 ? error.status : 422),
  });
}

/**
 * A refusal that belongs to no form (a button's action, a guard): the page's error, with its
 * status and sentence, shown by the route's error boundary. Anything else is thrown on.
 */
export function pageRefused(error: unknown): never {
  if (isRefusal(error)) throw new Response(error.message, { status: error.status });
  throw error;
}

// ---- The one action result ----

/** What a refused post says, in the one action result (decision 0128). */
export interface FormRefusalParts {
  /** A sentence about the form as a whole (its error summary shows it). */
  formError?: string;
  /** A sentence beside each field at fault, by the field's name. */
  fieldErrors?: Record<string, string>;
  /** Every value as posted, to fill the form in again. */
  values?: Record<string, unknown>;
  /** A list of problems the form-level sentence introduces (a CSV file's rows, a season's gaps). */
  problems?: readonly string[];
}

/** The body of the one action result (refuseForm's), for an answer that also carries a toast. */
export function refusedFormBody(intent: string | undefined, parts: FormRefusalParts) {
  const fieldErrors = {
    ...parts.fieldErrors,
    ...(parts.formError ? { [FORM_ERROR_KEY]: parts.formError } : {}),
  };
  return {
    fieldErrors,
    formId: intent,
    repopulateFields: repopulatableValues(parts.values ?? {}),
    ...(parts.problems && parts.problems.length > 0 ? { problems: [...parts.problems] } : {}),
  };
}

/**
 * The one action result of a refused post, for every form (decision 0128): the forms library's
 * shape, so a kit form shows it beside its fields, and a plain form reads it with
 * useActionResult(intent): `{ formId: <intent>, fieldErrors: { <field>…, _form? },
 * repopulateFields, problems? }`. 422 unless the refusal has its own status (409, 429).
 */
export function refuseForm(intent: string | undefined, parts: FormRefusalParts, status = 422) {
  return data(refusedFormBody(intent, parts), { status });
}
