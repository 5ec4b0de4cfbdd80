import { COVERAGE_CATEGORIES, type CoverageDraft } from "@twl/contract";
import { formatEighths, type ScreenplayStats } from "@twl/screenplay";

import type { CoverageInput } from "../types.ts";
import type { TextPart } from "./screenplay-text.ts";

/** Prompts of the LLM coverage engine: one pass for a script that fits, map + reduce for a long one. */

const TYPE_LABEL: Record<CoverageInput["screenplayType"], string> = {
  movie: "feature film screenplay",
  tv: "television script (pilot or episode)",
  play: "stage play",
  short: "short film screenplay",
};

const TYPE_EXPECTATIONS: Record<CoverageInput["screenplayType"], string> = {
  movie:
    "A feature usually runs 90-120 pages; judge the three-act (or sequence) structure against the page count.",
  tv: "Judge the teaser/cold open, act outs, the series engine and whether the episode sets up a returning world.",
  play: "Judge scenes and acts as staged drama: playable scenes, stageable settings, dialogue that carries the action.",
  short: "A short should be economical: one clear situation, a turn, and a payoff, in a handful of pages.",
};

const RUBRIC = `Score each category from 0 to 10 (one decimal allowed) on this rubric, calibrated against the scripts a studio reader sees, most of which are passed on:
- 9-10: exceptional, among the best scripts of the year; nothing significant to fix. Rare.
- 7-8.9: strong professional work; minor revisions at most.
- 5-6.9: competent; clear strengths but notable problems. Typical of a good spec.
- 3-4.9: significant problems that need a substantial rewrite.
- 0-2.9: fundamentally broken or missing.
Do not inflate scores to be kind, and do not punish a category for another category's faults. The score must agree with the notes.`;

const CATEGORIES = `What each category covers:
- Structure: setup, inciting incident, act breaks, midpoint, climax and resolution, and where they fall (pages); cause and effect; the ending pays off the setup.
- Characters: the protagonist's goal, need and arc; agency; the antagonist or opposing force; distinct, purposeful supporting characters.
- Dialogue: distinct voices, subtext, economy, on-the-nose exposition, humour and tone.
- Pacing: momentum, sags and rushed stretches, scene length and rhythm, the measured tempo; use the statistics.
- Marketability: the hook and premise, genre and audience, comparable titles, budget (locations, night and exterior work, set pieces), casting appeal.`;

export const COVERAGE_SYSTEM_PROMPT = `You are a senior story analyst writing coverage for a film and television studio. You read the whole script and write candid, specific, professional coverage: what works, what does not, and how to fix it. You are respectful but not flattering.

Rules:
- Ground every observation in the script. Every note must cite the page it is about, like (p. 12) or (pp. 30-34); take page numbers only from the [p. N] markers in the text or from the statistics. Never invent pages, scenes, characters or events.
- Quote short lines of dialogue or action where they prove a point.
- The measured statistics are facts computed from the parsed script; use them (page count, runtime, scene lengths, dialogue share, tempo, locations) and do not contradict them.
- Do not give an overall score or a letter grade: they are computed from your category scores.
- Write Markdown. Be concrete: name characters, scenes and pages.

${RUBRIC}

${CATEGORIES}`;

export const PART_NOTES_SYSTEM_PROMPT = `You are a senior story analyst reading one part of a long script for a studio; another analyst will combine your notes with those on the other parts into full coverage. Write notes on your part only.

Rules:
- Every note cites the page it is about, like (p. 12) or (pp. 30-34); take page numbers only from the [p. N] markers in the text. Never invent events.
- Be specific and candid; quote short lines where they prove a point.
- Do not score.

Write Markdown with these headings, as bullets:
## Plot — the story beats of this part, in order, each with its page
## Structure — turning points, reversals, set-ups and pay-offs found here, with pages
## Characters — introductions, key choices, arcs, who drives the action, with pages
## Dialogue — strong and weak exchanges, voice, exposition, with short quotes and pages
## Pacing — where this part moves and where it sags, with pages
## Marketability — hook moments, set pieces, budget drivers, tone, with pages
Keep it under about 900 words.`;

const pct = (share: number) => `${Math.round(share * 100)}%`;
const num = (n: number) => n.toLocaleString("en-US");
const pages = (eighths: number) => `${formatEighths(eighths)} page${eighths > 8 ? "s" : ""}`;

