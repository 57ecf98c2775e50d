// The privacy policy (spec §2 'Public routes': /privacy-policy; issue 7). It follows the
// Protection of Personal Information Act 4 of 2013 (POPIA): what is kept (s 18 notification),
// why (s 11 lawful grounds, s 13 purpose), special personal information (s 26–29), operators
// and transfers abroad (s 20–21, s 72), retention (s 14), security and breaches (s 19, s 22),
// the person's rights (s 5, s 23–25, s 11(3), s 69), the Information Officer and complaints to
// the Information Regulator (s 74). The operator's details are configuration (decision 0147).
import type { ReactNode } from "react";
import { LegalDocument, type DocumentSection } from "~/components/public/legal-document";
import { DemonstrationOperatorNotice, useOperator } from "~/components/operator";
import type { Operator } from "~/shared/operator";
import { DOCUMENTS_UPDATED, INFORMATION_REGULATOR } from "./organisation";

function OfficerContact({ operator }: { operator: Operator }) {
  const officer = operator.informationOfficer;
  return (
    <ul>
      <li>Information Officer: {officer.name}</li>
      <li>
        E-mail: <a href={`mailto:${officer.email}`}>{officer.email}</a>
      </li>
      {operator.phone ? <li>Telephone: {operator.phone}</li> : null}
      <li>Post: {operator.postalAddress}</li>
    </ul>
  );
}

