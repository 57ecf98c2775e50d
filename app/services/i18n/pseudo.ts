// The pseudo-locale (decision 0158): each English message with its letters accented and about 40%
// added, inside ⟦ ⟧, so a string left in the code (unaccented), a cut-off one (no ⟧) and a
// layout that cannot take a longer language all show on the 360 px sweep. Placeholders, plurals
// and selects keep working: Lingui's compiler hands only literal text to `accent`.
import { compileMessage, type CompiledMessage } from "@lingui/message-utils/compileMessage";

const PLAIN = "abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ";
const ACCENTS = "àƀçđéğĥîķłñöŕşţûýžÀƁÇĐÉĞĤÎĶŁÑÖŔŞŢÛÝŽ";
const ACCENTED = new Map([...PLAIN].map((letter, index) => [letter, [...ACCENTS][index]!]));
const PADDING = "ļöñğ ŵöŕđş ";

/** `text` with its letters accented: 'Sign in' → 'Şîğñ îñ'. */
export function accent(text: string): string {
  return [...text].map((character) => ACCENTED.get(character) ?? character).join("");
}

/** The English ICU `message`, compiled as the pseudo-locale shows it. */
export function pseudoLocalise(message: string): CompiledMessage {
  let literal = 0;
  const body = compileMessage(message, (text) => {
    literal += text.length;
    return accent(text);
  });
  const extra = Math.ceil(literal * 0.4);
  const padding = PADDING.repeat(Math.ceil(extra / PADDING.length) + 1).slice(0, extra);
  return ["⟦", ...body, `${padding ? ` ${padding.trimEnd()}` : ""}⟧`];
}