export function metadataSection(input: CoverageInput): string {
  const lines = [
    `## The script`,
    `- Title: ${input.title}`,
    `- Type: ${TYPE_LABEL[input.screenplayType]}`,
    `- Genres: ${input.genres.length ? input.genres.join(", ") : "not given"}`,
    `- Logline (the writer's): ${input.logline?.trim() ? input.logline.trim() : "not given"}`,
  ];
  const credit = input.model.titlePage?.authors.length ? input.model.titlePage.authors.join(", ") : null;
  if (credit) lines.push(`- Written by: ${credit}`);
  lines.push(`- ${TYPE_EXPECTATIONS[input.screenplayType]}`);
  return lines.join("\n");
}

/** The measured statistics, as facts the model can cite. */
export function statisticsSection(stats: ScreenplayStats): string {
  const s = stats.scenes;
  const lines = [
    `## Measured statistics (computed from the parsed script; facts)`,
    `- Pages: ${stats.pages} (estimated runtime ${Math.round(stats.runtimeMinutes)} minutes at one page a minute)`,
    `- Scenes: ${s.count}; average length ${pages(Math.round(s.averageEighths))} (${s.averageEighths} eighths)`,
  ];
  if (s.longest)
    lines.push(
      `- Longest scene: "${s.longest.heading}" (p. ${s.longest.startPage}), ${pages(s.longest.lengthEighths)}`,
    );
  if (s.shortest)
    lines.push(
      `- Shortest scene: "${s.shortest.heading}" (p. ${s.shortest.startPage}), ${pages(s.shortest.lengthEighths)}`,
    );
  const longScenes = s.list.filter((scene) => scene.lengthEighths >= 24);
  if (longScenes.length) {
    lines.push(
      `- Scenes of 3 pages or more: ${longScenes.map((scene) => `"${scene.heading}" (p. ${scene.startPage}, ${pages(scene.lengthEighths)})`).join("; ")}`,
    );
  }
  lines.push(
    `- Dialogue share: ${pct(stats.dialogue.dialogueShare)} dialogue, ${pct(1 - stats.dialogue.dialogueShare)} action (printed lines: ${num(stats.dialogue.dialogueLines)} dialogue, ${num(stats.dialogue.actionLines)} action)`,
  );

  const speaking = stats.characters.filter((c) => c.speeches > 0);
  const top = [...speaking].sort((a, b) => b.words - a.words).slice(0, 12);
  lines.push(`- Speaking characters: ${speaking.length}. Top ${top.length} by words spoken:`);
  for (const c of top) {
    lines.push(
      `  - ${c.name}: first appears p. ${c.firstPage}, last p. ${c.lastPage}; ${num(c.speeches)} speeches, ${num(c.words)} words, in ${c.scenes} scenes${c.monologues ? `, ${c.monologues} monologue${c.monologues === 1 ? "" : "s"}` : ""}`,
    );
  }

  if (stats.monologues.length) {
    const shown = stats.monologues.slice(0, 10);
    lines.push(
      `- Monologues (long speeches): ${stats.monologues.length}${stats.monologues.length > shown.length ? `, the first ${shown.length}` : ""}:`,
    );
    for (const m of shown) lines.push(`  - ${m.character}, p. ${m.page}: ${m.words} words, "${m.excerpt}"`);
  } else {
    lines.push(`- Monologues (long speeches): none`);
  }

  const locations = [...stats.locations].sort((a, b) => b.eighths - a.eighths);
  lines.push(
    `- Locations: ${locations.length} distinct. Most used: ${
      locations
        .slice(0, 8)
        .map((l) => `${l.location} (${l.scenes} scenes, ${l.pages} pages)`)
        .join("; ") || "none"
    }`,
  );
  lines.push(`- INT/EXT: ${splits(stats.intExt)}`);
  lines.push(`- Day/night: ${splits(stats.dayNight)}`);
  lines.push(...tempoLines(stats));
  const r = stats.readability;
  lines.push(
    `- Readability (Flesch reading ease, higher is easier): action ${r.action.fleschReadingEase} (${r.action.wordsPerSentence} words a sentence), dialogue ${r.dialogue.fleschReadingEase} (${r.dialogue.wordsPerSentence} words a sentence)`,
  );
  return lines.join("\n");
}

function splits(list: ScreenplayStats["intExt"]): string {
  return list.length
    ? list.map((s) => `${s.key} ${s.scenes} scenes (${pages(s.eighths)})`).join(", ")
    : "not measured";
}

