/**
 * Display strings (titles, names, loglines) shown to other people: bidi overrides and isolates
 * (which reorder what a reader sees, e.g. "txt.exe" shown as "exe.txt"), invisible direction marks
 * and control characters are removed before any length check (docs/security.md, finding 12).
 */
const UNSAFE_DISPLAY_CHARS =
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/** One-line display text: line breaks become spaces, then every unsafe character is dropped. */
export function cleanDisplayText(value: string): string {
  return value.replace(LINE_BREAKS, " ").replace(UNSAFE_DISPLAY_CHARS, "");
}

/** Line breaks of every kind, for multi-line text: each becomes "\n". */
const ANY_LINE_BREAK = /\r\n|[\r\v\f\u0085\u2028\u2029]/g;
/** The unsafe characters above except the line feed (kept) and tab (made a space first). */
const UNSAFE_MULTILINE_CHARS =
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * Multi-line text read by other people (a contact message): the same characters as
 * `cleanDisplayText` are removed, but line breaks stay, as plain "\n" (issue 28, finding 10).
 */
export function cleanMultilineText(value: string): string {
  return value.replace(ANY_LINE_BREAK, "\n").replace(/\t/g, " ").replace(UNSAFE_MULTILINE_CHARS, "");
}
