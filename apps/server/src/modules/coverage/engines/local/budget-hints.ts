import type { Screenplay } from "@twl/screenplay";

/**
 * Budget hints: words in scene headings and action lines that put money on screen. Each kind is
 * a line item a producer prices separately (a stunt team, a marine unit, VFX shots, extras).
 * Dialogue is not scanned: a character talking about a storm costs nothing.
 */
export const BUDGET_KINDS: { kind: string; pattern: RegExp }[] = [
  {
    kind: "water work",
    pattern:
      /\b(under ?water|scuba|submerged?|at sea|open water|overboard|capsiz\w+|sinking|waves? crash\w*)\b/i,
  },
  {
    kind: "pyrotechnics",
    pattern: /\b(explosions?|explodes?|blows? up|fireballs?|detonat\w+|inferno|blaze)\b/i,
  },
  {
    kind: "stunts and vehicle action",
    pattern:
      /\b(stunts?|car chase|chases?|crash(es|ed|ing)?|collid\w+|flips? over|leaps? from|falls? from|brawl|fistfight)\b/i,
  },
  { kind: "gunfire", pattern: /\b(gunfire|gunshots?|firefight|opens? fire|shootout)\b/i },
  { kind: "aircraft", pattern: /\b(helicopters?|choppers?|airplanes?|aircraft|jets?|aerial)\b/i },
  { kind: "crowds", pattern: /\b(crowds?|hundreds of|thousands of|stadium|army|armies|battle|riot|mob)\b/i },
  {
    kind: "weather effects",
    pattern: /\b(storms?|hurricane|blizzard|tornado|flood(s|ed|ing)?|downpour|lightning)\b/i,
  },
  {
    kind: "visual effects",
    pattern:
      /\b(cgi|vfx|spaceships?|aliens?|monsters?|creatures?|transforms?|holograms?|portals?|dragons?)\b/i,
  },
];

/** Budget kinds found in each scene (by scene index), in BUDGET_KINDS order. */
export function budgetHints(model: Screenplay): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const scene of model.scenes ?? []) {
    const text = [
      scene.heading,
      ...(scene.elements ?? []).filter((e) => e.kind === "action" || e.kind === "shot").map((e) => e.text),
    ].join("\n");
    const kinds = BUDGET_KINDS.filter((k) => k.pattern.test(text)).map((k) => k.kind);
    if (kinds.length) out.set(scene.index, kinds);
  }
  return out;
}