/** Tempo averaged over tenths of the script (an act-level curve), plus the slowest and fastest scenes. */
function tempoLines(stats: ScreenplayStats): string[] {
  const perPage = stats.tempo.perPage;
  if (!perPage.length) return [`- Tempo: not measured`];
  const mean = (values: number[]) =>
    Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
  const bins = Math.min(10, perPage.length);
  const curve: string[] = [];
  for (let i = 0; i < bins; i++) {
    const slice = perPage.slice(
      Math.floor((i * perPage.length) / bins),
      Math.floor(((i + 1) * perPage.length) / bins),
    );
    if (slice.length)
      curve.push(
        `pp. ${slice[0]!.page}-${slice[slice.length - 1]!.page}: ${mean(slice.map((p) => p.value))}`,
      );
  }
  const scenes = [...stats.scenes.list].sort((a, b) => a.tempo - b.tempo);
  const describe = (list: typeof scenes) =>
    list.map((s) => `"${s.heading}" p. ${s.startPage} (${s.tempo})`).join("; ");
  return [
    `- Tempo (0 slow to 1 fast; short scenes, quick exchanges and one-line action beats are fast): average ${mean(perPage.map((p) => p.value))}`,
    `  - By tenth of the script: ${curve.join(", ")}`,
    `  - Slowest scenes: ${describe(scenes.slice(0, 3))}`,
    `  - Fastest scenes: ${describe(scenes.slice(-3).reverse())}`,
  ];
}

const TEXT_NOTE =
  "Each page starts with a marker like [p. 12]; scene headings are numbered like [Scene 12]. Cite pages from these markers.";

/**
 * The local engine's measured evidence per category (scores and what each rule measured), so the
 * model's notes and scores agree with the facts. Computed once per report by the caller.
 */
export function evidenceSection(draft: CoverageDraft): string {
  const lines = [
    "## Measured evidence",
    "A deterministic analysis measured these facts and scores (0-10). Your scores must agree with them: do not move a category more than 2 points from its measured score unless your notes say which measured fact is misleading and why.",
  ];
  for (const c of COVERAGE_CATEGORIES) {
    const d = draft.detailedFeedback[c];
    lines.push(`### ${c}: measured ${d.score}/10`);
    for (const e of d.evidence ?? [])
      lines.push(`- ${e.label}: ${e.value}${e.detail ? ` — ${e.detail}` : ""}`);
  }
  return lines.join("\n");
}

/** The user prompt of a single pass: metadata, statistics and the whole script. */
export function singlePassPrompt(input: CoverageInput, text: string, evidence = ""): string {
  return [
    `Write studio coverage of this ${TYPE_LABEL[input.screenplayType]}.`,
    metadataSection(input),
    statisticsSection(input.stats),
    evidence,
    `## The screenplay\n${TEXT_NOTE}\n\n<screenplay>\n${text}\n</screenplay>`,
    `Now write the coverage. Every category's feedback and analysis must cite pages like (p. 12).`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** The user prompt of one map step: notes on one part of a long script. */
export function partNotesPrompt(input: CoverageInput, part: TextPart, partCount: number): string {
  return [
    `This is part ${part.index + 1} of ${partCount} (pp. ${part.firstPage}-${part.lastPage}) of "${input.title}", a ${TYPE_LABEL[input.screenplayType]} of ${input.stats.pages} pages. Write your notes on this part.`,
    metadataSection(input),
    `## Part ${part.index + 1} of ${partCount}\n${TEXT_NOTE}\n\n<screenplay-part>\n${part.text}\n</screenplay-part>`,
  ].join("\n\n");
}

/** The user prompt of the reduce step: the part notes, in script order, with the statistics. */
export function combinePrompt(
  input: CoverageInput,
  parts: TextPart[],
  notes: string[],
  evidence = "",
): string {
  const sections = parts.map(
    (part, i) =>
      `### Part ${i + 1} of ${parts.length} (pp. ${part.firstPage}-${part.lastPage})\n${notes[i]?.trim() || "(no notes)"}`,
  );
  return [
    `Write studio coverage of this ${TYPE_LABEL[input.screenplayType]}. The script was too long to read in one pass: analysts read it in ${parts.length} consecutive parts and wrote the page-cited notes below, covering the whole script from the first page to the last. Base the coverage on these notes and the statistics; keep their page citations.`,
    metadataSection(input),
    statisticsSection(input.stats),
    evidence,
    `## Analysts' notes, in script order\n\n${sections.join("\n\n")}`,
    `Now write the coverage of the whole script. Every category's feedback and analysis must cite pages like (p. 12).`,
  ]
    .filter(Boolean)
    .join("\n\n");
}
