import { describe, expect, it } from "vitest";

import { planOf, PLANS } from "@twl/contract";

import { countdownTo } from "./countdown.ts";
import { paymentStatusOf } from "./format.ts";
import { planChoiceOf, upgradeTargetOf } from "./plan-rules.ts";

const NOW = new Date("2026-03-10T12:00:00Z");

describe("countdownTo", () => {
  it("counts days, hours and minutes and turns urgent under 3 days", () => {
    expect(countdownTo("2026-03-15T14:30:00Z", NOW)).toEqual({
      days: 5,
      hours: 2,
      minutes: 30,
      isUrgent: false,
      isExpired: false,
    });
    expect(countdownTo("2026-03-12T11:59:00Z", NOW)).toMatchObject({
      days: 1,
      hours: 23,
      minutes: 59,
      isUrgent: true,
      isExpired: false,
    });
    expect(countdownTo("2026-03-10T12:00:00Z", NOW)).toMatchObject({ isExpired: true });
    expect(countdownTo(null, NOW)).toBeNull();
  });
});

describe("plan chooser rules", () => {
  const choices = (tier: Parameters<typeof planChoiceOf>[1], state: Parameters<typeof planChoiceOf>[2]) =>
    Object.fromEntries(PLANS.map((p) => [p.tier, planChoiceOf(p, tier, state).kind]));

  it("hides and dims plans below the current paid tier, marks the current one and sends Enterprise to contact", () => {
    expect(choices("pro", "active")).toEqual({
      free: "lower",
      basic: "lower",
      pro: "current",
      studio: "checkout",
      enterprise: "contact",
    });
    expect(choices("free", "none")).toEqual({
      free: "current",
      basic: "checkout",
      pro: "checkout",
      studio: "checkout",
      enterprise: "contact",
    });
  });

  it("enables the current plan again once the subscription expired", () => {
    expect(planChoiceOf(planOf("basic"), "basic", "expired")).toEqual({
      kind: "checkout",
      label: "Resubscribe",
    });
  });

  it("upgrades to the next tier, free to basic, none above enterprise", () => {
    expect(upgradeTargetOf("free")?.tier).toBe("basic");
    expect(upgradeTargetOf("studio")?.tier).toBe("enterprise");
    expect(upgradeTargetOf("enterprise")).toBeNull();
  });
});

describe("payment status", () => {
  it("shows paid and succeeded green as 'Paid', failed red, others yellow and capitalised", () => {
    expect(paymentStatusOf("paid")).toEqual({ label: "Paid", tone: "green" });
    expect(paymentStatusOf("succeeded")).toEqual({ label: "Paid", tone: "green" });
    expect(paymentStatusOf("failed")).toEqual({ label: "Failed", tone: "red" });
    expect(paymentStatusOf("pending")).toEqual({ label: "Pending", tone: "yellow" });
  });
});
