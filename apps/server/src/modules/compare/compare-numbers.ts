import { COMPARE_PRINCIPALS, type CompareNumbers, type NumberChange } from "@twl/contract";
import type { Screenplay, ScreenplayStats, Split } from "@twl/screenplay";

/** Before, after and change of the measured numbers of two drafts, and the curves worth drawing. */

const round = (n: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.round((Number.isFinite(n) ? n : 0) * f) / f;
};

function change(measure: string, label: string, before: number, after: number, unit?: string): NumberChange {
  const b = round(before);
  const a = round(after);
  return { measure, label, before: b, after: a, change: round(a - b), ...(unit ? { unit } : {}) };
}

const meanTempo = (s: ScreenplayStats) =>
  s.tempo.perPage.reduce((n, p) => n + p.value, 0) / Math.max(1, s.tempo.perPage.length);

const speaking = (s: ScreenplayStats) => s.characters.filter((c) => c.speeches > 0).length;

function splits(before: Split[], after: Split[], prefix: string): NumberChange[] {
  const keys = [...new Set([...before.map((s) => s.key), ...after.map((s) => s.key)])];
  const count = (list: Split[], key: string) => list.find((s) => s.key === key)?.scenes ?? 0;
  return keys.map((key) => change(`${prefix}.${key}`, key, count(before, key), count(after, key), "scenes"));
}

/** Words spoken per page by one character (dialogue and lyrics). */
function presenceOf(model: Screenplay, name: string): { page: number; value: number }[] {
  const perPage = new Map<number, number>();
  const key = name.toUpperCase();
  for (const scene of model.scenes)
    for (const e of scene.elements) {
      if ((e.kind !== "dialogue" && e.kind !== "lyrics") || e.character?.toUpperCase() !== key) continue;
      const words = e.text.split(/\s+/).filter(Boolean).length;
      perPage.set(e.page, (perPage.get(e.page) ?? 0) + words);
    }
  return [...perPage].sort((x, y) => x[0] - y[0]).map(([page, value]) => ({ page, value }));
}

export function compareNumbers(
  before: { model: Screenplay; stats: ScreenplayStats },
  after: { model: Screenplay; stats: ScreenplayStats },
): CompareNumbers {
  const a = before.stats;
  const b = after.stats;
  const headline = [
    change("pages", "Pages", a.pages, b.pages),
    change("scenes", "Scenes", a.scenes.count, b.scenes.count),
    change("runtime", "Runtime", a.runtimeMinutes, b.runtimeMinutes, "min"),
    change(
      "dialogueShare",
      "Dialogue share",
      a.dialogue.dialogueShare * 100,
      b.dialogue.dialogueShare * 100,
      "%",
    ),
    change("speakingCast", "Speaking cast", speaking(a), speaking(b)),
    change("locations", "Locations", a.locations.length, b.locations.length),
    change("tempo", "Average tempo", meanTempo(a), meanTempo(b)),
  ];
  const byName = new Map<
    string,
    { name: string; a?: (typeof a.characters)[number]; b?: (typeof b.characters)[number] }
  >();
  for (const c of a.characters) byName.set(c.name.toUpperCase(), { name: c.name, a: c });
  for (const c of b.characters) {
    const entry = byName.get(c.name.toUpperCase()) ?? { name: c.name };
    byName.set(c.name.toUpperCase(), { ...entry, name: c.name, b: c });
  }
  const characters = [...byName.values()]
    .map(({ name, a: x, b: y }) => ({
      name,
      speeches: [x?.speeches ?? 0, y?.speeches ?? 0] as [number, number],
      lines: [x?.dialogueLines ?? 0, y?.dialogueLines ?? 0] as [number, number],
      words: [x?.words ?? 0, y?.words ?? 0] as [number, number],
    }))
    .sort(
      (x, y) =>
        Math.max(y.words[0], y.words[1]) - Math.max(x.words[0], x.words[1]) || x.name.localeCompare(y.name),
    );
  const principals = [...b.characters]
    .sort((x, y) => y.words - x.words || x.name.localeCompare(y.name))
    .slice(0, COMPARE_PRINCIPALS)
    .map((c) => c.name);
  return {
    headline,
    characters,
    intExt: splits(a.intExt, b.intExt, "intExt"),
    dayNight: splits(a.dayNight, b.dayNight, "dayNight"),
    tempo: {
      before: a.tempo.perPage.map((p) => ({ page: p.page, value: round(p.value, 3) })),
      after: b.tempo.perPage.map((p) => ({ page: p.page, value: round(p.value, 3) })),
    },
    presence: principals.map((name) => ({
      name,
      before: presenceOf(before.model, name),
      after: presenceOf(after.model, name),
    })),
  };
}
