// The periods of the privacy policy's 'How long we keep it' (app/content/privacy-policy.tsx),
// quoted, and the claim rule of the daily jobs (decision 0110).
import { describe, expect, it } from "vitest";
import {
  addMonths,
  applicationRetainedUntil,
  auditDetailCutoffs,
  isApplicationPastRetention,
  LEGAL_AUDIT_ENTITY_TYPES,
  mayClaimRun,
  RETENTION,
  type ApplicationForRetention,
} from "./rules";

const d = (iso: string) => new Date(iso);

describe("the periods the privacy policy states", () => {
  it.each([
    [
      "'Job applications … 12 months after the position closes, then deleted.'",
      RETENTION.jobApplicationMonths,
      12,
    ],
    [
      "'If you agree that we keep your application for future positions, up to 24 months.'",
      RETENTION.jobApplicationFutureMonths,
      24,
    ],
    ["'Copies of e-mails in our outbox: 12 months after sending.'", RETENTION.outboxBodyMonths, 12],
    [
      "'the details of changes (the values before and after): 24 months'",
      RETENTION.auditDetailMonths,
      24,
    ],
    [
      "'seven years for contract, field, credit and payment records'",
      RETENTION.auditDetailLegalMonths,
      84,
    ],
  ])("%s", (_quote, months, expected) => {
    expect(months).toBe(expected);
  });

  it("contract and credit records keep their audit details longer", () => {
    expect(LEGAL_AUDIT_ENTITY_TYPES).toEqual(
      expect.arrayContaining(["organisation", "signatory", "field"]),
    );
    expect(LEGAL_AUDIT_ENTITY_TYPES).not.toContain("job_application");
    expect(auditDetailCutoffs(d("2026-11-28T00:00:00Z"))).toEqual({
      general: d("2024-11-28T00:00:00Z"),
      legal: d("2019-11-28T00:00:00Z"),
    });
  });
});

describe("addMonths", () => {
  it.each([
    ["2026-01-15T10:00:00Z", 12, "2027-01-15T10:00:00Z"],
    ["2026-03-31T00:00:00Z", 1, "2026-04-30T00:00:00Z"],
    ["2024-02-29T00:00:00Z", 12, "2025-02-28T00:00:00Z"],
    ["2026-11-28T00:00:00Z", -24, "2024-11-28T00:00:00Z"],
  ])("%s + %i months = %s", (from, months, expected) => {
    expect(addMonths(d(from), months).toISOString()).toBe(d(expected).toISOString());
  });
});

const application = (
  overrides: Partial<Omit<ApplicationForRetention, "posting">> & {
    posting?: Partial<ApplicationForRetention["posting"]>;
  },
): ApplicationForRetention => ({
  applicationDate: d("2025-01-10T00:00:00Z"),
  status: "decline",
  interviewStatus: null,
  ...overrides,
  posting: {
    closingDate: d("2025-02-01T00:00:00Z"),
    status: "active",
    updatedAt: d("2025-01-01T00:00:00Z"),
    ...overrides.posting,
  },
});

describe("a job application's period", () => {
  it.each([
    ["12 months after the posting's closing date", application({}), "2026-02-01T00:00:00Z"],
    [
      "a posting without a closing date, disabled: 12 months after it was disabled",
      application({
        posting: { closingDate: null, status: "disabled", updatedAt: d("2025-06-01T00:00:00Z") },
      }),
      "2026-06-01T00:00:00Z",
    ],
    [
      "a posting still open without a closing date: 12 months after the application",
      application({ posting: { closingDate: null, status: "active" } }),
      "2026-01-10T00:00:00Z",
    ],
    [
      "an application after the closing date counts from the application",
      application({ posting: { closingDate: d("2024-12-01T00:00:00Z") } }),
      "2026-01-10T00:00:00Z",
    ],
    [
      "kept for future positions ('future'): 24 months",
      application({ status: "future" }),
      "2027-02-01T00:00:00Z",
    ],
  ])("%s", (_case, app, until) => {
    expect(applicationRetainedUntil(app)?.toISOString()).toBe(d(until).toISOString());
  });

  it("'If you are employed, your application becomes part of your employee file': never swept", () => {
    const hired = application({ interviewStatus: "jobOfferAccepted" });
    expect(applicationRetainedUntil(hired)).toBeNull();
    expect(isApplicationPastRetention(hired, d("2040-01-01T00:00:00Z"))).toBe(false);
  });

  it("is past its period from the moment it ends, not before", () => {
    const app = application({});
    expect(isApplicationPastRetention(app, d("2026-01-31T23:59:59Z"))).toBe(false);
    expect(isApplicationPastRetention(app, d("2026-02-01T00:00:00Z"))).toBe(true);
  });
});

describe("claiming a day's run", () => {
  const now = d("2026-11-28T03:00:00Z");
  const gap = 20 * 60 * 60_000;
  it.each([
    ["never run", null, true],
    [
      "last started yesterday, finished",
      { lockedUntil: null, lastStartedAt: d("2026-11-27T03:00:00Z") },
      true,
    ],
    [
      "another instance started it an hour ago, finished",
      { lockedUntil: null, lastStartedAt: d("2026-11-28T02:00:00Z") },
      false,
    ],
    [
      "another instance is running it",
      { lockedUntil: d("2026-11-28T03:30:00Z"), lastStartedAt: d("2026-11-28T02:30:00Z") },
      false,
    ],
    [
      "a run died with its instance and its lease passed",
      { lockedUntil: d("2026-11-28T02:59:00Z"), lastStartedAt: d("2026-11-28T01:59:00Z") },
      true,
    ],
  ])("%s → %s", (_case, state, expected) => {
    expect(mayClaimRun(state, now, gap)).toBe(expected);
  });
});
