/**
 * Deterministic generator for corpus/feature.fountain ("SALT AND IRON"): hand-written locations,
 * dialogue, action beats and monologues are arranged into ~120 pages of scenes by a seeded PRNG.
 * Run `npx tsx corpus/generator/feature.ts` to rewrite the file (a test checks it is up to date).
 */
import { ACTION_BEATS, INDOOR_BEATS, MONOLOGUES, UNDERWATER_BEATS } from "./beats.ts";
import { CAST, type CastKey, LOCATIONS, type LocationKey } from "./cast.ts";
import { BUTTONS, PARENTHETICALS, TOPICS, TRANSITIONS } from "./lines.ts";
import { OUTLINE, type SceneSpec } from "./outline.ts";

/** mulberry32: small, fast, deterministic. */
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

class Decks {
  private decks = new Map<string, unknown[]>();
  constructor(private readonly rand: () => number) {}
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.rand() * list.length)]!;
  }
  /** Draw without repeats until the pool is exhausted, then reshuffle. */
  draw<T>(key: string, pool: readonly T[]): T {
    let deck = this.decks.get(key);
    if (!deck || deck.length === 0) {
      deck = [...pool];
      for (let i = deck.length - 1; i > 0; i--) {
        const j = Math.floor(this.rand() * (i + 1));
        [deck[i], deck[j]] = [deck[j]!, deck[i]!];
      }
      this.decks.set(key, deck);
    }
    return deck.pop() as T;
  }
}

const ENTRANCES = {
  indoor: {
    one: ["is here, alone.", "is already waiting.", "comes in out of the weather."],
    many: ["are here.", "are already waiting.", "come in out of the weather."],
  },
  outdoor: {
    one: ["stands alone in the wind.", "is already waiting.", "walks into view, collar up."],
    many: ["stand together in the wind.", "are already waiting.", "walk into view, collars up."],
  },
  underwater: { one: ["hangs in the dark water."], many: ["hang in the dark water, side by side."] },
};

const italicBoats = (s: string) => s.replace(/\b(Marguerite|Gull)\b(?!\s-)/g, "*$1*");

function sceneText(spec: SceneSpec, d: Decks, rand: () => number): string[] {
  const loc = LOCATIONS[spec.loc as LocationKey]!;
  const people = spec.who.map((k) => CAST[k as CastKey]);
  const out: string[] = [`${loc.heading} - ${spec.time}`, italicBoats(d.pick(loc.looks))];
  if (people.length) {
    const names = people.map((p) => p.name);
    const who = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
    const pool = spec.loc === "underwater" ? ENTRANCES.underwater : loc.indoor ? ENTRANCES.indoor : ENTRANCES.outdoor;
    out.push(`${who} ${d.pick(people.length === 1 ? pool.one : pool.many)}`);
  }
  let last: string | null = null;
  let actionSince = false;
  const speak = (p: (typeof people)[number], line: string, other: string) => {
    let cue = p.cue;
    if (spec.phone && p !== people[0]) cue += " (V.O.)";
    else if (last === p.cue && actionSince) cue += " (CONT'D)";
    const paren = rand() < 0.16 ? `${d.pick(PARENTHETICALS)}\n` : "";
    out.push(`${cue}\n${paren}${italicBoats(line.replace("{other}", other))}`);
    last = p.cue;
    actionSince = false;
  };
  const beats = spec.beats ?? 3 + Math.floor(rand() * 3);
  const used = new Set<string[]>();
  const underwater = spec.loc === "underwater";
  const beatPool = underwater ? UNDERWATER_BEATS : loc.indoor ? [...ACTION_BEATS, ...INDOOR_BEATS] : ACTION_BEATS;
  for (let b = 0; b < beats; b++) {
    const r = rand();
    if (people.length >= 2 && !underwater && (r < 0.62 || b === 0)) {
      // One or two hand-written exchanges; speakers rotate through the scene's cast.
      const exchanges = 1 + (rand() < 0.6 ? 1 : 0);
      for (let x = 0; x < exchanges; x++) {
        // Mostly the scene's topic, sometimes a neighbouring thread of the story.
        const topic = rand() < 0.75 ? spec.topic : d.pick(Object.keys(TOPICS));
        // Never the same exchange twice in a scene, and nobody talks about themselves in the third person.
        let lines = d.draw(topic, TOPICS[topic]!);
        for (let tries = 0; tries < 6 && (used.has(lines) || people.some((p) => lines.join(" ").includes(p.name))); tries++) {
          lines = d.draw(topic, TOPICS[topic]!);
        }
        used.add(lines);
        let speaker = Math.floor(rand() * people.length);
        if (people[speaker % people.length]!.cue === last) speaker++;
        for (const line of lines) {
          const p = people[speaker % people.length]!;
          const other = people[(speaker + 1) % people.length]!;
          speak(p, line, other.name.replace(/^(Dr\.|Officer) /, ""));
          speaker++;
        }
      }
    } else {
      const a = people[0]?.name ?? "Somebody";
      const bName = people[1]?.name ?? a;
      const beat = d.draw(underwater ? "underwater" : loc.indoor ? "indoor" : "beats", beatPool).replaceAll("{a}", a).replaceAll("{b}", bName);
      out.push(beat.charAt(0).toUpperCase() + beat.slice(1));
      actionSince = true;
    }
  }
  if (spec.monologue !== undefined && people[0]) speak(people[0], MONOLOGUES[spec.monologue]!, "");
  if (spec.dual && people.length >= 2) {
    out.push(`${people[0]!.cue}\n${spec.dual[0]}`, `${people[1]!.cue} ^\n${spec.dual[1]}`);
  }
  if (rand() < 0.5 && people[0]) out.push(d.pick(BUTTONS).replaceAll("{a}", people[0].name));
  if (spec.transition ?? rand() < 0.18) out.push(d.pick(TRANSITIONS));
  return out;
}

export function generateFeature(seed = 1998): string {
  const rand = rng(seed);
  const d = new Decks(rand);
  const titlePage = ["Title: SALT AND IRON", "Credit: Written by", "Author: The White List Corpus", "Draft date: First draft"];
  const parts: string[] = [
    titlePage.join("\n"),
    "FADE IN:",
    "SUPER: GULLHAVEN, MAINE. THE WORKING HARBOR.",
  ];
  for (const spec of OUTLINE) parts.push(...sceneText(spec, d, rand));
  parts.push("> FADE OUT.", "> THE END <");
  return `${parts.join("\n\n")}\n`;
}

const { pathToFileURL } = await import("node:url");
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { writeFileSync } = await import("node:fs");
  const target = new URL("../feature.fountain", import.meta.url);
  writeFileSync(target, generateFeature());
  console.log(`wrote ${target.pathname}`);
}
