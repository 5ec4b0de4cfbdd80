import { describe, expect, it } from "vitest";

import { formatRelativeTime } from "./relative-time.ts";

const NOW = new Date("2025-06-11T12:00:00.000Z");
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe("formatRelativeTime", () => {
  it.each([
    [10, "just now"],
    [5 * 60, "5 minutes ago"],
    [3 * 3600, "3 hours ago"],
    [26 * 3600, "yesterday"],
    [3 * 86400, "3 days ago"],
    [14 * 86400, "2 weeks ago"],
    [400 * 86400, "last year"],
  ])("%i seconds ago reads '%s'", (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), NOW)).toBe(text);
  });

  it("returns text that is not a date unchanged", () => {
    expect(formatRelativeTime("soon", NOW)).toBe("soon");
  });
});
