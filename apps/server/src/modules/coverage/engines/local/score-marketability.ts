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
  return describeMarketability(measureMarketability(sig));
}

/** What the marketability rules measure: numbers, and the scenes the notes cite. No wording. */
export interface MarketabilityMeasure {
  length: { pages: number; runtimeMinutes: number; lo: number; hi: number; noun: string; score: number };
  cast: {
    roles: number;
    principals: number;
    oneLine: number;
    lo: number;
    hi: number;
    noun: string;
    lead: { name: string; pages: number } | null;
    scriptPages: number;
    score: number;
  };
  /** Null when the statistics list no locations. */
  locations: {
    count: number;
    singleUse: number;
    busiest: { location: string; scenes: number }[];
    firstSingleUse: SceneStat | undefined;
    score: number;
  } | null;
  /** Null for stage plays and scripts without scenes. */
  mix: {
    extShare: number;
    nightShare: number;
    extNightShare: number;
    longestExtNight: SceneStat | undefined;
    score: number;
  } | null;
  /** Null for scripts without scenes. */
  budget: {
    flagged: number;
    scenes: number;
    fraction: number;
    kinds: { kind: string; scenes: SceneStat[] }[];
    pages: number;
    score: number;
  } | null;
  packaging: { loglineWords: number; genres: string[]; score: number };
}

export function measureMarketability(sig: Signals): MarketabilityMeasure {
  return {
    length: measureLength(sig),
    cast: measureCast(sig),
    locations: measureLocations(sig),
    mix: measureMix(sig),
    budget: measureBudget(sig),
    packaging: measurePackaging(sig),
  };
}

/** The findings, worded from a measure (in rule order). */
export function describeMarketability(m: MarketabilityMeasure): CategoryResult {
  const findings = [
    describeLength(m.length),
    describeCast(m.cast),
    m.locations && describeLocations(m.locations),
    m.mix && describeMix(m.mix),
    m.budget && describeBudget(m.budget),
    describePackaging(m.packaging),
  ];
  return categoryResult(
    "marketability",
    findings.filter((f): f is Finding => f !== null),
  );
}

function measureLength(sig: Signals): MarketabilityMeasure["length"] {
  const { lo, hi, below, above } = sig.norms.pages;
  const n = sig.pages;
  return {
    pages: n,
    runtimeMinutes: sig.input.stats.runtimeMinutes ?? n,
    lo,
    hi,
    noun: sig.norms.noun,
    score: bandScore(n, lo, hi, below, above),
  };
}

function describeLength({
  pages: n,
  runtimeMinutes: minutes,
  lo,
  hi,
  noun,
  score,
}: MarketabilityMeasure["length"]): Finding {
  const runtime = minutes >= 1 ? `about ${plural(Math.round(minutes), "minute")}` : "under a minute";
  const where =
    n === 0 ? "The script has no pages" : `The script ends on ${page(n)} (${runtime} at a page a minute)`;
  const verdict = n < lo ? `${n === 0 ? lo : lo - n} short of` : n > hi ? `${n - hi} over` : "inside";
  return finding({
    rule: "market.length",
    label: "Page count",
    weight: 2.5,
    score,
    observation: `${where}: ${verdict} the ${lo}–${hi} pages expected of a ${noun}.`,
    fix:
      n > hi
        ? `Cut to ${hi} pages or fewer before sending it out; many readers judge the page count before the first page. Start with the longest scenes.`
        : `At ${plural(n, "page")} this is ${n < lo / 2 ? "not yet" : "short for"} a ${noun}; either the story needs more room to develop (a fuller second act) or the script is another format.`,
  });
}

function measureCast(sig: Signals): MarketabilityMeasure["cast"] {
  const roles = sig.speakers.length;
  const { lo, hi } = sig.norms.speakingRoles;
  return {
    roles,
    principals: sig.principals.length,
    oneLine: sig.speakers.filter((c) => c.speeches === 1).length,
    lo,
    hi,
    noun: sig.norms.noun,
    lead: sig.lead ? { name: sig.lead.name, pages: sig.lead.pages } : null,
    scriptPages: sig.pages,
    score: bandScore(roles, lo, hi, 2, 0.25),
  };
}

