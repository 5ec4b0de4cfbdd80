import { expect } from "vitest";

import { SCRIPT_SORTS, type ScriptSort } from "@twl/contract";

import type { Db } from "../src/db/client.ts";
import { listScripts, type ListScriptsInput } from "../src/modules/discover/list-scripts.ts";

/**
 * Reads every shape, sort and page of the public lists both ways, through the fast path a public
 * list takes and through the reference path a viewer's own list takes (`viewerId` owns nothing, so
 * both answers hold the same public scripts): the same ids in the same order, the same totals, and
 * never a private script. Returns how many rows were compared.
 */
export async function expectPublicPagesMatchReference(
  db: Db,
  shapes: Partial<ListScriptsInput>[],
  options: { pages: number[]; limit: number; viewerId: string },
): Promise<number> {
  let compared = 0;
  for (const shape of shapes) {
    for (const sort of SCRIPT_SORTS as readonly ScriptSort[]) {
      for (const page of options.pages) {
        const input = { ...shape, sort, page, limit: options.limit };
        const [fast, reference] = await Promise.all([
          listScripts(db, input),
          listScripts(db, { ...input, ownerId: options.viewerId }),
        ]);
        const label = JSON.stringify(input);
        expect(
          fast.rows.map((r) => r.script.id),
          label,
        ).toEqual(reference.rows.map((r) => r.script.id));
        expect(fast.total, label).toBe(reference.total);
        expect(
          fast.rows.filter((r) => !r.script.isPublic).map((r) => r.script.id),
          label,
        ).toEqual([]);
        compared += fast.rows.length;
      }
    }
  }
  return compared;
}
