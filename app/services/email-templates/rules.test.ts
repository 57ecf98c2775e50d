import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from "~/services/kit/forms/messages";
import { EMAIL_TEMPLATE_VARIABLES } from "~/shared/email-templates";
import { templateSchema } from "./schema";
import {
  countDelivery,
  findPlaceholders,
  mayReceive,
  renderEmail,
  renderText,
  SAMPLE_VALUES,
  sendIdempotencyKey,
  sendOutcomeText,
  templateTextProblems,
  valuesFor,
} from "./rules";

const ALL =
  "{{firstName}}, {{lastName}}, {{email}}, {{organisationName}}, {{journeyStep}}, {{profileUrl}}";

describe("checking a template's variables (issue 18 'variables checked before saving')", () => {
  it.each([
    ["Hello {{firstName}}", []],
    ["Hello {{ firstName }}, see {{profileUrl}}", []],
    ["No variables at all", []],
    ["Single { braces } are text", []],
    ["Hello {{frist_name}}", [`Unknown variable {{frist_name}}: use one of ${ALL}.`]],
    [
      "{{a}} and {{a}} and {{b}}",
      [`Unknown variable {{a}}: use one of ${ALL}.`, `Unknown variable {{b}}: use one of ${ALL}.`],
    ],
    ["Hello {{first name}}", [`Unknown variable {{first name}}: use one of ${ALL}.`]],
    ["Hello {{}}", [`The placeholder {{}} is empty: use one of ${ALL}.`]],
    [
      "Hello {{firstName",
      [
        'Braces do not pair up near "Hello {{firstName": write a variable as {{firstName}}, with two braces on each side.',
      ],
    ],
    [
      "Hello firstName}}",
      [
        'Braces do not pair up near "…lo firstName}}": write a variable as {{firstName}}, with two braces on each side.',
      ],
    ],
  ])("%j", (text, problems) => {
    expect(templateTextProblems(text)).toEqual(problems);
  });

  it("finds placeholders with their names trimmed", () => {
    expect(findPlaceholders("A {{ email }} B {{x}}").map((p) => [p.name, p.raw])).toEqual([
      ["email", "{{ email }}"],
      ["x", "{{x}}"],
    ]);
  });

  it("refuses through the form's schema with the field named", () => {
    const result = templateSchema.safeParse({
      name: "Reminder",
      kind: "programme",
      subject: "Hi {{firstname}}",
      body: "Please map your fields.",
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["subject", `Unknown variable {{firstname}}: use one of ${ALL}.`],
    ]);
  });

  it("refuses a NUL and a lone surrogate, and a kind that is not one", () => {
    const base = {
      name: "Reminder",
      kind: "programme",
      subject: "Hello",
      body: "Please map fields.",
    };
    const nul = templateSchema.safeParse({ ...base, body: "Please\u0000 map fields." });
    expect(nul.error!.issues.map((issue) => issue.message)).toEqual([
      MULTI_LINE_TEXT,
      "Body: It contains a NUL character, which cannot be stored.",
    ]);
    // Issue 28: the name and the subject are one line; the body keeps its line breaks.
    for (const field of ["name", "subject"] as const) {
      const broken = templateSchema.safeParse({ ...base, [field]: "Re\r\nminder" });
      expect(broken.error!.issues[0]).toMatchObject({ path: [field], message: SINGLE_LINE_TEXT });
    }
    expect(templateSchema.safeParse({ ...base, body: "Please\r\n\r\nmap fields." }).success).toBe(
      true,
    );
    const lone = templateSchema.safeParse({ ...base, name: "Rem\ud800inder" });
    expect(lone.error!.issues[0]!.path).toEqual(["name"]);
    const kind = templateSchema.safeParse({ ...base, kind: "spam" });
    expect(kind.error!.issues[0]!.message).toBe("Choose the kind: programme or marketing.");
    expect(templateSchema.safeParse({ ...base, name: "  R " }).error!.issues[0]!.message).toBe(
      "The name needs at least 3 characters.",
    );
  });

  it("accepts every text made of known variables and plain words, and names every unknown one", () => {
    const known = fc.constantFrom(...EMAIL_TEMPLATE_VARIABLES).map((v) => `{{${v}}}`);
    const word = fc.stringMatching(/^[a-z ,.!]{0,8}$/);
    fc.assert(
      fc.property(fc.array(fc.oneof(known, word), { maxLength: 10 }), (parts) => {
        expect(templateTextProblems(parts.join(""))).toEqual([]);
      }),
    );
    const unknown = fc
      .stringMatching(/^[a-z][A-Za-z0-9_]{0,10}$/)
      .filter((n) => !(EMAIL_TEMPLATE_VARIABLES as readonly string[]).includes(n));
    fc.assert(
      fc.property(word, unknown, word, (a, name, b) => {
        const problems = templateTextProblems(`${a}{{${name}}}${b}`);
        expect(problems).toEqual([`Unknown variable {{${name}}}: use one of ${ALL}.`]);
      }),
    );
  });
});

