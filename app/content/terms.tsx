// The terms and conditions (spec §2 'Public routes': /terms-and-conditions; issue 7): a
// complete, plain-language document. The operator's details are configuration (decision 0147).
import type { ReactNode } from "react";
import { LegalDocument, type DocumentSection } from "~/components/public/legal-document";
import { DemonstrationOperatorNotice, useOperator } from "~/components/operator";
import type { Operator } from "~/shared/operator";
import { DOCUMENTS_UPDATED } from "./organisation";

function sections(operator: Operator): DocumentSection[] {
  const officer = operator.informationOfficer;
  return [
    {
      id: "about",
      heading: "About these terms",
      body: (
        <>
          <p>
            These terms apply when you use the Veld website and take part in the Veld programme.
            &lsquo;Veld&rsquo;, &lsquo;we&rsquo; and &lsquo;us&rsquo; mean {operator.legalName},
            registration number {operator.registrationNumber}. &lsquo;You&rsquo; means the person
            using Veld and, where you act for a farm or company, that organisation too.
          </p>
          <p>
            By creating an account or using Veld you agree to these terms. Please read them; if you
            do not agree, do not use Veld. How we handle your personal information is explained in
            our <a href="/privacy-policy">privacy policy</a>.
          </p>
        </>
      ),
    },
    {
      id: "who-may-use",
      heading: "Who may use Veld",
      body: (
        <p>
          You must be 18 or older and able to enter into a contract. If you use Veld for a farm,
          company, trust or community, you confirm that you are allowed to act for it.
        </p>
      ),
    },
    {
      id: "your-account",
      heading: "Your account",
      body: (
        <>
          <p>
            You sign in through our identity provider with your e-mail address and a password. Keep
            your password to yourself and tell us at once if you think someone else has used your
            account. You are responsible for what is done with your account until you tell us.
          </p>
          <p>
            Keep your profile true and up to date, especially your e-mail address and phone number:
            we use them to reach you about your journey and your contract.
          </p>
        </>
      ),
    },
    {
      id: "organisations",
      heading: "Organisations and the people in them",
      body: (
        <p>
          Your farm or company takes part in Veld as an organisation. Its owner can add other
          people, such as staff, a consultant or the person who signs contracts, and give each a
          role. Every member can see the organisation&rsquo;s information in Veld. The owner is
          responsible for adding only people who should see it, and for removing those who no longer
          should.
        </p>
      ),
    },
    {
      id: "journey-and-contract",
      heading: "The journey and your carbon contract",
      body: (
        <>
          <p>
            The steps on this website (eligibility and viability checks, contracting details, field
            maps, implementation plan, practice data and evidence) prepare for and support a carbon
            contract. Taking these steps does not oblige you to sign a contract, and it does not
            oblige us to offer you one: we may decide that a farm or a field cannot take part, and
            we tell you why.
          </p>
          <p>
            Only a signed carbon contract creates rights and duties about carbon credits and
            payments. If the contract and these terms differ, the contract applies.
          </p>
        </>
      ),
    },
    {
      id: "estimates",
      heading: "Estimates are not promises",
      body: (
        <p>
          The earnings-potential checker, the carbon credit calculator and any figures we show
          before a contract are estimates based on what you tell us and on average conditions. They
          are not a promise of payment and not financial advice. What you are paid depends on the
          carbon actually measured and verified, the price credits sell for and your contract.
        </p>
      ),
    },
    {
      id: "your-information",
      heading: "Information and evidence you give us",
      body: (
        <>
          <p>
            Carbon credits depend on true records. Everything you enter or upload, such as field
            boundaries, grazing events, livestock numbers, fertiliser use and photos, must be
            accurate and your own or used with permission. Giving false information or evidence on
            purpose may end your participation, and credits based on it may be cancelled.
          </p>
          <p>
            What you upload stays yours. You allow us to use it to run the programme: to review it,
            to share it with the soil laboratory, the verifier and the carbon registry as the
            privacy policy describes, and to use it without anything that identifies you or your
            farm for research and reports.
          </p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      heading: "Using Veld fairly",
      body: (
        <>
          <p>Do not:</p>
          <ul>
            <li>
              use another person&rsquo;s account, or enter information about people without their
              permission;
            </li>
            <li>upload files containing viruses or anything unlawful;</li>
            <li>
              try to get into parts of Veld you have not been given access to, or to disrupt it;
            </li>
            <li>copy Veld&rsquo;s content or data in bulk with automated tools.</li>
          </ul>
          <p>We may suspend an account that does any of these, and tell you why.</p>
        </>
      ),
    },
    {
      id: "job-applications",
      heading: "Job applications",
      body: (
        <p>
          Anyone may apply for a position on the jobs page. Applying does not create an employment
          relationship or a promise of one. The information in your application must be true. The
          privacy policy explains how we handle applications, including race and gender asked for
          employment equity.
        </p>
      ),
    },
    {
      id: "other-services",
      heading: "Other services and websites",
      body: (
        <p>
          Sign-in is provided by our identity provider, and calls are booked through a scheduling
          provider&rsquo;s widget; their own terms also apply when you use them. Links to partners
          and other websites are for your convenience: we do not control those websites and are not
          responsible for them.
        </p>
      ),
    },
    {
      id: "availability",
      heading: "Availability and changes to Veld",
      body: (
        <p>
          We work to keep Veld available and quick, also on slow connections, but we cannot promise
          it will always be available or free of faults. We may change, add or remove features.
          Where a change affects a step you are in the middle of, we tell you beforehand and make
          sure nothing you entered is lost.
        </p>
      ),
    },
    {
      id: "liability",
      heading: "Our responsibility to you",
      body: (
        <>
          <p>
            We take reasonable care in running Veld. As far as the law allows, we are not liable for
            loss of profit or for indirect loss that comes from using the website, for example from
            relying on an estimate, or from a period when Veld is unavailable.
          </p>
          <p>
            Nothing in these terms takes away rights you have under the Consumer Protection Act or
            other law that cannot be excluded, or limits our liability for gross negligence or
            dishonesty.
          </p>
        </>
      ),
    },
    {
      id: "ending",
      heading: "Closing your account",
      body: (
        <p>
          You may close your account at any time by writing to us. Closing it does not end a carbon
          contract you have signed; the contract says how that can end. We may close an account that
          breaks these terms in a serious way, after telling you why and giving you a chance to
          respond, unless the law or safety requires us to act at once.
        </p>
      ),
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      body: (
        <p>
          We may update these terms. We change the date at the top and, for changes that matter to
          you, tell you by e-mail at least 30 days before they apply. If you keep using Veld after
          that, the new terms apply.
        </p>
      ),
    },
    {
      id: "law",
      heading: "Law and disputes",
      body: (
        <p>
          These terms are governed by the law of South Africa. If something goes wrong, please talk
          to us first: most problems are solved quickly that way. If we cannot agree, either of us
          may take the matter to a South African court that has jurisdiction.
        </p>
      ),
    },
    {
      id: "contact",
      heading: "Contact us",
      body: (
        <ul>
          <li>
            E-mail: <a href={`mailto:${operator.email}`}>{operator.email}</a>
          </li>
          {operator.phone ? <li>Telephone: {operator.phone}</li> : null}
          <li>Post: {operator.postalAddress}</li>
          <li>
            Questions about your personal information: our Information Officer, {officer.name},{" "}
            <a href={`mailto:${officer.email}`}>{officer.email}</a>
          </li>
        </ul>
      ),
    },
  ];
}

/**
 * The document; in another language than English with its title translated and the translated
 * summary first (`summary`, components/public/legal-summary.tsx).
 */
export function TermsDocument({
  title = "Terms and conditions",
  summary,
}: { title?: string; summary?: ReactNode } = {}) {
  const operator = useOperator();
  return (
    <LegalDocument
      title={title}
      summary={summary}
      updated={DOCUMENTS_UPDATED}
      notice={
        operator.demonstration ? <DemonstrationOperatorNotice operator={operator} /> : undefined
      }
      intro={
        <p className="document__lead">
          The rules for using the Veld website and taking part in the programme, in plain language.
        </p>
      }
      sections={sections(operator)}
    />
  );
}
