// The landing page (spec §2 'Public routes': the empty route; issue 7): what the programme is,
// who it is for (spec §1's five audience labels), the journey (spec §1), what a farmer can earn,
// partners, jobs and 'Get started'. Written for a farmer reading on a phone.
import { PartnerList, type PartnerEntry } from "~/components/public/partner-list";
import { AUDIENCE_LABELS, type AudienceLabel } from "~/shared/audiences";

/**
 * Sign-in first, then back to /profile, which sends someone without a profile on to sign-up
 * ('Create Your Profile', spec §2). A plain link: sign-in leaves Veld for the identity provider.
 */
export const GET_STARTED_HREF = "/auth/login?returnTo=/profile";

// spec §1 'Audience labels in use' (app/shared/audiences.ts), each with what it means here.
const AUDIENCE_DESCRIPTIONS: Record<AudienceLabel, string> = {
  "Regenerative farmer":
    "You already plan your grazing, grow cover crops or farm with less tillage, and want the carbon your soil stores to count.",
  "Farmer interested in conservation practices":
    "You want to start, perhaps on a few fields first, with a plan and people to ask along the way.",
  Academia:
    "You study soil carbon, grazing or rural livelihoods and want to follow the programme's methods and results.",
  "Agri-consultant":
    "You advise farmers and help your clients through the journey, from the first checks to mapping their fields.",
  "Interested party":
    "You are a buyer of credits, a funder, a co-operative or simply curious, and want to keep up with the programme.",
};

export const AUDIENCES = AUDIENCE_LABELS.map((label) => ({
  label,
  description: AUDIENCE_DESCRIPTIONS[label],
}));

// spec §1: 'The journey includes: eligibility and viability checks; contracting details;
// mapping fields; an implementation plan; practice data; evidence submission; waiting for
// feedback.' Sign-up comes first (spec §4 journey steps start at SIGN_UP).
export const JOURNEY = [
  {
    title: "Create your profile",
    text: "Sign in, tell us who you are and which province you farm in, and add your farm as an organisation.",
  },
  {
    title: "Eligibility and viability checks",
    text: "Answer questions about your land and practices, and see whether carbon credits make sense for your farm.",
  },
  {
    title: "Contracting details",
    text: "Give the details we need for a contract: who signs, your farm's boundaries and its location.",
  },
  {
    title: "Map your fields",
    text: "Draw each field on a map, grazing camps and croplands alike, so we know the hectares that take part.",
  },
  {
    title: "Implementation plan",
    text: "Agree which practices you will adopt, on which fields and when, such as planned grazing, cover crops or less tillage.",
  },
  {
    title: "Practice data",
    text: "Record what happens each season: grazing events, livestock numbers and fertiliser.",
  },
  {
    title: "Evidence",
    text: "Upload photos, invoices and other documents that show the practices on the ground.",
  },
  {
    title: "Feedback",
    text: "The Veld team reviews what you sent and tells you what is next.",
  },
] as const;

export function LandingPage({ partners }: { partners: PartnerEntry[] }) {
  return (
    <>
      <section className="hero" aria-labelledby="page-title">
        <h1 id="page-title">Healthier soil, and an income from carbon</h1>
        <p className="hero__lead">
          Veld helps South African farmers change to regenerative practices on their grazing land
          and croplands, and earn in rand from the carbon their soil stores.
        </p>
        <p className="hero__actions">
          <a href={GET_STARTED_HREF} className="button button--primary button--large">
            Get started
          </a>
          <a href="/earnings-potential" className="button button--large">
            See what you could earn
          </a>
        </p>
        <p className="hero__note">
          Get started: sign in, or create an account if you are new, then fill in a short profile.
          It is free.
        </p>
      </section>

      <section aria-labelledby="what-title">
        <h2 id="what-title">What the programme is</h2>
        <p>
          Grass, crops and cover crops take carbon dioxide out of the air. Practices such as planned
          grazing with long rest periods for the veld, cover crops between cash crops and less
          tillage keep more of that carbon in the soil. Soil with more carbon holds more water,
          feeds more life and recovers faster after drought.
        </p>
        <p>
          Veld measures the extra carbon in your fields, has it checked by an independent verifier
          and sells it as carbon credits. You are paid your share, in rand, under a contract you
          sign with us. Along the way you get a plan for your farm and people to ask when you are
          stuck.
        </p>
      </section>

      <section aria-labelledby="who-title">
        <h2 id="who-title">Who it is for</h2>
        <p>
          Farmers in all nine provinces, from grazing in the Karoo and the Eastern Cape to croplands
          in the Free State and North West, and the people who work with them. When you sign up, you
          choose what describes you best:
        </p>
        <dl className="audiences">
          {AUDIENCES.map((audience) => (
            <div key={audience.label} className="audiences__item">
              <dt>{audience.label}</dt>
              <dd>{audience.description}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title">How the journey works</h2>
        <p>
          You go step by step. Each step says what is still missing, and you can stop and come back
          whenever you like.
        </p>
        <ol className="steps">
          {JOURNEY.map((step) => (
            <li key={step.title}>
              <strong>{step.title}.</strong> {step.text}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="earn-title" className="callout">
        <h2 id="earn-title">What you could earn</h2>
        <p>
          What you earn depends on how many hectares take part, the practices you adopt, your soils
          and rainfall, and the price carbon credits sell for. The earnings-potential checker gives
          you an estimate in rand for your own farm in a few minutes, before you commit to anything.
        </p>
        <p>
          <a href="/earnings-potential">Check your earnings potential</a>
        </p>
      </section>

      {partners.length > 0 ? (
        <section aria-labelledby="partners-title">
          <h2 id="partners-title">Working with partners</h2>
          <p>
            Soil laboratories, mentors, mappers and verifiers help farmers through the programme.
          </p>
          <PartnerList partners={partners} headingLevel={3} />
          <p>
            <a href="/partners">Meet all our partners</a>
          </p>
        </section>
      ) : null}

      <section aria-labelledby="jobs-title">
        <h2 id="jobs-title">Work with us</h2>
        <p>
          We employ field officers who work with farmers, soil samplers, mappers, ecologists,
          software developers and more, in Pretoria, Johannesburg, Cape Town and remotely in South
          Africa. You can apply online without an account.
        </p>
        <p>
          <a href="/jobs">See open positions</a>
        </p>
      </section>

      <section aria-labelledby="start-title" className="closing">
        <h2 id="start-title">Ready to start?</h2>
        <p>
          Sign in, or create an account, and we will take you to your profile. Questions first?{" "}
          <a href="/faqs">Read the answers to common questions</a>.
        </p>
        <p>
          <a href={GET_STARTED_HREF} className="button button--primary button--large">
            Get started
          </a>
        </p>
      </section>
    </>
  );
}
