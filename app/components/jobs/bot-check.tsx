// The bot-protection parts of a public form (decision 0032). Always: the honeypot, a field people
// never see and bots fill. With a provider configured (BOT_PROTECTION): its widget and script,
// with the page's CSP nonce; the script needs JavaScript, so without it the page says so.
import { useNonce } from "~/components/nonce";
import { useOperator } from "~/components/operator";
import {
  BOT_CHECK_NEEDS_JAVASCRIPT,
  HONEYPOT_FIELD,
  type BotWidget,
} from "~/services/jobs/bot-protection";

export function Honeypot() {
  return (
    // Off-screen rather than display:none, which some bots skip; hidden from screen readers and
    // out of the tab order, and never autofilled.
    <div className="job-honeypot" aria-hidden="true">
      <label htmlFor="job-honeypot">Leave this field empty</label>
      <input
        id="job-honeypot"
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

export function BotWidgetSlot({ widget }: { widget: BotWidget | null }) {
  const nonce = useNonce();
  const { jobsEmail } = useOperator();
  if (!widget) return null;
  return (
    <div className="job-bot-check">
      <div className={widget.widgetClass} data-sitekey={widget.siteKey} />
      <script src={widget.scriptUrl} async defer nonce={nonce} />
      <noscript>
        <p className="kf-field__error">
          {BOT_CHECK_NEEDS_JAVASCRIPT} <a href={`mailto:${jobsEmail}`}>{jobsEmail}</a>.
        </p>
      </noscript>
    </div>
  );
}