describe("rendering for one person", () => {
  const person = {
    email: "nomsa@example.co.za",
    name: "Nomsa",
    surname: "Dlamini",
    organisationName: "Dlamini Boerdery",
    stepLabel: "Evidence",
  };

  it("puts each person's values in, and 'there' for a missing first name", () => {
    const values = valuesFor(person, "https://veld.example/profile");
    expect(
      renderText(
        "Hello {{firstName}} {{ lastName }} of {{organisationName}} ({{journeyStep}})",
        values,
      ),
    ).toBe("Hello Nomsa Dlamini of Dlamini Boerdery (Evidence)");
    expect(valuesFor({ ...person, name: null, organisationName: null }, "x").firstName).toBe(
      "there",
    );
    expect(valuesFor({ ...person, name: null, organisationName: null }, "x").organisationName).toBe(
      "",
    );
  });

  it("never reads a value as a placeholder or markup", () => {
    const values = { ...SAMPLE_VALUES, firstName: "{{email}} <b>&amp;" };
    expect(renderText("Hi {{firstName}}", values)).toBe("Hi {{email}} <b>&amp;");
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(renderText("[{{firstName}}]", { ...SAMPLE_VALUES, firstName: name })).toBe(
          `[${name}]`,
        );
      }),
    );
  });

  it("ends a marketing e-mail with the unsubscribe link, a programme one without, and keeps the subject on one line", () => {
    const template = {
      kind: "marketing" as const,
      subject: "News\nfor {{firstName}}",
      body: "Body.\r\n",
    };
    const marketing = renderEmail(
      template,
      SAMPLE_VALUES,
      "https://veld.example/unsubscribe?token=t",
    );
    expect(marketing.subject).toBe("News for Thandi");
    expect(marketing.text).toBe(
      "Body.\n\n--\nYou receive this because you said yes to news from Veld when you signed up.\nTo stop these e-mails, open https://veld.example/unsubscribe?token=t\nSent by Veld Demonstration Operator (Pty) Ltd, PO Box 0000, Pretoria, 0001.",
    );
    const programme = renderEmail({ ...template, kind: "programme" }, SAMPLE_VALUES, null);
    expect(programme.text).toBe("Body.");
  });
});

describe("who receives, keys and counts", () => {
  it("sends marketing only to the mailing list (POPIA s69), programme e-mails to everyone", () => {
    expect(mayReceive("marketing", { mailingList: false })).toBe(false);
    expect(mayReceive("marketing", { mailingList: true })).toBe(true);
    expect(mayReceive("programme", { mailingList: false })).toBe(true);
  });

  it("keys each person's e-mail of a send", () => {
    expect(sendIdempotencyKey("s", "u")).toBe("email-send:s:u");
  });

  it("counts queued (waiting or sending), sent and failed", () => {
    expect(countDelivery(["pending", "sending", "sent", "failed", "sent"])).toEqual({
      queued: 2,
      sent: 2,
      failed: 1,
    });
  });

  it("says what a send did", () => {
    expect(sendOutcomeText({ recipientCount: 3, skippedCount: 1, alreadySent: false })).toBe(
      "The e-mail is queued for 3 people. 1 person not on the mailing list was skipped.",
    );
    expect(sendOutcomeText({ recipientCount: 1, skippedCount: 0, alreadySent: true })).toBe(
      "This e-mail was already sent to 1 person: nothing new was queued.",
    );
  });
});
