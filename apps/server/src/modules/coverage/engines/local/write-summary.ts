import {
  computeOverallScore,
  COVERAGE_CATEGORIES,
  COVERAGE_WEIGHTS,
  type CoverageCategory,
} from "@twl/contract";

import { joinList, md, num, page, pages, percent, plural, sceneRef } from "./refs.ts";
import { position, speechShare, type Signals } from "./signals.ts";
import { findActBreaks, type Turn } from "./turns.ts";
import { verdictOf, type CategoryResult, type Finding } from "./types.ts";
import { capMarkdown, CATEGORY_NAMES, impact } from "./write-notes.ts";

/** The report-level prose: summary, plot shape and the overall verdict. */
export type Results = Record<CoverageCategory, CategoryResult>;

interface Ranked {
  category: CoverageCategory;
  finding: Finding;
  /** Overall points the finding costs: category weight × its share of the category × gap to 10. */
  cost: number;
}

function ranked(results: Results): Ranked[] {
  const out: Ranked[] = [];
  for (const category of COVERAGE_CATEGORIES) {
    const r = results[category];
    const total = r.findings.reduce((n, f) => n + f.weight, 0) || 1;
    for (const f of r.findings)
      out.push({ category, finding: f, cost: (COVERAGE_WEIGHTS[category] * impact(f)) / total });
  }
  return out;
}

function priorities(results: Results, count: number): Ranked[] {
  return ranked(results)
    .filter((r) => verdictOf(r.finding) !== "strength" && r.finding.fix)
    .sort((a, b) => b.cost - a.cost || a.finding.rule.localeCompare(b.finding.rule))
    .slice(0, count);
}

function keepers(results: Results, count: number): Ranked[] {
  return ranked(results)
    .filter((r) => verdictOf(r.finding) === "strength")
    .sort(
      (a, b) =>
        COVERAGE_WEIGHTS[b.category] * b.finding.weight - COVERAGE_WEIGHTS[a.category] * a.finding.weight ||
        b.finding.score - a.finding.score ||
        a.finding.rule.localeCompare(b.finding.rule),
    )
    .slice(0, count);
}

function scoresOf(results: Results): Record<CoverageCategory, number> {
  return Object.fromEntries(COVERAGE_CATEGORIES.map((c) => [c, results[c].score])) as Record<
    CoverageCategory,
    number
  >;
}

function bestAndWorst(results: Results): { best: CoverageCategory; worst: CoverageCategory } {
  const sorted = [...COVERAGE_CATEGORIES].sort(
    (a, b) =>
      results[b].score - results[a].score || COVERAGE_CATEGORIES.indexOf(a) - COVERAGE_CATEGORIES.indexOf(b),
  );
  return { best: sorted[0]!, worst: sorted[sorted.length - 1]! };
}

function shape(sig: Signals): string {
  const lead = sig.lead
    ? `, led by ${md(sig.lead.name)} (${percent(speechShare(sig, sig.lead))} of the speeches)`
    : ", with no speaking characters";
  return `**${md(sig.title)}** is a ${sig.pages}-page ${sig.norms.noun} in ${plural(sig.scenes.length, "scene")} with ${plural(sig.speakers.length, "speaking role")}${lead}.`;
}

export function writeSummary(sig: Signals, results: Results): string {
  const { best, worst } = bestAndWorst(results);
  const first = priorities(results, 1)[0];
  const lines = [
    shape(sig),
    `Measured against the norms of the format, it is strongest on ${CATEGORY_NAMES[best].toLowerCase()} (${num(results[best].score)}/10) and weakest on ${CATEGORY_NAMES[worst].toLowerCase()} (${num(results[worst].score)}/10).`,
  ];
  if (first) lines.push(`Fix first — ${first.finding.label.toLowerCase()}: ${first.finding.fix}`);
  lines.push(
    "This is a measured analysis of the script's construction (structure, cast, dialogue, pacing and production signals); it does not judge the story itself.",
  );
  return capMarkdown(lines.join(" "));
}

