// /profile/journey_start: the programme in plain words, its steps, the expression of interest
// (a kit form that works without JavaScript), earlier expressions, and the onboarding call.
import { Link } from "@remix-run/react";
import { FormBuilder } from "~/components/form/form-builder";
import { SchedulingPopup } from "~/components/scheduling";
import { formatDate, formatNumber } from "~/services/kit/format";
import { EXPRESS_INTEREST_FIELDS, programmeLabel } from "~/services/journey/express-interest";
import { expressInterestValidator } from "./express-interest-validator";
import type { SchedulingPrefill } from "~/services/scheduling/widget";

export interface JourneyStartProps {
  organisation: { name: string } | null;
  canExpress: boolean;
  interests: {
    id: string;
    programme: string;
    hectares: number;
    description: string | null;
    regenStarted: boolean;
    dateCreated: string;
    requestedByName: string | null;
  }[];
  next: { label: string; href: string } | null;
  journeyHref: string;
  schedulingUrl: string | null;
  schedulingPrefill: SchedulingPrefill;
}

const STEPS: readonly { title: string; text: string }[] = [
  {
    title: "Express interest",
    text: "Tell us about your farm below. It takes two minutes and commits you to nothing.",
  },
  {
    title: "Eligibility",
    text: "A few questions about how the land is used, how you hold it and whether you are ready to change practices.",
  },
  {
    title: "Viability",
    text: "The size of the farm, your livestock, how you farm today and the records you have, so we know the project is worth doing.",
  },
  {
    title: "Contracting details",
    text: "The legal entity that signs, the people who sign for it, and your farms with their boundaries.",
  },
  {
    title: "Contract",
    text: "We prepare the contract and send it to your signatories to sign.",
  },
  {
    title: "Map fields, plan, practice data and evidence",
    text: "You map your fields, plan the new practices with us, record what you do each season and show the evidence.",
  },
  {
    title: "Feedback",
    text: "We review everything, give you feedback and your carbon credits are calculated.",
  },
];

export function JourneyStart(props: JourneyStartProps) {
  const { organisation, canExpress, interests, next } = props;
  return (
    <div className="journey journey-intro">
      <section aria-labelledby="page-title">
        <h1 id="page-title">Start your journey</h1>
        <p>
          Farming regeneratively (less tillage, cover crops, diverse rotations, well-planned
          grazing) builds carbon in your soil. Our programme measures that carbon and turns it into
          carbon credits, so you earn from the healthier soil you build. We guide you through every
          step, from this page to a signed contract and beyond.
        </p>
        <h2>How it works</h2>
        <ol>
          {STEPS.map((step) => (
            <li key={step.title}>
              <strong>{step.title}:</strong> {step.text}
            </li>
          ))}
        </ol>
        {next ? (
          <p>
            <Link to={props.journeyHref}>See where you are on your journey</Link>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="interest-title">
        <h2 id="interest-title">Express your interest</h2>
        {!organisation ? (
          <p>You need to belong to an organisation before you can express interest.</p>
        ) : canExpress ? (
          <>
            <p>
              For <strong>{organisation.name}</strong>.{" "}
              {interests.length > 0
                ? "You have told us about your interest before; you can add another one, for example for another programme."
                : ""}
            </p>
            <FormBuilder
              intent="express-interest"
              fields={EXPRESS_INTEREST_FIELDS}
              validator={expressInterestValidator}
              submitLabel="Express interest"
            />
          </>
        ) : (
          <p>
            Only the organisation&apos;s owner, staff or consultant can express interest for{" "}
            {organisation.name}.
          </p>
        )}
      </section>

      {interests.length > 0 ? (
        <section aria-labelledby="interests-title" className="journey-interests">
          <h2 id="interests-title">Your expressions of interest</h2>
          {interests.map((interest) => (
            <dl key={interest.id} className="journey-answers">
              <dt>Date</dt>
              <dd>{formatDate(interest.dateCreated)}</dd>
              <dt>Programme</dt>
              <dd>{programmeLabel(interest.programme)}</dd>
              <dt>Hectares</dt>
              <dd>{formatNumber(interest.hectares)} ha</dd>
              <dt>Regenerative practices started</dt>
              <dd>{interest.regenStarted ? "Yes" : "No"}</dd>
              <dt>About the farm</dt>
              <dd>{interest.description ?? "-"}</dd>
              <dt>By</dt>
              <dd>{interest.requestedByName ?? "-"}</dd>
            </dl>
          ))}
          {next ? (
            <p>
              <Link className="button button--primary" to={next.href}>
                {next.label}
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="call-title">
        <h2 id="call-title">Book an onboarding call</h2>
        <p>
          Would you rather talk it through? Book a call with our team: we explain the programme,
          answer your questions and help you with the first steps.
        </p>
        <SchedulingPopup
          url={props.schedulingUrl}
          prefill={props.schedulingPrefill}
          label="Book an onboarding call"
          title="Book an onboarding call"
          utm={{ utmSource: "veld", utmMedium: "journey_start", utmCampaign: "onboarding" }}
        />
      </section>
    </div>
  );
}
