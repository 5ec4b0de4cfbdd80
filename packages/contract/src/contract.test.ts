import { describe, expect, it } from "vitest";

import {
  apiErrorSchema,
  GENRES,
  isApiError,
  MAX_GENRES_PER_SCRIPT,
  signUpRequestSchema,
  updateProfileRequestSchema,
} from "./index.ts";

describe("genres", () => {
  it("has unique slugs: the 16 upload genre ids of the spec plus the list-filter genres", () => {
    expect(new Set(GENRES.map((g) => g.slug)).size).toBe(GENRES.length);
    expect(GENRES.filter((g) => g.isUploadGenre).map((g) => g.slug)).toEqual([
      "action",
      "anime",
      "comedy",
      "dark",
      "drama",
      "experimental",
      "family",
      "historical",
      "horror",
      "mystery",
      "period",
      "reality",
      "romance",
      "satire",
      "sports",
      "thriller",
    ]);
    expect(GENRES.filter((g) => g.isFilterGenre)).toHaveLength(9);
    expect(MAX_GENRES_PER_SCRIPT).toBe(3);
  });
});

describe("account schemas", () => {
  it("explains what is wrong with a sign-up", () => {
    const result = signUpRequestSchema.safeParse({ name: " ", email: "nope", password: "short" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual([
      "Please enter your name",
      "Please enter a valid email address",
      "Password must be at least 8 characters",
    ]);
  });

  it("trims names and refuses fields a user may not set on the profile", () => {
    expect(updateProfileRequestSchema.parse({ name: "  Ada  " })).toEqual({ name: "Ada" });
    expect(updateProfileRequestSchema.safeParse({ name: "Ada", role: "admin" }).success).toBe(false);
  });
});

describe("isApiError", () => {
  it("accepts exactly what apiErrorSchema accepts", () => {
    const samples: unknown[] = [
      { success: false, error: "Script not found" },
      { success: false, error: "" },
      { success: false, error: "x", extra: 1 },
      { success: true, error: "x" },
      { success: false },
      { success: false, error: 42 },
      { success: "false", error: "x" },
      { error: "x" },
      [],
      ["x"],
      null,
      undefined,
      "error",
      0,
      false,
      { success: true, scripts: [] },
    ];
    for (const sample of samples)
      expect(isApiError(sample), JSON.stringify(sample)).toBe(apiErrorSchema.safeParse(sample).success);
  });
});
