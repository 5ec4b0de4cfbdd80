import type { SceneStat } from "@twl/screenplay";

import { cite, eighths, joinList, md, num, page, percent, plural, sceneName, sceneRef } from "./refs.ts";
import { describeActs, measureActs, type ActsMeasure } from "./score-acts.ts";
import { mean, position, type Signals } from "./signals.ts";
import { MIN_SCENES_FOR_TURNS, type Turn } from "./turns.ts";
import { bandScore, categoryResult, finding, type CategoryResult, type Finding } from "./types.ts";

/**
 * Structure: is the story built in movements that turn where a reader expects them, set up early,
 * kept in a followable order and gathered for the ending?
 *
 * Rules (weight):
 *   acts (3.0)        the most prominent turn near 25% / 50% / 75% of the pages (see turns.ts).
 *   setup (1.5)       share of the principal cast speaking by the first act break (25%): 10 × share.
 *   timeline (2.0)    scene changes that step back in the day (AFTERNOON → MORNING) without a night
 *                     between: 10 up to 6% of the changes, −0.6 per point above.
 *   convergence (1.5) principal characters per scene in the last quarter ÷ the whole script:
 *                     6 at parity, ±2.5 per 0.1 (climaxes gather the cast). Needs 3+ principals.
 *   bookends (1.0)    the lead speaks in the first 10% (4 points) and the last 10% (4 points); the
 *                     first and last scenes share a location (2 points).
 *   scenes (1.5)      mean scene length inside the format's band (feature: 6/8 to 2 4/8 pages),
 *                     −0.8 per eighth shorter, −0.3 per eighth longer; a feature under 25 scenes
 *                     loses 0.3 per missing scene.
 */
export function scoreStructure(sig: Signals, turns: Turn[], ends = true): CategoryResult {
  return describeStructure(measureStructure(sig, turns, ends));
}

type Lead = { name: string; firstPage: number; lastPage: number };

/** What the structure rules measure: numbers, and the scenes and characters the notes cite. No wording. */
export type StructureMeasure =
  | { empty: true; pages: number; score: number }
  | {
      empty: false;
      acts: ActsMeasure;
      /** Null without principals or under 4 pages. */
      setup: {
        principals: number;
        mark: number;
        late: { name: string; firstPage: number; position: number }[];
        lastIntro: { name: string; firstPage: number };
        score: number;
      } | null;
      /** Null with fewer than 4 scene changes of known time. */
      timeline: {
        known: number;
        jumps: [SceneStat, SceneStat][];
        ratio: number;
        firstScene: SceneStat;
        score: number;
      } | null;
      /** Null with fewer than 3 principals or too few scenes. */
      convergence: {
        from: SceneStat;
        final: number;
        all: number;
        gathering: string[];
        biggest: SceneStat;
        position: number;
        score: number;
      } | null;
      /** Null without a lead or under 3 pages. */
      bookends: {
        lead: Lead;
        opens: boolean;
        closes: boolean;
        echo: boolean;
        first: SceneStat;
        last: SceneStat;
        pages: number;
        score: number;
      } | null;
      scenes: {
        count: number;
        pages: number;
        meanEighths: number;
        lo: number;
        hi: number;
        noun: string;
        longest: SceneStat;
        score: number;
      };
    };

/**
 * `ends`: whether the last page closes the script (an ending mark). A script of too few scenes for
 * act breaks gets credit for its movements only when it ends: cut before its end, it has none.
 */
export function measureStructure(sig: Signals, turns: Turn[], ends = true): StructureMeasure {
  if (sig.scenes.length === 0) return { empty: true, pages: sig.pages, score: sig.pages > 0 ? 1 : 0 };
  return {
    empty: false,
    acts: measureActs(sig, turns, ends),
    setup: measureSetup(sig),
    timeline: measureTimeline(sig),
    convergence: measureConvergence(sig),
    bookends: measureBookends(sig),
    scenes: measureScenes(sig),
  };
}

/** The findings, worded from a measure (in rule order). */
export function describeStructure(m: StructureMeasure): CategoryResult {
  if (m.empty) {
    return categoryResult("structure", [
      finding({
        rule: "structure.none",
        label: "Scenes",
        weight: 1,
        score: m.score,
        observation: `No scene headings were found${m.pages ? ` on ${m.pages === 1 ? "p. 1" : `pp. 1–${m.pages}`}` : ""}, so there are no scenes to build a structure from.`,
        fix: "Break the script into scenes with standard sluglines (INT./EXT. PLACE - TIME).",
      }),
    ]);
  }
  const findings = [
    describeActs(m.acts),
    m.setup && describeSetup(m.setup),
    m.timeline && describeTimeline(m.timeline),
    m.convergence && describeConvergence(m.convergence),
    m.bookends && describeBookends(m.bookends),
    describeScenes(m.scenes),
  ].filter((f): f is Finding => f !== null);
  return categoryResult("structure", findings);
}

