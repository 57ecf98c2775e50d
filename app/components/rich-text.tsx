// A translated sentence with elements inside it (a name in bold, a link): the message keeps the
// whole sentence, so a translator can put `{organisation}` where their language wants it, and
// the slots are filled with the elements. `rich(t, "home.workingIn", { organisation: <strong/> })`.
import { Fragment, type ReactNode } from "react";
import type { Translate } from "./i18n";

const MARK = "\u0001";
const SLOT = new RegExp(`${MARK}(\\w+)${MARK}`);

export function rich(
  t: Translate,
  id: string,
  slots: Record<string, ReactNode>,
  values: Record<string, string | number> = {},
): ReactNode[] {
  const marked = Object.fromEntries(
    Object.keys(slots).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  return t(id, { ...values, ...marked })
    .split(SLOT)
    .map((part, index) =>
      index % 2 === 1 ? <Fragment key={index}>{slots[part]}</Fragment> : part,
    );
}
