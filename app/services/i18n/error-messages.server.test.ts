// The farmer's validation and refusal messages are in the catalogue (decision 0159): each one a
// farmer can meet, as the schemas and refusals write it, matches an `errors…` entry, so it is
// shown in their language. A new message that slips in without an entry fails here.
import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "~/services/fields/fields.server";
import {
  EMPTY_FILE_MESSAGE,
  FIELD_TOO_LONG_MESSAGE,
  FILE_NAME_TOO_LONG_MESSAGE,
  fileTooLargeMessage,
  invalidFileTypeMessage,
  PDF_ACTIVE_CONTENT_MESSAGE,
  PDF_AUTOMATIC_ACTION_MESSAGE,
  PDF_UNCHECKABLE_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
  UNREADABLE_UPLOAD_MESSAGE,
  UPLOADS_BUSY_MESSAGE,
} from "~/services/files/upload-error";
import { ALREADY_SUBMITTED, DRAFT_SAVED, SUBMITTED } from "~/services/journey/questionnaire.server";
import { fieldErrorsOf } from "~/services/kit/field-errors";
import { summaryHeading } from "~/services/kit/forms/error-summary";
import * as kit from "~/services/kit/forms/messages";
import { ambiguousCommaMessage, WHOLE_NUMBER } from "~/services/kit/forms/number-rules";
import {
  ALREADY_SIGNED_UP,
  CONSENT_REQUIRED,
  CORRECT_FIELDS,
  DUPLICATE_EMAIL,
  SIGN_UP_COMPLETE,
  TOO_MANY_CHARACTERS_FORM,
  UNKNOWN_REFERRAL_CODE,
} from "~/services/profiles/rules";
import { parseDeletionForm } from "~/services/retention/account-deletion";
import { unstorableTextReason } from "~/shared/text";
import { messageNamespaces, readCatalogues, translationsFor } from "./catalogues.server";
import { matchMessage, translateMessage } from "./message-match";
import { messageNamespacesForPath } from "./message-namespaces";
import { createTranslator } from "./translations";

const english = translationsFor("zu", messageNamespaces()).english!;

/** The kit's own messages: every constant of messages.ts that is a sentence, and its functions. */
const kitMessages = [
  kit.TOO_MANY_CHARACTERS,
  kit.INVALID_PHONE_FOR_COUNTRY,
  kit.AT_LEAST_ONE_REQUIRED,
  kit.REQUIRED,
  kit.INVALID_EMAIL,
  kit.INVALID_TEL,
  kit.INVALID_NUMBER,
  kit.NOT_AN_OPTION,
  kit.INVALID_DATE,
  kit.SUBMIT_HINT,
  kit.SINGLE_LINE_TEXT,
  kit.MULTI_LINE_TEXT,
  kit.tooFewCharacters(8),
  kit.numberTooLarge("1 000"),
  kit.numberTooSmall("0,5"),
  kit.dateTooEarly("2025-03-01"),
  kit.dateTooLate("31 March 2026"),
  kit.tooManyItems(20),
  WHOLE_NUMBER,
  ambiguousCommaMessage("1500", "1.5", true),
  ambiguousCommaMessage("1500", "1.5"),
  unstorableTextReason("a\u0000b")!,
  unstorableTextReason("a\ud800b")!,
  fieldErrorsOf([{ code: "unrecognized_keys", keys: ["x"], path: [], message: "" }]).x!,
  summaryHeading(0),
  summaryHeading(1),
  summaryHeading(7),
];

const uploadMessages = [
  TOO_MANY_FILES_MESSAGE,
  invalidFileTypeMessage("image/gif"),
  fileTooLargeMessage(10 * 1024 * 1024),
  EMPTY_FILE_MESSAGE,
  UNREADABLE_UPLOAD_MESSAGE,
  FIELD_TOO_LONG_MESSAGE,
  FILE_NAME_TOO_LONG_MESSAGE,
  PDF_ACTIVE_CONTENT_MESSAGE,
  PDF_AUTOMATIC_ACTION_MESSAGE,
  PDF_UNCHECKABLE_MESSAGE,
  UPLOADS_BUSY_MESSAGE,
];

