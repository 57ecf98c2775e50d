// A translated message with elements inside it (issue 33): `{season}` in bold, `{link}` a link,
// where the language puts them. The message is translated with a marker for each element, then
// split at the markers, so each language keeps its own word order.
import { Fragment, type ReactNode } from "react";
import type { Translate } from "~/components/i18n";
import type { TranslationValues } from "~/services/i18n/translations";

const MARK = "\u0001";

export function richMessage(
  t: Translate,
  id: string,
  values: TranslationValues,
  elements: Record<string, ReactNode>,
): ReactNode {
  const names = Object.keys(elements);
  const marked = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  const parts = t(id, { ...values, ...marked }).split(MARK);
  // Odd parts are element indices, even parts text.
  return parts.map((part, i) =>
    i % 2 === 1 ? <Fragment key={i}>{elements[names[Number(part)]!]}</Fragment> : part,
  );
}
