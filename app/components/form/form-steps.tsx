// A long kit form in short steps (issue 31: 'Group them into short steps or sections a thumb can
// finish, without losing the single no-JS post'; decision 0142). Without JavaScript every step
// shows, one under the other, each a fieldset with its legend, and the form is one post as before.
// Once the page's scripts run, one step shows at a time under 'Step 2 of 3: …': 'Continue' checks
// that step's fields with the form's own schema (staying, with the first wrong field focused, when
// one is wrong), 'Back' goes back with every value kept, and the form's submit button is on the
// last step. The steps are parts of one form: every value is posted together, and an error the
// server or the schema finds in another step opens that step.
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useFormContext } from "remix-validated-form";
import { useHydrated } from "~/components/use-hydrated";
import { stepProgressText } from "~/services/kit/forms/step-rules";

interface StepsState {
  /** The step shown, once stepped. */
  current: number;
  /** One step at a time (the page's scripts run). */
  stepped: boolean;
}

const StepsContext = createContext<StepsState>({ current: 0, stepped: false });

/**
 * The fields of the form controls inside `root`, in order, once each: a field made of several
 * controls ('phoneNumber.country', 'phoneNumber.number') is the one field 'phoneNumber'; a line
 * item's ('herds[0].count') is its own.
 */
function fieldNames(root: Element): string[] {
  const names = [...root.querySelectorAll("[name]")]
    .filter((el) => !(el instanceof HTMLButtonElement))
    .map((el) => el.getAttribute("name") ?? "")
    .map((name) => (/^[^.[]+\./.test(name) ? name.slice(0, name.indexOf(".")) : name));
  return [...new Set(names.filter(Boolean))];
}

/** The first control of field `name` inside `root` (itself, or its first part). */
function controlOf(root: Element, name: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(
    `[name="${CSS.escape(name)}"], [name^="${CSS.escape(name)}."]`,
  );
}

/** The step holding the first of `names` that is in the form, or null. */
function stepOf(root: Element, names: readonly string[]): number | null {
  for (const name of names) {
    const control = controlOf(root, name);
    const step = control?.closest("[data-form-step]")?.getAttribute("data-form-step");
    if (step != null) return Number(step);
  }
  return null;
}

/**
 * A press on 'Continue' or 'Back' leaves the focus where it is: moving it would check the field
 * being left, and a message that goes away would move the button up between the press and the
 * release, so the click would miss it. The step's own check runs on the click.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

export interface FormStepsProps {
  /** Each step's title, in order: the legend of its fieldset and the progress line's words. */
  titles: readonly string[];
  /** The steps: a FormStep per title, in the same order. */
  children: ReactNode;
  /** The form's submit button: shown after every step without JavaScript, on the last with it. */
  submit: ReactNode;
  /** With JavaScript, shown beside 'Continue' on the steps before the last ('Save draft'). */
  beside?: ReactNode;
}

export function FormSteps({ titles, children, submit, beside }: FormStepsProps) {
  const stepped = useHydrated();
  const [current, setCurrent] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const progress = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  const { validateField, fieldErrors } = useFormContext();
  const last = titles.length - 1;

  // An error in another step (a refused post, or the schema on submit) opens that step.
  const errorNames = Object.keys(fieldErrors).filter((name) => fieldErrors[name]);
  const errorKey = errorNames.join("|");
  useEffect(() => {
    if (!stepped || !root.current || errorNames.length === 0) return;
    const step = stepOf(root.current, errorNames);
    if (step !== null && step !== current) setCurrent(step);
    // Only when the errors change: moving between steps is the person's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepped, errorKey]);

  // After 'Continue' or 'Back', the progress line takes the focus (and is read out), so a phone
  // shows the new step from its top.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    progress.current?.focus();
    progress.current?.scrollIntoView({ block: "start" });
  }, [current]);

  async function next() {
    const step = root.current?.querySelector(`[data-form-step="${current}"]`);
    if (!step) return;
    let wrong: string | null = null;
    for (const name of fieldNames(step)) {
      const error = await validateField(name);
      if (error && wrong === null) wrong = name;
    }
    if (wrong !== null) {
      controlOf(step, wrong)?.focus();
      return;
    }
    moved.current = true;
    setCurrent(Math.min(current + 1, last));
  }

  function back() {
    moved.current = true;
    setCurrent(Math.max(current - 1, 0));
  }

  // Enter in a field of an earlier step continues, rather than sending a form half seen.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (!stepped || current === last || event.key !== "Enter") return;
    if (target instanceof HTMLInputElement && target.type !== "checkbox") {
      event.preventDefault();
      void next();
    }
  }

  return (
    <StepsContext.Provider value={{ current, stepped }}>
      {stepped ? (
        <p ref={progress} className="kf-steps__progress" tabIndex={-1} aria-live="polite">
          {stepProgressText(current, titles)}
        </p>
      ) : null}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div ref={root} className="kf-steps" onKeyDown={onKeyDown}>
        {children}
      </div>
      <div className="kf-steps__nav">
        {stepped && current > 0 ? (
          <button type="button" className="button" onMouseDown={keepFocus} onClick={back}>
            Back
          </button>
        ) : null}
        {stepped && current < last ? (
          <>
            {beside}
            <button
              type="button"
              className="button button--primary"
              onMouseDown={keepFocus}
              onClick={() => void next()}
            >
              Continue
            </button>
          </>
        ) : (
          submit
        )}
      </div>
    </StepsContext.Provider>
  );
}

/** One step: a fieldset with its title as legend, hidden while another step is shown. */
export function FormStep({
  index,
  title,
  className,
  children,
}: {
  index: number;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const { current, stepped } = useContext(StepsContext);
  return (
    <fieldset
      className={["kf-step", className].filter(Boolean).join(" ")}
      data-form-step={index}
      hidden={stepped && current !== index}
    >
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}
