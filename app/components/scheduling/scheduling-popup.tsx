// The scheduling popup and the floating badge that opens it (spec §2 'Scheduling widget'; §4
// 'Widgets': open or closed, opened by the trigger, closed by the close button or the overlay,
// a spinner until the embedded page loads; §5: it needs a root element; §9: at most 1000×680,
// at least 900 wide, the whole screen below 975 px).
//
// Without JavaScript the trigger is a plain link that opens the scheduling page in a new tab.
// Once hydrated it is a button that opens a modal <dialog> portalled into the root element
// (document.body unless one is given); Escape closes it too.
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import {
  assertRootElement,
  BADGE_LABEL,
  buildSchedulingUrl,
  providerNameOf,
  type SchedulingEmbedType,
} from "~/services/scheduling/widget";
import { useHydrated } from "../use-hydrated";
import {
  BOOK_A_CALL,
  SchedulingFrame,
  SchedulingUnavailable,
  type SchedulingWidgetProps,
} from "./scheduling-frame";

export interface SchedulingPopupProps extends SchedulingWidgetProps {
  /** The trigger's text. */
  label?: ReactNode;
  /** The trigger's class; a primary button by default. */
  className?: string;
  /**
   * Where the popup is attached (spec §5). Leave it out for document.body; passing undefined or
   * null makes opening fail with 'root element cannot be undefined'.
   */
  rootElement?: HTMLElement | null;
  /** The dialog's accessible name. */
  title?: string;
}

interface PopupCoreProps extends SchedulingPopupProps {
  embedType: SchedulingEmbedType;
  hasRootElement: boolean;
  renderTrigger: (trigger: TriggerProps) => ReactNode;
}

interface TriggerProps {
  /** Without JavaScript: a link to the page; with it: a button opening the popup. */
  hydrated: boolean;
  href: string;
  onClick: (event: MouseEvent) => void;
  ref: (element: HTMLElement | null) => void;
  "aria-haspopup"?: "dialog";
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A popup trigger: a new-tab link on the server, a button once hydrated. */
function Trigger({
  trigger,
  className,
  children,
}: {
  trigger: TriggerProps;
  className: string;
  children: ReactNode;
}) {
  if (!trigger.hydrated) {
    return (
      <a
        ref={trigger.ref}
        className={className}
        href={trigger.href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <button
      ref={trigger.ref}
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={trigger.onClick}
    >
      {children}
    </button>
  );
}

function PopupCore({
  url,
  prefill,
  pageSettings,
  utm,
  onEvent,
  fallback,
  rootElement,
  hasRootElement,
  title = BOOK_A_CALL,
  embedType,
  renderTrigger,
}: PopupCoreProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);
  // Focus goes back to the trigger once the popup is gone (while the modal is open, the page
  // behind it is inert and cannot take the focus).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) triggerRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (!url) return <>{fallback}</>;

  const close = () => setOpen(false);
  const trigger: TriggerProps = {
    hydrated,
    href: buildSchedulingUrl(url, { prefill, pageSettings, utm }),
    ref: (element) => {
      triggerRef.current = element;
    },
    onClick: (event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      setOpen(true);
    },
  };
  let popup: ReactNode = null;
  if (open) {
    // spec §5: no root element, no popup.
    const root = hasRootElement ? rootElement : document.body;
    assertRootElement(root);
    const src = buildSchedulingUrl(url, { embedType, prefill, pageSettings, utm });
    popup = createPortal(
      <SchedulingModal title={title} onClose={close}>
        <SchedulingFrame key={src} src={src} baseUrl={url} onEvent={onEvent} title={title} />
      </SchedulingModal>,
      root,
    );
  }
  return (
    <>
      {renderTrigger(trigger)}
      {popup}
    </>
  );
}

/** The modal: an overlay, a panel with a close button, and the page. */
function SchedulingModal({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A real modal where the browser has one: the page behind is inert and focus stays inside.
    if (typeof dialog.showModal === "function" && !dialog.open) dialog.showModal();
    closeButton.current?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    dialog.addEventListener("cancel", onCancel);
    document.addEventListener("keydown", onKeyDown);
    document.documentElement.classList.add("scheduling-popup-is-open");
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      document.removeEventListener("keydown", onKeyDown);
      document.documentElement.classList.remove("scheduling-popup-is-open");
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog ref={ref} className="scheduling-popup" aria-labelledby={titleId}>
      {/* The overlay: a click on it closes the popup (spec §4); keyboard users have Escape and
          the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="scheduling-popup__overlay" onClick={onClose} />
      <div className="scheduling-popup__panel">
        <header className="scheduling-popup__header">
          <h2 id={titleId} className="scheduling-popup__title">
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="scheduling-popup__close"
            aria-label="Close"
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="scheduling-popup__body">{children}</div>
      </div>
    </dialog>
  );
}

const hasOwn = (props: object, key: string) => Object.prototype.hasOwnProperty.call(props, key);

/** A button (a link without JavaScript) that opens the scheduling page in a popup. */
export function SchedulingPopup(props: SchedulingPopupProps) {
  const { label = BOOK_A_CALL, className = "button button--primary" } = props;
  return (
    <PopupCore
      {...props}
      fallback={hasOwn(props, "fallback") ? props.fallback : <SchedulingUnavailable />}
      hasRootElement={hasOwn(props, "rootElement")}
      embedType="PopupText"
      renderTrigger={(trigger) => (
        <Trigger trigger={trigger} className={`scheduling-popup-trigger ${className}`}>
          {label}
        </Trigger>
      )}
    />
  );
}

export interface SchedulingBadgeProps extends Omit<SchedulingPopupProps, "label" | "className"> {
  /** spec §2: 'Schedule time with me' by default. */
  text?: string;
  /** spec §2: show 'powered by' the provider under the label. */
  branding?: boolean;
  /** The badge's colours (spec §9: a blue with white text by default). */
  color?: string;
  textColor?: string;
}

/** The floating badge (spec §2), fixed to the bottom right; it opens the popup. */
export function SchedulingBadge(props: SchedulingBadgeProps) {
  const { url, text = BADGE_LABEL, branding = false, color, textColor } = props;
  const badge = useRef<HTMLDivElement>(null);
  // Custom colours are set through the DOM: the CSP allows no style attributes in the HTML.
  useEffect(() => {
    const style = badge.current?.style;
    if (!style) return;
    if (color) style.setProperty("--scheduling-badge-bg", color);
    else style.removeProperty("--scheduling-badge-bg");
    if (textColor) style.setProperty("--scheduling-badge-fg", textColor);
    else style.removeProperty("--scheduling-badge-fg");
  }, [color, textColor]);
  return (
    <PopupCore
      {...props}
      // A floating note would cover the page: no badge at all without a URL, unless asked.
      fallback={hasOwn(props, "fallback") ? props.fallback : null}
      hasRootElement={hasOwn(props, "rootElement")}
      embedType="PopupWidget"
      renderTrigger={(trigger) => (
        <div ref={badge} className="scheduling-badge">
          <Trigger trigger={trigger} className="scheduling-badge__button">
            <span className="scheduling-badge__label">{text}</span>
            {branding && url ? (
              <span className="scheduling-badge__branding">powered by {providerNameOf(url)}</span>
            ) : null}
          </Trigger>
        </div>
      )}
    />
  );
}
