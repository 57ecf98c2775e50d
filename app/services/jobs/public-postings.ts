// Pure helpers for the public jobs pages (spec §2 '/jobs'): URLs and the list's short description.

/** spec §3 'leaflet: a PDF file, displayed from a pdf/ path': /pdf/<fileId>.pdf. */
export function leafletHref(fileId: string) {
  return `/pdf/${fileId}.pdf`;
}

/** The file id in a /pdf/<fileId>.pdf path segment, or null. */
export function leafletIdFrom(segment: string | undefined): string | null {
  const match = /^([0-9a-f-]{36})\.pdf$/i.exec(segment ?? "");
  return match ? match[1]!.toLowerCase() : null;
}

/** The posting's page, with its application form. */
export function postingHref(id: string) {
  return `/jobs/${id}`;
}

/**
 * After a successful application (post, redirect, get): the posting's page thanks the applicant.
 * The fragment is explicit, else the browser keeps the form action's #apply.
 */
export function appliedHref(id: string) {
  return `/jobs/${id}?applied=1#applied`;
}

export const EXCERPT_LENGTH = 320;

/**
 * The list shows each description's first paragraph, cut at a word near `max` characters with an
 * ellipsis, so the page stays small however long the descriptions are (issue 7's budget).
 */
export function descriptionExcerpt(description: string, max = EXCERPT_LENGTH) {
  const first =
    description
      .replace(/\r\n/g, "\n")
      .trim()
      .split(/\n\s*\n/)[0] ?? "";
  const text = first.replace(/\s+/g, " ").replace(/^- /, "").trim();
  const isWhole = text.length <= max && first.length === description.trim().length;
  if (text.length <= max) return { text, truncated: !isWhole };
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return {
    text: `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`,
    truncated: true,
  };
}

/** Postings per page of /jobs: keeps the page within issue 7's budget however many are open. */
export const POSTINGS_PER_PAGE = 20;

/**
 * The page of /jobs that `?page=` asks for (1-based in the URL, as people read it; read through
 * publicJobsQuery), clamped to the pages there are.
 */
export function jobsPage(asked: number, total: number, size = POSTINGS_PER_PAGE) {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(asked, 1), pageCount);
  return { page, pageCount, limit: size, offset: (page - 1) * size };
}

export function jobsPageHref(page: number) {
  return page <= 1 ? "/jobs" : `/jobs?page=${page}`;
}