function describeCast({
  roles,
  principals,
  oneLine,
  lo,
  hi,
  noun,
  lead,
  scriptPages,
  score,
}: MarketabilityMeasure["cast"]): Finding {
  return finding({
    rule: "market.cast",
    label: "Cast size",
    weight: 1.5,
    score,
    observation:
      `${plural(roles, "speaking role")}, ${principals} of them principal (5%+ of the speeches)${oneLine ? `, ${oneLine} with a single line` : ""}; a ${noun} is comfortably cast with ${lo}–${hi}.` +
      (lead ? ` The lead, ${md(lead.name)}, is on ${plural(lead.pages, "page")} of ${scriptPages}.` : ""),
    fix:
      roles > hi
        ? "The speaking cast is large: merge minor roles and make one-line parts non-speaking; every speaking role costs more and dilutes focus."
        : "The cast is too thin to carry the format: the protagonist needs someone to want things against them.",
  });
}

function measureLocations(sig: Signals): MarketabilityMeasure["locations"] {
  const list = sig.input.stats.locations ?? [];
  if (!list.length) return null;
  const budgetCount = sig.norms.locations;
  const once = list.filter((l) => l.scenes === 1);
  return {
    count: list.length,
    singleUse: once.length,
    busiest: list.slice(0, 3).map((l) => ({ location: l.location, scenes: l.scenes })),
    firstSingleUse: once.length ? sig.scenes.find((s) => s.location === once[0]!.location) : undefined,
    score: bandScore(list.length, 0, budgetCount, 0, 5 / budgetCount),
  };
}

function describeLocations({
  count,
  singleUse,
  busiest: top,
  firstSingleUse: firstOnce,
  score,
}: NonNullable<MarketabilityMeasure["locations"]>): Finding {
  const busiest = top.map((l) => `${md(l.location)} (${plural(l.scenes, "scene")})`);
  return finding({
    rule: "market.locations",
    label: "Locations",
    weight: 1.5,
    score,
    observation: `${plural(count, "location")}; the most used ${verb(busiest.length, "is", "are")} ${joinList(busiest)}.${singleUse && count > 1 ? ` ${plural(singleUse, "location is", "locations are")} used for a single scene${firstOnce ? `, e.g. ${sceneRef(firstOnce)}` : ""}.` : ""}`,
    fix: `Every location is a company move. Fold single-use locations into places the script already owns${firstOnce ? `, starting with ${sceneRef(firstOnce)}` : ""}.`,
  });
}

function share(scenes: SceneStat[], test: (s: SceneStat) => boolean, total: number): number {
  return total ? scenes.filter(test).reduce((n, s) => n + s.lengthEighths, 0) / total : 0;
}

function measureMix(sig: Signals): MarketabilityMeasure["mix"] {
  if (sig.norms.type === "play" || !sig.scenes.length) return null;
  const total = sig.scenes.reduce((n, s) => n + s.lengthEighths, 0);
  const isExt = (s: SceneStat) => s.intExt === "EXT" || s.intExt === "INT/EXT";
  const extShare = share(sig.scenes, isExt, total);
  const nightShare = share(sig.scenes, (s) => s.dayNight === "night", total);
  const extNight = sig.scenes
    .filter((s) => isExt(s) && s.dayNight === "night")
    .sort((a, b) => b.lengthEighths - a.lengthEighths || a.index - b.index);
  const extNightShare = share(extNight, () => true, total);
  const score = 10 - Math.max(0, extNightShare - 0.15) * 25 - Math.max(0, nightShare - 0.5) * 10;
  return { extShare, nightShare, extNightShare, longestExtNight: extNight[0], score };
}

