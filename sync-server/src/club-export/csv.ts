/**
 * CSV as spreadsheets read it (RFC 4180): every field quoted when it needs to be, CRLF rows.
 * A field starting with = + - @ is prefixed with ' so a spreadsheet shows it as text and
 * never runs it as a formula (a note typed by anyone must not become one).
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
