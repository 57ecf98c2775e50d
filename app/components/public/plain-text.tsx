// Renders staff-written plain text (FAQ answers, issue 7) without HTML: a blank line starts a
// paragraph, lines starting with "- " make a list, and site paths ("/earnings-potential") and
// e-mail addresses become links. React escapes everything else, so stored text cannot inject
// markup.
import { Fragment } from "react";

export type Inline = { text: string } | { text: string; href: string };
export type Block = { kind: "paragraph"; content: Inline[] } | { kind: "list"; items: Inline[][] };

// A site path after a space, an opening bracket or the start; or an e-mail address.
const LINKABLE = /(^|[\s(])(\/[a-z0-9][a-z0-9/_-]*)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/gi;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(LINKABLE)) {
    const [whole, before = "", path, email] = match;
    const start = match.index + before.length;
    if (start > last) parts.push({ text: text.slice(last, start) });
    const target = (path ?? email)!;
    parts.push({ text: target, href: path ? path : `mailto:${email}` });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export function parsePlainText(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n/g, "\n").split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let list: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length)
        blocks.push({ kind: "paragraph", content: parseInline(paragraph.join(" ")) });
      paragraph = [];
    };
    const flushList = () => {
      if (list.length) blocks.push({ kind: "list", items: list.map(parseInline) });
      list = [];
    };
    for (const raw of chunk.split("\n")) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith("- ")) {
        flushParagraph();
        list.push(line.slice(2).trim());
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

function InlineContent({ content }: { content: Inline[] }) {
  return (
    <>
      {content.map((part, i) =>
        "href" in part ? (
          <a key={i} href={part.href}>
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

export function PlainText({ text }: { text: string }) {
  return (
    <>
      {parsePlainText(text).map((block, i) =>
        block.kind === "paragraph" ? (
          <p key={i}>
            <InlineContent content={block.content} />
          </p>
        ) : (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <InlineContent content={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
