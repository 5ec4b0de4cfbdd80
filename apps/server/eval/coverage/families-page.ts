/** Weakness families on the page: overwritten action, a sagging middle, formatting chaos. */
import type { ScriptElement } from "@twl/screenplay";

import type { Family } from "./families.ts";
import { mapElements, rng, type Parts } from "./script-parts.ts";

const PADDING = [
  "Slowly, very slowly, everything seems to hang in the air.",
  "The moment stretches on and on, heavy and long and heavy.",
  "Everything is quiet, so very quiet, quieter than before.",
];

function overwritten(p: Parts, times: number, pad: boolean): Parts {
  let n = 0;
  return mapElements(p, (e): ScriptElement[] => {
    if (e.kind !== "action") return [e];
    n++;
    const text = pad ? `${e.text} ${PADDING[n % PADDING.length]} ${e.text}` : e.text;
    return Array.from({ length: times }, () => ({ ...e, text }));
  });
}

/** Each middle scene played again (and again): beats that repeat without moving the story. */
function sagging(p: Parts, copies: number, from: number, to: number): Parts {
  const a = Math.floor(p.scenes.length * from);
  const b = Math.max(a + 1, Math.floor(p.scenes.length * to));
  const middle = p.scenes.slice(a, b).flatMap((s) => Array.from({ length: copies }, () => s));
  return { pre: p.pre, scenes: [...p.scenes.slice(0, a), ...middle, ...p.scenes.slice(b)] };
}

/** A middle block replayed whole, twice over. */
function loopedMiddle(p: Parts): Parts {
  const a = Math.floor(p.scenes.length * 0.35);
  const b = Math.max(a + 1, Math.floor(p.scenes.length * 0.6));
  const block = p.scenes.slice(a, b);
  return { pre: p.pre, scenes: [...p.scenes.slice(0, b), ...block, ...block, ...p.scenes.slice(b)] };
}

function chaos(p: Parts, kind: "headings" | "cues" | "mixed", seed: number): Parts {
  const rand = rng(seed);
  let cue = "";
  return mapElements(p, (e): ScriptElement[] => {
    const hit = kind !== "mixed" || rand() < 0.6;
    if (e.kind === "scene_heading" && (kind === "headings" || kind === "mixed") && hit) {
      return [{ ...e, kind: "action", text: e.text.toLowerCase().replace(/^(int|ext)\.?\s*/, "inside ") }];
    }
    if (kind === "headings") return [e];
    if (e.kind === "character") {
      cue = e.text;
      return hit ? [] : [e];
    }
    if ((e.kind === "dialogue" || e.kind === "parenthetical") && e.character && cue) {
      if (!hit && kind === "mixed") return [e];
      return [{ kind: "action", page: e.page, text: `${cue}: ${e.text}` }];
    }
    if (e.kind === "action" && kind === "mixed" && hit) return [{ ...e, text: e.text.toUpperCase() }];
    return [e];
  });
}

export const PAGE_FAMILIES: Family[] = [
  {
    id: "overwritten",
    category: "pacing",
    label: "overwritten, repetitive action",
    variants: [
      { id: "twice", build: (p) => overwritten(p, 2, false) },
      { id: "thrice", build: (p) => overwritten(p, 3, false) },
      { id: "padded", build: (p) => overwritten(p, 1, true) },
    ],
  },
  {
    id: "sagging-middle",
    category: "pacing",
    label: "sagging middle of repeated beats",
    variants: [
      { id: "each-twice", build: (p) => sagging(p, 2, 0.35, 0.65) },
      { id: "each-thrice", build: (p) => sagging(p, 3, 0.4, 0.6) },
      { id: "looped-block", build: loopedMiddle },
    ],
  },
  {
    id: "format-chaos",
    category: "marketability",
    label: "formatting chaos",
    variants: [
      { id: "no-headings", build: (p) => chaos(p, "headings", 41) },
      { id: "inline-cues", build: (p) => chaos(p, "cues", 42) },
      { id: "mixed", build: (p) => chaos(p, "mixed", 43) },
    ],
  },
];
