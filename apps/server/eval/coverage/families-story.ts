/** Weakness families that damage the story: scrambled order, no ending, no protagonist. */
import type { ScriptElement } from "@twl/screenplay";

import type { Family } from "./families.ts";
import { mapElements, rng, shuffle, speakerOf, type Parts } from "./script-parts.ts";

function scrambled(p: Parts, seed: number): Parts {
  return { pre: p.pre, scenes: shuffle(p.scenes, rng(seed)) };
}

function reversedHalves(p: Parts): Parts {
  const half = Math.floor(p.scenes.length / 2);
  const swapped = [...p.scenes.slice(half), ...p.scenes.slice(0, half)];
  // Alternate from both ends so no neighbour stays a neighbour.
  const out: ScriptElement[][] = [];
  for (let i = 0, j = swapped.length - 1; i <= j; i++, j--) {
    out.push(swapped[i]!);
    if (i !== j) out.push(swapped[j]!);
  }
  return { pre: p.pre, scenes: out };
}

const keepFirst = (p: Parts, share: number): Parts => ({
  pre: p.pre,
  scenes: p.scenes.slice(0, Math.max(1, Math.round(p.scenes.length * share))),
});

const NAMES =
  "ABEL BRYN CASS DORIAN EMRYS FENN GIDEON HOLLIS IVO JUNO KIT LARK MILO NELL ORIN PIP QUILL ROAN SAGE TAMSIN".split(
    " ",
  );

/** Every speaker renamed per scene (or only the lead): nobody is carried from scene to scene. */
function oneSceneCast(p: Parts, onlyLead: boolean): Parts {
  const counts = new Map<string, number>();
  mapElements(
    p,
    (e) => (e.kind === "character" && counts.set(speakerOf(e), (counts.get(speakerOf(e)) ?? 0) + 1), [e]),
  );
  const lead = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return mapElements(p, (e, scene) => {
    if (e.character === undefined || (onlyLead && e.character !== lead)) return [e];
    const ids = [...counts.keys()];
    const n = ids.indexOf(e.character) * 131 + scene * 17 + 7;
    const fresh = `${NAMES[n % NAMES.length]} ${NAMES[Math.floor(n / NAMES.length) % NAMES.length]}`;
    return [{ ...e, character: fresh, text: e.kind === "character" ? fresh : e.text }];
  });
}

/** Speeches dealt out round-robin across the cast: nobody carries the story. */
function flattenedCast(p: Parts): Parts {
  const names: string[] = [];
  mapElements(
    p,
    (e) => (e.kind === "character" && !names.includes(speakerOf(e)) && names.push(speakerOf(e)), [e]),
  );
  const cast = names.slice(0, Math.max(6, Math.min(12, names.length)));
  while (cast.length < 6) cast.push(NAMES[cast.length]!);
  let speech = -1;
  let who = "";
  return mapElements(p, (e) => {
    if (e.character === undefined) return [e];
    if (e.kind === "character") {
      speech++;
      who = cast[(speech * 5) % cast.length]!;
    }
    return [{ ...e, character: who, text: e.kind === "character" ? who : e.text }];
  });
}

export const STORY_FAMILIES: Family[] = [
  {
    id: "scrambled",
    category: "structure",
    label: "scenes reordered, cause and effect broken",
    variants: [
      { id: "shuffle-a", build: (p) => scrambled(p, 31) },
      { id: "shuffle-b", build: (p) => scrambled(p, 32) },
      { id: "interleaved", build: reversedHalves },
    ],
  },
  {
    id: "no-ending",
    category: "structure",
    label: "stops before the climax / never resolves",
    variants: [
      { id: "first-third", build: (p) => keepFirst(p, 1 / 3) },
      { id: "first-half", build: (p) => keepFirst(p, 0.5) },
      { id: "no-last-act", build: (p) => keepFirst(p, 0.72) },
    ],
  },
  {
    id: "no-protagonist",
    category: "characters",
    label: "no protagonist, one-scene characters",
    variants: [
      { id: "one-scene-cast", build: (p) => oneSceneCast(p, false) },
      { id: "lead-dissolved", build: (p) => oneSceneCast(p, true) },
      { id: "round-robin", build: flattenedCast },
    ],
  },
];
