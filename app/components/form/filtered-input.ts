// Inputs that refuse or reshape what is typed (spec §5 'Inputs'): the rule decides the new text,
// this applies it to the uncontrolled input and keeps the caret where the person was typing.
import type { ChangeEvent } from "react";

export type InputFilter = (previous: string, next: string) => string;

export function filterChange(
  event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
  previous: { current: string },
  filter: InputFilter,
) {
  const element = event.target;
  const typed = element.value;
  const kept = filter(previous.current, typed);
  if (kept !== typed) {
    // Keep the caret the same distance from the end: right for reformatting and for refusals.
    const fromEnd = typed.length - (element.selectionEnd ?? typed.length);
    element.value = kept;
    const caret = Math.max(0, kept.length - fromEnd);
    try {
      element.setSelectionRange(caret, caret);
    } catch {
      // type="email" has no selection API; the caret goes to the end.
    }
  }
  previous.current = kept;
}
