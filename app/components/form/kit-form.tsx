// The kit's form: remix-validated-form's ValidatedForm, always a real <form method="post"> that
// works without JavaScript (spec §5 'Forms in general'). With JavaScript the same schema checks
// each field as it is left and then as it changes; the server checks everything again.
import {
  ValidatedForm,
  useFormContext,
  type FormProps,
  type Validator,
} from "remix-validated-form";
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useHydrated } from "~/components/use-hydrated";
import { useShowMessage } from "~/components/i18n";
import {
  fieldControlId,
  formIdPrefix,
  summaryHeading,
  summaryItems,
  type SummaryField,
} from "~/services/kit/forms/error-summary";
import { FORM_ERROR_KEY } from "~/services/kit/forms/form-error-key";

interface KitFormContextValue {
  validator: Validator<unknown>;
  /** Errors to show before the person touches a field (catalogue states, saved drafts). */
  initialErrors: Readonly<Record<string, string>>;
  /** Prefixes the ids of the form's controls (fieldControlId), which the error summary links to. */
  idPrefix: string;
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
   * What the form does, for the action to tell it from the page's other forms (decision 0128):
   * sent as a hidden `intent` field, and the form's id unless `id` is given (one of several forms
   * with one intent passes `id={formKey(intent, subject)}`). A form whose buttons do different
   * things leaves it out and names the intent on each button instead.
   */
  intent?: string;
  /**
   * The `intent` Enter sends without JavaScript (the hidden first button), for a form whose
   * buttons carry the intent. A form whose 'submit' can't be undone passes a harmless one, such
   * as 'save'. A form with `intent` needs none: Enter sends the hidden field.
   */
  defaultIntent?: string;
  /**
   * The form's fields (name and label), so the error summary names each field in error; a
   * FormBuilder passes its field list.
   */
  fields?: readonly SummaryField[];
  /** The error summary's heading, when the form has words of its own for being refused. */
  refusedHeading?: (count: number) => string;
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
  intent,
  defaultIntent = intent ? undefined : "submit",
  id,
  children,
  className,
  defaultValues,
  fields,
  refusedHeading,
  onSubmit,
  ...props
}: KitFormProps<T>) {
  const hydrated = useHydrated();
  const idPrefix = formIdPrefix(useId());
  // Counts submit attempts, so the summary takes the focus after each refused one (and only then).
  const [attempts, setAttempts] = useState(0);
  return (
    <KitFormContext.Provider
      value={{ validator: validator as Validator<unknown>, initialErrors, idPrefix }}
    >
      <ValidatedForm
        validator={validator}
        method="post"
        // The kit shows its own messages beside each field, the same with and without JavaScript.
        noValidate
        // The summary takes the focus after a refused submit (GOV.UK), not the first bad field.
        disableFocusOnError
        onSubmitCapture={() => setAttempts((n) => n + 1)}
        onSubmit={onSubmit}
        className={["kf-form", className].filter(Boolean).join(" ")}
        defaultValues={defaultValues as FormProps<T, undefined>["defaultValues"]}
        id={id ?? intent}
        {...props}
      >
        {intent ? <input type="hidden" name="intent" value={intent} /> : null}
        {hydrated ? null : (
          // Without JavaScript, Enter in a text field presses the form's first submit button; the
          // line-item editor's buttons are submit buttons too, so this one must come first.
          // `hidden`, not aria-hidden on a focusable button (screen readers still reached it and
          // read a bare 'Submit', issue 13): out of the accessibility tree and the tab order,
          // yet still the form's default button, which Enter presses (HTML's implicit
          // submission does not look at rendering). Its text says what Enter does all the same.
          <button
            type="submit"
            name={defaultIntent ? "intent" : undefined}
            value={defaultIntent}
            hidden
          >
            {defaultButtonLabel(defaultIntent ?? intent ?? "submit")}
          </button>
        )}
        <ErrorSummary
          idPrefix={idPrefix}
          fields={fields}
          heading={refusedHeading}
          attempts={attempts}
        />
        {children}
      </ValidatedForm>
    </KitFormContext.Provider>
  );
}

/**
 * The form was refused: at its top, a heading with the count, the form-wide error if there is
 * one, and a link to each field in error (GOV.UK's error summary). Without JavaScript it is in
 * the server's HTML and takes the focus as the page loads (autofocus), so the page opens on it;
 * with JavaScript it takes the focus after each refused submit. While the person is still
 * filling in, errors show beside the fields only.
 */
function ErrorSummary({
  idPrefix,
  fields,
  heading = summaryHeading,
  attempts,
}: {
  idPrefix: string;
  fields?: readonly SummaryField[];
  heading?: (count: number) => string;
  attempts: number;
}) {
  const { fieldErrors, hasBeenSubmitted } = useFormContext();
  // The messages are English at their source: shown in the page's language (decision 0159).
  const show = useShowMessage();
  const items = summaryItems(fieldErrors, fields);
  const formError = fieldErrors[FORM_ERROR_KEY];
  const hasErrors = items.length > 0 || Boolean(formError);
  // Errors in the first render came from the server (a refused post), not from typing.
  const [refusedByServer] = useState(hasErrors);
  const shown = hasErrors && (hasBeenSubmitted || refusedByServer);
  const ref = useRef<HTMLDivElement>(null);
  const focusedFor = useRef(0);
  useEffect(() => {
    if (!shown || attempts === focusedFor.current) return;
    focusedFor.current = attempts;
    ref.current?.focus();
  }, [shown, attempts]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      className="kf-error-summary"
      tabIndex={-1}
      // The page's HTML opens on the summary (GOV.UK moves focus to it the same way); React does
      // not move focus again on hydration. Only ever on a page that answers a refused post.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={refusedByServer}
      // Announced by its heading when it takes the focus (GOV.UK no longer adds role 'alert');
      // a group, since a plain div may not be named.
      role="group"
      aria-labelledby={`${idPrefix}-summary`}
    >
      <h2 id={`${idPrefix}-summary`} className="kf-error-summary__title">
        {show(heading(items.length))}
      </h2>
      {formError ? <p className="kf-error-summary__text">{show(formError)}</p> : null}
      {items.length > 0 ? (
        <ul className="kf-error-summary__list">
          {items.map((item) => (
            <li key={item.name}>
              <a href={`#${fieldControlId(idPrefix, item.name)}`}>{show(item.text)}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
