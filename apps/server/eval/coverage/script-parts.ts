/** Small, seeded helpers to take a screenplay apart into scenes and speeches and put it back. */
import type { Screenplay, ScriptElement } from "@twl/screenplay";

export interface Parts {
  pre: ScriptElement[];
  scenes: ScriptElement[][];
}

export function partsOf(model: Screenplay): Parts {
  return {
    pre: model.preamble.map((e) => ({ ...e })),
    scenes: model.scenes.map((s) => s.elements.map((e) => ({ ...e }))),
  };
}

export const joinParts = (p: Parts): ScriptElement[] => [...p.pre, ...p.scenes.flat()];

/** Deterministic PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: T[], rand: () => number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** Visits every element, letting `fn` return replacements (an array) for it. */
export function mapElements(p: Parts, fn: (e: ScriptElement, scene: number) => ScriptElement[]): Parts {
  return {
    pre: p.pre.flatMap((e) => fn(e, -1)),
    scenes: p.scenes.map((s, i) => s.flatMap((e) => fn(e, i))),
  };
}

/** A character's name without extensions, from a cue element. */
export const speakerOf = (e: ScriptElement) => (e.character ?? e.text).trim();

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
