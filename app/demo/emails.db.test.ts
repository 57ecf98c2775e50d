// The demo's programme e-mails (decision 0099): three templates that pass the template rules,
// and one past send of the reminder to the demo farmer, delivered; written once (an admin's
// change survives a second run, and no second e-mail is queued).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { emailOutbox, emailTemplates } from "~/db/schema";
import { findSend, findTemplate } from "~/models/email-templates.server";
import { templateSchema } from "~/services/email-templates/schema";
import {
  DEMO_REMINDER_TEMPLATE_ID,
  DEMO_SEND_ID,
  DEMO_TEMPLATES,
  seedEmailsDemo,
} from "./emails.server";
import { seedDemoData } from "./people.server";

beforeAll(async () => {
  await seedDemoData();
}, 60_000);

describe("the e-mails demo", () => {
  it("has three templates that meet the rules of an admin's template", () => {
    expect(DEMO_TEMPLATES.map((t) => t.kind)).toEqual(["programme", "programme", "marketing"]);
    for (const t of DEMO_TEMPLATES) {
      const result = templateSchema.safeParse(t);
      expect(result.success, t.name).toBe(true);
    }
  });

  it("has a past send to the demo farmer, delivered, with the variables filled in", async () => {
    const send = (await findSend(DEMO_SEND_ID))!;
    expect(send).toMatchObject({ recipientCount: 1, sent: 1, queued: 0, failed: 0 });
    const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.sendId, DEMO_SEND_ID));
    expect(row!.to).toBe("farmer@veld.example");
    expect(row!.subject).toBe("Thandi, your fields are waiting to be mapped");
    expect(row!.text).not.toContain("{{");
  });

  it("leaves what an admin changed alone when it runs again", async () => {
    await db()
      .update(emailTemplates)
      .set({ subject: "Edited {{firstName}}" })
      .where(eq(emailTemplates.id, DEMO_REMINDER_TEMPLATE_ID));
    await seedEmailsDemo(db());
    expect((await findTemplate(DEMO_REMINDER_TEMPLATE_ID))!.subject).toBe("Edited {{firstName}}");
    expect(
      await db().select().from(emailOutbox).where(eq(emailOutbox.sendId, DEMO_SEND_ID)),
    ).toHaveLength(1);
  });
});
