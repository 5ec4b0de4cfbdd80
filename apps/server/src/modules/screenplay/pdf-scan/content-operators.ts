import { isRegular, isWhite } from "./pdf-lexer.ts";

export interface ContentSummary {
  /** Operators in the stream (every keyword that is not an operand: `Tj`, `m`, `Do`...). */
  operators: number;
  /** The XObject names painted with `Do`, with how many times each is painted. */
  paints: Map<string, number>;
}

/**
 * Counts the operators of a content stream in one linear pass (strings, names, numbers, arrays,
 * dictionaries and inline image data are skipped), and notes which XObjects it paints.
 */
export function summarizeContent(b: Buffer): ContentSummary {
  let operators = 0;
  const paints = new Map<string, number>();
  let lastName: string | undefined;
  let i = 0;
  const n = b.length;
  while (i < n) {
    const c = b[i]!;
    if (isWhite(c)) {
      i++;
      continue;
    }
    if (c === 37) {
      while (i < n && b[i] !== 10 && b[i] !== 13) i++;
      continue;
    }
    if (c === 40) {
      i = skipLiteralString(b, i);
    } else if (c === 60 && b[i + 1] !== 60) {
      const end = b.indexOf(62, i);
      i = end < 0 ? n : end + 1;
    } else if (c === 47) {
      const start = ++i;
      while (i < n && isRegular(b[i]!)) i++;
      lastName = b.toString("latin1", start, i);
      continue;
    } else if (!isRegular(c)) {
      i++; // [ ] << >> { }
    } else {
      const start = i;
      while (i < n && isRegular(b[i]!)) i++;
      const word = b.toString("latin1", start, Math.min(i, start + 8));
      if (/^[+\-.\d]/.test(word) || word === "true" || word === "false" || word === "null") continue;
      operators++;
      if (word === "Do" && lastName !== undefined) paints.set(lastName, (paints.get(lastName) ?? 0) + 1);
      if (word === "ID") i = skipInlineImage(b, i);
    }
    lastName = undefined;
  }
  return { operators, paints };
}

function skipLiteralString(b: Buffer, start: number): number {
  let level = 0;
  let i = start;
  while (i < b.length) {
    const c = b[i++]!;
    if (c === 92) i++;
    else if (c === 40) level++;
    else if (c === 41 && --level === 0) return i;
  }
  return i;
}

/** Inline image data runs from after `ID` to an `EI` between white space. */
function skipInlineImage(b: Buffer, from: number): number {
  let i = from + 1;
  while (i < b.length - 2) {
    const at = b.indexOf("EI", i, "latin1");
    if (at < 0) return b.length;
    if (isWhite(b[at - 1] ?? 32) && (at + 2 >= b.length || isWhite(b[at + 2]!))) return at + 2;
    i = at + 2;
  }
  return b.length;
}
