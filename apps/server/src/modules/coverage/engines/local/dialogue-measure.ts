import type { PageShare, SceneStat } from "@twl/screenplay";

import type { SpeechInfo } from "./signals.ts";
import type { VoiceProfile } from "./voices.ts";

/** A run of pages, first to last. */
export type Run = { from: number; to: number; size: number };

/** What the dialogue rules measure: numbers, and the pages, scenes and speeches the notes cite. No wording. */
export type DialogueMeasure =
  | { empty: true; pages: number; score: number }
  | {
      empty: false;
      /** `examples`: the talkiest pages when over the band, else the quietest (at most 3). */
      share: { value: number; lo: number; hi: number; noun: string; examples: PageShare[]; score: number };
      length: {
        meanWords: number;
        long: number;
        longShare: number;
        longest: SpeechInfo;
        longestScene: SceneStat | null;
        score: number;
      };
      /** `cited`: the first six monologues; `huge`: how many run past 150 words. */
      monologues: {
        count: number;
        huge: number;
        cited: { scene: SceneStat | null; page: number; character: string; words: number }[];
        pages: number;
        score: number;
      };
      /** Null under 3 pages; `run` is null when no page is (almost) silent. */
      silence: {
        run: (Run & { limit: number; noun: string }) | null;
        quietest: PageShare | undefined;
        score: number;
      } | null;
      /** Null under 3 pages; `run` is null when no page is wall-to-wall talk. */
      talk: { run: Run | null; pages: number; score: number } | null;
      /** Null under 4 speeches. */
      exchange: {
        ratio: number;
        busiest: { a: string; b: string; exchanges: number } | undefined;
        solo: SceneStat[];
        score: number;
      } | null;
      parentheticals: {
        total: number;
        speeches: number;
        ratio: number;
        topScene: SceneStat | null;
        topCount: number;
        score: number;
      };
      /** Null without 50 words of measured dialogue. */
      plainness: { readingEase: number; wordsPerSentence: number; words: number; score: number } | null;
      /** Null without two measured principal voices. */
      voices: {
        voices: number;
        similarity: number;
        closest: { a: string; b: string; similarity: number };
        together: SceneStat | undefined;
        own: VoiceProfile[];
        generic: string[];
        score: number;
      } | null;
    };

/** The measure of a script with dialogue. */
export type Measured = Extract<DialogueMeasure, { empty: false }>;

/** A page with anything printed on it. */
export function printed(p: PageShare): boolean {
  return p.actionLines + p.dialogueLines > 0;
}
