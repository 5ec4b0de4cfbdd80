/**
 * analyzeScreenplay: the statistics screenwriters know from afterwriting and Trelby, computed from
 * the model alone (so PDF, FDX and Fountain sources give comparable numbers).
 */
import type { Screenplay } from "../model.ts";
import { dayNight } from "../text.ts";
import { characterStats, interactions, monologues } from "./people.ts";
import { addCounts, countText, readability } from "./readability.ts";
import { ACTION_WIDTH, collectSpeeches, printedLines } from "./speeches.ts";
import { sceneTempo, TEMPO_FORMULA } from "./tempo.ts";
import type { LocationStat, PageShare, SceneStat, ScreenplayStats, Split, StatsOptions } from "./types.ts";

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const DIALOGUE_KINDS = new Set(["dialogue", "parenthetical", "lyrics"]);
const ACTION_KINDS = new Set(["action", "shot"]);

function splits<T>(items: T[], key: (t: T) => string, eighths: (t: T) => number): Split[] {
  const map = new Map<string, Split>();
  for (const it of items) {
    const k = key(it);
    const s = map.get(k) ?? { key: k, scenes: 0, eighths: 0 };
    s.scenes++;
    s.eighths += eighths(it);
    map.set(k, s);
  }
  return [...map.values()].sort((a, b) => b.eighths - a.eighths || a.key.localeCompare(b.key));
}

/** Action and dialogue lines printed on each page, and the dialogue share of them. */
function pageShares(model: Screenplay): PageShare[] {
  return model.pages.map((p) => {
    let actionLines = 0;
    let dialogueLines = 0;
    for (const l of p.lines) {
      if (ACTION_KINDS.has(l.kind)) actionLines++;
      else if (DIALOGUE_KINDS.has(l.kind)) dialogueLines++;
    }
    const total = actionLines + dialogueLines;
    return {
      page: p.number,
      actionLines,
      dialogueLines,
      dialogueShare: total ? round(dialogueLines / total, 3) : 0,
    };
  });
}

/** Each scene's facts: place, time, length, speakers, dialogue share and tempo. */
function sceneStats(model: Screenplay, speeches: ReturnType<typeof collectSpeeches>): SceneStat[] {
  const sceneLines = new Map<number, { action: number; dialogue: number }>();
  for (const p of model.pages)
    for (const l of p.lines) {
      if (l.scene === undefined) continue;
      const c = sceneLines.get(l.scene) ?? { action: 0, dialogue: 0 };
      if (ACTION_KINDS.has(l.kind)) c.action++;
      else if (DIALOGUE_KINDS.has(l.kind)) c.dialogue++;
      sceneLines.set(l.scene, c);
    }
  return model.scenes.map((s) => {
    const mine = speeches.filter((x) => x.scene === s.index);
    const c = sceneLines.get(s.index) ?? { action: 0, dialogue: 0 };
    const actionParas = s.elements
      .filter((e) => e.kind === "action")
      .map((e) => printedLines(e.text, ACTION_WIDTH));
    return {
      index: s.index,
      number: s.number,
      heading: s.heading,
      location: s.location,
      intExt: s.intExt,
      timeOfDay: s.timeOfDay,
      dayNight: dayNight(s.timeOfDay),
      startPage: s.startPage,
      lengthEighths: s.lengthEighths,
      speakers: [...new Set(mine.map((x) => x.character))],
      speeches: mine.length,
      dialogueShare: c.action + c.dialogue ? round(c.dialogue / (c.action + c.dialogue), 3) : 0,
      tempo: sceneTempo(s.lengthEighths, mine, actionParas),
    };
  });
}

