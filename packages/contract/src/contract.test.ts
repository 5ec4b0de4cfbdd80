import { describe, expect, it } from "vitest";

import { GENRES, MAX_GENRES_PER_SCRIPT, signUpRequestSchema, updateProfileRequestSchema } from "./index.ts";

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
