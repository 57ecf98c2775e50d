import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

export const meta: MetaFunction = () => [
  { title: "Veld: regenerative farming and carbon credits" },
  {
    name: "description",
    content:
      "Veld helps South African farmers move to regenerative practices and earn from carbon credits.",
  },
];

// The modest first landing page; the full one is issue 7.
export default function Landing() {
  return (
    <>
      <section className="hero" aria-labelledby="page-title">
        <h1 id="page-title">Healthier soil, and an income from carbon</h1>
        <p className="hero__lead">
          Veld guides South African farmers through regenerative farming and into the carbon credit
          market, step by step, from a first eligibility check to a signed contract.
        </p>
        <p>
          {/* A document navigation: sign-in leaves Veld for the identity provider's page. */}
          <a href="/profile" className="button button--primary button--large">
            Get started
          </a>
        </p>
        <p className="hero__note">You will sign in or create an account on the way.</p>
      </section>
      <section aria-labelledby="how-title">
        <h2 id="how-title">How it works</h2>
        <ol className="steps">
          <li>
            <strong>Check your farm.</strong> Answer a few questions to see whether your farm is
            eligible and what it could earn.
          </li>
          <li>
            <strong>Map your fields and plan.</strong> Draw your fields and agree an implementation
            plan for the practices you will adopt.
          </li>
          <li>
            <strong>Farm, record and earn.</strong> Keep records of your practices, send your
            evidence, and receive feedback on your carbon credits.
          </li>
        </ol>
        <p>
          Not sure yet? <Link to="/earnings-potential">See your earnings potential</Link> or{" "}
          <Link to="/faqs">read the FAQs</Link>.
        </p>
      </section>
    </>
  );
}
