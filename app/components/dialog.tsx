// Dialogs (spec §2 'Modal stack', 'confirm dialog'; §9 'Modal close animation is 100 ms'),
// built on the native <dialog>. Each dialog is a URL (?dialog=name, or a nested route), so it
// works without JavaScript: the server renders it open, and closing is a link to the URL
// without it. With JavaScript the same markup becomes a real modal (showModal: focus kept
// inside, Escape and the backdrop close it, the page behind is inert), and dialogs opened on
// top of each other stack in the browser's top layer (docs/decisions/0011-widgets-kit.md).
import { Form, Link, useLocation, useNavigate } from "@remix-run/react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from "react";
import { closeDialogSearch, openDialogs, openDialogSearch } from "~/services/kit/url-state";
import { SpinnerButton } from "./spinner-button";

/** spec §9: 'Modal close animation is 100 ms.' kit.css's dialog-out animation lasts as long. */
export const DIALOG_CLOSE_MS = 100;

/** spec §8: the confirm dialog's defaults. */
export const CONFIRM_TITLE = "Are you sure?";
export const CONFIRM_MESSAGE = "Are you sure you want to delete this?";

// useLayoutEffect warns on the server; there is no layout to wait for there anyway.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

const DialogContext = createContext<{ close: () => void; closeTo: string } | null>(null);

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function prefersReducedMotion() {
  return typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-reduced-motion: reduce)").matches
    : false;
}

export interface DialogProps {
  title: ReactNode;
  /** The URL without this dialog: where closing leads. */
  closeTo: string;
  children: ReactNode;
  /** Buttons along the bottom. */
  footer?: ReactNode;
  size?: "small" | "medium" | "large";
  /** 'alertdialog' for a question that needs an answer (the confirm dialog). */
  role?: "dialog" | "alertdialog";
  /** The id of the text that describes the dialog (announced when it opens). */
  describedBy?: string;
  closeLabel?: string;
  className?: string;
}

export function Dialog({
  title,
  closeTo,
  children,
  footer,
  size = "medium",
  role,
  describedBy,
  closeLabel = "Close",
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [modal, setModal] = useState(false);
  const [closing, setClosing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  /** The location the dialog was closed from, while its close is under way. */
  const closingFrom = useRef<string | null>(null);

  const close = useCallback(() => {
    if (closingFrom.current !== null) return;
    closingFrom.current = location.key;
    setClosing(true);
    timer.current = window.setTimeout(
      () => {
        // Hidden at once, so the page is usable while the URL without the dialog loads.
        if (ref.current?.open) ref.current.close();
        navigate(closeTo, { preventScrollReset: true });
      },
      prefersReducedMotion() ? 0 : DIALOG_CLOSE_MS,
    );
  }, [closeTo, navigate, location.key]);
  const closeRef = useRef(close);
  closeRef.current = close;

  useBrowserLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    // The server rendered it open but not modal: reopen it as a modal, on top of the stack.
    if (dialog.open) dialog.close();
    dialog.showModal();
    // The safe choice first where the dialog names one (a confirm dialog's Cancel).
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    setModal(true);
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    // A click on the dialog element itself, not its panel, is a click on the backdrop.
    const onClick = (event: Event) => {
      if (event.target === dialog) closeRef.current();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("click", onClick);
      window.clearTimeout(timer.current);
      // Closing (rather than just removing) it gives focus back to what opened it.
      if (dialog.open) dialog.close();
    };
  }, []);

  // Another navigation overtook the close (a quick click elsewhere) and this dialog is still in
  // the URL: show it again rather than leave it closed while the URL says open.
  useEffect(() => {
    if (closingFrom.current === null || closingFrom.current === location.key) return;
    closingFrom.current = null;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    setClosing(false);
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === "function") dialog.showModal();
  }, [location.key]);

  const classes = [
    "dialog",
    `dialog--${size}`,
    modal ? "dialog--modal" : "dialog--static",
    closing ? "is-closing" : "",
    className ?? "",
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <DialogContext.Provider value={{ close, closeTo }}>
      <dialog
        ref={ref}
        open
        className={classes}
        role={role === "alertdialog" ? "alertdialog" : undefined}
        aria-modal={modal || undefined}
        aria-labelledby={titleId}
        aria-describedby={describedBy}
      >
        <div className="dialog__panel">
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <DialogCloseLink className="dialog__close" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </DialogCloseLink>
          </header>
          <div className="dialog__body">{children}</div>
          {footer ? <footer className="dialog__footer">{footer}</footer> : null}
        </div>
      </dialog>
    </DialogContext.Provider>
  );
}

