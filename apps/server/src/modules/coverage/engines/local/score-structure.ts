import type { SceneStat } from "@twl/screenplay";
import { cite, eighths, joinList, md, num, page, percent, plural, sceneName, sceneRef } from "./refs.ts";
import { mean, position, type Signals } from "./signals.ts";
import { describeTurn, findActBreaks, MIN_SCENES_FOR_TURNS, type Turn } from "./turns.ts";
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
export function scoreStructure(sig: Signals, turns: Turn[]): CategoryResult {
  if (sig.scenes.length === 0) {
    return categoryResult("structure", [
      finding(
        "structure.none",
        "Scenes",
        1,
        sig.pages > 0 ? 1 : 0,
        `No scene headings were found${sig.pages ? ` on ${sig.pages === 1 ? "p. 1" : `pp. 1–${sig.pages}`}` : ""}, so there are no scenes to build a structure from.`,
        "Break the script into scenes with standard sluglines (INT./EXT. PLACE - TIME).",
      ),
    ]);
  }
  const findings = [acts(sig, turns), setup(sig), timeline(sig), convergence(sig), bookends(sig), sceneCount(sig)].filter((f): f is Finding => f !== null);
  return categoryResult("structure", findings);
}

function acts(sig: Signals, turns: Turn[]): Finding {
  if (sig.scenes.length < MIN_SCENES_FOR_TURNS) {
    const short = sig.norms.type === "short";
    return finding(
      "structure.acts",
      "Act breaks",
      3,
      short ? 6 : 3,
      `With ${plural(sig.scenes.length, "scene")} (${sceneRef(sig.scenes[0]!)} onward) there are too few scene changes to place act breaks.`,
      sig.pages >= 8
        ? `A ${sig.norms.noun} needs distinct movements: build turns near ${page(sig.pages * 0.25)} and ${page(sig.pages * 0.75)} that change where the story goes.`
        : `At ${plural(sig.pages, "page")} there is no room for movements yet; a ${sig.norms.noun} needs scenes that build, turn and resolve.`,
    );
  }
  const breaks = findActBreaks(sig, turns);
  const score = mean(breaks.map((b) => b.score));
  const parts = breaks.map((b) => {
    const label = `${b.label[0]!.toUpperCase()}${b.label.slice(1)}`;
    if (!b.turn) return `**${label}** (~${page(sig.pages * b.target)}): no scene starts near the mark, so nothing turns there`;
    const t = b.turn;
    return `**${label}** (~${page(sig.pages * b.target)}): the sharpest shift is at ${sceneRef(t.scene)}, ${percent(t.position)} in — ${describeTurn(t, sig.tempoSd)} (${num(t.prominence)}× the typical scene-to-scene change)`;
  });
  const weak = breaks.filter((b) => b.score < 5);
  const fix = weak.length
    ? `Sharpen ${joinList(weak.map((b) => `the ${b.label} (aim for ~${page(sig.pages * b.target)})`))}: a decision or reversal that changes the goal, the opposition or the ground the story stands on — new place, new people in the scenes, a change of tempo — so the movement is unmistakable on the page.`
    : undefined;
  return finding("structure.acts", "Act breaks", 3, score, `${parts.join("; ")}.`, fix);
}

