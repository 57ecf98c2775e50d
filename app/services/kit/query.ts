// Every query string is read through one zod schema (issue 28, decision 0124): the parameters a
// loader or an /api/v2 route reads are the keys of a schema made by `querySchema`, and each
// value goes through the same text rules as a form (app/shared/text.ts): no NUL, no lone
// surrogate, no control character in a one-line value, a length limit, whole numbers in range.
// A value that breaks a rule is a 400 naming the parameter, never a 500 from the database.
//
// Every schema made here is registered by its parameter names, so the bad-input suite
// (tests/support/bad-input-suite.ts) sends hostile values for every name any loader reads:
// a parameter added tomorrow is attacked the day it exists.
import { z } from "zod";
import { SINGLE_LINE_PATTERN, unstorableTextReason } from "~/shared/text";
import { DIALOG_PARAM } from "./dialog-param";

const QUERY = Symbol.for("veld.querySchema");
const POST = Symbol.for("veld.postSchema");

/** A zod object made by `querySchema`: the only kind `readQuery` and `parseQuery` accept. */
export type QuerySchema<Shape extends z.ZodRawShape = z.ZodRawShape> = z.ZodObject<Shape> & {
  readonly [QUERY]: true;
};

const registered = new Set<string>();
const registeredPostFields = new Set<string>();

/** Every query parameter name a schema has declared so far (the bad-input suite reads it). */
export function queryParameterNames(): string[] {
  return [...registered].sort();
}

const readers = new Set<(names: string[]) => void>();

/**
 * Calls `reader` with the parameter names of every schema a query is read through until the
 * returned function is called: the bad-input suite learns which names each loader really reads.
 */
export function watchQueryReads(reader: (names: string[]) => void): () => void {
  readers.add(reader);
  return () => readers.delete(reader);
}

/**
 * The schema of one loader's or route's query string. Parameters not named are ignored; a name
 * whose field is a list (`q.ids`) reads every value (repeated or comma-separated), the others the
 * first. A parameter sent blank counts as left out.
 */
export function querySchema<Shape extends z.ZodRawShape>(shape: Shape): QuerySchema<Shape> {
  for (const name of Object.keys(shape)) registered.add(name);
  return Object.assign(z.object(shape), { [QUERY]: true as const });
}

/** Whether the field reads every value of its name (an array once the wrappers are peeled). */
function readsAll(field: z.ZodTypeAny): boolean {
  let inner: z.ZodTypeAny = field;
  for (;;) {
    if (inner instanceof z.ZodArray) return true;
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap();
    else if (inner instanceof z.ZodDefault) inner = inner._def.innerType;
    else if (inner instanceof z.ZodCatch) inner = inner._def.innerType;
    else if (inner instanceof z.ZodEffects) inner = inner.innerType();
    else if (inner instanceof z.ZodPipeline) inner = inner._def.in;
    else if (inner instanceof z.ZodBranded) inner = inner.unwrap();
    else return false;
  }
}

/** The plain object the schema parses: the first value of each name, or every value of a list. */
function inputOf(
  search: URLSearchParams,
  schema: { shape: z.ZodRawShape },
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    if (readsAll(field)) {
      const all = search.getAll(name).flatMap((value) => value.split(","));
      const values = all.map((value) => value.trim()).filter((value) => value !== "");
      if (values.length > 0) input[name] = values;
    } else {
      // Sent blank is left out: a GET form's "All" option or an empty number box sends `name=`.
      const value = search.get(name);
      if (value !== null && value.trim() !== "") input[name] = value;
    }
  }
  return input;
}

/** The query string's values, or a sentence naming the first parameter at fault. */
export function parseQuery<Shape extends z.ZodRawShape>(
  search: URLSearchParams,
  schema: QuerySchema<Shape>,
): z.infer<QuerySchema<Shape>> | string {
  for (const reader of readers) reader(Object.keys(schema.shape));
  const result = schema.safeParse(inputOf(search, schema));
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? "query");
  return `The address's '${name}' parameter ${issue.message}`;
}

// ---- A post's own fields: which form it came from (`intent`) and the record it acts on ----
//
// The one action contract (decision 0128): every post names its form in an `intent` field of its
// body, and the ids of the records it changes are fields of the body too, never of the address.
// A page with several forms reads them through a `postSchema` (the same parameter kinds as a
// query, so a NUL or a malformed id is a 400 naming the field) before it validates the form the
// intent names. Every name is registered: the bad-input suite posts hostile values for each.

/** A zod object made by `postSchema`: the only kind `parsePostFields` accepts. */
export type PostSchema<Shape extends z.ZodRawShape = z.ZodRawShape> = z.ZodObject<Shape> & {
  readonly [POST]: true;
};

/** The schema of the fields a page's action reads before it knows the form (intent, ids). */
export function postSchema<Shape extends z.ZodRawShape>(shape: Shape): PostSchema<Shape> {
  for (const name of Object.keys(shape)) registeredPostFields.add(name);
  return Object.assign(z.object(shape), { [POST]: true as const });
}

/** Every field name a post schema has declared so far (the bad-input suite reads it). */
export function postFieldNames(): string[] {
  return [...registeredPostFields].sort();
}

/**
 * The post's own fields, or a sentence naming the first field at fault. Text values only: a
 * file under one of these names is as good as left out.
 */
