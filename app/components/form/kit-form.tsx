// The kit's form: remix-validated-form's ValidatedForm, always a real <form method="post"> that
// works without JavaScript (spec §5 'Forms in general'). With JavaScript the same schema checks
// each field as it is left and then as it changes; the server checks everything again.
import {
  ValidatedForm,
  useFormContext,
  type FormProps,
  type Validator,
} from "remix-validated-form";
import { createContext, useContext, type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { FORM_ERROR_KEY } from "~/services/kit/forms/form-error-key";

interface KitFormContextValue {
  validator: Validator<unknown>;
  /** Errors to show before the person touches a field (catalogue states, saved drafts). */
  initialErrors: Readonly<Record<string, string>>;
}

const KitFormContext = createContext<KitFormContextValue | null>(null);

export function useKitForm(): KitFormContextValue {
  const value = useContext(KitFormContext);
  if (!value) throw new Error("Kit form fields must be inside a <KitForm>.");
  return value;
}

export type KitFormProps<T extends Record<string, unknown>> = Omit<
  FormProps<T, undefined>,
  "method" | "noValidate" | "children" | "defaultValues"
> & {
  children: ReactNode;
  /**
   * What the fields show first: stored values (which may no longer pass the schema, such as a
   * code since removed from the options), not validated ones, so not typed by the validator.
   */
  defaultValues?: Record<string, unknown>;
  initialErrors?: Record<string, string>;
  /**
   * The `intent` Enter sends without JavaScript (the hidden first button). A form whose 'submit'
   * can't be undone passes a harmless one, such as 'save'.
   */
  defaultIntent?: string;
};

const NO_ERRORS: Record<string, string> = {};

/** What Enter does, in words, by the intent it sends ('save' is a questionnaire's draft). */
const DEFAULT_BUTTON_LABELS: Readonly<Record<string, string>> = {
  submit: "Submit",
  save: "Save draft",
};

function defaultButtonLabel(intent: string): string {
  const known = DEFAULT_BUTTON_LABELS[intent];
  if (known) return known;
  const words = intent.replace(/[-_]+/g, " ").trim();
  return words ? `${words[0]!.toUpperCase()}${words.slice(1)}` : "Submit";
}

export function KitForm<T extends Record<string, unknown>>({
  validator,
  initialErrors = NO_ERRORS,
  defaultIntent = "submit",
  children,
  className,
  defaultValues,
  ...props
}: KitFormProps<T>) {
  const hydrated = useHydrated();
  return (
    <KitFormContext.Provider value={{ validator: validator as Validator<unknown>, initialErrors }}>
      <ValidatedForm
        validator={validator}
        method="post"
        // The kit shows its own messages beside each field, the same with and without JavaScript.
        noValidate
        className={["kf-form", className].filter(Boolean).join(" ")}
        defaultValues={defaultValues as FormProps<T, undefined>["defaultValues"]}
        {...props}
      >
        {hydrated ? null : (
          // Without JavaScript, Enter in a text field presses the form's first submit button; the
          // line-item editor's buttons are submit buttons too, so this one must come first.
          // `hidden`, not aria-hidden on a focusable button (screen readers still reached it and
          // read a bare 'Submit', issue 13): out of the accessibility tree and the tab order,
          // yet still the form's default button, which Enter presses (HTML's implicit
          // submission does not look at rendering). Its text says what Enter does all the same.
          <button type="submit" name="intent" value={defaultIntent} hidden>
            {defaultButtonLabel(defaultIntent)}
          </button>
        )}
        <FormError />
        {children}
      </ValidatedForm>
    </KitFormContext.Provider>
  );
}

/** An error that belongs to no single field (an upload the server could not read). */
function FormError() {
  const { fieldErrors } = useFormContext();
  const message = fieldErrors[FORM_ERROR_KEY];
  return message ? (
    <p className="kf-form__error" role="alert">
      {message}
    </p>
  ) : null;
}
