import { getTableColumns, type Column, type Query } from "drizzle-orm";
import type { PreparedQueryConfig } from "drizzle-orm/pg-core";

import type { Db } from "../../db/client.ts";
import { scripts } from "../../db/schema.ts";
import { authorColumns, type ScriptWithAuthor } from "../scripts/scripts.repo.ts";

// Every column but the search document, which lists never need.
const { searchDocument: _searchDocument, ...scriptColumns } = getTableColumns(scripts);

/** What a list page selects for each script: its row (no search document) and its author. */
/** A page of a list: its rows and the total of the list. */
export interface ListPage {
  rows: ScriptWithAuthor[];
  total: number;
}

export const pageSelection = { script: scriptColumns, author: authorColumns };

const scriptFields: [string, Column][] = Object.entries(scriptColumns);
const authorFields: [string, Column][] = Object.entries(authorColumns);

/** Values as Drizzle maps them (`mapFromDriverValue`: timestamps to Date, and so on), null as null. */
function fill(target: Record<string, unknown>, fields: [string, Column][], row: unknown[], from: number) {
  for (let i = 0; i < fields.length; i++) {
    const [key, column] = fields[i]!;
    const value = row[from + i];
    target[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
}

/**
 * One row of `pageSelection`, in Drizzle's column order (the selection's keys as written, the script's
 * then the author's). Drizzle's general row mapper looked up each field's kind through its class
 * chain for every field of every row: ~15% of the CPU of an uncached Discover request.
 */
export function pageRowOf(row: unknown[]): ScriptWithAuthor {
  const script: Record<string, unknown> = {};
  const author: Record<string, unknown> = {};
  fill(script, scriptFields, row, 0);
  script.searchDocument = null;
  fill(author, authorFields, row, scriptFields.length);
  return { script, author } as unknown as ScriptWithAuthor;
}

/**
 * `builder.prepare(name)` for a statement that selects `pageSelection` (and nothing else), with its
 * rows (`script.searchDocument` null: lists never read it) mapped by `pageRowOf`: the same objects Drizzle builds, without its per-field lookups. `name`
 * non-empty: prepared once per connection by PostgreSQL, as with `prepare(name)`.
 */
export function preparePageRows(db: Db, builder: { toSQL(): Query }, name: string) {
  return db._.session.prepareQuery<PreparedQueryConfig & { execute: ScriptWithAuthor[] }>(
    builder.toSQL(),
    undefined,
    name,
    true,
    (rows) => (rows as unknown[][]).map(pageRowOf),
  );
}
