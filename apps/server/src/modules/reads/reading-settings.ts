import type { ReadingSettings } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { readingSettings } from "../../db/schema.ts";

export { findReadingSettings } from "./reader-identity.ts";

export async function saveReadingSettings(db: Db, userId: string, settings: ReadingSettings) {
  await db
    .insert(readingSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: readingSettings.userId, set: settings });
  return settings;
}
