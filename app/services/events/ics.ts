// The .ics file of an event (issue 18 'an .ics file for the calendar'; decision 0097): one
// VEVENT in a VCALENDAR, written to RFC 5545 here rather than by the `ics` package, which folds
// lines by characters instead of octets (decision 0125): CRLF line ends, TEXT values escaped
// (backslash, semicolon, comma, newline), lines folded at 75 octets without splitting a UTF-8
// character, times in UTC. Pure.

export interface IcsEvent {
  id: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  place: string | null;
  link: string | null;
  cancelled: boolean;
  /** When the event last changed: the calendar's SEQUENCE-free way to notice an update. */
  updatedAt: Date;
}

/** RFC 5545 §3.3.11: TEXT escapes backslash, semicolon and comma; a line break becomes \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is split, each further part starting
 * with CRLF and one space. Splits fall between characters, never inside a UTF-8 sequence.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** RFC 5545 §3.3.5 form 2, UTC: 20261203T070000Z. */
export function icsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A file name for the download: the title's letters and digits, 'event' when none. */
export function icsFileName(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "-")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${slug || "event"}.ics`;
}

/** The whole calendar file, CRLF-terminated. `now` is DTSTAMP (when the file was made). */
export function eventIcs(event: IcsEvent, now: Date): string {
  const description = event.link
    ? `${event.description}\n\nJoin online: ${event.link}`
    : event.description;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Veld//Programme events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.id}@veld.events`,
    `DTSTAMP:${icsDateTime(now)}`,
    `LAST-MODIFIED:${icsDateTime(event.updatedAt)}`,
    `DTSTART:${icsDateTime(event.startsAt)}`,
    `DTEND:${icsDateTime(event.endsAt)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    ...(event.place ? [`LOCATION:${escapeIcsText(event.place)}`] : []),
    // A URI value is not TEXT (no escaping); the schema allows only https addresses.
    ...(event.link ? [`URL:${event.link.replace(/[\r\n]/g, "")}`] : []),
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join("\r\n") + "\r\n";
}