type Measured = Extract<StructureMeasure, { empty: false }>;

function measureSetup(sig: Signals): Measured["setup"] {
  if (!sig.principals.length || sig.pages < 4) return null;
  const mark = sig.pages * 0.25;
  const late = sig.principals.filter((c) => c.firstPage > mark);
  const lastIntro = [...sig.principals].sort(
    (a, b) => b.firstPage - a.firstPage || a.name.localeCompare(b.name),
  )[0]!;
  return {
    principals: sig.principals.length,
    mark,
    late: late.map((c) => ({ name: c.name, firstPage: c.firstPage, position: position(sig, c.firstPage) })),
    lastIntro: { name: lastIntro.name, firstPage: lastIntro.firstPage },
    score: 10 * (1 - late.length / sig.principals.length),
  };
}

function describeSetup({
  principals,
  mark,
  late,
  lastIntro,
  score,
}: NonNullable<Measured["setup"]>): Finding {
  const observation = late.length
    ? `${plural(late.length, "principal character")} of ${principals} first speak after the first act mark (${page(mark)}): ${joinList(late.map((c) => `${md(c.name)} on ${page(c.firstPage)} (${percent(c.position)})`))}.`
    : `All ${plural(principals, "principal character")} speak by the first act mark (${page(mark)}); the last to arrive is ${md(lastIntro.name)} on ${page(lastIntro.firstPage)}.`;
  return finding({
    rule: "structure.setup",
    label: "Setup",
    weight: 1.5,
    score,
    observation,
    fix: "Set up the principal cast in the first act. A character who carries the second half needs a first-act scene, or at least a mention, so the reader is waiting for them.",
  });
}

/** Time of day as an order within one day; null when the slug says nothing usable. */
function hourOf(timeOfDay: string | null): number | null {
  if (!timeOfDay) return null;
  const t = timeOfDay.toUpperCase();
  if (/\b(PRE-DAWN|DAWN|SUNRISE|DAYBREAK|FIRST LIGHT)\b/.test(t)) return 0;
  if (/\bMORNING\b/.test(t)) return 1;
  if (/\b(NOON|MIDDAY|DAY)\b/.test(t)) return 2;
  if (/\bAFTERNOON\b/.test(t)) return 3;
  if (/\b(EVENING|DUSK|SUNSET|TWILIGHT|MAGIC HOUR|NIGHTFALL)\b/.test(t)) return 4;
  if (/\b(NIGHT|MIDNIGHT)\b/.test(t)) return 5;
  return null;
}

const OUT_OF_TIME =
  /\b(FLASHBACK|FLASH BACK|DREAM|MONTAGE|INTERCUT|PRESENT|YEARS? (EARLIER|LATER|AGO)|SERIES OF SHOTS)\b/i;

function measureTimeline(sig: Signals): Measured["timeline"] {
  const jumps: [SceneStat, SceneStat][] = [];
  let known = 0;
  for (let i = 1; i < sig.scenes.length; i++) {
    const a = sig.scenes[i - 1]!;
    const b = sig.scenes[i]!;
    if (OUT_OF_TIME.test(a.heading) || OUT_OF_TIME.test(b.heading)) continue;
    const ha = hourOf(a.timeOfDay);
    const hb = hourOf(b.timeOfDay);
    if (ha === null || hb === null) continue;
    known++;
    // Night (5) ends a day: anything may follow it. Before night, stepping back means a day was skipped.
    if (ha < 5 && hb < ha) jumps.push([a, b]);
  }
  if (known < 4) return null;
  const ratio = jumps.length / known;
  return { known, jumps, ratio, firstScene: sig.scenes[0]!, score: 10 - Math.max(0, ratio - 0.06) * 60 };
}

function describeTimeline({
  known,
  jumps,
  ratio,
  firstScene,
  score,
}: NonNullable<Measured["timeline"]>): Finding {
  const examples = jumps.slice(0, 3).map(([a, b]) => `${sceneRef(a)} → ${sceneName(b)}`);
  const observation = jumps.length
    ? `${jumps.length} of ${known} scene changes step back in the day without a night in between (${percent(ratio)}), e.g. ${examples.join("; ")}.`
    : `The clock only runs forward: none of ${known} scene changes steps back in the day without a night between (from ${sceneRef(firstScene)}).`;
  return finding({
    rule: "structure.timeline",
    label: "Timeline",
    weight: 2,
    score,
    observation:
      ratio <= 0.06 && jumps.length ? `${observation} Few enough to read as deliberate.` : observation,
    fix: "Check the order of these scenes. If a day passes, show it (a night scene, a new-day slug); if it doesn't, the scenes are out of order and the cause-and-effect chain breaks.",
  });
}