function sections(operator: Operator): DocumentSection[] {
  const officer = operator.informationOfficer;
  return [
    {
      id: "who-we-are",
      heading: "Who we are",
      body: (
        <>
          <p>
            Veld is run by {operator.legalName}, registration number {operator.registrationNumber}.
            We are the &lsquo;responsible party&rsquo; for your personal information under POPIA: we
            decide why and how it is used, and we answer for it.
          </p>
          <p>
            Our Information Officer makes sure we follow this policy and the law. You can contact
            them about anything on this page:
          </p>
          <OfficerContact operator={operator} />
        </>
      ),
    },
    {
      id: "what-we-keep",
      heading: "What information we keep",
      body: (
        <>
          <p>We keep only what the programme needs:</p>
          <ul>
            <li>
              <strong>Your account:</strong> your e-mail address and name, and a record of when you
              sign in. Your password is kept by our identity provider (see{" "}
              <a href="#who-we-share-it-with">who else sees it</a>), never by Veld&rsquo;s pages,
              and only as a one-way hash.
            </li>
            <li>
              <strong>Your profile:</strong> first name, surname, e-mail address, phone number, what
              describes you best, country and province, how you heard about us, a referral code if
              you have one, whether you want our mailing list, the name of your farm or organisation
              and your role in it, and when you agreed to this policy.
            </li>
            <li>
              <strong>Your organisation:</strong> your farm or company, its members and their roles,
              who signs contracts, and the details needed to pay you, such as a bank account.
            </li>
            <li>
              <strong>Your farm and fields:</strong> field boundaries and hectares, land use and its
              history, your implementation plan, grazing events, herds and livestock numbers,
              fertiliser use, soil sample results, and the evidence you upload, such as photos and
              invoices.
            </li>
            <li>
              <strong>Job applications:</strong> name, surname, e-mail address, phone number,
              gender, race, highest qualification, salary expectation, employment status and notice
              period, your CV, and optionally your LinkedIn profile and a motivation. If you are
              interviewed, we add the interviewers&rsquo; notes and the outcome.
            </li>
            <li>
              <strong>Calls you book:</strong> when you book a call with us through the scheduling
              widget, your name, e-mail address, the time and your answers to its questions.
            </li>
            <li>
              <strong>Uploads:</strong> the files you upload, with their name, type, size, who
              uploaded them and when.
            </li>
            <li>
              <strong>E-mails we send you:</strong> a copy of each (address, subject and text) in
              our outbox, so that it is sent once and we can show that it was.
            </li>
            <li>
              <strong>Technical records:</strong> the <a href="#cookies">cookies</a> Veld needs;
              your sign-in sessions (when they started and were last used, so you can be signed out
              everywhere); a record of who changed important information and when; and server logs
              (your internet address, the pages asked for and when) that keep Veld working and safe.
            </li>
          </ul>
          <p>
            Most of this you give us yourself. Soil results come from the laboratory, and sign-in
            records from our identity provider. If you do not give information that a step needs, we
            cannot complete that step with you, but you can still use the rest of Veld.
          </p>
        </>
      ),
    },
    {
      id: "special-information",
      heading: "Special personal information",
      body: (
        <>
          <p>
            POPIA gives extra protection to &lsquo;special personal information&rsquo;, such as
            race, health, religion and biometric information. The only special personal information
            we ask for is <strong>race</strong>, on job applications, together with gender. South
            Africa&rsquo;s Employment Equity Act requires us to report on the make-up of our
            workforce and to follow an employment equity plan, and POPIA allows race to be used for
            that purpose. We use it for nothing else.
          </p>
          <p>
            Only the people who handle recruitment and employment equity reporting can see it.
            Reports we send to government contain totals, not names. Please do not put special
            personal information in evidence, notes or uploads unless we ask for it.
          </p>
          <p>
            Veld is for adults. We do not knowingly collect information about children; if a child
            has signed up, tell us and we will delete their account.
          </p>
        </>
      ),
    },
    {
      id: "why-we-use-it",
      heading: "Why we use it",
      body: (
        <>
          <p>
            We use your information only for these purposes, each allowed by section 11 of POPIA:
          </p>
          <ul>
            <li>
              <strong>To run your account and the programme</strong>, from the eligibility check to
              feedback on your evidence: because you asked to take part, and a contract with you
              needs it.
            </li>
            <li>
              <strong>To measure, verify and sell carbon credits</strong> from your fields, and to
              pay you your share: because your carbon contract needs it.
            </li>
            <li>
              <strong>To meet our legal duties</strong>, for example tax records, employment equity
              reports and the record-keeping rules of the carbon standard.
            </li>
            <li>
              <strong>To recruit</strong>: to consider your job application, contact you and arrange
              interviews, because you applied.
            </li>
            <li>
              <strong>To send you e-mails about your journey</strong>, such as a step waiting for
              you or feedback on your evidence. Newsletters and invitations to events only if you
              joined our mailing list; you can leave it at any time.
            </li>
            <li>
              <strong>To keep Veld secure and working</strong>: to stop misuse, and to find and fix
              faults. This is our legitimate interest, and that of every user.
            </li>
            <li>
              <strong>To learn what works</strong> in regenerative farming, using figures from which
              no farm or person can be identified.
            </li>
          </ul>
          <p>
            We never sell your information. The checks and calculators in Veld give estimates; no
            decision about you that has legal effect, such as a contract, is made by a computer
            alone: a person reviews it.
          </p>
        </>
      ),
    },
    {
      id: "who-we-share-it-with",
      heading: "Who else sees it",
      body: (
        <>
          <p>Inside Veld, staff see what their work on your project or application needs.</p>
          <p>Outside Veld, we share information only with:</p>
          <ul>
            <li>
              <strong>The people in your organisation</strong> whom you or your organisation&rsquo;s
              owner added.
            </li>
            <li>
              <strong>Service providers who process it for us</strong> (&lsquo;operators&rsquo;),
              under written contracts that require them to keep it secure and use it only for us:
              <ul>
                <li>
                  our <strong>identity provider</strong>, which handles sign-in: your e-mail
                  address, name, password hash and sign-in records;
                </li>
                <li>
                  our <strong>scheduling provider</strong>, whose widget you use to book a call:
                  your name, e-mail address, the time and your answers;
                </li>
                <li>our hosting provider, which runs Veld&rsquo;s servers and database;</li>
                <li>our e-mail delivery provider, which sends Veld&rsquo;s e-mails.</li>
              </ul>
            </li>
            <li>
              <strong>Those who measure and certify the carbon</strong>: the soil laboratory, the
              independent verifier and the carbon registry see field boundaries, practice data and
              soil results. The registry publishes project information such as the area and
              province; it does not publish your contact details.
            </li>
            <li>
              <strong>Authorities</strong>, such as the South African Revenue Service or the
              Department of Employment and Labour, when the law requires it.
            </li>
          </ul>
          <p>
            We will ask you first before sharing your information with anyone else, for example a
            partner organisation that offers mentoring.
          </p>
        </>
      ),
    },
    {
      id: "outside-south-africa",
      heading: "Information sent outside South Africa",
      body: (
        <>
          <p>
            Our <strong>identity provider</strong> and our <strong>scheduling provider</strong> may
            keep and process your information outside South Africa, for example in the European
            Union or the United States. The carbon registry may also be outside South Africa.
          </p>
          <p>
            Section 72 of POPIA allows this only when the information stays protected. We use only
            providers that are bound by a law or by a written agreement that protects your
            information at least as well as POPIA does, or where sending it is needed for the
            service you asked for. The Information Officer will tell you which providers we use and
            in which countries they keep information.
          </p>
        </>
      ),
    },
    {
      id: "how-long",
      heading: "How long we keep it",
      body: (
        <>
          <ul>
            <li>
              <strong>Account and profile:</strong> while you have an account. You can delete your
              account yourself (<a href="/profile/delete-account">Delete my account</a> on your home
              page): your account, profile, sessions, registrations and notifications are deleted at
              once; what your organisation and its carbon contract still need stays without your
              name.
            </li>
            <li>
              <strong>Farm, field and practice data and evidence</strong> in a carbon project: for
              the project period, and after it for as long as the carbon standard and the registry
              require records to be kept; then we delete or de-identify them.
            </li>
            <li>
              <strong>Payment and tax records:</strong> at least five years, as tax law requires.
            </li>
            <li>
              <strong>Job applications</strong>, including race and gender: 12 months after the
              position closes, then deleted. If you agree that we keep your application for future
              positions, up to 24 months. If you are employed, your application becomes part of your
              employee file.
            </li>
            <li>
              <strong>Sign-in sessions</strong> end when you sign out or after a period without use;{" "}
              <strong>server logs</strong> are deleted after 90 days.
            </li>
            <li>
              <strong>Copies of e-mails</strong> in our outbox: 12 months after sending; after that
              we keep only to whom and when it was sent. <strong>Uploads</strong>: as long as the
              record they belong to; files that no record needs any more are deleted every day.
            </li>
            <li>
              <strong>Record of changes:</strong> who changed what and when, as long as the record
              it belongs to. The details of a change (the values before and after) for 24 months, or
              seven years for changes to contracts, signatories, fields, evidence decisions and
              credits, as company and tax law require.
            </li>
            <li>
              <strong>Job applications</strong> are deleted, with the CV, by a daily check once
              their period ends. Applications of people who accepted a job offer move to the
              employee file.
            </li>
            <li>
              <strong>Mailing list:</strong> until you leave it.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "security",
      heading: "How we protect it",
      body: (
        <>
          <p>
            Veld is only served over an encrypted connection (HTTPS). Passwords are stored only as
            one-way hashes. Staff see only what their role needs, and changes to important records
            are logged. We keep backups and test that we can restore them.
          </p>
          <p>
            If we believe someone has gained access to your personal information without permission,
            we tell you and the Information Regulator as soon as we reasonably can, as section 22 of
            POPIA requires, with what happened and what you can do.
          </p>
        </>
      ),
    },
    {
      id: "your-rights",
      heading: "Your rights",
      body: (
        <>
          <p>Under POPIA you have the right to:</p>
          <ul>
            <li>
              <strong>access</strong>: ask whether we hold information about you, and for a copy of
              it;
            </li>
            <li>
              <strong>correction</strong>: have information that is wrong, out of date or incomplete
              corrected;
            </li>
            <li>
              <strong>deletion</strong>: have information deleted that we no longer need or may no
              longer keep;
            </li>
            <li>
              <strong>objection</strong>: object to our use of your information on the ground of
              legitimate interest, and to direct marketing at any time;
            </li>
            <li>
              <strong>withdraw consent</strong> where we rely on it, such as the mailing list;
            </li>
            <li>
              <strong>complain</strong> to the Information Regulator (see{" "}
              <a href="#contact-and-complaints">contact and complaints</a>).
            </li>
          </ul>
          <p id="download">
            <strong>Download your information yourself:</strong> signed in, choose &lsquo;Download
            my personal data&rsquo; on your home page (or open{" "}
            <a href="/profile/data-export">/profile/data-export</a>). You get a file (JSON) with
            your account, profile, organisations and roles, invitations sent to you, sign-in
            sessions (without their secret codes), the record of changes you made or that concern
            you, job applications you sent, the files you uploaded, your event registrations, your
            notifications and whether you read them, your e-mail preferences, the baseline the
            programme recorded about you, and the work of your organisations you took part in
            (evidence, submissions and requests).
          </p>
          <p id="delete">
            <strong>Delete your account yourself:</strong> signed in, choose &lsquo;Delete my
            account&rsquo; on your home page (or open{" "}
            <a href="/profile/delete-account">/profile/delete-account</a>). If you are the only
            owner of an organisation with other members, make one of them an owner first.
          </p>
          <p>
            You can correct most of your profile yourself once you are signed in. For anything else,
            write to the Information Officer at{" "}
            <a href={`mailto:${officer.email}`}>{officer.email}</a>. We may ask you to prove who you
            are. We answer within 30 days. Asking to see your own information is free; if a request
            is unusually large, we tell you of any fee the law allows before we start.
          </p>
          <p>
            Some information cannot be deleted while a carbon contract runs, because the credits
            depend on it, or while the law requires us to keep it. If so, we tell you which, and
            why.
          </p>
        </>
      ),
    },
    {
      id: "cookies",
      heading: "Cookies",
      body: (
        <>
          <p>
            Veld uses only the cookies it needs to work: one that keeps you signed in (it holds a
            random number, not your details), short-lived ones during sign-in (they last at most one
            day) and one that carries a message to the next page. We use no advertising or tracking
            cookies. The scheduling widget may set its own cookies when you open it.
          </p>
        </>
      ),
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      body: (
        <p>
          When we change this policy we update the date at the top. If a change affects how we use
          information you already gave us, we tell you by e-mail before it takes effect.
        </p>
      ),
    },
    {
      id: "contact-and-complaints",
      heading: "Contact and complaints",
      body: (
        <>
          <p>
            Questions, requests or complaints about your personal information: our Information
            Officer.
          </p>
          <OfficerContact operator={operator} />
          <p>
            If you are not satisfied with our answer, or at any time, you may complain to the{" "}
            {INFORMATION_REGULATOR.name}:
          </p>
          <ul>
            <li>
              Website: <a href={INFORMATION_REGULATOR.website}>{INFORMATION_REGULATOR.website}</a>
            </li>
            <li>
              Complaints (on POPIA Form 5, from the Regulator&rsquo;s website):{" "}
              <a href={`mailto:${INFORMATION_REGULATOR.complaintsEmail}`}>
                {INFORMATION_REGULATOR.complaintsEmail}
              </a>
            </li>
            <li>
              General enquiries:{" "}
              <a href={`mailto:${INFORMATION_REGULATOR.enquiriesEmail}`}>
                {INFORMATION_REGULATOR.enquiriesEmail}
              </a>
            </li>
          </ul>
        </>
      ),
    },
  ];
}

/**
 * The document; in another language than English with its title translated and the translated
 * summary first (`summary`, components/public/legal-summary.tsx).
 */
export function PrivacyPolicyDocument({
  title = "Privacy policy",
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
          This policy explains what personal information Veld keeps about you, why, for how long,
          who else sees it, and your rights under the Protection of Personal Information Act
          (POPIA). It covers this website, the programme and job applications.
        </p>
      }
      sections={sections(operator)}
    />
  );
}
