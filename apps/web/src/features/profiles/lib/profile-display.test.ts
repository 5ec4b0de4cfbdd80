import { describe, expect, it } from "vitest";

import { makeFile } from "../../../test/script-fixtures.ts";
import { avatarFileError } from "./avatar-file-error.ts";
import { memberSince } from "./profile-display.ts";

describe("profile display", () => {
  it("formats member since as month and year", () => {
    expect(memberSince("2024-05-01T10:00:00.000Z")).toBe("May 2024");
    expect(memberSince("not a date")).toBe("not a date");
  });
});

describe("avatar checks", () => {
  it("accepts JPG, JPEG, PNG and WebP under 5 MB", () => {
    for (const [name, type] of [
      ["a.jpg", "image/jpeg"],
      ["a.jpeg", "image/jpeg"],
      ["a.png", "image/png"],
      ["a.webp", "image/webp"],
      ["a.webp", ""],
    ] as const) {
      expect(avatarFileError(makeFile(name, type, 1000))).toBeNull();
    }
  });

  it("refuses other types and 5 MB + 1 byte", () => {
    expect(avatarFileError(makeFile("a.gif", "image/gif"))).toBe("Please upload a JPG, PNG, or WebP image");
    expect(avatarFileError(makeFile("a.svg", "image/svg+xml"))).toBe(
      "Please upload a JPG, PNG, or WebP image",
    );
    expect(avatarFileError(makeFile("a.png", "image/png", 5 * 1024 * 1024 + 1))).toBe(
      "Image must be less than 5MB",
    );
    expect(avatarFileError(makeFile("a.png", "image/png", 5 * 1024 * 1024))).toBeNull();
  });
});
