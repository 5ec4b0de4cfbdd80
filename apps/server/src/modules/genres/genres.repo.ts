import { asc } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { genres } from "../../db/schema.ts";

export function listGenres(db: Db) {
  return db
    .select({
      name: genres.name,
      slug: genres.slug,
      isUploadGenre: genres.isUploadGenre,
      isFilterGenre: genres.isFilterGenre,
    })
    .from(genres)
    .orderBy(asc(genres.sortOrder), asc(genres.name));
}
