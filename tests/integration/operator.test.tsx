// The organisation that runs Veld is configuration (issue 32; decision 0147): the root loader
// hands the configured operator to every page, and the privacy policy, the terms, the declined
// farmer's contact details and the e-mails name it; without settings it is the demonstration
// operator, and every page that names it says so.
import { renderToString } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { OperatorContext } from "~/components/operator";
import { JourneyStatusNote as StatusNote } from "~/components/journey/journey-status";
import { TranslationsProvider } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { PrivacyPolicyDocument } from "~/content/privacy-policy";
import { TermsDocument } from "~/content/terms";
import { loadEnv } from "~/env.server";
import { loader as rootLoader } from "~/root";
import { renderEmail } from "~/services/email-templates/rules";
import { declinedMessage } from "~/services/journey/steps";
import type { Operator } from "~/shared/operator";

/** The note with its page's words (the journey pages send the `journey` messages; issue 33). */
function JourneyStatusNote(props: Parameters<typeof StatusNote>[0]) {
  return (
    <TranslationsProvider translations={translationsFor("en", ["journey"])}>
      <StatusNote {...props} />
    </TranslationsProvider>
  );
}

const SETTINGS = {
  OPERATOR_LEGAL_NAME: "Karoo Carbon Farming (Pty) Ltd",
  OPERATOR_REGISTRATION_NUMBER: "2024/123456/07",
  OPERATOR_POSTAL_ADDRESS: "PO Box 12, Graaff-Reinet, 6280",
  OPERATOR_INFORMATION_OFFICER: "Nomsa Khumalo",
  OPERATOR_INFORMATION_OFFICER_EMAIL: "privacy@karoo-carbon.co.za",
  OPERATOR_EMAIL: "programme@karoo-carbon.co.za",
  OPERATOR_PHONE: "+27 49 892 0000",
};

function configure(settings: Record<string, string>) {
  for (const key of Object.keys(SETTINGS)) delete process.env[key];
  Object.assign(process.env, settings);
  loadEnv();
}

afterAll(() => configure({}));

/** The operator the root loader gives the pages, as a signed-out visitor's request gets it. */
async function rootOperator(): Promise<Operator> {
  const result = (await rootLoader({
    request: new Request("http://localhost:3000/privacy-policy"),
    params: {},
    context: { cspNonce: "", requestId: "operator-test" } as never,
  })) as unknown as { data: { operator: Operator } };
  return result.data.operator;
}

const render = (operator: Operator, page: React.ReactNode) =>
  renderToString(<OperatorContext.Provider value={operator}>{page}</OperatorContext.Provider>);

const DECLINED = {
  kind: "declined",
  decision: "eligibility",
  summary: "Your farm does not meet the programme's eligibility requirements.",
  reason: "The farm is outside the programme's provinces.",
  message: "",
} as const;

describe("a configured operator", () => {
  it("is what the root loader gives every page", async () => {
    configure(SETTINGS);
    expect(await rootOperator()).toEqual({
      name: "Veld",
      legalName: "Karoo Carbon Farming (Pty) Ltd",
      registrationNumber: "2024/123456/07",
      postalAddress: "PO Box 12, Graaff-Reinet, 6280",
      informationOfficer: { name: "Nomsa Khumalo", email: "privacy@karoo-carbon.co.za" },
      email: "programme@karoo-carbon.co.za",
      jobsEmail: "programme@karoo-carbon.co.za",
      phone: "+27 49 892 0000",
      demonstration: false,
    });
  });

  it("is named by the privacy policy and the terms, with no placeholder and no notice", async () => {
    configure(SETTINGS);
    const operator = await rootOperator();
    for (const page of [<PrivacyPolicyDocument key="p" />, <TermsDocument key="t" />]) {
      const html = render(operator, page);
      for (const text of [
        "Karoo Carbon Farming (Pty) Ltd",
        "2024/123456/07",
        "PO Box 12, Graaff-Reinet, 6280",
        "Nomsa Khumalo",
        "mailto:privacy@karoo-carbon.co.za",
        "+27 49 892 0000",
      ]) {
        expect(html).toContain(text);
      }
      expect(html).not.toContain("veld.example");
      expect(html).not.toContain("Demonstration operator");
    }
    expect(render(operator, <TermsDocument />)).toContain("mailto:programme@karoo-carbon.co.za");
  });

  it("is how a declined farmer reaches us, on the page and in the words the e-mail uses", async () => {
    configure(SETTINGS);
    const html = render(await rootOperator(), <JourneyStatusNote status={DECLINED} />);
    expect(html).toContain("mailto:programme@karoo-carbon.co.za");
    expect(html).toContain("PO Box 12, Graaff-Reinet, 6280");
    expect(html).not.toContain("Demonstration operator");
    expect(declinedMessage("eligibility", null)).toContain(
      "e-mail us at programme@karoo-carbon.co.za, call us on +27 49 892 0000 or write to us at PO Box 12, Graaff-Reinet, 6280.",
    );
  });

  it("signs the marketing e-mails' footer", () => {
    configure(SETTINGS);
    const { text } = renderEmail(
      { kind: "marketing", subject: "News", body: "Body." },
      {} as never,
      "http://localhost:3000/unsubscribe?token=t",
    );
    expect(text).toMatch(
      /Sent by Karoo Carbon Farming \(Pty\) Ltd, PO Box 12, Graaff-Reinet, 6280\.$/,
    );
  });
});

describe("without settings: the demonstration operator", () => {
  it("says so on every page that names it", async () => {
    configure({});
    const operator = await rootOperator();
    expect(operator.demonstration).toBe(true);
    for (const page of [
      <PrivacyPolicyDocument key="p" />,
      <TermsDocument key="t" />,
      <JourneyStatusNote key="j" status={DECLINED} />,
    ]) {
      const html = render(operator, page);
      expect(html).toContain("Demonstration operator.");
      expect(html).toContain("veld.example");
    }
  });
});
