import type { CoverageInput } from "../types.ts";

/**
 * Format norms the rules measure against, one set per screenplay type. Page counts follow the
 * usual reader expectations (one page ≈ one minute): features 90-120, TV pilots 25-65 (half hour
 * to hour), full-length stage plays 70-130, shorts 5-40. The rest are rules of thumb from
 * professional coverage; each rule that uses one says so where it is applied.
 */
export interface FormatNorms {
  type: CoverageInput["screenplayType"];
  /** What the script is called in prose: "feature", "TV pilot", "stage play", "short". */
  noun: string;
  pages: { lo: number; hi: number; /** points lost per page under / over */ below: number; above: number };
  /**
   * The fewest pages a complete script of the format runs to (the ending rule's length gate): the
   * format's lower norm, except for shorts, which are complete at a page or two.
   */
  completeFrom: number;
  /** Comfortable mean scene length, in eighths of a page. */
  sceneEighths: { lo: number; hi: number };
  /** A scene longer than this (eighths) is overlong for the format. */
  overlongEighths: number;
  /** Dialogue share of printed lines (dialogue / (dialogue + action)). */
  dialogueShare: { lo: number; hi: number };
  /** Speaking roles that keep a cast castable and affordable. */
  speakingRoles: { lo: number; hi: number };
  /** Distinct locations before the location count becomes a budget note. */
  locations: number;
  /** Longest comfortable run of slow pages / dialogue-free pages / wall-to-wall-talk pages. */
  slowRunPages: number;
  silentRunPages: number;
  talkRunPages: number;
}

const NORMS: Record<FormatNorms["type"], FormatNorms> = {
  movie: {
    type: "movie",
    noun: "feature",
    pages: { lo: 90, hi: 120, below: 0.25, above: 0.2 },
    completeFrom: 90,
    sceneEighths: { lo: 6, hi: 20 },
    overlongEighths: 24,
    dialogueShare: { lo: 0.4, hi: 0.6 },
    speakingRoles: { lo: 5, hi: 35 },
    locations: 40,
    slowRunPages: 4,
    silentRunPages: 5,
    talkRunPages: 10,
  },
  tv: {
    type: "tv",
    noun: "TV pilot",
    pages: { lo: 25, hi: 65, below: 0.5, above: 0.3 },
    completeFrom: 25,
    sceneEighths: { lo: 6, hi: 18 },
    overlongEighths: 24,
    dialogueShare: { lo: 0.45, hi: 0.65 },
    speakingRoles: { lo: 4, hi: 25 },
    locations: 20,
    slowRunPages: 3,
    silentRunPages: 4,
    talkRunPages: 8,
  },
  play: {
    type: "play",
    noun: "stage play",
    pages: { lo: 70, hi: 130, below: 0.15, above: 0.15 },
    completeFrom: 70,
    sceneEighths: { lo: 24, hi: 240 },
    overlongEighths: 120,
    dialogueShare: { lo: 0.65, hi: 0.92 },
    speakingRoles: { lo: 2, hi: 12 },
    locations: 5,
    slowRunPages: 6,
    silentRunPages: 3,
    talkRunPages: 40,
  },
  short: {
    type: "short",
    noun: "short",
    pages: { lo: 5, hi: 40, below: 2, above: 0.4 },
    completeFrom: 2,
    sceneEighths: { lo: 4, hi: 20 },
    overlongEighths: 24,
    dialogueShare: { lo: 0.3, hi: 0.6 },
    speakingRoles: { lo: 2, hi: 10 },
    locations: 8,
    slowRunPages: 2,
    silentRunPages: 4,
    talkRunPages: 5,
  },
};

export function formatNorms(type: CoverageInput["screenplayType"]): FormatNorms {
  return NORMS[type] ?? NORMS.movie;
}
