// The landing page (spec §2 'Public routes': the empty route; issue 7): what the programme is,
// who it is for (spec §1's five audience labels), the journey (spec §1), what a farmer can earn,
// partners, jobs and 'Get started'. Written for a farmer reading on a phone.
import { useT } from "~/components/i18n";
import { PartnerList, type PartnerEntry } from "~/components/public/partner-list";
import { AUDIENCE_LABELS, type AudienceLabel } from "~/shared/audiences";

/**
 * Sign-in first, then back to /profile, which sends someone without a profile on to sign-up
 * ('Create Your Profile', spec §2). A plain link: sign-in leaves Veld for the identity provider.
 */
export const GET_STARTED_HREF = "/auth/login?returnTo=/profile";

// spec §1 'Audience labels in use' (app/shared/audiences.ts), each with what it means here: the
// catalogue keys of each label's name and description (the stored value stays the English label).
const AUDIENCE_KEYS: Record<AudienceLabel, string> = {
  "Regenerative farmer": "landing.audience.regenerative",
  "Farmer interested in conservation practices": "landing.audience.conservation",
  Academia: "landing.audience.academia",
  "Agri-consultant": "landing.audience.consultant",
  "Interested party": "landing.audience.interested",
};

export const AUDIENCES = AUDIENCE_LABELS.map((label) => ({ label, key: AUDIENCE_KEYS[label] }));

// spec §1: 'The journey includes: eligibility and viability checks; contracting details;
// mapping fields; an implementation plan; practice data; evidence submission; waiting for
// feedback.' Sign-up comes first (spec §4 journey steps start at SIGN_UP). Catalogue keys: the
// step's title, and `.text` its sentence.
export const JOURNEY = [
  "landing.step.profile",
  "landing.step.checks",
  "landing.step.contract",
  "landing.step.fields",
  "landing.step.plan",
  "landing.step.practice",
  "landing.step.evidence",
  "landing.step.feedback",
] as const;

/** The catalogue namespaces the landing page needs (its loader sends them). */
export const LANDING_NAMESPACES = ["landing"];

export function LandingPage({ partners }: { partners: PartnerEntry[] }) {
  const t = useT();
  return (
    <>
      <section className="hero" aria-labelledby="page-title">
        <h1 id="page-title">{t("landing.heroTitle")}</h1>
        <p className="hero__lead">{t("landing.heroLead")}</p>
        <p className="hero__actions">
          <a href={GET_STARTED_HREF} className="button button--primary button--large">
            {t("landing.getStarted")}
          </a>
          <a href="/earnings-potential" className="button button--large">
            {t("landing.seeEarnings")}
          </a>
        </p>
        <p className="hero__note">{t("landing.heroNote")}</p>
      </section>

      <section aria-labelledby="what-title">
        <h2 id="what-title">{t("landing.whatTitle")}</h2>
        <p>{t("landing.whatText1")}</p>
        <p>{t("landing.whatText2")}</p>
      </section>

      <section aria-labelledby="who-title">
        <h2 id="who-title">{t("landing.whoTitle")}</h2>
        <p>{t("landing.whoText")}</p>
        <dl className="audiences">
          {AUDIENCES.map((audience) => (
            <div key={audience.label} className="audiences__item">
              <dt>{t(audience.key)}</dt>
              <dd>{t(`${audience.key}.text`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title">{t("landing.howTitle")}</h2>
        <p>{t("landing.howText")}</p>
        <ol className="steps">
          {JOURNEY.map((step) => (
            <li key={step}>
              <strong>{t(step)}.</strong> {t(`${step}.text`)}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="earn-title" className="callout">
        <h2 id="earn-title">{t("landing.earnTitle")}</h2>
        <p>{t("landing.earnText")}</p>
        <p>
          <a href="/earnings-potential">{t("landing.earnLink")}</a>
        </p>
      </section>

      {partners.length > 0 ? (
        <section aria-labelledby="partners-title">
          <h2 id="partners-title">{t("landing.partnersTitle")}</h2>
          <p>{t("landing.partnersText")}</p>
          <PartnerList partners={partners} headingLevel={3} />
          <p>
            <a href="/partners">{t("landing.partnersLink")}</a>
          </p>
        </section>
      ) : null}

      <section aria-labelledby="jobs-title">
        <h2 id="jobs-title">{t("landing.jobsTitle")}</h2>
        <p>{t("landing.jobsText")}</p>
        <p>
          <a href="/jobs">{t("landing.jobsLink")}</a>
        </p>
      </section>

      <section aria-labelledby="start-title" className="closing">
        <h2 id="start-title">{t("landing.startTitle")}</h2>
        <p>
          {t("landing.startText")} <a href="/faqs">{t("landing.faqsLink")}</a>.
        </p>
        <p>
          <a href={GET_STARTED_HREF} className="button button--primary button--large">
            {t("landing.getStarted")}
          </a>
        </p>
      </section>
    </>
  );
}
