/** Tempo: how fast a scene plays, 0 (slow) .. 1 (fast). */
import type { Speech } from "./speeches.ts";

export const TEMPO_FORMULA =
  "tempo = 0.4 × brevity + 0.3 × rhythm + 0.3 × punch, where brevity = 1 − min(eighths, 24) / 24 " +
  "(short scenes are fast; 3 pages or more count as slowest), rhythm = speeches / printed dialogue lines " +
  "(many short exchanges → 1, long speeches → low; 0 without dialogue), punch = 1 − min(mean action " +
  "paragraph lines − 1, 4) / 4 (one-line action beats → 1, five-line blocks → 0; 0.5 without action). " +
  "Per page: the mean over the page's lines of their scene's tempo.";

const round = (n: number) => Math.round(n * 100) / 100;

export function sceneTempo(eighths: number, speeches: Speech[], actionParagraphLines: number[]): number {
  const brevity = 1 - Math.min(eighths, 24) / 24;
  const lines = speeches.reduce((n, s) => n + s.lines, 0);
  const rhythm = speeches.length && lines ? Math.min(1, speeches.length / lines) : 0;
  const mean = actionParagraphLines.length
    ? actionParagraphLines.reduce((a, b) => a + b, 0) / actionParagraphLines.length
    : 0;
  const punch = actionParagraphLines.length ? 1 - Math.min(Math.max(0, mean - 1), 4) / 4 : 0.5;
  return round(0.4 * brevity + 0.3 * rhythm + 0.3 * punch);
}
