// The English of the e-mail and notification catalogues is the text sent before (decision 0160):
// each message written from the catalogue equals the constant the rest of Veld still quotes.
import { describe, expect, it } from "vitest";
import { unsubscribeFooter } from "~/services/email-templates/rules";
import { FIELDS_CONFIRMED_MESSAGE, FIELDS_REOPENED_MESSAGE } from "~/services/fields/fields.server";
import { NOT_ELIGIBLE_MESSAGE, NOT_VIABLE_MESSAGE } from "~/services/journey/steps";
import { SUMMARY_DECISION_TEXTS } from "~/services/review/rules";
import { SUBMISSION_STATUS_LABELS } from "~/shared/review";
import {
  englishT,
  languageOrEnglish,
  mailTranslator,
  unsubscribeFooterIn,
} from "./recipient-language.server";

describe("the e-mails' and notifications' English", () => {
  it("is the text the constants hold, apostrophes and all", () => {
    expect(englishT("emails.eligibilityNo")).toBe(NOT_ELIGIBLE_MESSAGE);
    expect(englishT("emails.viabilityNo")).toBe(NOT_VIABLE_MESSAGE);
    expect(englishT("notifications.eligibilityNoBody", { reason: "Too dry." })).toBe(
      `${NOT_ELIGIBLE_MESSAGE} Our reason: Too dry.`,
    );
    expect(englishT("notifications.fieldsConfirmedTitle")).toBe(FIELDS_CONFIRMED_MESSAGE.title);
    expect(englishT("notifications.fieldsConfirmedBody")).toBe(FIELDS_CONFIRMED_MESSAGE.body);
    expect(englishT("emails.fieldsReopenedButton")).toBe(FIELDS_REOPENED_MESSAGE.linkLabel);
    for (const decision of ["ACCEPTED", "CHANGES_REQUESTED", "REJECTED"] as const) {
      expect(englishT("notifications.submissionDecidedBody", { decision })).toBe(
        SUMMARY_DECISION_TEXTS[decision],
      );
      expect(englishT("notifications.submissionDecidedTitle", { decision, season: "2025" })).toBe(
        `Review of your 2025 season: ${SUBMISSION_STATUS_LABELS[decision]}`,
      );
    }
    expect(unsubscribeFooterIn("en")("https://u.example")).toBe(
      unsubscribeFooter("https://u.example"),
    );
  });

  it("writes isiZulu for zu, and English for no choice or an unknown one", () => {
    expect(mailTranslator("zu")("emails.signOff")).toBe("Ithimba le-Veld");
    expect(languageOrEnglish(null)).toBe("en");
    expect(languageOrEnglish("fr")).toBe("en");
    expect(languageOrEnglish("st")).toBe("st");
  });
});
