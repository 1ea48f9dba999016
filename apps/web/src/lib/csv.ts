/**
 * A text a spreadsheet would run as a formula (an employee's reason "=HYPERLINK(...)")
 * is kept as text with a leading apostrophe; numbers, negative ones too, stay numbers.
 */
function defused(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !Number.isFinite(Number(text)) ? `'${text}` : text;
}

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
function field(value: unknown): string {
  const text = defused(value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV text of the given header and rows, with a BOM so spreadsheet programs read UTF-8 names right. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/** Offers a text as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Offers any content as a file download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
