import { describe, expect, it } from "vitest";

import { formatScore, gradeTextClass, scaleOf, scoreFillClass, scoreTextClass } from "./bands.ts";
import { limitOf, remainingCoverageOf, usageOf } from "./coverage-usage.ts";

describe("colour bands", () => {
  it("colours scores on the 10 scale: 8+ green, 6+ blue, 4+ yellow, else red", () => {
    expect(scoreTextClass(8)).toContain("emerald");
    expect(scoreTextClass(7.9)).toContain("blue");
    expect(scoreTextClass(6)).toContain("blue");
    expect(scoreTextClass(4)).toContain("yellow");
    expect(scoreTextClass(3.9)).toContain("red");
    expect(scoreFillClass(2)).toBe("bg-red-500");
  });

  it("reads a score above 10 as out of 100", () => {
    expect(scoreTextClass(85)).toContain("emerald");
    expect(scoreTextClass(61)).toContain("blue");
    expect(scoreTextClass(45)).toContain("yellow");
    expect(scoreTextClass(12)).toContain("red");
    expect(scaleOf(10)).toBe(10);
    expect(scaleOf(10.5)).toBe(100);
    expect(formatScore(7.25)).toBe("7.3");
  });

  it("colours grades: A green, B blue, C yellow, D orange, anything else red", () => {
    expect(gradeTextClass("A+")).toContain("emerald");
    expect(gradeTextClass("B-")).toContain("blue");
    expect(gradeTextClass("C")).toContain("yellow");
    expect(gradeTextClass("D+")).toContain("orange");
    expect(gradeTextClass("F")).toContain("red");
    expect(gradeTextClass("E")).toContain("red");
    expect(gradeTextClass("A++")).toContain("red");
  });
});

describe("coverage usage", () => {
  const user = { tier: "pro" as const, coverageAllowance: 3, coverageUsed: 1, coverageTokens: 0 };

  it("counts what is left of the month plus tokens", () => {
    expect(remainingCoverageOf(user)).toBe(2);
    expect(remainingCoverageOf({ ...user, coverageUsed: 5 })).toBe(0);
    expect(remainingCoverageOf({ ...user, coverageUsed: 5, coverageTokens: 2 })).toBe(2);
    // The allowance counts as at least 1.
    expect(remainingCoverageOf({ ...user, coverageAllowance: 0, coverageUsed: 0 })).toBe(1);
  });

  it("shows used at least 0 and allowance at least 1, the bar capped at 100%", () => {
    expect(usageOf({ ...user, coverageAllowance: 0, coverageUsed: -2 })).toMatchObject({
      allowance: 1,
      used: 0,
      percent: 0,
      isExhausted: false,
    });
    expect(usageOf({ ...user, coverageUsed: 7 })).toMatchObject({ percent: 100, isExhausted: true });
    expect(limitOf({ ...user, coverageUsed: 3 })).toEqual({ limit: 3, used: 3, tier: "pro" });
  });
});
