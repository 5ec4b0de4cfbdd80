import type { SceneStat } from "@twl/screenplay";
import { budgetHints } from "./budget-hints.ts";
import { eighths, joinList, md, page, pages, percent, plural, sceneRef, verb } from "./refs.ts";
import type { Signals } from "./signals.ts";
import { bandScore, categoryResult, finding, type CategoryResult, type Finding } from "./types.ts";

/**
 * Marketability: what a reader, producer or buyer checks before the story — length for the format,
 * how many actors and places it needs, and what it costs to shoot.
 *
 * Rules (weight):
 *   length (2.5)    page count against the format (feature 90-120, TV pilot 25-65, play 70-130,
 *                   short 5-40); points lost per page outside are set per format (format.ts).
 *   cast (1.5)      speaking roles against the format's band (feature 5-35): −2 per role under,
 *                   −0.25 per role over.
 *   locations (1.5) distinct locations: 10 up to the format's budget (feature 40, play 5), then
 *                   −5 per that many again.
 *   mix (1.5)       share of pages shot outdoors at night (the costliest hours): −2.5 per 10% over
 *                   15%; share of night overall: −1 per 10% over 50%. Not scored for stage plays.
 *   budget (1.5)    scenes whose headings or action call for water work, stunts, pyrotechnics,
 *                   gunfire, aircraft, crowds, weather or VFX: −2.5 per 10% of scenes, −0.5 per kind
 *                   beyond two.
 *   package (1.0)   logline present and 12-50 words (missing: 4, under 12 words: 7, −0.1 per word over 50); no
 *                   genre: −2.
 */
export function scoreMarketability(sig: Signals): CategoryResult {
  const findings = [length(sig), cast(sig), locations(sig), mix(sig), budget(sig), packaging(sig)];
  return categoryResult(
    "marketability",
    findings.filter((f): f is Finding => f !== null),
  );
}

function length(sig: Signals): Finding {
  const { lo, hi, below, above } = sig.norms.pages;
  const n = sig.pages;
  const minutes = sig.input.stats.runtimeMinutes ?? n;
  const runtime = minutes >= 1 ? `about ${plural(Math.round(minutes), "minute")}` : "under a minute";
  const where = n === 0 ? "The script has no pages" : `The script ends on ${page(n)} (${runtime} at a page a minute)`;
  const verdict = n < lo ? `${n === 0 ? lo : lo - n} short of` : n > hi ? `${n - hi} over` : "inside";
  return finding(
    "market.length",
    "Page count",
    2.5,
    bandScore(n, lo, hi, below, above),
    `${where}: ${verdict} the ${lo}–${hi} pages expected of a ${sig.norms.noun}.`,
    n > hi
      ? `Cut to ${hi} pages or fewer before sending it out; many readers judge the page count before the first page. Start with the longest scenes.`
      : `At ${plural(n, "page")} this is ${n < lo / 2 ? "not yet" : "short for"} a ${sig.norms.noun}; either the story needs more room to develop (a fuller second act) or the script is another format.`,
  );
}

function cast(sig: Signals): Finding {
  const roles = sig.speakers.length;
  const { lo, hi } = sig.norms.speakingRoles;
  const oneLine = sig.speakers.filter((c) => c.speeches === 1).length;
  const principals = sig.principals.length;
  return finding(
    "market.cast",
    "Cast size",
    1.5,
    bandScore(roles, lo, hi, 2, 0.25),
    `${plural(roles, "speaking role")}, ${principals} of them principal (5%+ of the speeches)${oneLine ? `, ${oneLine} with a single line` : ""}; a ${sig.norms.noun} is comfortably cast with ${lo}–${hi}.` +
      (sig.lead ? ` The lead, ${md(sig.lead.name)}, is on ${plural(sig.lead.pages, "page")} of ${sig.pages}.` : ""),
    roles > hi
      ? "The speaking cast is large: merge minor roles and make one-line parts non-speaking; every speaking role costs more and dilutes focus."
      : "The cast is too thin to carry the format: the protagonist needs someone to want things against them.",
  );
}

function locations(sig: Signals): Finding | null {
  const list = sig.input.stats.locations ?? [];
  if (!list.length) return null;
  const budgetCount = sig.norms.locations;
  const once = list.filter((l) => l.scenes === 1);
  const busiest = list.slice(0, 3).map((l) => `${md(l.location)} (${plural(l.scenes, "scene")})`);
  const firstOnce = once.length ? sig.scenes.find((s) => s.location === once[0]!.location) : undefined;
  return finding(
    "market.locations",
    "Locations",
    1.5,
    bandScore(list.length, 0, budgetCount, 0, 5 / budgetCount),
    `${plural(list.length, "location")}; the most used ${verb(busiest.length, "is", "are")} ${joinList(busiest)}.${once.length && list.length > 1 ? ` ${plural(once.length, "location is", "locations are")} used for a single scene${firstOnce ? `, e.g. ${sceneRef(firstOnce)}` : ""}.` : ""}`,
    `Every location is a company move. Fold single-use locations into places the script already owns${firstOnce ? `, starting with ${sceneRef(firstOnce)}` : ""}.`,
  );
}

