import type { CharacterStat, SceneStat } from "@twl/screenplay";

import type { Introduction } from "./introductions.ts";
import { page, sceneRef } from "./refs.ts";
import { position, speechShare, type Signals } from "./signals.ts";

/** A character as the notes cite them: counts, pages, share of the speeches, first and last scene. */
export interface Who {
  name: string;
  speeches: number;
  scenes: number;
  firstPage: number;
  lastPage: number;
  /** Share of all speeches, 0..1. */
  share: number;
  /** How far into the script the first / last speech is, 0..1. */
  firstPosition: number;
  lastPosition: number;
  firstScene: SceneStat | null;
  lastScene: SceneStat | null;
}

export type Gap = { from: number; to: number; size: number };

/** What the characters rules measure: numbers, and the characters and scenes the notes cite. No wording. */
export type CharactersMeasure =
  | { empty: true; pages: number; score: number }
  | {
      empty: false;
      lead: { lead: Who; score: number };
      /** Null under 5 pages. `gap`: the longest stretch without the lead; `tail`: pages after the lead's last speech. */
      presence: { lead: Who; scenes: number; gap: Gap; tail: number; score: number } | null;
      /** `top`: the three biggest speakers; `flat`: no clear lead; `busiest`: the lead's scene with the most speeches. */
      balance: {
        lead: Who;
        top: Who[];
        speakers: number;
        topShare: number;
        flat: boolean;
        busiest: SceneStat | undefined;
        score: number;
      };
      /** Null under 20 pages or 2 principals. `gone`: principals silent from 60% on. */
      vanishing: { gone: Who[]; earliestExit: Who; pages: number; score: number } | null;
      /** Null under 10 pages or when nobody arrives late. */
      late: { arrivals: Who[]; score: number } | null;
      /** Null when no pair looks like one renamed character. */
      renamed: { pairs: { a: Who; b: Who; sharedPartners: string[] }[]; score: number } | null;
      /** Null when the lead is the only principal. */
      web: {
        lead: string;
        others: number;
        met: number;
        missing: Who[];
        strongest: { a: string; b: string; scenes: number } | undefined;
        score: number;
      } | null;
      /** Null when no principal's introduction was measured. */
      introductions: {
        total: number;
        missed: Introduction[];
        good: Introduction | undefined;
        score: number;
      } | null;
    };

export type Measured = Extract<CharactersMeasure, { empty: false }>;

export function firstScene(sig: Signals, c: CharacterStat): SceneStat | null {
  return sig.scenes.find((s) => s.speakers.includes(c.name)) ?? null;
}

export function lastScene(sig: Signals, c: CharacterStat): SceneStat | null {
  for (let i = sig.scenes.length - 1; i >= 0; i--)
    if (sig.scenes[i]!.speakers.includes(c.name)) return sig.scenes[i]!;
  return null;
}

export function who(sig: Signals, c: CharacterStat): Who {
  return {
    name: c.name,
    speeches: c.speeches,
    scenes: c.scenes,
    firstPage: c.firstPage,
    lastPage: c.lastPage,
    share: speechShare(sig, c),
    firstPosition: position(sig, c.firstPage),
    lastPosition: position(sig, c.lastPage),
    firstScene: firstScene(sig, c),
    lastScene: lastScene(sig, c),
  };
}

export function at(c: Who, which: "first" | "last"): string {
  const s = which === "first" ? c.firstScene : c.lastScene;
  return s ? sceneRef(s) : page(which === "first" ? c.firstPage : c.lastPage);
}
