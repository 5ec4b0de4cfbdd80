/**
 * Turns what a reader typed into a prefix tsquery for the 'simple' configuration: every word must
 * match the start of a word in the document ("night sh" finds "Night Shift"). Only letters and
 * digits survive, so the query cannot be malformed.
 */
export function toPrefixTsQuery(search: string): string | null {
  const words = search
    .toLowerCase()
    .normalize("NFKC")
    .match(/[\p{L}\p{N}]+/gu);
  if (!words || words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((w) => `${w}:*`)
    .join(" & ");
}
