// The button with a spinner (spec §2 'Reusable interface pieces'). It shows the spinner and is
// disabled while its own submission is under way. Without JavaScript the browser submits the
// form itself, nothing is pending, and the button is never disabled.
import { useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes, ReactNode } from "react";

/** What a submission looks like from useNavigation() or a fetcher. */
export interface SubmissionState {
  state: "idle" | "submitting" | "loading";
  formData?: FormData;
  formAction?: string;
}

/**
 * Whether the submission in `source` is the one a button makes: the same `name`=`value` in
 * the form data when the button has a name, and the same action when one is given. A
 * nameless button without an action matches any submission (one form on the page).
 */
export function isSubmissionPending(
  source: SubmissionState,
  button: { name?: string; value?: string; formAction?: string },
): boolean {
  if (source.state === "idle" || !source.formData) return false;
  if (button.formAction && source.formAction) {
    const path = (url: string) => new URL(url, "http://x").pathname;
    if (path(source.formAction) !== path(button.formAction)) return false;
  }
  if (button.name) return source.formData.get(button.name) === (button.value ?? "");
  return true;
}

export interface SpinnerButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "value" | "formAction"
> {
  children: ReactNode;
  value?: string;
  formAction?: string;
  /** Overrides the pending state worked out from the navigation. */
  pending?: boolean;
  /** A fetcher's state, when the button submits through one. */
  fetcher?: SubmissionState;
  variant?: "primary" | "secondary" | "danger";
  /** Read to screen readers while pending. */
  pendingLabel?: string;
}

export function SpinnerButton({
  children,
  pending: pendingOverride,
  fetcher,
  variant = "primary",
  pendingLabel = "Please wait",
  className,
  disabled,
  type = "submit",
  ...button
}: SpinnerButtonProps) {
  const navigation = useNavigation();
  const pending =
    pendingOverride ??
    isSubmissionPending(fetcher ?? navigation, {
      name: button.name,
      value: button.value,
      formAction: button.formAction,
    });
  const classes = [
    "button",
    variant === "primary" ? "button--primary" : variant === "danger" ? "button--danger" : "",
    "spinner-button",
    pending ? "is-pending" : "",
    className ?? "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <button
      type={type}
      {...button}
      className={classes}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
      <span>{children}</span>
      {pending ? <span className="visually-hidden"> ({pendingLabel})</span> : null}
    </button>
  );
}
