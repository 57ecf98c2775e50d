// The form's submit button (spec §5 'Submit is disabled until all required visible fields are
// filled and valid'). Once JavaScript runs it checks the whole form with the form's schema
// whenever a value changes, quietly (no errors shown before the person gets there), and is
// disabled while the check fails. Without JavaScript it is never disabled.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { SpinnerButton } from "~/components/spinner-button";
import { useHydrated } from "~/components/use-hydrated";
import { SUBMIT_HINT } from "~/services/kit/forms/messages";
import { isSubmitDisabled } from "~/services/kit/forms/submit-rules";
import { useKitForm } from "./kit-form";

export interface SubmitButtonProps {
  children?: ReactNode;
  className?: string;
  /** Shown under a disabled button, so it is clear why. */
  hint?: string;
}

export function SubmitButton({
  children = "Submit",
  className,
  hint = SUBMIT_HINT,
}: SubmitButtonProps) {
  const hydrated = useHydrated();
  const { validator } = useKitForm();
  const [valid, setValid] = useState<boolean | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const hintId = useId();

  useEffect(() => {
    const form = box.current?.closest("form");
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest = 0;
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const run = ++latest;
        const result = await validator.validate(new FormData(form));
        if (run === latest) setValid(!result.error);
      }, 120);
    };
    check();
    form.addEventListener("input", check);
    form.addEventListener("change", check);
    // Fields shown, hidden, added or removed change what the form holds without an input event.
    const observer = new MutationObserver(check);
    observer.observe(form, { childList: true, subtree: true });
    return () => {
      clearTimeout(timer);
      latest = -1;
      form.removeEventListener("input", check);
      form.removeEventListener("change", check);
      observer.disconnect();
    };
  }, [validator]);

  const disabled = isSubmitDisabled({ hydrated, valid });
  return (
    <div ref={box} className={["kf-form__submit", className].filter(Boolean).join(" ")}>
      <SpinnerButton aria-describedby={disabled ? hintId : undefined} disabled={disabled}>
        {children}
      </SpinnerButton>
      {disabled ? (
        <p id={hintId} className="kf-form__submit-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
