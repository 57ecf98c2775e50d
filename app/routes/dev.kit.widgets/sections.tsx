// The dialog, notification, tab and summary-card sections of /dev/kit/widgets.
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { useActionResult } from "~/components/form/action-result";
import { ConfirmDialog, DialogCloseLink, DialogLink, UrlDialog } from "~/components/dialog";
import { SpinnerButton } from "~/components/spinner-button";
import { SummaryCard } from "~/components/summary-card";
import { currentTab, TabStrip, type Tab } from "~/components/tab-strip";
import { formatNumber, seasonLabel } from "~/services/kit/format";
import { TOAST_TYPES } from "~/services/kit/toast";
import { PROVINCES, provinceLabel } from "~/shared/provinces";
import type { loader } from "./route";

const TABS: Tab[] = [
  { value: "listings", label: "Job Listings" },
  { value: "incoming", label: "Incoming Applications" },
  { value: "declined", label: "Declined Applications" },
  { value: "interviews", label: "Interviews" },
];

export function DialogsSection() {
  return (
    <section id="dialogs" className="kit-section" aria-labelledby="dialogs-title">
      <h2 id="dialogs-title">Dialogs</h2>
      <p>
        Each dialog is a URL (<code>?dialog=…</code>): it opens without JavaScript, survives a
        reload, and closes with a link. Dialogs opened from a dialog stack on top of it.
      </p>
      <p className="button-row">
        <DialogLink name="example" className="button">
          Open a dialog
        </DialogLink>
        <DialogLink name="confirm" className="button">
          Open the confirm dialog
        </DialogLink>
      </p>
      <UrlDialog name="example" title="An example dialog">
        <p>Escape, the backdrop or the close button closes it (with JavaScript).</p>
        <p className="button-row">
          <DialogLink name="stacked" className="button">
            Open a dialog on top
          </DialogLink>
          <DialogCloseLink className="button">Close</DialogCloseLink>
        </p>
      </UrlDialog>
      <UrlDialog name="stacked" title="A stacked dialog" size="small">
        <p>This dialog sits on top of the first. Closing it goes back to the one below.</p>
        <p className="button-row">
          <DialogCloseLink className="button">Back</DialogCloseLink>
        </p>
      </UrlDialog>
      <ConfirmDialog name="confirm" intent="confirm-demo" />
    </section>
  );
}

export function NotificationsSection() {
  return (
    <section id="notifications" className="kit-section" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Notifications</h2>
      <p>
        Each button posts a form; the answer is a redirect that carries the notification in a
        cookie. An error stays 10 s, a message 6 s, anything else 4 s. Without JavaScript it stays
        until you leave the page.
      </p>
      <div className="button-row">
        {TOAST_TYPES.map((type) => (
          <Form key={type} method="post" preventScrollReset>
            <input type="hidden" name="intent" value="toast" />
            <SpinnerButton
              name="type"
              value={type}
              variant={type === "error" ? "danger" : "secondary"}
            >
              Show {type === "error" ? "an error" : type === "message" ? "a message" : "a success"}
            </SpinnerButton>
          </Form>
        ))}
      </div>
    </section>
  );
}

export function TabsSection() {
  const { search } = useLocation();
  const tab = currentTab(search, "tab", TABS);
  const texts: Record<string, string> = {
    listings: "Active and inactive postings, each a collapsible card.",
    incoming: "Incoming defaults to filtering pending only.",
    declined: "Declined lists decline and toDecline.",
    interviews: "Interviews lists only status interview.",
  };
  const label = TABS.find((t) => t.value === tab)?.label;
  return (
    <section id="tabs" className="kit-section" aria-labelledby="tabs-title">
      <h2 id="tabs-title">Tab strip</h2>
      <p>Tabs are links (?tab=…); switching one goes back to the first page of the table.</p>
      <TabStrip label="Application lists" tabs={TABS} />
      <div className="tab-panel" aria-live="polite">
        <h3>{label}</h3>
        <p>{texts[tab]}</p>
      </div>
    </section>
  );
}

export function SummaryCardSection() {
  const { farm } = useLoaderData<typeof loader>();
  const errors = useFarmErrors();
  return (
    <section id="summary-card" className="kit-section" aria-labelledby="summary-card-title">
      <h2 id="summary-card-title">Summary card</h2>
      <SummaryCard
        title="Farm details"
        canEdit
        editKey="farm"
        headingLevel={3}
        items={[
          { label: "Farm name", value: farm.name },
          { label: "Province", value: provinceLabel(farm.province) },
          { label: "Area", value: `${formatNumber(farm.hectares)} ha` },
          { label: "First season", value: seasonLabel(farm.firstSeason) },
        ]}
        renderForm={({ cancelHref }) => (
          <Form method="post" preventScrollReset className="kit-form" noValidate>
            <FarmField label="Farm name" error={errors.errors.name}>
              {(described) => (
                <input
                  name="name"
                  defaultValue={errors.values.name ?? farm.name}
                  maxLength={80}
                  required
                  {...described}
                />
              )}
            </FarmField>
            <FarmField label="Province" error={errors.errors.province}>
              {(described) => (
                <select
                  name="province"
                  defaultValue={errors.values.province ?? farm.province}
                  {...described}
                >
                  {PROVINCES.map(({ value, label }) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
            </FarmField>
            <FarmField label="Area (hectares)" error={errors.errors.hectares}>
              {(described) => (
                <input
                  name="hectares"
                  inputMode="decimal"
                  defaultValue={errors.values.hectares ?? String(farm.hectares)}
                  {...described}
                />
              )}
            </FarmField>
            <FarmField label="Year the first season started" error={errors.errors.firstSeason}>
              {(described) => (
                <input
                  name="firstSeason"
                  inputMode="numeric"
                  defaultValue={errors.values.firstSeason ?? String(2000 + farm.firstSeason)}
                  {...described}
                />
              )}
            </FarmField>
            <p className="button-row">
              <SpinnerButton name="intent" value="save-farm">
                Save
              </SpinnerButton>
              <Link to={cancelHref} preventScrollReset className="button">
                Cancel
              </Link>
            </p>
          </Form>
        )}
      />
      <SummaryCard
        title="Company details"
        canEdit={false}
        headingLevel={3}
        items={[
          { label: "Company", value: "Boplaas Boerdery (Pty) Ltd" },
          { label: "VAT number", value: null },
        ]}
        renderForm={() => null}
      />
    </section>
  );
}

/** The farm form's refusal (the one action result): the error beside each field, the values as sent. */
function useFarmErrors(): {
  errors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
} {
  const result = useActionResult("save-farm");
  const values = Object.fromEntries(
    Object.entries(result.values).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  return { errors: result.fieldErrors, values };
}

function FarmField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (described: { "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const errorId = useId();
  return (
    <label>
      {label}
      {children(error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
      {error ? (
        <span className="field-error" id={errorId}>
          {error}
        </span>
      ) : null}
    </label>
  );
}