function describeMix({
  extShare,
  nightShare,
  extNightShare,
  longestExtNight,
  score,
}: NonNullable<MarketabilityMeasure["mix"]>): Finding {
  return finding({
    rule: "market.mix",
    label: "Shooting mix",
    weight: 1.5,
    score,
    observation:
      `By page count: ${percent(1 - extShare)} interior, ${percent(extShare)} exterior; ${percent(nightShare)} at night, ${percent(extNightShare)} exterior night.` +
      (longestExtNight
        ? ` The longest exterior night is ${sceneRef(longestExtNight)}, ${eighths(longestExtNight.lengthEighths)}.`
        : " No exterior night scenes."),
    fix: `Exterior nights are the most expensive hours on a schedule. Move some of them inside or into daylight${longestExtNight ? `, starting with ${sceneRef(longestExtNight)}` : ""}.`,
  });
}

function measureBudget(sig: Signals): MarketabilityMeasure["budget"] {
  if (!sig.scenes.length) return null;
  const hints = budgetHints(sig.input.model);
  const flagged = sig.scenes.filter((s) => hints.has(s.index));
  const byKind = new Map<string, SceneStat[]>();
  for (const s of flagged)
    for (const kind of hints.get(s.index)!) byKind.set(kind, [...(byKind.get(kind) ?? []), s]);
  const fraction = flagged.length / sig.scenes.length;
  const score = 10 - fraction * 25 - Math.max(0, byKind.size - 2) * 0.5;
  const kinds = [...byKind.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .map(([kind, scenes]) => ({ kind, scenes }));
  return { flagged: flagged.length, scenes: sig.scenes.length, fraction, kinds, pages: sig.pages, score };
}

function describeBudget(m: NonNullable<MarketabilityMeasure["budget"]>): Finding {
  if (!m.flagged) {
    return finding({
      rule: "market.budget",
      label: "Budget flags",
      weight: 1.5,
      score: m.score,
      observation: `No scene heading or action line calls for water work, stunts, pyrotechnics, gunfire, aircraft, crowds, weather or VFX (${pages(1, m.pages)}): contained and affordable.`,
    });
  }
  const kinds = m.kinds.map(
    ({ kind, scenes }) =>
      `${kind} in ${plural(scenes.length, "scene")} (${scenes.slice(0, 2).map(sceneRef).join("; ")})`,
  );
  return finding({
    rule: "market.budget",
    label: "Budget flags",
    weight: 1.5,
    score: m.score,
    observation: `${plural(m.flagged, "scene")} of ${m.scenes} (${percent(m.fraction)}) call for money on screen: ${kinds.join("; ")}.`,
    fix: "Keep the set pieces that carry the story and stage the rest off-screen or in reaction; a lower budget is an easier yes for a first sale.",
  });
}

function measurePackaging(sig: Signals): MarketabilityMeasure["packaging"] {
  const logline = (sig.input.logline ?? "").trim();
  const words = logline ? logline.split(/\s+/).length : 0;
  const genres = (sig.input.genres ?? []).filter((g) => g.trim());
  let score = !words ? 4 : words < 12 ? 7 : bandScore(words, 12, 50, 0, 0.1);
  if (!genres.length) score -= 2;
  return { loglineWords: words, genres, score };
}

function describePackaging({
  loglineWords: words,
  genres,
  score,
}: MarketabilityMeasure["packaging"]): Finding {
  const loglineText = words ? `The logline runs ${plural(words, "word")}` : "There is no logline";
  const genreText = genres.length ? `genre: ${genres.map(md).join(", ")}` : "no genre is set";
  return finding({
    rule: "market.package",
    label: "Logline and genre",
    weight: 1,
    score,
    observation: `${loglineText}; ${genreText}.`,
    fix: !words
      ? "Write a one-sentence logline (protagonist, goal, opposition, stakes): it is the first thing a buyer reads."
      : words > 50
        ? "Cut the logline to one sentence of under 50 words: protagonist, goal, opposition, stakes."
        : "Set the genre so the script is read against the right shelf.",
  });
}