export function parsePostFields<Shape extends z.ZodRawShape>(
  form: FormData,
  schema: PostSchema<Shape>,
): z.infer<PostSchema<Shape>> | string {
  const search = new URLSearchParams();
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && name in schema.shape) search.append(name, value);
  }
  const result = schema.safeParse(inputOf(search, schema));
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? "form");
  return `The form's '${name}' field ${issue.message}`;
}

/**
 * A loader's query string read through its schema; a value that breaks a rule is a 400 whose
 * body says which parameter and why (the error page shows it).
 */
export function readQuery<Shape extends z.ZodRawShape>(
  request: Request | URL,
  schema: QuerySchema<Shape>,
): z.infer<QuerySchema<Shape>> {
  const url = request instanceof URL ? request : new URL(request.url);
  const result = parseQuery(url.searchParams, schema);
  if (typeof result === "string") throw new Response(result, { status: 400 });
  return result;
}

// ---- The parameter kinds ----
//
// Each is optional (a parameter left out is undefined, or the default given) and its messages
// finish the sentence "The address's 'name' parameter …".

const DEFAULT_TEXT_LIMIT = 200;

/** One line of text (a search, a name filter): trimmed, blank is left out. */
function text(options: { max?: number } = {}) {
  const max = options.max ?? DEFAULT_TEXT_LIMIT;
  return z
    .string()
    .superRefine((value, ctx) => {
      if (unstorableTextReason(value) !== null || !SINGLE_LINE_PATTERN.test(value)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: "cannot hold control characters, line breaks or broken characters.",
        });
      } else if (value.length > max) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: `is too long: at most ${max} characters.`,
        });
      }
    })
    .transform((value) => {
      const trimmed = value.trim();
      return trimmed === "" ? undefined : trimmed;
    })
    .optional();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of a record (a UUID); blank is left out. */
function id() {
  return z
    .string()
    .transform((value) => value.trim())
    .refine((value) => value === "" || UUID.test(value), "must be an id (a UUID).")
    .transform((value) => (value === "" ? undefined : value.toLowerCase()))
    .optional();
}

/** Several ids, repeated (`?id=a&id=b`) or comma-separated. */
function ids(options: { max?: number } = {}) {
  const max = options.max ?? 500;
  return z
    .array(z.string().regex(UUID, "must list ids (UUIDs)."))
    .max(max, `lists too many ids: at most ${max}.`)
    .transform((values) => [...new Set(values.map((value) => value.toLowerCase()))])
    .optional();
}

function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}.`;
  return z
    .string()
    .trim()
    .regex(/^-?\d{1,16}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
}

/** A whole number from `min` to `max`; left out, `fallback` (or undefined without one). */
function int(options: {
  min: number;
  max: number;
  fallback: number;
}): z.ZodDefault<ReturnType<typeof wholeNumber>>;
function int(options: { min: number; max: number }): z.ZodOptional<ReturnType<typeof wholeNumber>>;
function int(options: { min: number; max: number; fallback?: number }) {
  const field = wholeNumber(options.min, options.max);
  return options.fallback === undefined
    ? field.optional()
    : field.default(String(options.fallback));
}

type Choice<Values extends readonly [string, ...string[]]> = z.ZodEnum<
  [Values[number], ...Values[number][]]
>;

function enumOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values as unknown as [Values[number], ...Values[number][]], {
    errorMap: () => ({ message: `must be one of: ${values.join(", ")}.` }),
  });
}

/**
 * One of `values`. With a fallback (a tab, a sort order) anything else, or nothing, is the
 * fallback: an old or edited link still opens the page. Without one, anything else is refused.
 */
function choice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  fallback: Values[number],
): z.ZodCatch<z.ZodDefault<Choice<Values>>>;
function choice<const Values extends readonly [string, ...string[]]>(
  values: Values,
): z.ZodOptional<Choice<Values>>;
function choice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  fallback?: Values[number],
) {
  const field = enumOf(values);
  return fallback === undefined ? field.optional() : field.default(fallback).catch(fallback);
}

/** A yes-or-no switch: "1", "true", "on" or "yes" is yes; anything else, or nothing, no. */
function flag() {
  return z
    .string()
    .optional()
    .transform((value) => ["1", "true", "on", "yes"].includes((value ?? "").toLowerCase()));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date written YYYY-MM-DD (what `<input type="date">` sends); blank is left out. */
function date() {
  return z
    .string()
    .transform((value) => value.trim())
    .refine((value) => {
      if (value === "") return true;
      if (!ISO_DATE.test(value)) return false;
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
    }, "must be a date written YYYY-MM-DD.")
    .transform((value) => (value === "" ? undefined : value))
    .optional();
}

/** The parameter kinds of a query schema. */
export const q = { text, id, ids, int, choice, flag, date };

/**
 * The fields of a form sent with GET (the earnings checker), for that form's own zod schema to
 * validate with the forms' text rules: the one reader that hands over the raw query, because a
 * GET form tells "sent blank" from "not sent", which a query schema does not.
 */
export function readGetForm(request: Request | URL): URLSearchParams {
  const url = request instanceof URL ? request : new URL(request.url);
  return new URLSearchParams(url.search);
}

/**
 * The modal stack (`?dialog=a&dialog=b`, app/services/kit/url-state.ts), declared here so the
 * bad-input suite attacks it with every other name. The browser's links read it as plain text
 * (no zod in the scripts every page loads); the names are only compared, never stored.
 */
querySchema({ [DIALOG_PARAM]: z.array(z.string()).optional() });
