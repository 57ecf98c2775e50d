// The first FAQ entries (issue 7), written into the database once by the content seed
// (app/server/content-seed.server.ts). After that staff edit them in the database: changing this
// file changes nothing in a database that has been seeded; add a new seed for new entries.
//
// Answers are plain text: a blank line starts a paragraph, lines starting with "- " make a list,
// and site paths (/earnings-potential) and e-mail addresses become links
// (app/components/public/plain-text.tsx).
import type { FaqTopic } from "~/models/faqs.server";

export interface FaqSeed {
  slug: string;
  topic: FaqTopic;
  question: string;
  answer: string;
}

export const FAQ_SEED: readonly FaqSeed[] = [
  // ---- The programme ----
  {
    slug: "what-is-veld",
    topic: "programme",
    question: "What is Veld?",
    answer: `Veld is a programme for South African farmers who want to farm regeneratively and earn from the carbon their soil stores. It supports you as you change practices on your grazing land and croplands, measures the extra carbon, and sells it as carbon credits.

This website is where you sign up, describe your farm, map your fields and follow each step of the journey to a carbon-credit contract.`,
  },
  {
    slug: "what-is-a-carbon-credit",
    topic: "programme",
    question: "What is a carbon credit?",
    answer: `One carbon credit stands for one tonne of carbon dioxide (CO2) taken out of the air or kept out of it. Plants pull carbon dioxide from the air, and good grazing and cropping practices keep more of that carbon in the soil as organic matter.

The extra carbon in your soil is measured from soil samples, checked by an independent verifier and issued as credits. Companies buy the credits to balance their own emissions, and the money is shared with you under your contract.`,
  },
  {
    slug: "which-practices-count",
    topic: "programme",
    question: "Which farming practices count?",
    answer: `Practices that build soil carbon and that you were not already using. For example:
- planned grazing: moving herds often, with long rest periods so the veld recovers
- cover crops and multi-species mixes between cash crops
- reduced tillage or no-till
- keeping crop residues on the land instead of burning or baling all of them
- bringing livestock onto croplands to graze cover crops and residues
- using less synthetic fertiliser

Your implementation plan sets out which practices suit your farm, your rainfall and your budget.`,
  },
  {
    slug: "journey-steps",
    topic: "programme",
    question: "What are the steps, from signing up to a contract?",
    answer: `After you create your profile, the journey takes you through:
- an eligibility check and a viability check
- your contracting details
- mapping your fields
- an implementation plan
- practice data: your grazing, livestock and fertiliser records
- evidence, such as photos and invoices
- feedback from the Veld team on what you sent

You can stop and come back at any step. Each step shows what is still missing.`,
  },
  {
    slug: "how-long",
    topic: "programme",
    question: "How long does the programme last?",
    answer: `Soil carbon builds slowly, so carbon projects run for many years; 10 years or more is common. Your contract states the project period, when the soil will be sampled again and what happens if you want to leave early. Read it carefully, and ask us about anything that is not clear, before you sign.`,
  },
  {
    slug: "what-does-it-cost",
    topic: "programme",
    question: "Does it cost anything to sign up?",
    answer: `No. Creating a profile, the eligibility and viability checks and the earnings-potential checker are free.

Changing practices can cost money, for example cover-crop seed, fencing or water points for planned grazing. Your implementation plan lists these costs so that you can decide with the full picture.`,
  },

  // ---- Eligibility ----
  {
    slug: "who-can-join",
    topic: "eligibility",
    question: "Who can join the programme?",
    answer: `Farmers in South Africa with grazing land, croplands or both, who have the right to farm that land for the whole project period: as the owner, with a long enough lease, or on communal land with the written agreement of the community that holds it.

Anyone can create a profile. When you sign up you choose what describes you best: Regenerative farmer, Farmer interested in conservation practices, Academia, Agri-consultant or Interested party.`,
  },
  {
    slug: "which-provinces",
    topic: "eligibility",
    question: "Which provinces does the programme cover?",
    answer: `All nine: Eastern Cape, Free State, Gauteng, KwaZulu-Natal, Limpopo, Mpumalanga, Northern Cape, North West and Western Cape. What works on a farm depends on its rainfall, soils and veld type, so the viability check looks at where your fields are.`,
  },
  {
    slug: "minimum-size",
    topic: "eligibility",
    question: "Is there a minimum farm size?",
    answer: `There is no fixed minimum. Measuring and verifying carbon costs the same on a small field as on a large one, so a very small area may cost more than its credits earn. The viability check shows you whether your hectares add up. Neighbouring farms can also join together as one organisation.`,
  },
  {
    slug: "already-regenerative",
    topic: "eligibility",
    question: "I already farm regeneratively. Can I still join?",
    answer: `Often, yes. Carbon credits pay for carbon that is extra: stored because of a change you made. If you started a practice recently, it may still count; the eligibility check asks when you started each practice. Practices you have used for many years are your baseline, and new practices on top of them can still earn credits.`,
  },
  {
    slug: "land-that-cannot-be-included",
    topic: "eligibility",
    question: "Which land cannot be included?",
    answer: `Each field is checked on its own. We cannot include:
- wetlands
- land where natural veld, bush or forest was cleared in recent years
- fields whose boundary or your right to farm them cannot be confirmed

The rest of your farm can still take part when one field does not qualify.`,
  },

  // ---- Data and privacy ----
  {
    slug: "what-information-you-keep",
    topic: "privacy",
    question: "What information do you keep about me and my farm?",
    answer: `Your profile (name, e-mail address, phone number, province), your organisation, the boundaries of your fields, and the records you give us: grazing events, livestock numbers, fertiliser and the evidence you upload. The privacy policy explains why we need each of these and how long we keep it: /privacy-policy`,
  },
  {
    slug: "who-sees-my-data",
    topic: "privacy",
    question: "Who can see my farm data?",
    answer: `You and the people you add to your organisation; the Veld staff who work on your project; and, for the carbon credits, the soil laboratory, the independent verifier and the carbon registry, which see only what they need. We never sell your information.`,
  },
  {
    slug: "correct-or-delete",
    topic: "privacy",
    question: "Can I see, correct or delete my information?",
    answer: `Yes. The Protection of Personal Information Act (POPIA) gives you the right to see the information we hold about you, to have it corrected or deleted, and to object to how we use it. Write to our Information Officer: the privacy policy (/privacy-policy) gives their name, e-mail address and postal address.

Some records must be kept while your carbon contract runs, because the credits depend on them. We tell you which ones when you ask.`,
  },
  {
    slug: "why-a-separate-sign-in-page",
    topic: "privacy",
    question: "Why do I sign in on a separate page?",
    answer: `Signing in is handled by our identity provider, a separate service that checks your e-mail address and password and then tells Veld who you are. Veld's own pages never see your password. The privacy policy names the services we use and where they keep information: /privacy-policy`,
  },

  // ---- Payments ----
  {
    slug: "how-much-can-i-earn",
    topic: "payments",
    question: "How much can I earn?",
    answer: `It depends on how many hectares take part, the practices you adopt, your soils and rainfall, and the price carbon credits sell for. The earnings-potential checker gives an estimate in rand for your farm: /earnings-potential

An estimate is not a promise: what you are paid depends on the carbon actually measured and verified.`,
  },
  {
    slug: "how-and-when-paid",
    topic: "payments",
    question: "How and when will I be paid?",
    answer: `You are paid in rand, into a South African bank account in the name of your farm's organisation. Payment follows the issue of credits: soil is sampled at the start and again some years later, the difference is verified, and credits are issued and sold. Your contract sets out your share and the payment schedule.`,
  },
  {
    slug: "is-carbon-income-taxable",
    topic: "payments",
    question: "Do I pay tax on carbon income?",
    answer: `Income from carbon credits is usually part of your farming income. Veld cannot give tax advice: please ask your accountant or tax practitioner, or the South African Revenue Service (SARS).`,
  },

  // ---- Jobs ----
  {
    slug: "what-jobs",
    topic: "jobs",
    question: "What kind of jobs does Veld offer?",
    answer: `Work with farmers, soil sampling and field work, mapping and agri-tech, software, conservation ecology, project management, creative and marketing, administration and finance. Positions are based in Pretoria, Johannesburg or Cape Town, or remote within South Africa. The open positions are listed at /jobs`,
  },
  {
    slug: "how-to-apply",
    topic: "jobs",
    question: "How do I apply for a job?",
    answer: `Open /jobs, choose a position and fill in its application form. You do not need an account. Have your CV ready as a PDF or Word file (.pdf, .doc or .docx); your LinkedIn profile and a motivation are optional.`,
  },
  {
    slug: "why-race-and-gender",
    topic: "jobs",
    question: "Why does the application form ask for my race and gender?",
    answer: `South Africa's Employment Equity Act requires employers to report on the make-up of their workforce and to follow an employment equity plan. We ask for your race and gender only for that purpose. Race is special personal information under POPIA: it is kept with your application, seen only by the people who handle recruitment and reporting, and deleted with your application.`,
  },
  {
    slug: "after-applying",
    topic: "jobs",
    question: "What happens after I apply?",
    answer: `We read every application after the closing date. If you are shortlisted we invite you to an interview; some positions have more than one round. If your application is not successful, we tell you by e-mail.`,
  },
];

/**
 * The first seed's answer to 'Can I see, correct or delete my information?' named a placeholder
 * address; the operator's real one is configuration (decision 0147), which only the privacy
 * policy prints. The seed 'faqs-v2-operator' changes an answer still reading this.
 */
export const CORRECT_OR_DELETE_V1 = {
  slug: "correct-or-delete",
  answer: `Yes. The Protection of Personal Information Act (POPIA) gives you the right to see the information we hold about you, to have it corrected or deleted, and to object to how we use it. Write to our Information Officer at privacy@veld.example (a placeholder address until launch).

Some records must be kept while your carbon contract runs, because the credits depend on them. We tell you which ones when you ask.`,
} as const;
