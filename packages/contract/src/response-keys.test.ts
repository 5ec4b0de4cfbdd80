import { describe, expect, it } from "vitest";
import { z } from "zod";

import * as contract from "./index.ts";

/**
 * No storage key in any response schema: object-store keys (s3Key, coverImageS3Key, avatarKey...)
 * stay on the server; responses carry URLs and flags (coverUrl, avatarUrl, hasFile) instead.
 */

/** Names that are storage keys whatever their case. */
const STORAGE_KEY_NAME = /s3key|storagekey|objectkey|avatarkey|^key$/i;
/**
 * Any other camelCase name ending in "Key" counts as a storage key unless it is listed here with
 * what it is instead. Nothing is listed today; add a name only when it is provably not an object key.
 */
const NOT_STORAGE_KEYS: ReadonlySet<string> = new Set<string>([]);

function isStorageKeyName(name: string): boolean {
  if (STORAGE_KEY_NAME.test(name)) return true;
  return /[a-z0-9]Key$/.test(name) && !NOT_STORAGE_KEYS.has(name);
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Paths (e.g. `script.coverImageS3Key`) of every property in the schema whose name is a storage key. */
function storageKeysIn(schema: z.ZodType, path = "", seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: unknown, childPath = path) =>
    child ? storageKeysIn(child as z.ZodType, childPath, seen) : [];
  switch (def.type) {
    case "object": {
      const found: string[] = [];
      for (const [name, child] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const at = path ? `${path}.${name}` : name;
        if (isStorageKeyName(name)) found.push(at);
        found.push(...walk(child, at));
      }
      return [...found, ...walk(def.catchall)];
    }
    case "array":
      return walk(def.element, `${path}[]`);
    case "union":
      return (def.options as z.ZodType[]).flatMap((option) => walk(option));
    case "intersection":
      return [...walk(def.left), ...walk(def.right)];
    case "tuple":
      return [
        ...(def.items as z.ZodType[]).flatMap((item) => walk(item, `${path}[]`)),
        ...walk(def.rest, `${path}[]`),
      ];
    case "record":
    case "map":
      return walk(def.valueType, `${path}{}`);
    case "set":
      return walk(def.valueType, `${path}[]`);
    case "pipe":
      return [...walk(def.in), ...walk(def.out)];
    case "lazy":
      return walk((def.getter as () => z.ZodType)());
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
    case "promise":
      return walk(def.innerType);
    default:
      return [];
  }
}

/** Every exported schema the server answers with: all zod exports except request bodies, queries and form fields. */
const responseSchemas = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] =>
    entry[1] instanceof z.ZodType && !/(Request|Query|Fields|Params)Schema$/.test(entry[0]),
);

describe("storage keys never reach the browser", () => {
  it("finds the response schemas to check, the script shapes among them", () => {
    const names = responseSchemas.map(([name]) => name);
    expect(names.length).toBeGreaterThan(50);
    expect(names).toEqual(
      expect.arrayContaining([
        "scriptDetailResponseSchema",
        "myScriptsResponseSchema",
        "versionsResponseSchema",
        "coversResponseSchema",
        "adminScriptsResponseSchema",
        "generationResponseSchema",
      ]),
    );
  });

  it("no exported response schema has a storage key, however deeply nested", () => {
    const offenders = responseSchemas.flatMap(([name, schema]) =>
      storageKeysIn(schema).map((at) => `${name}.${at}`),
    );
    expect(offenders).toEqual([]);
  });

  it("the rule fails on a storage key anywhere: nested, in arrays, unions, nullable and optional fields", () => {
    const cover = z.object({ coverImageS3Key: z.string().nullable() });
    expect(storageKeysIn(cover)).toEqual(["coverImageS3Key"]);
    const nested = z.object({
      success: z.literal(true),
      scripts: z.array(z.object({ id: z.string(), cover: cover.nullable().optional() })),
      result: z.union([
        z.object({ ok: z.literal(true), avatarKey: z.string() }),
        z.object({ ok: z.literal(false) }),
      ]),
      file: z.object({ key: z.string() }).default({ key: "" }),
      versions: z.record(z.string(), z.object({ s3Key: z.string() })),
      extended: contract.scriptListItemSchema.extend({ coverImageS3Key: z.string() }),
      detailKey: z.string(),
    });
    expect(storageKeysIn(nested)).toEqual([
      "scripts[].cover.coverImageS3Key",
      "result.avatarKey",
      "file.key",
      "versions{}.s3Key",
      "extended.coverImageS3Key",
      "detailKey",
    ]);
  });

  it("does not mistake ordinary names for keys", () => {
    for (const name of ["coverUrl", "avatarUrl", "hasFile", "keyboard", "monkey", "keys", "turkey"])
      expect(isStorageKeyName(name), name).toBe(false);
    for (const name of [
      "s3Key",
      "coverImageS3Key",
      "avatarKey",
      "key",
      "storageKey",
      "objectKey",
      "cardKey",
      "imageKey",
    ])
      expect(isStorageKeyName(name), name).toBe(true);
  });
});