export function writePlot(sig: Signals, turns: Turn[]): string {
  const out: string[] = [];
  const logline = (sig.input.logline ?? "").trim();
  if (logline) out.push(`**Logline:** ${md(logline)}`);
  out.push("This analysis measures the script's shape rather than retelling its story. As measured:");
  if (!sig.scenes.length) {
    out.push(
      sig.pages
        ? `- No scene headings on ${pages(1, sig.pages)}: the script has no measurable shape yet.`
        : "- The script is empty: there are no pages to measure.",
    );
    return capMarkdown(out.join("\n\n"));
  }
  const first = sig.scenes[0]!;
  const last = sig.scenes[sig.scenes.length - 1]!;
  const who = (names: string[]) => (names.length ? `, with ${joinList(names.map(md))}` : "");
  const items: string[] = [`- **Opening:** ${sceneRef(first)}${who(first.speakers)}.`];
  if (sig.lead) {
    items.push(
      `- **Protagonist:** ${md(sig.lead.name)}, first heard on ${page(sig.lead.firstPage)} and last on ${page(sig.lead.lastPage)}, speaking in ${plural(sig.lead.scenes, "scene")}.`,
    );
  }
  for (const b of findActBreaks(sig, turns)) {
    if (b.turn)
      items.push(
        `- **${b.label[0]!.toUpperCase()}${b.label.slice(1)}** (~${page(sig.pages * b.target)}): the sharpest shift near the mark is ${sceneRef(b.turn.scene)}, ${percent(b.turn.position)} in.`,
      );
  }
  const principalsIn = (names: string[]) => names.filter((n) => sig.principalNames.has(n));
  const lastQuarter = sig.scenes.slice(Math.floor(sig.scenes.length * 0.75));
  const gathering = [...lastQuarter].sort(
    (a, b) => principalsIn(b.speakers).length - principalsIn(a.speakers).length || b.index - a.index,
  )[0];
  if (gathering && principalsIn(gathering.speakers).length >= 2) {
    items.push(
      `- **Biggest gathering in the last quarter:** ${sceneRef(gathering)}${who(principalsIn(gathering.speakers))}.`,
    );
  }
  items.push(
    `- **Ending:** ${sceneRef(last)}${who(last.speakers)}, ${percent(position(sig, last.startPage))} of the way through the pages.`,
  );
  const pair = (sig.input.stats.interactions ?? [])[0];
  if (pair)
    items.push(
      `- **Central relationship:** ${md(pair.a)} and ${md(pair.b)}, ${plural(pair.scenes, "scene")} together and ${plural(pair.exchanges, "exchange")}.`,
    );
  const home = (sig.input.stats.locations ?? []).slice(0, 3);
  if (home.length)
    items.push(
      `- **Home ground:** ${joinList(home.map((l) => `${md(l.location)} (${plural(l.scenes, "scene")}, ${num(l.pages)} pages)`))}.`,
    );
  out.push(items.join("\n"));
  return capMarkdown(out.join("\n\n"));
}

function verdict(sig: Signals, overall: number): string {
  const noun = sig.norms.noun;
  if (overall >= 85)
    return `On the measured signals this is a professionally built ${noun}: the notes below are polish, not rebuilding.`;
  if (overall >= 75)
    return `Solid construction with specific, fixable problems; a focused rewrite on the notes below would make it competitive.`;
  if (overall >= 60)
    return `The construction gets in the way of the story in several places. It needs a rewrite pass before it goes out, starting with the priorities below.`;
  return `Not ready to send out: the measured construction falls short of the format in basic ways. Rebuild from the priorities below before polishing anything.`;
}

function table(results: Results): string {
  const rows = COVERAGE_CATEGORIES.map(
    (c) => `| ${CATEGORY_NAMES[c]} | ${num(results[c].score)} | ${Math.round(COVERAGE_WEIGHTS[c] * 100)}% |`,
  );
  return ["| Category | Score (0-10) | Weight |", "| --- | --- | --- |", ...rows].join("\n");
}

function priorityList(results: Results): string {
  const list = priorities(results, 3);
  if (!list.length)
    return "Nothing measured falls short enough to prioritise; see the category notes for polish.";
  return list
    .map(
      (r, i) =>
        `${i + 1}. **${CATEGORY_NAMES[r.category]} — ${r.finding.label}** (${num(r.finding.score)}/10): ${r.finding.observation} **Fix:** ${r.finding.fix}`,
    )
    .join("\n");
}

function keepList(results: Results): string {
  const list = keepers(results, 3);
  if (!list.length) return "No measured rule reaches the strength mark yet.";
  return list
    .map(
      (r) =>
        `- **${CATEGORY_NAMES[r.category]} — ${r.finding.label}** (${num(r.finding.score)}/10): ${r.finding.observation}`,
    )
    .join("\n");
}

/** detailedFeedback.overall.feedback */
export function writeOverallFeedback(sig: Signals, results: Results): string {
  const overall = computeOverallScore(scoresOf(results));
  return capMarkdown(
    [verdict(sig, overall), "**Priorities**", priorityList(results), "**Keep**", keepList(results)].join(
      "\n\n",
    ),
  );
}

/** fullAnalysis.overall */
export function writeOverallAnalysis(sig: Signals, results: Results): string {
  const overall = computeOverallScore(scoresOf(results));
  const lengthNote = sig.pages
    ? `${shape(sig)} It runs ${pages(1, sig.pages)}, ${(sig.input.stats.runtimeMinutes ?? 0) >= 1 ? `about ${plural(Math.round(sig.input.stats.runtimeMinutes), "minute")}` : "under a minute"} on screen.`
    : `${shape(sig)}`;
  return capMarkdown(
    [
      lengthNote,
      verdict(sig, overall),
      table(results),
      "Every category score is the weighted mean of measured rules (page count, act-break timing, introductions, dialogue share, tempo, budget signals and more), each compared with the norms of the format and shown with its own score in the category notes. The same script always gets the same report.",
    ].join("\n\n"),
  );
}
