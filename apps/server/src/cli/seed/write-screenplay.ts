import type { SeedScript } from "./seed-data.ts";

/** A small deterministic random generator (mulberry32), seeded from the title so every seed run writes the same scripts. */
function rng(seedText: string) {
  let seed = [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0, 1779033703);
  const next = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

const FIRST_NAMES = [
  "NORA",
  "ELI",
  "MARGOT",
  "TEO",
  "JUNE",
  "CALLUM",
  "ROSA",
  "DEV",
  "IRIS",
  "FELIX",
  "HANNAH",
  "OMAR",
  "LENA",
  "MARCUS",
  "PEARL",
  "WES",
];
const PLACES = [
  "KITCHEN",
  "HOSPITAL CORRIDOR",
  "PARKING LOT",
  "DINER",
  "ROOFTOP",
  "POLICE STATION",
  "MOTEL ROOM",
  "CHURCH",
  "HIGHWAY",
  "APARTMENT",
  "RADIO BOOTH",
  "BACKSTAGE",
  "HARBOR",
  "LIBRARY",
  "FOREST TRAIL",
  "BASEMENT",
];
const TIMES = ["DAY", "NIGHT", "DAWN", "DUSK", "LATER", "CONTINUOUS"];
const ACTIONS = [
  "Rain needles the windows. A single bulb hums overhead.",
  "{A} stops in the doorway, reading the room before stepping in.",
  "Papers everywhere. Someone left in a hurry.",
  "{A} pockets something small and shiny. Nobody notices.",
  "A phone buzzes on the table, face down. Nobody moves.",
  "{B} lights a cigarette with shaking hands, then thinks better of it.",
  "The clock on the wall is three minutes fast. It always has been.",
  "{A} and {B} stand too close. Neither one backs away.",
  "Somewhere below, a door slams. Then silence.",
  "{B} wipes the counter for the third time. It was already clean.",
  "Headlights sweep across the ceiling and are gone.",
  "{A} studies a photograph, then turns it face down.",
];
const LINES = [
  "You said you'd be here an hour ago.",
  "I didn't come to argue. I came to find out what you know.",
  "Keep your voice down. The walls in this place are paper.",
  "Tell me you didn't sign anything.",
  "It's not what it looks like. It's worse.",
  "We had a deal. You don't get to change it now.",
  "Do you ever think about just leaving? Getting in the car and not stopping?",
  "I found the ledger. Your name's in it. Twice.",
  "Somebody has to say it out loud, so I will.",
  "You're the only one who knew where I'd be tonight.",
  "Let's start over. Slowly. From the part where you lied.",
  "I'm not scared of him. I'm scared of what you'll do.",
  "One more night. That's all I'm asking for.",
  "If we do this, there's no going back.",
];
const PARENTHETICALS = [
  "(quietly)",
  "(beat)",
  "(not looking up)",
  "(half a smile)",
  "(into the phone)",
  "(re: the photograph)",
];
const TRANSITIONS = ["CUT TO:", "SMASH CUT TO:", "DISSOLVE TO:", "MATCH CUT TO:"];

/** Writes a readable Fountain screenplay for a seed script: title page, scenes, dialogue, transitions. */
export function writeScreenplay(spec: SeedScript, authorName: string): string {
  const r = rng(spec.title);
  const cast = [...FIRST_NAMES].sort(() => r.next() - 0.5).slice(0, r.int(3, 5));
  const out: string[] = [
    `Title: ${spec.title.toUpperCase()}`,
    `Credit: Written by`,
    `Author: ${authorName}`,
    `Draft date: ${2024 + r.int(0, 2)}-0${r.int(1, 9)}-1${r.int(0, 9)}`,
    "",
  ];
  out.push("FADE IN:", "");
  for (let scene = 0; scene < spec.scenes; scene++) {
    const intExt = r.next() < 0.65 ? "INT." : "EXT.";
    out.push(`${intExt} ${r.pick(PLACES)} - ${r.pick(TIMES)}`, "");
    const [a, b] = [r.pick(cast), r.pick(cast)];
    for (let i = r.int(1, 3); i > 0; i--)
      out.push(r.pick(ACTIONS).replaceAll("{A}", a).replaceAll("{B}", b), "");
    for (let exchange = r.int(2, 6); exchange > 0; exchange--) {
      const speaker = exchange % 2 === 0 ? a : b === a ? r.pick(cast) : b;
      out.push(speaker);
      if (r.next() < 0.25) out.push(r.pick(PARENTHETICALS));
      out.push(r.pick(LINES));
      if (r.next() < 0.3) out.push(r.pick(LINES));
      out.push("");
      if (r.next() < 0.3) out.push(r.pick(ACTIONS).replaceAll("{A}", a).replaceAll("{B}", speaker), "");
    }
    if (r.next() < 0.25 && scene < spec.scenes - 1) out.push(`> ${r.pick(TRANSITIONS)}`, "");
  }
  out.push("> FADE OUT.", "");
  return out.join("\n");
}
