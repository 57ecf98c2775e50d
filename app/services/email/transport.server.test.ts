// Without SMTP_URL, Veld writes each message as an .eml file: one file per outbox row.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailTransport, emlPath, type MailMessage } from "./transport.server";

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "veld-mail-"));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const message: MailMessage = {
  id: "0b7d3c1e-2a4f-4c8e-9f10-6a5b4c3d2e1f",
  from: "Veld <no-reply@veld.example>",
  to: "thandi@example.co.za",
  subject: "Reset your password",
  text: "Open http://localhost:3000/reset?token=abc to choose a new password.",
  html: '<p>Open <a href="http://localhost:3000/reset?token=abc">this link</a>.</p>',
};

describe("the disk transport", () => {
  it("writes a complete MIME message to ${DATA_DIR}/mail/<outbox id>.eml", async () => {
    const transport = createMailTransport({ dataDir });
    expect(transport.kind).toBe("disk");
    const { messageId } = await transport.send(message);
    expect(messageId).toBe(`<${message.id}@veld.example>`);
    const eml = fs.readFileSync(emlPath(dataDir, message.id), "utf8");
    expect(eml).toContain(`Message-ID: <${message.id}@veld.example>`);
    expect(eml).toContain("To: thandi@example.co.za");
    expect(eml).toContain("Subject: Reset your password");
    expect(eml).toMatch(/Content-Type: multipart\/alternative/);
    expect(eml).toContain("http://localhost:3000/reset?token=abc");
  });

  it("sending the same row again replaces its file instead of adding a second one", async () => {
    const transport = createMailTransport({ dataDir });
    await transport.send(message);
    await transport.send({ ...message, subject: "Reset your password (again)" });
    expect(fs.readdirSync(path.join(dataDir, "mail"))).toEqual([`${message.id}.eml`]);
    expect(fs.readFileSync(emlPath(dataDir, message.id), "utf8")).toContain("(again)");
  });
});

/** The header block of a MIME message, unfolded (RFC 5322 §2.2.3): one line per header. */
function headerLines(eml: string) {
  const block = eml.replace(/\r\n/g, "\n").split("\n\n")[0]!;
  return block.replace(/\n[ \t]+/g, " ").split("\n");
}

// Issue 32: replies reach the programme, and a marketing e-mail offers one-click unsubscribe in
// the reader's mailbox (RFC 2369, RFC 8058; decision 0143).
describe("the headers a reader's mailbox provider reads", () => {
  const programmeTeam = "Veld programme team <programme@veld.example>";
  const unsubscribe =
    "https://veld.example/unsubscribe?token=0b7d3c1e-2a4f-4c8e-9f10-6a5b4c3d2e1f.q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c";

  it("a marketing e-mail carries Reply-To, List-Unsubscribe with its URL and List-Unsubscribe-Post exactly", async () => {
    const transport = createMailTransport({ dataDir });
    await transport.send({ ...message, replyTo: programmeTeam, listUnsubscribe: unsubscribe });
    const lines = headerLines(fs.readFileSync(emlPath(dataDir, message.id), "utf8"));
    expect(lines).toContain(`Reply-To: ${programmeTeam}`);
    expect(lines).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(lines).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(lines.filter((line) => /^List-Unsubscribe/i.test(line))).toHaveLength(2);
  });

  it("a programme e-mail carries Reply-To and no List-Unsubscribe", async () => {
    const transport = createMailTransport({ dataDir });
    await transport.send({ ...message, replyTo: programmeTeam, listUnsubscribe: null });
    const lines = headerLines(fs.readFileSync(emlPath(dataDir, message.id), "utf8"));
    expect(lines).toContain(`Reply-To: ${programmeTeam}`);
    expect(lines).toContain("From: Veld <no-reply@veld.example>");
    expect(lines.filter((line) => /^List-Unsubscribe/i.test(line))).toEqual([]);
  });

  it("a message queued before rows kept their Reply-To is sent with the configured one", async () => {
    const transport = createMailTransport({ dataDir, replyTo: "help@veld.example" });
    await transport.send({ ...message, replyTo: null });
    expect(headerLines(fs.readFileSync(emlPath(dataDir, message.id), "utf8"))).toContain(
      "Reply-To: help@veld.example",
    );
    // The row's own Reply-To wins over the configuration it was not queued under.
    await transport.send({ ...message, replyTo: programmeTeam });
    expect(headerLines(fs.readFileSync(emlPath(dataDir, message.id), "utf8"))).toContain(
      `Reply-To: ${programmeTeam}`,
    );
  });

  it("refuses to send a List-Unsubscribe value that could end the header or is no web address", async () => {
    const transport = createMailTransport({ dataDir });
    for (const bad of [`${unsubscribe}\r\nBcc: someone@evil.example`, "mailto:x@veld.example"])
      await expect(transport.send({ ...message, listUnsubscribe: bad })).rejects.toThrow(
        /Not a List-Unsubscribe URL/,
      );
    expect(fs.existsSync(emlPath(dataDir, message.id))).toBe(false);
  });
});

/** A minimal SMTP server (RFC 5321 happy path) that records what it receives. */
async function fakeSmtpServer(options: { rejectRecipient?: boolean } = {}) {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("250 queued\r\n");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol === -1) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith("EHLO") || line.startsWith("HELO")) socket.write("250 fake\r\n");
        else if (line.startsWith("RCPT") && options.rejectRecipient)
          socket.write("451 try again later\r\n");
        else if (line.startsWith("DATA")) {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (line.startsWith("QUIT")) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => server.close() };
}

describe("with SMTP_URL", () => {
  it("messages go over SMTP with the outbox row's Message-ID", async () => {
    const smtp = await fakeSmtpServer();
    const transport = createMailTransport({ dataDir, smtpUrl: smtp.url });
    expect(transport.kind).toBe("smtp");
    try {
      const { messageId } = await transport.send(message);
      expect(messageId).toBe(`<${message.id}@veld.example>`);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain(`Message-ID: <${message.id}@veld.example>`);
      expect(fs.existsSync(path.join(dataDir, "mail"))).toBe(false);
    } finally {
      transport.close();
      smtp.close();
    }
  });

  it("a refusal by the server rejects, so the worker retries", async () => {
    const smtp = await fakeSmtpServer({ rejectRecipient: true });
    const transport = createMailTransport({ dataDir, smtpUrl: smtp.url });
    try {
      await expect(transport.send(message)).rejects.toThrow(/451/);
    } finally {
      transport.close();
      smtp.close();
    }
  });
});