function share(scenes: SceneStat[], test: (s: SceneStat) => boolean, total: number): number {
  return total ? scenes.filter(test).reduce((n, s) => n + s.lengthEighths, 0) / total : 0;
}

function mix(sig: Signals): Finding | null {
  if (sig.norms.type === "play" || !sig.scenes.length) return null;
  const total = sig.scenes.reduce((n, s) => n + s.lengthEighths, 0);
  const isExt = (s: SceneStat) => s.intExt === "EXT" || s.intExt === "INT/EXT";
  const extShare = share(sig.scenes, isExt, total);
  const nightShare = share(sig.scenes, (s) => s.dayNight === "night", total);
  const extNight = sig.scenes.filter((s) => isExt(s) && s.dayNight === "night").sort((a, b) => b.lengthEighths - a.lengthEighths || a.index - b.index);
  const extNightShare = share(extNight, () => true, total);
  const score = 10 - Math.max(0, extNightShare - 0.15) * 25 - Math.max(0, nightShare - 0.5) * 10;
  return finding(
    "market.mix",
    "Shooting mix",
    1.5,
    score,
    `By page count: ${percent(1 - extShare)} interior, ${percent(extShare)} exterior; ${percent(nightShare)} at night, ${percent(extNightShare)} exterior night.` +
      (extNight[0] ? ` The longest exterior night is ${sceneRef(extNight[0])}, ${eighths(extNight[0].lengthEighths)}.` : " No exterior night scenes."),
    `Exterior nights are the most expensive hours on a schedule. Move some of them inside or into daylight${extNight[0] ? `, starting with ${sceneRef(extNight[0])}` : ""}.`,
  );
}

function budget(sig: Signals): Finding | null {
  if (!sig.scenes.length) return null;
  const hints = budgetHints(sig.input.model);
  const flagged = sig.scenes.filter((s) => hints.has(s.index));
  const byKind = new Map<string, SceneStat[]>();
  for (const s of flagged) for (const kind of hints.get(s.index)!) byKind.set(kind, [...(byKind.get(kind) ?? []), s]);
  const fraction = flagged.length / sig.scenes.length;
  const score = 10 - fraction * 25 - Math.max(0, byKind.size - 2) * 0.5;
  if (!flagged.length) {
    return finding(
      "market.budget",
      "Budget flags",
      1.5,
      score,
      `No scene heading or action line calls for water work, stunts, pyrotechnics, gunfire, aircraft, crowds, weather or VFX (${pages(1, sig.pages)}): contained and affordable.`,
    );
  }
  const kinds = [...byKind.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .map(([kind, scenes]) => `${kind} in ${plural(scenes.length, "scene")} (${scenes.slice(0, 2).map(sceneRef).join("; ")})`);
  return finding(
    "market.budget",
    "Budget flags",
    1.5,
    score,
    `${plural(flagged.length, "scene")} of ${sig.scenes.length} (${percent(fraction)}) call for money on screen: ${kinds.join("; ")}.`,
    "Keep the set pieces that carry the story and stage the rest off-screen or in reaction; a lower budget is an easier yes for a first sale.",
  );
}

function packaging(sig: Signals): Finding {
  const logline = (sig.input.logline ?? "").trim();
  const words = logline ? logline.split(/\s+/).length : 0;
  const genres = (sig.input.genres ?? []).filter((g) => g.trim());
  let score = !words ? 4 : words < 12 ? 7 : bandScore(words, 12, 50, 0, 0.1);
  if (!genres.length) score -= 2;
  const loglineText = words ? `The logline runs ${plural(words, "word")}` : "There is no logline";
  const genreText = genres.length ? `genre: ${genres.map(md).join(", ")}` : "no genre is set";
  return finding(
    "market.package",
    "Logline and genre",
    1,
    score,
    `${loglineText}; ${genreText}.`,
    !words
      ? "Write a one-sentence logline (protagonist, goal, opposition, stakes): it is the first thing a buyer reads."
      : words > 50
        ? "Cut the logline to one sentence of under 50 words: protagonist, goal, opposition, stakes."
        : "Set the genre so the script is read against the right shelf.",
  );
}
