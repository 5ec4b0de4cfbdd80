import { describe, expect, it } from "vitest";
import { z } from "zod";

import { scriptsListResponseSchema } from "@twl/contract";

import { responseSerializerCompiler } from "../src/lib/response-serializer.ts";

const compile = (schema: z.ZodType, crossCheck: boolean) =>
  responseSerializerCompiler({ crossCheck })({ schema, method: "GET", url: "/x", httpStatus: "200" });

const card = z.object({
  id: z.string(),
  title: z.string(),
  logline: z.string().nullable(),
  genres: z.array(z.object({ genre: z.object({ name: z.string(), slug: z.string() }) })),
  tier: z.enum(["free", "pro"]),
  coverage: z.union([z.object({ score: z.number() }), z.null()]),
  views: z.number().int(),
  note: z.string().optional(),
});
const row = {
  id: "s1",
  title: 'He said "cut" </script>',
  logline: null,
  genres: [{ genre: { name: "Drama", slug: "drama" } }],
  tier: "pro",
  coverage: { score: 7.5 },
  views: 12,
};

describe("responseSerializerCompiler", () => {
  it("writes the same JSON as zod, and only the declared fields", () => {
    for (const crossCheck of [false, true]) {
      const write = compile(card, crossCheck);
      const leaked = {
        ...row,
        passwordHash: "secret",
        genres: [{ genre: { name: "Drama", slug: "drama", id: 9 } }],
      };
      const text = write(leaked);
      expect(JSON.parse(text)).toEqual(row);
      expect(text).not.toContain("secret");
      expect(JSON.parse(write({ ...row, note: "n", coverage: null }))).toEqual({
        ...row,
        note: "n",
        coverage: null,
      });
    }
  });

  it("writes a real list answer (the Discover page's schema) as zod does", () => {
    const write = compile(scriptsListResponseSchema, true);
    const answer = { success: true, scripts: [], pagination: { page: 1, limit: 12, total: 0, pages: 0 } };
    expect(JSON.parse(write(answer))).toEqual(answer);
  });

  it("refuses an answer that breaks its schema (a required field missing) in both modes", () => {
    const { title: _missing, ...broken } = row;
    expect(() => compile(card, true)(broken)).toThrow();
    expect(() => compile(card, false)(broken)).toThrow();
  });

  it("keeps zod's serializer for a schema JSON Schema cannot express (a Date)", () => {
    const stamped = z.object({ at: z.date() });
    expect(compile(stamped, false)({ at: new Date(0), extra: 1 })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
    expect(() => compile(stamped, false)({ at: "yesterday" })).toThrow();
  });
});
