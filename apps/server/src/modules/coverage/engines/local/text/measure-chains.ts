import type { ScriptText } from "./read-text.ts";

/**
 * What carries from one scene into the next, and whether the end answers the beginning.
 * - Carry-over: scenes share "threads" (speakers, and content words used in 2+ scenes but at most
 *   a quarter of them). Neighbouring scenes in a told story share more threads than scenes far
 *   apart; the ratio (neighbours / scenes 4+ apart) is near 1 when the order is scrambled.
 * - Setups and payoffs: threads first met in the first quarter of the pages and met again in the
 *   last fifth.
 * - The ending: the last page carries an ending mark (FADE OUT, THE END, CUT TO BLACK, END OF ...).
 */
export interface ChainMeasures {
  scenes: number;
  /** Mean threads shared by neighbouring scenes / by scenes at least 4 apart. */
  carryRatio: number;
  /** Pages of the scenes that pick up nothing from the scene before (breaks in the chain). */
  breaks: number[];
  setups: number;
  payoffs: string[];
  endingMark: boolean;
}

const FAR = 4;
/**
 * Ending marks: the transitions and captions screenwriters close a script with (FADE OUT, CUT /
 * SMASH / SLAM TO BLACK, IRIS OUT, BLACKOUT, THE END, END TITLES / CREDITS, END OF EPISODE,
 * TO BE CONTINUED on a serial's last page, CURTAIN in a play).
 */
export const ENDING =
  /\b(fade (?:out|to black|to white)|(?:cut|smash|slam|snap|hard cut|smash cut|iris) to (?:black|white)|iris out|black ?out|the end|end of (?:the )?(?:episode|show|pilot|act|film|movie|play|part|season)|end (?:titles|credits)|(?:roll|end) credits|credits roll|to be continued|(?:final )?curtain)\b/i;

function threadsOf(text: ScriptText): string[][] {
  const n = text.scenes.length;
  const df = new Map<string, number>();
  const raw = text.scenes.map((s) => [...new Set([...s.words, ...s.speakers.map((p) => `@${p}`)])]);
  for (const set of raw) for (const t of set) df.set(t, (df.get(t) ?? 0) + 1);
  const max = Math.max(2, Math.ceil(n / 4));
  return raw.map((set) => set.filter((t) => df.get(t)! >= 2 && (df.get(t)! <= max || t.startsWith("@"))));
}

function shared(a: Set<string>, b: string[]): number {
  let n = 0;
  for (const t of b) if (a.has(t)) n += t.startsWith("@") ? 2 : 1;
  return n;
}

export function measureChains(text: ScriptText, endingText: string): ChainMeasures {
  const threads = threadsOf(text);
  const sets = threads.map((t) => new Set(t));
  const n = threads.length;
  let near = 0;
  let far = 0;
  let farPairs = 0;
  const breaks: number[] = [];
  for (let i = 0; i + 1 < n; i++) {
    const s = shared(sets[i]!, threads[i + 1]!);
    near += s;
    if (s === 0) breaks.push(text.scenes[i + 1]!.page);
    for (let j = i + FAR; j < n; j += 1 + Math.floor(n / 60)) {
      far += shared(sets[i]!, threads[j]!);
      farPairs++;
    }
  }
  const nearMean = n > 1 ? near / (n - 1) : 0;
  const farMean = farPairs ? far / farPairs : 0;
  const pages = text.pages;
  const firstSeen = new Map<string, number>();
  const lastSeen = new Map<string, number>();
  text.scenes.forEach((s, i) =>
    threads[i]!.forEach((t) => {
      if (!firstSeen.has(t)) firstSeen.set(t, s.page);
      lastSeen.set(t, s.page);
    }),
  );
  const setupsList = [...firstSeen.entries()].filter(([, p]) => p <= 1 + pages * 0.25).map(([t]) => t);
  const payoffs = setupsList.filter((t) => lastSeen.get(t)! >= 1 + pages * 0.8);
  return {
    scenes: n,
    carryRatio: farMean > 0 ? nearMean / farMean : nearMean > 0 ? 3 : 0,
    breaks,
    setups: setupsList.length,
    payoffs: payoffs.map((t) => t.replace(/^@/, "")),
    endingMark: ENDING.test(endingText),
  };
}
