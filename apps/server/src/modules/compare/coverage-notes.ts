/**
 * The notes of a coverage report, read from its markdown as stored. A note is a bullet of a
 * category's detailed feedback: "- **Label** (4.5/10) — observation **Fix:** ..." as the local
 * engine writes it, or any bullet an LLM writes. Bullets under a "Working" heading are strengths,
 * not notes to address. Pages are the "p. 12" / "pp. 30–34" citations inside the note.
 */

export interface ReportNote {
  category: string;
  label: string;
  text: string;
  /** The note's own 0-10 score when the report gives one. */
  score: number | null;
  /** A strength ("Working"), not something to fix. */
  isStrength: boolean;
  pages: number[];
  words: Set<string>;
}

const STRENGTH_HEADINGS = /^\*\*(working|strengths?|what works)\*\*\s*$/i;
const HEADING = /^\*\*[^*]+\*\*\s*$/;
const BULLET = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;
const LABEL = /^\*\*([^*]+?)\*\*/;
const SCORE = /\((\d+(?:\.\d+)?)\s*\/\s*10\)/;
const PAGE_REF = /\bpp?\.\s*(\d+)(?:\s*[–-]\s*(\d+))?/g;
const MAX_PAGES_PER_NOTE = 40;

export function citedPages(text: string): number[] {
  const pages = new Set<number>();
  for (const m of text.matchAll(PAGE_REF)) {
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    for (let p = from; p <= Math.min(to, from + MAX_PAGES_PER_NOTE); p++) pages.add(p);
  }
  return [...pages].sort((x, y) => x - y);
}

export function noteWords(text: string): Set<string> {
  const stripped = text.replace(PAGE_REF, " ").replace(SCORE, " ").toLowerCase();
  return new Set((stripped.match(/[a-z][a-z']{3,}/g) ?? []).filter((w) => w !== "scene" && w !== "page"));
}

function labelOf(body: string): string {
  const bold = LABEL.exec(body);
  if (bold) return bold[1]!.replace(/[.:]\s*$/, "").trim();
  const plain = body.replace(/[*_`]/g, "");
  const cut = plain.search(/[—:.]/);
  return (cut > 0 ? plain.slice(0, cut) : plain.slice(0, 60)).trim();
}

export function notesOf(category: string, feedback: string): ReportNote[] {
  const notes: ReportNote[] = [];
  let inStrengths = false;
  for (const line of feedback.split("\n")) {
    const trimmed = line.trim();
    if (HEADING.test(trimmed)) {
      inStrengths = STRENGTH_HEADINGS.test(trimmed);
      continue;
    }
    const bullet = BULLET.exec(line);
    if (!bullet) continue;
    const body = bullet[1]!.trim();
    const score = SCORE.exec(body);
    notes.push({
      category,
      label: labelOf(body),
      text: body,
      score: score ? Number(score[1]) : null,
      isStrength: inStrengths,
      pages: citedPages(body),
      words: noteWords(body),
    });
  }
  return notes;
}

/** Share of words two notes have in common (Jaccard), 0..1. */
export function overlap(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}
