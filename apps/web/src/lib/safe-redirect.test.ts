import { describe, expect, it } from "vitest";

import { DEFAULT_SIGNED_IN_PATH, safeRedirectPath, signInPathFor } from "./safe-redirect.ts";

describe("safeRedirectPath", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeRedirectPath("/upload")).toBe("/upload");
    expect(safeRedirectPath("/scripts/42?tab=coverage#top")).toBe("/scripts/42?tab=coverage#top");
  });

  it.each([
    ["protocol-relative", "//evil.com"],
    ["protocol-relative with path", "//evil.com/home"],
    ["absolute URL", "https://evil.com"],
    ["absolute URL on a path", "https://evil.com/home"],
    ["backslash trick", "/\\evil.com"],
    ["javascript URL", "javascript:alert(1)"],
    ["relative path", "home"],
    ["control character", "/\tevil"],
    ["sign-in page loop", "/login?redirect=/home"],
    ["callback loop", "/auth/callback?code=x"],
  ])("rejects a %s", (_label, value) => {
    expect(safeRedirectPath(value)).toBe(DEFAULT_SIGNED_IN_PATH);
  });

  it("falls back to /home, or to the fallback given, when there is no value", () => {
    expect(safeRedirectPath(null)).toBe("/home");
    expect(safeRedirectPath("", "/")).toBe("/");
  });
});

describe("signInPathFor", () => {
  it("carries a safe redirect and drops an unsafe one", () => {
    expect(signInPathFor("/upload")).toBe("/login?redirect=%2Fupload");
    expect(signInPathFor("//evil.com")).toBe("/login");
    expect(signInPathFor()).toBe("/login");
  });
});
