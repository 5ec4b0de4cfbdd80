import { MAX_GENRES_PER_SCRIPT } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { resolveGenreSlugs } from "./scripts.repo.ts";

/** Genre slugs (1 to 3, no repeats) to genre rows; the first one is the legacy single `genre`. */
export async function resolveGenres(db: Db, slugs: string[], options: { required: boolean }) {
  const unique = [...new Set(slugs.map((s) => s.trim().toLowerCase()).filter(Boolean))];
  if (options.required && unique.length === 0)
    throw new AppError("BAD_REQUEST", "Please select at least one genre");
  if (unique.length > MAX_GENRES_PER_SCRIPT)
    throw new AppError("BAD_REQUEST", `Choose at most ${MAX_GENRES_PER_SCRIPT} genres`);
  const { found, unknown } = await resolveGenreSlugs(db, unique);
  if (unknown.length > 0) throw new AppError("BAD_REQUEST", `Unknown genre: ${unknown.join(", ")}`);
  return found;
}

/** The upload form sends genres as JSON text; a single slug or a comma list is accepted too. */
export function parseGenresField(value: string | undefined, fallback: string | undefined): string[] {
  if (value && value.trim() !== "") {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed) && parsed.every((g) => typeof g === "string")) return parsed;
    } catch {
      return value.split(",");
    }
    throw new AppError("BAD_REQUEST", "genres must be a JSON list of genre ids");
  }
  return fallback ? [fallback] : [];
}
