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
