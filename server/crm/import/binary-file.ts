/** How much of a file's start is looked at. */
const SAMPLE = 8192;

/**
 * Whether a file's text (as the browser read it, UTF-8) is a binary file rather than a spreadsheet
 * export: a PNG, a JPEG, a ZIP or an XLSX renamed .csv. Text files never hold NUL, and hold almost no
 * other control characters or undecodable bytes (U+FFFD); binary files are full of them.
 */
export function looksBinary(content: string): boolean {
  const sample = content.slice(0, SAMPLE);
  if (sample.includes("\u0000")) return true;
  let odd = 0;
  for (const ch of sample) {
    const code = ch.codePointAt(0) ?? 0;
    const control =
      (code < 0x20 && ch !== "\t" && ch !== "\n" && ch !== "\r" && ch !== "\f") || code === 0x7f;
    if (control || code === 0xfffd) odd++;
  }
  // A stray bad byte or two in a real export is tolerated; binary data has them everywhere.
  return odd > 8 && odd / sample.length > 0.02;
}
