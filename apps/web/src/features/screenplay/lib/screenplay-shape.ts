import type { Scene, Screenplay, ScreenplayStats, ScriptPage } from "@twl/screenplay";

/** A scene as the server sends it: an index entry (its text is in the pages). */
export type SceneIndex = Omit<Scene, "elements">;

/**
 * The model as the server serves it: the scenes as an index, and the pages loaded so far (part 1's
 * at first; the reader adds the other parts' as it needs them).
 */
export type ServedScreenplay = Omit<Screenplay, "scenes"> & { scenes: SceneIndex[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * The contract types `model` and `stats` as unknown (they follow @twl/screenplay). These guards
 * check the parts the web app walks, so a half-written answer shows an empty state, not a crash.
 */
export function asScreenplay(value: unknown): ServedScreenplay | null {
  if (!isRecord(value) || !Array.isArray(value.scenes)) return null;
  const pages = asScriptPages(value.pages);
  return pages ? (value as unknown as ServedScreenplay) : null;
}

/** The pages of a part (ScriptPage[]), or null when they are not pages. */
export function asScriptPages(value: unknown): ScriptPage[] | null {
  if (!Array.isArray(value)) return null;
  return value.every((page) => isRecord(page) && Array.isArray(page.lines)) ? (value as ScriptPage[]) : null;
}

export function asScreenplayStats(value: unknown): ScreenplayStats | null {
  if (!isRecord(value) || typeof value.pages !== "number") return null;
  return value as unknown as ScreenplayStats;
}
