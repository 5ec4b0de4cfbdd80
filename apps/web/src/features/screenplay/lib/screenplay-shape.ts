import type { Screenplay, ScreenplayStats } from "@twl/screenplay";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * The contract types `model` and `stats` as unknown (they follow @twl/screenplay). These guards
 * check the parts the web app walks, so a half-written answer shows an empty state, not a crash.
 */
export function asScreenplay(value: unknown): Screenplay | null {
  if (!isRecord(value) || !Array.isArray(value.pages) || !Array.isArray(value.scenes)) return null;
  const pagesOk = value.pages.every((page) => isRecord(page) && Array.isArray(page.lines));
  return pagesOk ? (value as unknown as Screenplay) : null;
}

export function asScreenplayStats(value: unknown): ScreenplayStats | null {
  if (!isRecord(value) || typeof value.pages !== "number") return null;
  return value as unknown as ScreenplayStats;
}
