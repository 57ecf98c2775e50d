// The HTML frame of the provider's pages: server-rendered strings, no JavaScript, one same-origin
// stylesheet (the production CSP is `style-src 'self'`: no inline styles or scripts).
import { createHash } from "node:crypto";
import { STYLESHEET } from "./stylesheet";

export { STYLESHEET };
/** Changes whenever the stylesheet does, so it can be cached for a year. */
export const STYLESHEET_VERSION = createHash("sha256")
  .update(STYLESHEET)
  .digest("hex")
  .slice(0, 12);

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for use in HTML content and in quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Marks a string as already-safe HTML; everything else passed to `html` is escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Interpolation = SafeHtml | string | number | boolean | null | undefined | Interpolation[];

function render(value: Interpolation): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === null || value === undefined || value === false) return "";
  return escapeHtml(value);
}

/** A tagged template that escapes every interpolated value unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? "");
  });
  return new SafeHtml(out);
}

export interface PageContext {
  /** The provider's path prefix, e.g. "/oidc". */
  base: string;
}

export function layout(ctx: PageContext, title: string, body: SafeHtml): string {
  return `<!DOCTYPE html>${html`<html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>${title} · Veld</title>
      <link rel="stylesheet" href="${ctx.base}/static/idp.css?v=${STYLESHEET_VERSION}" />
    </head>
    <body>
      <main class="card">
        <p class="brand">Veld</p>
        <h1>${title}</h1>
        ${body}
      </main>
    </body>
  </html>`}`;
}

export interface FieldOptions {
  name: string;
  label: string;
  type: "email" | "password" | "text" | "hidden";
  value?: string;
  error?: string;
  hint?: string;
  autocomplete?: string;
  required?: boolean;
  minLength?: number;
}

/** A labelled input; its hint and error are tied to it with aria-describedby. */
export function field(o: FieldOptions): SafeHtml {
  if (o.type === "hidden") return html`<input type="hidden" name="${o.name}" value="${o.value}" />`;
  const id = o.name.replace(/[^a-z0-9_-]/gi, "-");
  const described = [o.hint && `${id}-hint`, o.error && `${id}-error`].filter(Boolean).join(" ");
  const attributes = [
    o.autocomplete && html`autocomplete="${o.autocomplete}"`,
    o.required && html`required`,
    o.minLength ? html`minlength="${o.minLength}"` : null,
    described && html`aria-describedby="${described}"`,
    o.error && html`aria-invalid="true"`,
    o.value && o.type !== "password" && html`value="${o.value}"`,
  ].filter((a): a is SafeHtml => a instanceof SafeHtml);
  const attributeList = new SafeHtml(attributes.map((a) => a.value).join(" "));
  return html`<div class="field">
    <label for="${id}">${o.label}</label>
    <input id="${id}" name="${o.name}" type="${o.type}" ${attributeList} />
    ${o.hint && html`<span class="hint" id="${id}-hint">${o.hint}</span>`}
    ${o.error && html`<span class="field-error" id="${id}-error">${o.error}</span>`}
  </div>`;
}

export function message(text: string, kind: "error" | "notice"): SafeHtml {
  return kind === "error"
    ? html`<p class="error" role="alert">${text}</p>`
    : html`<p class="notice" role="status">${text}</p>`;
}
