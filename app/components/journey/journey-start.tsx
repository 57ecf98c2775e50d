// /profile/journey_start: the programme in plain words, its steps, the expression of interest
// (a kit form that works without JavaScript), earlier expressions, and the onboarding call.
import { Link } from "@remix-run/react";
import { FormBuilder } from "~/components/form/form-builder";
import { SchedulingPopup } from "~/components/scheduling";
import { useLanguage, useT } from "~/components/i18n";
import { richMessage } from "~/components/rich-message";
import { formatsFor } from "~/services/i18n/format";
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

/** The programme's steps in plain words (journey.po: `journey.how.<name>` and its `Text`). */
const STEPS = [
  "expressInterest",
  "eligibility",
  "viability",
  "details",
  "contract",
  "fields",
  "feedback",
] as const;

export function JourneyStart(props: JourneyStartProps) {
  const { organisation, canExpress, interests, next } = props;
  const t = useT();
  const formats = formatsFor(useLanguage());
  return (
    <div className="journey journey-intro">
      <section aria-labelledby="page-title">
        <h1 id="page-title">{t("journey.startTitle")}</h1>
        <p>{t("journey.startLead")}</p>
        <h2>{t("journey.howItWorks")}</h2>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>
              <strong>{t(`journey.how.${step}`)}</strong> {t(`journey.how.${step}Text`)}
            </li>
          ))}
        </ol>
        {next ? (
          <p>
            <Link to={props.journeyHref}>{t("journey.seeWhereYouAre")}</Link>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="interest-title">
        <h2 id="interest-title">{t("journey.expressTitle")}</h2>
        {!organisation ? (
          <p>{t("journey.expressNeedsOrganisation")}</p>
        ) : canExpress ? (
          <>
            <p>
              {richMessage(t, "journey.expressFor", {
                organisation: <strong>{organisation.name}</strong>,
              })}{" "}
              {interests.length > 0 ? t("journey.expressAgain") : ""}
            </p>
            <FormBuilder
              intent="express-interest"
              fields={EXPRESS_INTEREST_FIELDS}
              validator={expressInterestValidator}
              submitLabel={t("journey.expressSubmit")}
            />
          </>
        ) : (
          <p>{t("journey.expressOnlyEditors", { organisation: organisation.name })}</p>
        )}
      </section>

      {interests.length > 0 ? (
        <section aria-labelledby="interests-title" className="journey-interests">
          <h2 id="interests-title">{t("journey.interestsTitle")}</h2>
          {interests.map((interest) => (
            <dl key={interest.id} className="journey-answers">
              <dt>{t("journey.interestDate")}</dt>
              <dd>{formats.date(interest.dateCreated)}</dd>
              <dt>{t("journey.interestProgramme")}</dt>
              <dd>{programmeLabel(interest.programme)}</dd>
              <dt>{t("journey.interestHectares")}</dt>
              <dd>{formats.number(interest.hectares)} ha</dd>
              <dt>{t("journey.interestRegenStarted")}</dt>
              <dd>{interest.regenStarted ? t("journey.yes") : t("journey.no")}</dd>
              <dt>{t("journey.interestAbout")}</dt>
              <dd>{interest.description ?? "-"}</dd>
              <dt>{t("journey.interestBy")}</dt>
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
        <h2 id="call-title">{t("journey.callTitle")}</h2>
        <p>{t("journey.callLead")}</p>
        <SchedulingPopup
          url={props.schedulingUrl}
          prefill={props.schedulingPrefill}
          label={t("journey.callTitle")}
          title={t("journey.callTitle")}
          utm={{ utmSource: "veld", utmMedium: "journey_start", utmCampaign: "onboarding" }}
        />
      </section>
    </div>
  );
}
