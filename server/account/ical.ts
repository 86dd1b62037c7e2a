/**
 * A small iCalendar (RFC 5545) writer: just what the calendar feed needs (all-day events in one published
 * calendar). Lines end in CRLF and are folded at 75 octets without splitting a UTF-8 character (3.1).
 */

export interface CalendarEvent {
  uid: string;
  /** YYYY-MM-DD: an all-day event on that day. */
  day: string;
  summary: string;
  description?: string;
  url?: string;
}

export interface Calendar {
  name: string;
  prodId: string;
  /** DTSTAMP of every event: when the feed was made. */
  stamp: Date;
  events: CalendarEvent[];
}

const MAX_OCTETS = 75;

/** TEXT values (3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds one content line: at most 75 octets a line, continued lines start with a space; whole characters only. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // A continuation line's leading space counts toward its 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
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

/** 20261127T063000Z */
function dateTimeUtc(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** 2026-11-27 → 20261127; the next day for DTEND (exclusive). */
function dateValue(day: string): string {
  return day.replaceAll("-", "");
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function serializeCalendar(calendar: Calendar): string {
  const stamp = dateTimeUtc(calendar.stamp);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${calendar.prodId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `NAME:${escapeText(calendar.name)}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
  ];
  for (const event of calendar.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(event.day)}`,
      `DTEND;VALUE=DATE:${dateValue(nextDay(event.day))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