function setup(sig: Signals): Finding | null {
  if (!sig.principals.length || sig.pages < 4) return null;
  const mark = sig.pages * 0.25;
  const late = sig.principals.filter((c) => c.firstPage > mark);
  const share = 1 - late.length / sig.principals.length;
  const lastIntro = [...sig.principals].sort((a, b) => b.firstPage - a.firstPage || a.name.localeCompare(b.name))[0]!;
  const observation = late.length
    ? `${plural(late.length, "principal character")} of ${sig.principals.length} first speak after the first act mark (${page(mark)}): ${joinList(late.map((c) => `${md(c.name)} on ${page(c.firstPage)} (${percent(position(sig, c.firstPage))})`))}.`
    : `All ${plural(sig.principals.length, "principal character")} speak by the first act mark (${page(mark)}); the last to arrive is ${md(lastIntro.name)} on ${page(lastIntro.firstPage)}.`;
  return finding(
    "structure.setup",
    "Setup",
    1.5,
    10 * share,
    observation,
    "Set up the principal cast in the first act. A character who carries the second half needs a first-act scene, or at least a mention, so the reader is waiting for them.",
  );
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

const OUT_OF_TIME = /\b(FLASHBACK|FLASH BACK|DREAM|MONTAGE|INTERCUT|PRESENT|YEARS? (EARLIER|LATER|AGO)|SERIES OF SHOTS)\b/i;

function timeline(sig: Signals): Finding | null {
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
  const score = 10 - Math.max(0, ratio - 0.06) * 60;
  const examples = jumps.slice(0, 3).map(([a, b]) => `${sceneRef(a)} → ${sceneName(b)}`);
  const observation = jumps.length
    ? `${jumps.length} of ${known} scene changes step back in the day without a night in between (${percent(ratio)}), e.g. ${examples.join("; ")}.`
    : `The clock only runs forward: none of ${known} scene changes steps back in the day without a night between (from ${sceneRef(sig.scenes[0]!)}).`;
  return finding(
    "structure.timeline",
    "Timeline",
    2,
    score,
    ratio <= 0.06 && jumps.length ? `${observation} Few enough to read as deliberate.` : observation,
    "Check the order of these scenes. If a day passes, show it (a night scene, a new-day slug); if it doesn't, the scenes are out of order and the cause-and-effect chain breaks.",
  );
}

function convergence(sig: Signals): Finding | null {
  const n = sig.scenes.length;
  if (sig.principals.length < 3 || n < MIN_SCENES_FOR_TURNS) return null;
  const count = (s: SceneStat) => s.speakers.filter((x) => sig.principalNames.has(x)).length;
  const from = Math.floor(n * 0.75);
  const all = mean(sig.scenes.map(count));
  const final = mean(sig.scenes.slice(from).map(count));
  const ratio = all > 0 ? final / all : 0;
  let biggest = sig.scenes[0]!;
  for (const s of sig.scenes) if (count(s) >= count(biggest)) biggest = s;
  const where = position(sig, biggest.startPage);
  const observation =
    `The last quarter (from ${sceneRef(sig.scenes[from]!)}) averages ${num(final)} principal characters per scene against ${num(all)} across the script. ` +
    `The largest gathering, ${joinList(biggest.speakers.filter((x) => sig.principalNames.has(x)).map(md))}, is ${cite(biggest)}, ${percent(where)} in.`;
  return finding(
    "structure.convergence",
    "Convergence",
    1.5,
    6 + (ratio - 1) * 25,
    observation,
    "Bring the principal characters together for the climax: the last quarter is where their lines should cross, not where they drift apart into separate scenes.",
  );
}

function bookends(sig: Signals): Finding | null {
  const lead = sig.lead;
  if (!lead || sig.pages < 3) return null;
  const first = sig.scenes[0]!;
  const last = sig.scenes[sig.scenes.length - 1]!;
  const opens = lead.firstPage <= Math.max(1, sig.pages * 0.1);
  const closes = lead.lastPage >= sig.pages * 0.9;
  const echo = sig.scenes.length > 2 && first.location !== "" && first.location === last.location;
  const score = (opens ? 4 : 0) + (closes ? 4 : 0) + (echo ? 2 : 0);
  const bits = [
    opens ? `${md(lead.name)} speaks by ${page(lead.firstPage)}` : `${md(lead.name)} doesn't speak until ${page(lead.firstPage)}`,
    closes ? `and is still speaking on ${page(lead.lastPage)}` : `and falls silent after ${page(lead.lastPage)} of ${sig.pages}`,
  ];
  const echoText = echo
    ? ` The script opens and closes at ${md(first.location)} (${sceneRef(first)} and ${sceneRef(last)}): a bookend.`
    : ` It opens at ${sceneRef(first)} and ends at ${sceneRef(last)}.`;
  return finding(
    "structure.bookends",
    "Opening and ending",
    1,
    score,
    `${bits.join(" ")}.${echoText}`,
    `Open and close on the protagonist: ${md(lead.name)} should be in the first pages and in the final scene, so the ending answers the opening.`,
  );
}

function sceneCount(sig: Signals): Finding {
  const n = sig.scenes.length;
  const avg = mean(sig.scenes.map((s) => s.lengthEighths));
  const { lo, hi } = sig.norms.sceneEighths;
  let score = bandScore(avg, lo, hi, 0.8, 0.3);
  if (sig.norms.type === "movie" && n < 25) score -= (25 - n) * 0.3;
  let longest = sig.scenes[0]!;
  for (const s of sig.scenes) if (s.lengthEighths > longest.lengthEighths) longest = s;
  const observation =
    `${plural(n, "scene")} over ${plural(sig.pages, "page")}, averaging ${eighths(Math.round(avg))} (comfortable for a ${sig.norms.noun}: ${eighths(lo)} to ${eighths(hi)}); ` +
    `the longest is ${sceneRef(longest)} at ${eighths(longest.lengthEighths)}.`;
  const fix =
    avg > hi
      ? "Scenes run long on average: enter later and leave earlier, and split scenes that hold two turns."
      : "Scenes are very short on average: combine fragments that play the same beat, so each scene turns something.";
  return finding("structure.scenes", "Scene economy", 1.5, score, observation, fix);
}
