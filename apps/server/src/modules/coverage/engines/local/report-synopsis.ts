import type { SynopsisBeat, SynopsisPart } from "@twl/contract";
import type { SceneStat } from "@twl/screenplay";

import { position, type Signals } from "./signals.ts";

/**
 * The synopsis, extractive and deterministic: the script is cut at 25% and 75% of its pages
 * (beginning / middle / end, the classic act proportions), and each part is told by its most
 * eventful scenes, quoting each scene's first action sentence. A scene's weight:
 *   3 if the lead speaks, + 2 per other principal who speaks, + its length (eighths / 4, at most 4),
 *   + 1 when it has an action line to quote.
 * The beginning always opens on the first scene and the end always closes on the last one
 * (opening and final images); ties go to the earlier scene.
 */
export const SYNOPSIS_CUTS = [0.25, 0.75] as const;
const BEATS_PER_PART = 3;
const MAX_SENTENCE = 300;

export interface SceneAction {
  /** First action sentence, or the first spoken line when the scene has no action. */
  sentence: string;
  page: number;
  hasAction: boolean;
}

/** A character cue's distinctive word ("DR. PRYCE" → "pryce"), lower case. */
export function nameKey(name: string): string {
  const words = name.split(/[^\p{L}'’-]+/u).filter((w) => w.length >= 2);
  return (words[words.length - 1] ?? name).toLowerCase();
}

const sentencesOf = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .split(/(?<=[.!?…])\s+/u);
const names = (sentence: string, keys: string[]) => {
  const words = new Set(sentence.toLowerCase().split(/[^\p{L}'’-]+/u));
  return keys.some((k) => words.has(k));
};

/**
 * The scene's telling action sentence, per scene index: the first action sentence that names one
 * of `people` (the scene's speakers by default), an event with someone in it; else the first
 * action sentence (often the setting); else the first spoken line.
 */
export function sceneActions(
  sig: Signals,
  people?: (sceneIndex: number) => string[],
): Map<number, SceneAction> {
  const out = new Map<number, SceneAction>();
  for (const scene of sig.input.model.scenes ?? []) {
    const elements = scene.elements ?? [];
    const keys = (people?.(scene.index) ?? sig.scenes[scene.index]?.speakers ?? []).map(nameKey);
    const actions = elements.filter((e) => e.kind === "action" && e.text.trim());
    let chosen: SceneAction | undefined;
    for (const a of actions) {
      const hit = sentencesOf(a.text).find((x) => names(x, keys));
      if (hit) {
        chosen = { sentence: firstSentence(hit), page: a.page, hasAction: true };
        break;
      }
    }
    const spoken = elements.find((e) => e.kind === "dialogue" && e.text.trim());
    if (!chosen && actions[0])
      chosen = { sentence: firstSentence(actions[0].text), page: actions[0].page, hasAction: true };
    if (!chosen && spoken)
      chosen = {
        sentence: `${spoken.character ?? ""}: “${firstSentence(spoken.text)}”`,
        page: spoken.page,
        hasAction: false,
      };
    if (chosen) out.set(scene.index, chosen);
  }
  return out;
}

export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const match = /^.+?[.!?…](?=\s|$)/u.exec(flat);
  const sentence = match ? match[0] : flat;
  return sentence.length > MAX_SENTENCE ? `${sentence.slice(0, MAX_SENTENCE - 1).trimEnd()}…` : sentence;
}

export function sceneWeight(sig: Signals, scene: SceneStat, actions: Map<number, SceneAction>): number {
  const lead = sig.lead?.name;
  let w = 0;
  for (const name of scene.speakers) {
    if (name === lead) w += 3;
    else if (sig.principalNames.has(name)) w += 2;
  }
  w += Math.min(4, scene.lengthEighths / 4);
  if (actions.get(scene.index)?.hasAction) w += 1;
  return w;
}

function beat(scene: SceneStat, actions: Map<number, SceneAction>): SynopsisBeat {
  return {
    page: scene.startPage,
    heading: scene.heading.replace(/\s+/g, " ").trim().slice(0, 300),
    characters: scene.speakers.slice(0, 12).map((name) => name.slice(0, 100)),
    action: (actions.get(scene.index)?.sentence ?? "").slice(0, 400),
  };
}

/** Picks a part's scenes: the heaviest ones, plus the pinned first/last scene, in script order. */
function pick(
  sig: Signals,
  scenes: SceneStat[],
  actions: Map<number, SceneAction>,
  pinned: SceneStat | null,
): SceneStat[] {
  const chosen = new Set<SceneStat>(pinned ? [pinned] : []);
  const ranked = [...scenes].sort(
    (a, b) => sceneWeight(sig, b, actions) - sceneWeight(sig, a, actions) || a.index - b.index,
  );
  for (const s of ranked) {
    if (chosen.size >= BEATS_PER_PART) break;
    chosen.add(s);
  }
  return [...chosen].sort((a, b) => a.index - b.index);
}

export function buildSynopsis(sig: Signals, actions = sceneActions(sig)): SynopsisPart[] {
  const scenes = sig.scenes;
  if (!scenes.length) return [];
  const [cutA, cutB] = SYNOPSIS_CUTS;
  const parts: { label: SynopsisPart["label"]; scenes: SceneStat[] }[] = [
    { label: "Beginning", scenes: scenes.filter((s) => position(sig, s.startPage) < cutA) },
    {
      label: "Middle",
      scenes: scenes.filter((s) => position(sig, s.startPage) >= cutA && position(sig, s.startPage) < cutB),
    },
    { label: "End", scenes: scenes.filter((s) => position(sig, s.startPage) >= cutB) },
  ];
  // A script too short to spread over three parts still opens and closes on real scenes.
  if (!parts[0]!.scenes.length) parts[0]!.scenes = [scenes[0]!];
  if (!parts[2]!.scenes.length) parts[2]!.scenes = [scenes[scenes.length - 1]!];
  const last = scenes[scenes.length - 1]!;
  return parts
    .filter((p) => p.scenes.length)
    .map((p) => {
      const pinned = p.label === "Beginning" ? scenes[0]! : p.label === "End" ? last : null;
      const chosen = pick(sig, p.scenes, actions, pinned);
      const lastScene = p.scenes[p.scenes.length - 1]!;
      const nextStart = scenes[lastScene.index + 1]?.startPage;
      return {
        label: p.label,
        firstPage: p.scenes[0]!.startPage,
        lastPage: Math.max(lastScene.startPage, nextStart ? nextStart - 1 : sig.pages),
        beats: chosen.map((s) => beat(s, actions)),
      };
    });
}