function measureConvergence(sig: Signals): Measured["convergence"] {
  const n = sig.scenes.length;
  if (sig.principals.length < 3 || n < MIN_SCENES_FOR_TURNS) return null;
  const count = (s: SceneStat) => s.speakers.filter((x) => sig.principalNames.has(x)).length;
  const from = Math.floor(n * 0.75);
  const all = mean(sig.scenes.map(count));
  const final = mean(sig.scenes.slice(from).map(count));
  const ratio = all > 0 ? final / all : 0;
  let biggest = sig.scenes[0]!;
  for (const s of sig.scenes) if (count(s) >= count(biggest)) biggest = s;
  return {
    from: sig.scenes[from]!,
    final,
    all,
    gathering: biggest.speakers.filter((x) => sig.principalNames.has(x)),
    biggest,
    position: position(sig, biggest.startPage),
    score: 6 + (ratio - 1) * 25,
  };
}

function describeConvergence({
  from,
  final,
  all,
  gathering,
  biggest,
  position: where,
  score,
}: NonNullable<Measured["convergence"]>): Finding {
  const observation =
    `The last quarter (from ${sceneRef(from)}) averages ${num(final)} principal characters per scene against ${num(all)} across the script. ` +
    `The largest gathering, ${joinList(gathering.map(md))}, is ${cite(biggest)}, ${percent(where)} in.`;
  return finding({
    rule: "structure.convergence",
    label: "Convergence",
    weight: 1.5,
    score,
    observation,
    fix: "Bring the principal characters together for the climax: the last quarter is where their lines should cross, not where they drift apart into separate scenes.",
  });
}

function measureBookends(sig: Signals): Measured["bookends"] {
  const lead = sig.lead;
  if (!lead || sig.pages < 3) return null;
  const first = sig.scenes[0]!;
  const last = sig.scenes[sig.scenes.length - 1]!;
  const opens = lead.firstPage <= Math.max(1, sig.pages * 0.1);
  const closes = lead.lastPage >= sig.pages * 0.9;
  const echo = sig.scenes.length > 2 && first.location !== "" && first.location === last.location;
  const score = (opens ? 4 : 0) + (closes ? 4 : 0) + (echo ? 2 : 0);
  return {
    lead: { name: lead.name, firstPage: lead.firstPage, lastPage: lead.lastPage },
    opens,
    closes,
    echo,
    first,
    last,
    pages: sig.pages,
    score,
  };
}

function describeBookends({
  lead,
  opens,
  closes,
  echo,
  first,
  last,
  pages,
  score,
}: NonNullable<Measured["bookends"]>): Finding {
  const bits = [
    opens
      ? `${md(lead.name)} speaks by ${page(lead.firstPage)}`
      : `${md(lead.name)} doesn't speak until ${page(lead.firstPage)}`,
    closes
      ? `and is still speaking on ${page(lead.lastPage)}`
      : `and falls silent after ${page(lead.lastPage)} of ${pages}`,
  ];
  const echoText = echo
    ? ` The script opens and closes at ${md(first.location)} (${sceneRef(first)} and ${sceneRef(last)}): a bookend.`
    : ` It opens at ${sceneRef(first)} and ends at ${sceneRef(last)}.`;
  return finding({
    rule: "structure.bookends",
    label: "Opening and ending",
    weight: 1,
    score,
    observation: `${bits.join(" ")}.${echoText}`,
    fix: `Open and close on the protagonist: ${md(lead.name)} should be in the first pages and in the final scene, so the ending answers the opening.`,
  });
}

function measureScenes(sig: Signals): Measured["scenes"] {
  const n = sig.scenes.length;
  const avg = mean(sig.scenes.map((s) => s.lengthEighths));
  const { lo, hi } = sig.norms.sceneEighths;
  let score = bandScore(avg, lo, hi, 0.8, 0.3);
  if (sig.norms.type === "movie" && n < 25) score -= (25 - n) * 0.3;
  let longest = sig.scenes[0]!;
  for (const s of sig.scenes) if (s.lengthEighths > longest.lengthEighths) longest = s;
  return { count: n, pages: sig.pages, meanEighths: avg, lo, hi, noun: sig.norms.noun, longest, score };
}

function describeScenes({
  count: n,
  pages,
  meanEighths: avg,
  lo,
  hi,
  noun,
  longest,
  score,
}: Measured["scenes"]): Finding {
  const observation =
    `${plural(n, "scene")} over ${plural(pages, "page")}, averaging ${eighths(Math.round(avg))} (comfortable for a ${noun}: ${eighths(lo)} to ${eighths(hi)}); ` +
    `the longest is ${sceneRef(longest)} at ${eighths(longest.lengthEighths)}.`;
  const fix =
    avg > hi
      ? "Scenes run long on average: enter later and leave earlier, and split scenes that hold two turns."
      : "Scenes are very short on average: combine fragments that play the same beat, so each scene turns something.";
  return finding({ rule: "structure.scenes", label: "Scene economy", weight: 1.5, score, observation, fix });
}
