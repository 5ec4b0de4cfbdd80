/** Display helpers for screenplay numbers (the screenplay package's own helpers are server-side). */

/** 11 -> "1 3/8"; 8 -> "1"; 3 -> "3/8" (screenwriters count scene length in eighths of a page). */
export function formatEighths(eighths: number): string {
  const total = Math.max(0, Math.round(eighths));
  const whole = Math.floor(total / 8);
  const rest = total % 8;
  if (rest === 0) return String(whole);
  return whole ? `${whole} ${rest}/8` : `${rest}/8`;
}

/** "1 3/8 pages", "1 page", "3/8 page". */
export function formatPageLength(eighths: number): string {
  const text = formatEighths(eighths);
  return `${text} ${eighths > 8 ? "pages" : "page"}`;
}

/** 118.9 -> "1 h 59 min"; 42 -> "42 min". */
export function formatRuntime(minutes: number): string {
  const rounded = Math.max(0, Math.round(minutes));
  if (rounded < 60) return `${rounded} min`;
  const rest = rounded % 60;
  return rest ? `${Math.floor(rounded / 60)} h ${rest} min` : `${rounded / 60} h`;
}

/** 610.9 -> "10:11" (minutes:seconds). */
export function formatSpeakingTime(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

/** 0.752 -> "75%". */
export function formatShare(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** Flesch reading ease in words (Flesch's own bands). */
export function readabilityLabel(score: number): string {
  if (score >= 90) return "Very easy";
  if (score >= 80) return "Easy";
  if (score >= 70) return "Fairly easy";
  if (score >= 60) return "Plain English";
  if (score >= 50) return "Fairly difficult";
  if (score >= 30) return "Difficult";
  return "Very difficult";
}

const PLURALS: Record<string, string> = { page: "pages", scene: "scenes", speech: "speeches" };

/** count(1, "scene") -> "1 scene"; count(3, "scene") -> "3 scenes". */
export function count(value: number, noun: string): string {
  return `${value.toLocaleString("en-US")} ${value === 1 ? noun : (PLURALS[noun] ?? `${noun}s`)}`;
}
