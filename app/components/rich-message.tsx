// A translated sentence with markup inside it (a link, a bold name): the message names the piece
// as a placeholder (`Write to us at {email}.`), so each language puts it where its grammar wants,
// and this puts the element there. Plain: renders the same on the server and in the browser.
import { Fragment, type ReactNode } from "react";
import type { Translate } from "~/components/i18n";

const MARK = "\u0001";

/** `t(id, values)` with each of `parts` rendered where its placeholder is. */
export function richMessage(
  t: Translate,
  id: string,
  parts: Record<string, ReactNode>,
  values: Record<string, string | number> = {},
): ReactNode {
  const marked = Object.fromEntries(
    Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  const text = t(id, { ...values, ...marked });
  return text
    .split(MARK)
    .map((piece, i) =>
      i % 2 === 1 && piece in parts ? <Fragment key={i}>{parts[piece]}</Fragment> : piece,
    );
}
