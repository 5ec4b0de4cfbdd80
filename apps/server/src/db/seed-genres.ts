import { sql } from "drizzle-orm";

import { GENRES } from "@twl/contract";

import type { Db } from "./client.ts";
import { genres } from "./schema.ts";

/** Upserts the genre list from the contract, so names and flags follow the code on every start. */
export async function seedGenres(db: Db): Promise<void> {
  await db
    .insert(genres)
    .values(GENRES.map((g, i) => ({ ...g, sortOrder: i })))
    .onConflictDoUpdate({
      target: genres.slug,
      set: {
        name: sql`excluded.name`,
        isUploadGenre: sql`excluded.is_upload_genre`,
        isFilterGenre: sql`excluded.is_filter_genre`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
