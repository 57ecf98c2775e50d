import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_AUDIENCE } from "~/services/audience/rules";
import { toastDuration } from "~/services/kit/toast";
import { notificationSchema, withdrawSchema } from "./schema";
import {
  describeAudience,
  isSameSitePath,
  KIND_TOAST_TYPES,
  nextOverlay,
  NOTIFICATION_MESSAGES,
  overlayText,
  storedAudience,
  unreadCount,
  visibleNotifications,
  type RecipientState,
} from "./rules";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute));
const id = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`;

function item(n: number, values: Partial<RecipientState> = {}): RecipientState {
  return {
    notificationId: id(n),
    createdAt: at(n),
    shownAt: null,
    readAt: null,
    withdrawnAt: null,
    ...values,
  };
}

describe("spec §9 'Notifications: error shown 10 s, message 6 s, default 4 s'", () => {
  it.each([
    ["error", 10_000],
    ["message", 6_000],
    ["default", 4_000],
  ] as const)("a notification of kind %s shows for %i ms", (kind, ms) => {
    expect(toastDuration(KIND_TOAST_TYPES[kind])).toBe(ms);
  });
});

describe("the overlay: the newest unread notification not shown yet", () => {
  it("takes the newest, skipping the shown, the read and the withdrawn", () => {
    const items = [
      item(1),
      item(2, { shownAt: at(30) }),
      item(3, { readAt: at(30) }),
      item(4, { withdrawnAt: at(30) }),
    ];
    expect(nextOverlay(items)?.notificationId).toBe(id(1));
    expect(nextOverlay([...items, item(5)])?.notificationId).toBe(id(5));
    expect(nextOverlay(items.slice(1))).toBeNull();
  });

  it("shows each notification at most once, newest first, one per page load", () => {
    const state = fc.array(
      fc.record({
        n: fc.integer({ min: 1, max: 60 }),
        shown: fc.boolean(),
        read: fc.boolean(),
        withdrawn: fc.boolean(),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(state, (raw) => {
        const unique = [...new Map(raw.map((r) => [r.n, r])).values()];
        let items = unique.map((r) =>
          item(r.n, {
            shownAt: r.shown ? at(0) : null,
            readAt: r.read ? at(0) : null,
            withdrawnAt: r.withdrawn ? at(0) : null,
          }),
        );
        const shown: string[] = [];
        for (let load = 0; load < 20; load += 1) {
          const next = nextOverlay(items);
          if (!next) break;
          // Newer than every other candidate; never read, withdrawn or shown before.
          expect(next.readAt).toBeNull();
          expect(next.withdrawnAt).toBeNull();
          expect(shown).not.toContain(next.notificationId);
          for (const other of items)
            if (other.shownAt === null && other.readAt === null && other.withdrawnAt === null)
              expect(other.createdAt.getTime()).toBeLessThanOrEqual(next.createdAt.getTime());
          shown.push(next.notificationId);
          items = items.map((i) => (i === next ? { ...i, shownAt: at(59) } : i));
        }
        const candidates = unique.filter((r) => !r.shown && !r.read && !r.withdrawn);
        expect(shown).toHaveLength(candidates.length);
      }),
    );
  });
});

describe("a person's list", () => {
  it("leaves out withdrawn ones, newest first, and counts the unread", () => {
    const items = [item(1, { readAt: at(9) }), item(3), item(2, { withdrawnAt: at(9) })];
    expect(visibleNotifications(items).map((i) => i.notificationId)).toEqual([id(3), id(1)]);
    expect(unreadCount(items)).toBe(1);
  });
});

describe("a notification's link is a page of Veld", () => {
  it.each(["/profile/learn", "/profile/events/abc?x=1#top", "/"])("accepts %s", (link) => {
    expect(isSameSitePath(link)).toBe(true);
  });
  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "profile/learn",
    "/auth/logout",
    "javascript:alert(1)",
    "/a b",
    `/${"x".repeat(600)}`,
  ])("refuses %s", (link) => {
    expect(isSameSitePath(link)).toBe(false);
  });
  it("never accepts a link that leaves the site", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("https://", "http://", "//", "/\\", "javascript:", "mailto:", ""),
        fc.string({ maxLength: 20 }),
        (start, rest) => {
          const link = `${start}evil.example/${rest}`;
          expect(isSameSitePath(link)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("the notification form's schema", () => {
  const valid = {
    kind: "message",
    title: "Soil sampling week",
    body: "Samplers visit farms in the Free State next week.",
    link: "",
    steps: "EVIDENCE",
  };

  it("takes a form's values: one step as a string, the checkbox absent, an empty link", () => {
    const parsed = notificationSchema.parse(valid);
    expect(parsed).toMatchObject({ steps: ["EVIDENCE"], sendEmail: false, link: null });
  });

  it("refuses an empty audience, an outside link, NUL and lone surrogates, and long text", () => {
    const messageOf = (values: Record<string, unknown>) => {
      const result = notificationSchema.safeParse(values);
      return result.success ? null : result.error.issues[0]!.message;
    };
    expect(messageOf({ ...valid, steps: [] })).toBe(NOTIFICATION_MESSAGES.audience);
    expect(messageOf({ ...valid, link: "https://evil.example" })).toBe(NOTIFICATION_MESSAGES.link);
    expect(messageOf({ ...valid, title: "Bad\u0000title" })).toContain("NUL");
    expect(messageOf({ ...valid, body: "broken \ud800 text" })).toContain("surrogate");
    expect(messageOf({ ...valid, title: "x".repeat(121) })).toBe(NOTIFICATION_MESSAGES.title);
    expect(messageOf({ ...valid, body: "x".repeat(2001) })).toBe(NOTIFICATION_MESSAGES.body);
    expect(messageOf({ ...valid, kind: "urgent" })).toBe(NOTIFICATION_MESSAGES.kind);
    expect(messageOf({ ...valid, steps: "NOT_A_STEP" })).toBe(
      "Choose journey steps from the list.",
    );
    expect(withdrawSchema.safeParse({ reason: "no" }).success).toBe(false);
  });
});

describe("the audience in words", () => {
  it("says who the criteria reach", () => {
    expect(describeAudience({ ...EMPTY_AUDIENCE, everyone: true })).toBe("Everyone");
    expect(
      describeAudience({
        ...EMPTY_AUDIENCE,
        steps: ["EVIDENCE", "CONTRACT"],
        provinces: ["WC"],
        roles: ["OWNER"],
      }),
    ).toBe("People on the steps Evidence or Contract, in Western Cape, as Farmer / Land Owner");
    expect(describeAudience({ ...EMPTY_AUDIENCE, userIds: [id(1), id(2)] })).toBe(
      "2 people chosen by name",
    );
    expect(
      describeAudience({ ...EMPTY_AUDIENCE, organisationIds: [id(1)], userIds: [id(2)] }),
    ).toBe("People in 1 chosen organisation; and 1 person chosen by name");
  });

  it("reads a stored audience back, dropping what is not one", () => {
    expect(storedAudience({ steps: ["EVIDENCE", "NOPE"], everyone: "yes" })).toEqual({
      ...EMPTY_AUDIENCE,
      steps: ["EVIDENCE"],
    });
    expect(storedAudience(null)).toEqual(EMPTY_AUDIENCE);
  });
});

describe("the overlay's text", () => {
  it("is the title and the message, cut to the kit's length", () => {
    expect(overlayText("Rain", "Camps open", 500)).toBe("Rain: Camps open");
    expect(overlayText("T", "x".repeat(600), 20)).toHaveLength(20);
  });
});
