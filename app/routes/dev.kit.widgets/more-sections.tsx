// The progress, accordion, tooltip, button and formatting sections of /dev/kit/widgets.
import { Form } from "@remix-run/react";
import { Fragment } from "react";
import { Accordion, AccordionItem } from "~/components/accordion";
import { JOURNEY_STEPS } from "~/components/navigation";
import { SpinnerButton } from "~/components/spinner-button";
import { StepProgress } from "~/components/step-progress";
import { Tooltip } from "~/components/tooltip";
import {
  BRAND_PALETTE,
  BREAKPOINTS,
  CHART_COLOURS,
  formatCurrency,
  formatDate,
  formatDateShort,
  formatDateTime,
  formatNumber,
  formatPickerDate,
  round,
  seasonLabel,
} from "~/services/kit/format";
import { DAY_MS } from "~/shared/time";

export function StepsSection() {
  return (
    <section id="steps" className="kit-section" aria-labelledby="steps-title">
      <h2 id="steps-title">Step progress</h2>
      <StepProgress label="Journey progress" steps={JOURNEY_STEPS} current={3} />
      <StepProgress
        label="A finished journey"
        steps={JOURNEY_STEPS}
        current={JOURNEY_STEPS.length}
      />
    </section>
  );
}

export function AccordionSection() {
  return (
    <section id="accordion" className="kit-section" aria-labelledby="accordion-title">
      <h2 id="accordion-title">Accordion</h2>
      <Accordion>
        <AccordionItem title="Who can join the programme?" defaultOpen>
          <p>Farmers in any of South Africa&rsquo;s nine provinces.</p>
        </AccordionItem>
        <AccordionItem title="How is my carbon measured?">
          <p>From soil samples and the practices you record each season.</p>
        </AccordionItem>
        <AccordionItem title="When am I paid?">
          <p>After each verified season, in rand.</p>
        </AccordionItem>
      </Accordion>
    </section>
  );
}

export function TooltipSection() {
  return (
    <section id="tooltip" className="kit-section" aria-labelledby="tooltip-title">
      <h2 id="tooltip-title">Tooltip</h2>
      <p>
        Season {seasonLabel(23)}{" "}
        <Tooltip
          label="About season labels"
          text="A season starts in one year and ends in the next. It is stored as years since 2000."
        />
      </p>
    </section>
  );
}

export function SpinnerButtonSection() {
  return (
    <section id="spinner-button" className="kit-section" aria-labelledby="spinner-button-title">
      <h2 id="spinner-button-title">Button with spinner</h2>
      <p>This form takes 1.5 seconds to answer: the button spins and waits meanwhile.</p>
      <Form method="post" preventScrollReset>
        <SpinnerButton name="intent" value="slow">
          Save slowly
        </SpinnerButton>
      </Form>
    </section>
  );
}

// Fixed sample dates: formatting "now" would differ between the server's render and hydration.
const SAMPLE_DATE = "2024-09-05T22:30:00Z";

export function FormattingSection() {
  const examples: [string, string][] = [
    ["round(1.005)", String(round(1.005))],
    ["round(-0.001)", String(round(-0.001))],
    ["round('abc')", String(round("abc"))],
    ["formatNumber(1234567.891)", formatNumber(1234567.891)],
    ["formatCurrency(1234.5)", formatCurrency(1234.5)],
    ["formatCurrency(1234.5, 0)", formatCurrency(1234.5, 0)],
    [`formatDate('${SAMPLE_DATE}')`, formatDate(SAMPLE_DATE)],
    ["formatDateShort(…)", formatDateShort(SAMPLE_DATE)],
    ["formatDateTime(…)", formatDateTime(SAMPLE_DATE)],
    ["formatPickerDate(…)", formatPickerDate(SAMPLE_DATE)],
    ["formatDate(null)", formatDate(null)],
    ["seasonLabel(23)", seasonLabel(23)],
    ["seasonLabel(24, 'Winter')", seasonLabel(24, "Winter")],
    ["BREAKPOINTS", `mobile ${BREAKPOINTS.mobile}, tablet ${BREAKPOINTS.tablet}`],
    ["DAY_MS", formatNumber(DAY_MS)],
  ];
  return (
    <section id="formatting" className="kit-section" aria-labelledby="formatting-title">
      <h2 id="formatting-title">Formatting</h2>
      <p>Dates are shown in South African Standard Time, whatever the device&rsquo;s zone.</p>
      <dl className="kit-examples">
        {examples.map(([call, result]) => (
          <Fragment key={call}>
            <dt>{call}</dt>
            <dd>{result}</dd>
          </Fragment>
        ))}
      </dl>
      <h3>Chart colours</h3>
      <ul className="swatches">
        {CHART_COLOURS.map((colour, i) => (
          <li key={colour} className={`swatch swatch--chart-${i + 1}`}>
            {colour}
          </li>
        ))}
      </ul>
      <h3>Brand palette</h3>
      <ul className="swatches">
        {Object.entries(BRAND_PALETTE).map(([name, colour]) => (
          <li key={name} className={`swatch swatch--${name}`}>
            {name} {colour}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Links to each section of the page. */
export function OnThisPage() {
  return (
    <nav aria-label="On this page">
      <ul className="link-list">
        {[
          ["#data-table", "Data table"],
          ["#dialogs", "Dialogs"],
          ["#notifications", "Notifications"],
          ["#tabs", "Tab strip"],
          ["#summary-card", "Summary card"],
          ["#steps", "Step progress"],
          ["#accordion", "Accordion"],
          ["#tooltip", "Tooltip"],
          ["#spinner-button", "Button with spinner"],
          ["#formatting", "Formatting"],
        ].map(([href, label]) => (
          <li key={href}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