const deletion = parseDeletionForm({ confirm: "no", reason: "x".repeat(5000) });

const farmerMessages = [
  SIGN_UP_COMPLETE,
  TOO_MANY_CHARACTERS_FORM,
  DUPLICATE_EMAIL,
  UNKNOWN_REFERRAL_CODE,
  ALREADY_SIGNED_UP,
  CORRECT_FIELDS,
  CONSENT_REQUIRED,
  ...(deletion.ok ? [] : [deletion.errors.confirm!, deletion.errors.reason!]),
  DRAFT_SAVED,
  SUBMITTED,
  ALREADY_SUBMITTED,
  ...Object.values(FIELD_MESSAGES).map((message) =>
    typeof message === "string"
      ? message
      : message.length === 1
        ? (message as (max: number) => string)(50)
        : (message as (name: string, farm: string) => string)("Camp 3", "Môreson"),
  ),
];

describe("every message a farmer can meet is in the catalogue", () => {
  it.each([
    ["the forms kit", kitMessages],
    ["uploads", uploadMessages],
    ["sign-up, account, questionnaire and fields", farmerMessages],
  ])("%s", (_, messages) => {
    const missing = messages.filter((message) => !matchMessage(english, message));
    expect(missing).toEqual([]);
  });

  it("each is shown in isiZulu, with its values kept", () => {
    const zulu = translationsFor("zu", messageNamespaces());
    for (const message of [...kitMessages, ...uploadMessages, ...farmerMessages]) {
      expect(translateMessage(zulu, message)).not.toBe(message);
    }
    expect(translateMessage(zulu, kit.tooFewCharacters(8))).toContain("8");
    expect(translateMessage(zulu, summaryHeading(7))).toBe(
      "Kukhona inkinga ezimpendulweni ezingu-7",
    );
  });

  it("no entry hides another: each English message, with values, matches its own key", () => {
    const catalogue = readCatalogues().en;
    const en = createTranslator({ language: "en", messages: english });
    for (const id of Object.keys(english)) {
      const values = { count: 3, min: "V1", max: "V2", name: "V3", farm: "V4", type: "V5" };
      const text = en._(id, {
        ...values,
        size: "V6",
        thousands: "V7",
        decimal: "V8",
        example: "V9",
        when: "V10",
      });
      expect({ id, match: matchMessage(english, text)?.id }).toEqual({ id, match: id });
      expect(catalogue.get(id)?.comment).toBeTruthy();
    }
  });
});

describe("which messages a page is sent", () => {
  it("an English page is sent none: its messages are the English already", () => {
    const sent = translationsFor("en", ["layout", "errors", "errorsJourney"]);
    expect(Object.keys(sent.messages).some((id) => id.startsWith("errors"))).toBe(false);
    expect(sent.english).toBeUndefined();
  });

  it("another language gets the namespaces it names, with their English", () => {
    const sent = translationsFor("af", ["errors"]);
    const ids = Object.keys(sent.messages);
    expect(ids.length).toBeGreaterThan(20);
    expect(ids.every((id) => id.startsWith("errors."))).toBe(true);
    expect(Object.keys(sent.english!).sort()).toEqual(ids.sort());
  });

  it.each([
    ["/profile/journey/practice_data/grazing", ["errorsJourney", "errorsUpload"]],
    ["/profile/journey", ["errorsJourney", "errorsUpload"]],
    ["/auth/callback", ["errorsSignIn"]],
    ["/profile/signup.data", ["errorsProfile"]],
    ["/profile/details/", ["errorsProfile"]],
    ["/profile/home", []],
    ["/profile/journeys", []],
  ])("the signed-in page %s is sent %j", (path, namespaces) => {
    expect(messageNamespacesForPath(path)).toEqual(namespaces);
  });
});
