import type { CoverageCategory } from "@twl/contract";

import { num } from "./refs.ts";
import { STRENGTH_FROM, verdictOf, WEAKNESS_BELOW, type CategoryResult, type Finding } from "./types.ts";

/**
 * Prose for one category: the detailed feedback (what to fix first, what works, what else was
 * measured) and the longer analysis (every measurement in order, and how the score is built).
 */

/** The schema caps every markdown field at 20,000 characters; cut at a line break below that. */
export const MAX_MARKDOWN = 19_500;
export function capMarkdown(text: string): string {
  if (text.length <= MAX_MARKDOWN) return text;
  const cut = text.lastIndexOf("\n", MAX_MARKDOWN);
  return `${text.slice(0, cut > 0 ? cut : MAX_MARKDOWN).trimEnd()}\n\n…`;
}

export const CATEGORY_NAMES: Record<CoverageCategory, string> = {
  structure: "Structure",
  characters: "Characters",
  dialogue: "Dialogue",
  pacing: "Pacing",
  marketability: "Marketability",
};

const INTROS: Record<CoverageCategory, string> = {
  structure:
    "Structure is measured from the order and shape of the scenes: where the script turns against the 25/50/75% marks, whether the principal cast is set up in the first act and gathered for the last, whether the clock runs forward, and how the pages are divided into scenes.",
  characters:
    "Characters are measured from who speaks, where and how much: when the protagonist arrives and how steadily they carry the script, how the speeches are shared, and whether principal characters stay, arrive on time and keep one name.",
  dialogue:
    "Dialogue is measured line by line: its share of the page against the format, the length of speeches and monologues, stretches of silence and of wall-to-wall talk, how often speakers answer each other, parentheticals, and how plainly the lines read.",
  pacing:
    "Pacing is measured on the tempo curve (short scenes, quick exchanges and one-line action beats play fast; long scenes, speeches and dense action play slow) and on how scene time is spent.",
  marketability:
    "Marketability is measured on what a buyer checks before the story: length for the format, cast size, locations, the day/night and interior/exterior mix, and the set pieces the action lines call for.",
};

/** Cost of a finding to its category: weight × points below 10. */
export function impact(f: Finding): number {
  return f.weight * (10 - f.score);
}

export function byImpact(a: Finding, b: Finding): number {
  return impact(b) - impact(a) || a.rule.localeCompare(b.rule);
}

function scoreText(score: number): string {
  return `${num(score)}/10`;
}

function bullet(f: Finding, withFix: boolean): string {
  const fix = withFix && f.fix ? ` **Fix:** ${f.fix}` : "";
  return `- **${f.label}** (${scoreText(f.score)}) — ${f.observation}${fix}`;
}

function headline(result: CategoryResult): string {
  const weak = result.findings.filter((f) => verdictOf(f) === "weakness").sort(byImpact);
  const strong = result.findings
    .filter((f) => verdictOf(f) === "strength")
    .sort((a, b) => b.score - a.score || b.weight - a.weight || a.rule.localeCompare(b.rule));
  const parts: string[] = [];
  if (weak.length)
    parts.push(
      `Held back most by ${weak
        .slice(0, 2)
        .map((f) => `${f.label.toLowerCase()} (${scoreText(f.score)})`)
        .join(" and ")}.`,
    );
  else {
    const lowest = [...result.findings].sort((a, b) => a.score - b.score || a.rule.localeCompare(b.rule))[0];
    if (lowest && lowest.score >= STRENGTH_FROM) parts.push("Every measured rule scores as a strength.");
    else if (lowest)
      parts.push(
        `No measured rule falls below ${WEAKNESS_BELOW}/10; the lowest is ${lowest.label.toLowerCase()} at ${scoreText(lowest.score)}.`,
      );
  }
  if (strong[0] && strong.length < result.findings.length)
    parts.push(`Strongest: ${strong[0].label.toLowerCase()} (${scoreText(strong[0].score)}).`);
  return parts.join(" ");
}

/** detailedFeedback.<category>.feedback */
export function categoryFeedback(result: CategoryResult): string {
  const weak = result.findings.filter((f) => verdictOf(f) === "weakness").sort(byImpact);
  const strong = result.findings
    .filter((f) => verdictOf(f) === "strength")
    .sort((a, b) => b.weight - a.weight || b.score - a.score || a.rule.localeCompare(b.rule));
  const middle = result.findings.filter((f) => verdictOf(f) === "neutral").sort(byImpact);
  const out = [`**${CATEGORY_NAMES[result.category]}: ${scoreText(result.score)}.** ${headline(result)}`];
  if (weak.length) out.push("**Fix first**", weak.map((f) => bullet(f, true)).join("\n"));
  if (middle.length) out.push("**Could be stronger**", middle.map((f) => bullet(f, true)).join("\n"));
  if (strong.length) out.push("**Working**", strong.map((f) => bullet(f, false)).join("\n"));
  return capMarkdown(out.join("\n\n"));
}

/** fullAnalysis.<category> */
export function categoryAnalysis(result: CategoryResult): string {
  const observations = result.findings.map((f) => `**${f.label}.** ${f.observation}`).join("\n\n");
  const method = result.findings
    .map((f) => `${f.label.toLowerCase()} ${num(f.score)} (weight ${f.weight})`)
    .join(", ");
  return capMarkdown(
    `${INTROS[result.category]}\n\n${observations}\n\n*Score ${scoreText(result.score)}: the weighted mean of ${method}.*`,
  );
}
