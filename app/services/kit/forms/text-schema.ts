// The two kinds of free text (issue 28), as the one zod type each that every form and every
// /api/v2 body uses: single-line text (names, titles, subjects, labels; every `text` field of a
// field list) and multi-line text (text areas, notes, bodies). The rule is app/shared/text.ts's;
// written as `.regex`, so the OpenAPI document states it as the string's `pattern` and a client
// can check before it sends.
import { z } from "zod";
import { MULTI_LINE_PATTERN, SINGLE_LINE_PATTERN } from "~/shared/text";
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from "./messages";

type StringParams = Parameters<typeof z.string>[0];

/** A string on one line: no control characters, line separators or bidirectional overrides. */
export function singleLineText(params?: StringParams) {
  return z.string(params).regex(SINGLE_LINE_PATTERN, SINGLE_LINE_TEXT);
}

/** A string that may hold line breaks and tabs, but no other control character. */
export function multiLineText(params?: StringParams) {
  return z.string(params).regex(MULTI_LINE_PATTERN, MULTI_LINE_TEXT);
}
