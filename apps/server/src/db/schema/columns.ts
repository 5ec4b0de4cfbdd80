// Column helpers the table files share.
import { customType, timestamp } from "drizzle-orm/pg-core";

/** PostgreSQL full-text document; maintained by a trigger (see migration 0005_discovery_search). */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
