// What end-to-end tests use to follow links in e-mails: the newest message to an address.
import { describe, expect, it } from "vitest";
import { findLatestEmailTo, findLinkIn } from "./mailbox.server";
import { enqueueEmail } from "./outbox.server";

describe("findLatestEmailTo", () => {
  it("finds the newest message to an address, whatever its capitals, before it is even sent", async () => {
    await enqueueEmail({ to: "Sipho@Example.co.za", subject: "Welcome", text: "Hi" });
    await new Promise((r) => setTimeout(r, 5));
    const since = new Date();
    await enqueueEmail({
      to: "sipho@example.co.za",
      subject: "Reset your password",
      text: "Choose a new password: http://localhost:3000/oidc/reset/abc123 (valid for 1 hour).",
    });
    await enqueueEmail({ to: "someone-else@example.co.za", subject: "Other", text: "x" });

    const latest = await findLatestEmailTo(" SIPHO@example.co.za ");
    expect(latest?.subject).toBe("Reset your password");
    expect(findLinkIn(latest!, "/oidc/reset")).toBe("http://localhost:3000/oidc/reset/abc123");
    expect((await findLatestEmailTo("sipho@example.co.za", { since }))?.subject).toBe(
      "Reset your password",
    );
    expect(await findLatestEmailTo("nobody@example.co.za")).toBeNull();
  });

  it("a message without a matching link gives null", () => {
    expect(findLinkIn({ text: "See http://localhost:3000/profile" }, "/oidc/reset")).toBeNull();
  });
});
