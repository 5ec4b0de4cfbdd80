import { describe, expect, it } from "vitest";

import { formatScore, gradeTextClass, scaleOf, scoreFillClass, scoreTextClass } from "./bands.ts";
import { limitOf, remainingCoverageOf, usageOf } from "./coverage-usage.ts";

describe("colour bands", () => {
  it("colours scores on the 10 scale: 8+ success, 6+ info, 4+ warning, else danger", () => {
    expect(scoreTextClass(8)).toBe("text-success-ink");
    expect(scoreTextClass(7.9)).toBe("text-info-ink");
    expect(scoreTextClass(6)).toBe("text-info-ink");
    expect(scoreTextClass(4)).toBe("text-warning-ink");
    expect(scoreTextClass(3.9)).toBe("text-danger-ink");
    expect(scoreFillClass(2)).toBe("bg-danger");
  });

  it("reads a score above 10 as out of 100", () => {
    expect(scoreTextClass(85)).toBe("text-success-ink");
    expect(scoreTextClass(61)).toBe("text-info-ink");
    expect(scoreTextClass(45)).toBe("text-warning-ink");
    expect(scoreTextClass(12)).toBe("text-danger-ink");
    expect(scaleOf(10)).toBe(10);
    expect(scaleOf(10.5)).toBe(100);
    expect(formatScore(7.25)).toBe("7.3");
  });

  it("colours grades: A success, B info, C warning, D caution (orange), anything else danger", () => {
    expect(gradeTextClass("A+")).toBe("text-success-ink");
    expect(gradeTextClass("B-")).toBe("text-info-ink");
    expect(gradeTextClass("C")).toBe("text-warning-ink");
    expect(gradeTextClass("D+")).toBe("text-caution-ink");
    expect(gradeTextClass("F")).toBe("text-danger-ink");
    expect(gradeTextClass("E")).toBe("text-danger-ink");
    expect(gradeTextClass("A++")).toBe("text-danger-ink");
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
