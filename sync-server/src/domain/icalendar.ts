import { addDays, addMinutesToClock } from '@pitchside/shared';

/**
 * A minimal RFC 5545 writer: the few properties a subscription feed needs, with the
 * format's own rules (TEXT escaping, CRLF line ends, lines folded at 75 octets).
 */

export type CalendarEvent = {
  uid: string;
  /** When the event last changed (any ISO timestamp; written in UTC). */
  stamp: string;
  date: string;
  /** HH:MM floating local time; null: an all-day event. */
  startTime: string | null;
  durationMinutes: number | null;
  summary: string;
  description: string;
  url: string;
};

/** RFC 5545 3.3.11: backslash, semicolon and comma are escaped, newlines become \n. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 3.1: a line longer than 75 octets goes on in lines that start with a space, never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The continuation's leading space counts towards its 75.
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const basicDate = (iso: string) => iso.replace(/-/g, '');
const basicTime = (hhmm: string) => `${hhmm.replace(':', '')}00`;

/** 2025-03-05T10:00:00.000Z as 20250305T100000Z. */
function utcStamp(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function eventLines(event: CalendarEvent): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcStamp(event.stamp)}`];
  if (event.startTime === null) {
    lines.push(`DTSTART;VALUE=DATE:${basicDate(event.date)}`, `DTEND;VALUE=DATE:${basicDate(addDays(event.date, 1))}`);
  } else {
    // Floating time: the club's clock, as the schedule shows it, wherever the calendar is.
    lines.push(`DTSTART:${basicDate(event.date)}T${basicTime(event.startTime)}`);
    if (event.durationMinutes !== null) {
      const end = addMinutesToClock(event.startTime, event.durationMinutes);
      lines.push(`DTEND:${basicDate(addDays(event.date, end.dayOffset))}T${basicTime(end.time)}`);
    }
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`, `DESCRIPTION:${escapeText(event.description)}`, `URL:${event.url}`, 'END:VEVENT');
  return lines;
}

export function writeCalendar(name: string, events: readonly CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pitchside//Training schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