/** A link that closes the dialog it is in (with the close animation when JavaScript runs). */
export function DialogCloseLink({
  children,
  className,
  initialFocus = false,
  "aria-label": ariaLabel,
}: {
  children: ReactNode;
  className?: string;
  /** Focused when the dialog opens as a modal. */
  initialFocus?: boolean;
  "aria-label"?: string;
}) {
  const context = useContext(DialogContext);
  if (!context) throw new Error("DialogCloseLink must be inside a Dialog.");
  const { close, closeTo } = context;
  return (
    <Link
      to={closeTo}
      preventScrollReset
      className={className}
      aria-label={ariaLabel}
      data-autofocus={initialFocus ? "" : undefined}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        close();
      }}
    >
      {children}
    </Link>
  );
}

/** The modal stack of the current URL: which dialogs are open, and links to open or close one. */
export function useDialogStack() {
  const { pathname, search } = useLocation();
  const stack = openDialogs(search);
  return {
    stack,
    isOpen: (name: string) => stack.includes(name),
    openHref: (name: string, params?: Record<string, string>) =>
      pathname + openDialogSearch(search, name, params),
    closeHref: (name: string, clear?: readonly string[]) =>
      pathname + closeDialogSearch(search, name, clear),
  };
}

/** A link that opens dialog `name` on top of the stack. */
export function DialogLink({
  name,
  params,
  children,
  className,
}: {
  name: string;
  params?: Record<string, string>;
  children: ReactNode;
  className?: string;
}) {
  const dialogs = useDialogStack();
  return (
    <Link to={dialogs.openHref(name, params)} preventScrollReset className={className}>
      {children}
    </Link>
  );
}

export interface UrlDialogProps extends Omit<DialogProps, "closeTo"> {
  /** Open while ?dialog=<name> is in the URL. */
  name: string;
  /** Parameters that belong to this dialog (its record id), removed when it closes. */
  clear?: readonly string[];
}

/** A dialog that is open while ?dialog=<name> is in the URL. */
export function UrlDialog({ name, clear, ...props }: UrlDialogProps) {
  const dialogs = useDialogStack();
  if (!dialogs.isOpen(name)) return null;
  return <Dialog {...props} closeTo={dialogs.closeHref(name, clear)} />;
}

export interface ConfirmDialogProps {
  name: string;
  /** Defaults to 'Are you sure?' (spec §8). */
  title?: string;
  /** Defaults to 'Are you sure you want to delete this?' (spec §8). */
  message?: string;
  /** Where the form posts; the current URL by default. */
  action?: string;
  /** The submit button's name=value: the action switches on it (400 for one it does not know). */
  intent: string;
  /** Hidden fields the action needs (ids). */
  fields?: Record<string, string | readonly string[]>;
  confirmLabel?: string;
  cancelLabel?: string;
  clear?: readonly string[];
  danger?: boolean;
}

/** Asks before doing something, then posts a real form: it works without JavaScript. */
export function ConfirmDialog({
  name,
  title = CONFIRM_TITLE,
  message = CONFIRM_MESSAGE,
  action,
  intent,
  fields = {},
  confirmLabel = "Delete",
  cancelLabel = "Cancel",
  clear,
  danger = true,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <UrlDialog
      name={name}
      title={title}
      size="small"
      role="alertdialog"
      describedBy={messageId}
      clear={clear}
    >
      <p id={messageId}>{message}</p>
      <Form method="post" action={action} className="dialog__actions">
        {Object.entries(fields).flatMap(([field, value]) =>
          (typeof value === "string" ? [value] : value).map((one, i) => (
            <input key={`${field}-${i}`} type="hidden" name={field} value={one} />
          )),
        )}
        <DialogCloseLink className="button" initialFocus>
          {cancelLabel}
        </DialogCloseLink>
        <SpinnerButton name="intent" value={intent} variant={danger ? "danger" : "primary"}>
          {confirmLabel}
        </SpinnerButton>
      </Form>
    </UrlDialog>
  );
}