/** Scenes and length per location, longest first. */
function locationStats(list: SceneStat[]): LocationStat[] {
  const locations = new Map<string, LocationStat>();
  for (const s of list) {
    const key = s.location || "(unknown)";
    const loc = locations.get(key) ?? { location: key, scenes: 0, eighths: 0, pages: 0, intExt: [] };
    loc.scenes++;
    loc.eighths += s.lengthEighths;
    loc.pages = round(loc.eighths / 8, 3);
    if (s.intExt && !loc.intExt.includes(s.intExt)) loc.intExt.push(s.intExt);
    locations.set(key, loc);
  }
  return [...locations.values()].sort(
    (a, b) => b.eighths - a.eighths || b.scenes - a.scenes || a.location.localeCompare(b.location),
  );
}

/** Each page's tempo: the mean tempo of the scenes its lines belong to. */
function tempoByPage(model: Screenplay, list: SceneStat[]): { page: number; value: number }[] {
  return model.pages.map((p) => {
    let sum = 0;
    let n = 0;
    for (const l of p.lines) {
      const s = l.scene === undefined ? undefined : list[l.scene];
      if (!s) continue;
      sum += s.tempo;
      n++;
    }
    return { page: p.number, value: n ? round(sum / n) : 0 };
  });
}

export function analyzeScreenplay(model: Screenplay, options: StatsOptions = {}): ScreenplayStats {
  const L = model.layout.linesPerPage;
  const speeches = collectSpeeches(model);
  const perPage = pageShares(model);
  const actionLines = perPage.reduce((n, p) => n + p.actionLines, 0);
  const dialogueLines = perPage.reduce((n, p) => n + p.dialogueLines, 0);
  const list = sceneStats(model, speeches);
  const totalEighths = list.reduce((n, s) => n + s.lengthEighths, 0);
  const byLength = [...list].sort((a, b) => b.lengthEighths - a.lengthEighths || a.index - b.index);

  const elements = [...model.preamble, ...model.scenes.flatMap((s) => s.elements)];
  const actionText = countText(elements.filter((e) => e.kind === "action").map((e) => e.text));
  const dialogueText = countText(
    elements.filter((e) => e.kind === "dialogue" || e.kind === "lyrics").map((e) => e.text),
  );
  const lastRows = (model.pages[model.pages.length - 1]?.lines ?? []).reduce(
    (m, l) => Math.max(m, (l.row ?? 0) + 1),
    0,
  );

  return {
    pages: model.pages.length,
    runtimeMinutes: model.pages.length ? round(model.pages.length - 1 + Math.min(1, lastRows / L), 1) : 0,
    linesPerPage: L,
    scenes: {
      count: list.length,
      totalEighths,
      averageEighths: list.length ? round(totalEighths / list.length) : 0,
      longest: byLength[0] ?? null,
      shortest: byLength[byLength.length - 1] ?? null,
      list,
    },
    dialogue: {
      actionLines,
      dialogueLines,
      dialogueShare:
        actionLines + dialogueLines ? round(dialogueLines / (actionLines + dialogueLines), 3) : 0,
      perPage,
    },
    characters: characterStats(model, speeches, L, options),
    monologues: monologues(speeches, options),
    interactions: interactions(speeches),
    locations: locationStats(list),
    intExt: splits(
      list,
      (s) => s.intExt ?? "unknown",
      (s) => s.lengthEighths,
    ),
    dayNight: splits(
      list,
      (s) => s.dayNight,
      (s) => s.lengthEighths,
    ),
    tempo: {
      formula: TEMPO_FORMULA,
      perScene: list.map((s) => ({ index: s.index, value: s.tempo })),
      perPage: tempoByPage(model, list),
    },
    readability: {
      action: readability(actionText),
      dialogue: readability(dialogueText),
      overall: readability(addCounts(actionText, dialogueText)),
    },
  };
}

/** "1 3/8" style length for an amount of eighths. */
export function formatEighths(eighths: number): string {
  const whole = Math.floor(eighths / 8);
  const rest = eighths % 8;
  if (rest === 0) return String(whole);
  return whole ? `${whole} ${rest}/8` : `${rest}/8`;
}
