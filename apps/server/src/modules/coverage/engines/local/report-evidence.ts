import type { ScoreEvidence } from "@twl/contract";

import type { CategoryResult } from "./types.ts";

const MAX_EVIDENCE = 20;

/** Markdown of a finding's observation as plain text (the panel shows it as text). */
function plain(text: string): string {
  return text
    .replace(/\\([\\`*_[\]#<>|])/g, "$1")
    .replace(/\*\*|__|`/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * "Why this score": one line per measured rule of the category, with the rule's own score and its
 * weight in the category's weighted mean, and what it measured (with its page citations).
 */
export function evidenceOf(result: CategoryResult): ScoreEvidence[] {
  const weight = result.findings.reduce((n, f) => n + f.weight, 0) || 1;
  // Heaviest rules first (ties by rule name, so the order never depends on insertion).
  const ranked = [...result.findings].sort((a, b) => b.weight - a.weight || a.rule.localeCompare(b.rule));
  return ranked.slice(0, MAX_EVIDENCE).map((f) => {
    const detail = plain(f.observation);
    return {
      label: f.label.slice(0, 200),
      value: `${f.score.toFixed(1)}/10 · ${Math.round((f.weight / weight) * 100)}% of the score`,
      ...(detail ? { detail: detail.length > 1000 ? `${detail.slice(0, 999)}…` : detail } : {}),
    };
  });
}
