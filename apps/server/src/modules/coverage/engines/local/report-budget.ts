import type { BudgetBand, BudgetFact, ReportBudget } from "@twl/contract";
import type { Screenplay } from "@twl/screenplay";

import { BUDGET_KINDS } from "./budget-hints.ts";
import type { Signals } from "./signals.ts";

/**
 * The budget band, from measured facts only. Points:
 *   speaking roles: up to 5 → 0, up to 12 → 1, up to 25 → 2, more → 3
 *   distinct locations: up to 3 → 0, up to 10 → 1, up to 25 → 2, more → 3
 *   night scenes: 30% of scenes or more → 1;  exterior scenes: 40% or more → 1
 *   set pieces: 1 per kind found in scene headings and action (crowds, vehicles, weapons, effects,
 *   stunts, water, aircraft, weather ...), at most 5
 * Band: 0-2 Micro, 3-5 Low, 6-8 Medium, 9 or more High.
 */
export const BUDGET_RULE =
  "Points: speaking roles (≤5: 0, ≤12: 1, ≤25: 2, more: 3) + locations (≤3: 0, ≤10: 1, ≤25: 2, more: 3) + night scenes ≥30% (1) + exterior scenes ≥40% (1) + 1 per kind of set piece (max 5). Band: 0-2 Micro, 3-5 Low, 6-8 Medium, 9+ High.";

/** Set pieces the shared budget hints do not price: picture vehicles and weapons on screen. */
const EXTRA_KINDS: { kind: string; pattern: RegExp }[] = [
  {
    kind: "picture vehicles",
    pattern: /\b(cars?|trucks?|vans?|motorcycles?|motorbikes?|buses|taxis?|limo|boats?|trains?)\b/i,
  },
  {
    kind: "weapons",
    pattern: /\b(guns?|pistols?|rifles?|shotguns?|revolvers?|knife|knives|swords?|machetes?|crossbows?)\b/i,
  },
];
const SET_PIECE_KINDS = [...BUDGET_KINDS, ...EXTRA_KINDS];
const MAX_SET_PIECE_POINTS = 5;
const MAX_CITED_PAGES = 6;

/** Pages (of scene starts) where each set-piece kind shows in headings or action, by kind. */
export function setPieces(model: Screenplay): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const scene of model.scenes ?? []) {
    const text = [
      scene.heading,
      ...(scene.elements ?? []).filter((e) => e.kind === "action" || e.kind === "shot").map((e) => e.text),
    ].join("\n");
    for (const k of SET_PIECE_KINDS) {
      if (!k.pattern.test(text)) continue;
      const pages = out.get(k.kind) ?? [];
      if (!pages.includes(scene.startPage)) pages.push(scene.startPage);
      out.set(k.kind, pages);
    }
  }
  return out;
}

const tiers = (n: number, limits: number[]) => limits.filter((limit) => n > limit).length;

export function bandFor(points: number): BudgetBand {
  if (points <= 2) return "Micro";
  if (points <= 5) return "Low";
  if (points <= 8) return "Medium";
  return "High";
}

/** Night scenes and exterior scenes (INT./EXT. counts as exterior), as the budget counts them. */
export function countSceneKinds(sig: Signals): { night: number; exterior: number } {
  return {
    night: sig.scenes.filter((s) => s.dayNight === "night").length,
    exterior: sig.scenes.filter((s) => /EXT/i.test(s.intExt ?? "")).length,
  };
}

export function estimateBudget(sig: Signals): ReportBudget {
  const roles = sig.speakers.length;
  const locations = (sig.input.stats.locations ?? []).length;
  const total = sig.scenes.length;
  const { night, exterior } = countSceneKinds(sig);
  const share = (n: number) => (total ? n / total : 0);
  const pct = (n: number) => `${n} of ${total} (${Math.round(share(n) * 100)}%)`;
  const facts: BudgetFact[] = [
    { label: "Speaking roles", value: String(roles), points: tiers(roles, [5, 12, 25]) },
    { label: "Locations", value: String(locations), points: tiers(locations, [3, 10, 25]) },
    { label: "Night scenes", value: pct(night), points: share(night) >= 0.3 ? 1 : 0 },
    { label: "Exterior scenes", value: pct(exterior), points: share(exterior) >= 0.4 ? 1 : 0 },
  ];
  const pieces = setPieces(sig.input.model);
  let piecePoints = 0;
  for (const k of SET_PIECE_KINDS) {
    const pages = pieces.get(k.kind);
    if (!pages) continue;
    const points = piecePoints < MAX_SET_PIECE_POINTS ? 1 : 0;
    piecePoints += points;
    facts.push({
      label: `Set piece: ${k.kind}`,
      value: `${pages.length} scene${pages.length === 1 ? "" : "s"}`,
      points,
      pages: pages.slice(0, MAX_CITED_PAGES),
    });
  }
  const points = facts.reduce((n, f) => n + f.points, 0);
  return { band: bandFor(points), points, facts: facts.slice(0, 20), rule: BUDGET_RULE };
}
