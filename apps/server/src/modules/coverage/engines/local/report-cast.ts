import type { CharacterBreakdown } from "@twl/contract";
import type { CharacterStat } from "@twl/screenplay";

import { measureIntroductions, type Introduction } from "./introductions.ts";
import { firstSentence, nameKey, sceneActions, sceneWeight } from "./report-synopsis.ts";
import { position, type Signals } from "./signals.ts";

/**
 * The character breakdown and the drawn logline.
 * Breakdown: the principal cast (5% of the speeches or more, see signals.ts), topped up with the
 * next speakers to at least MIN_BREAKDOWN, at most MAX_BREAKDOWN; each with measured lines,
 * words, scenes, first and last page, and the sentence that introduces them in the action.
 * Logline: the lead as introduced, the place most of the script happens, and the first action
 * sentence of the inciting scene (the heaviest scene the lead speaks in between 5% and 30% of the
 * pages, the usual inciting-incident window), all quoted from the script.
 */
const MIN_BREAKDOWN = 3;
const MAX_BREAKDOWN = 8;
export const INCITING_WINDOW = [0.05, 0.3] as const;

/** The sentence of the introduction that names the character, quoted. */
function introSentence(intro: Introduction | undefined): string | null {
  if (!intro?.text) return null;
  const key = nameKey(intro.character);
  const sentences = intro.text.replace(/\s+/g, " ").split(/(?<=[.!?])\s+/u);
  const hit = sentences.find((s) => s.toLowerCase().includes(key)) ?? sentences[0];
  return hit ? firstSentence(hit).slice(0, 300) : null;
}

export function breakdownCast(sig: Signals): CharacterBreakdown[] {
  const cast: CharacterStat[] = [...sig.principals];
  for (const s of sig.speakers) {
    if (cast.length >= MIN_BREAKDOWN) break;
    if (!cast.includes(s)) cast.push(s);
  }
  const chosen = cast.slice(0, MAX_BREAKDOWN);
  const intros = new Map(measureIntroductions(sig, chosen).map((i) => [i.character, i]));
  return chosen.map((c, i) => ({
    name: c.name.slice(0, 100),
    role: i === 0 ? "Lead" : sig.principalNames.has(c.name) ? "Principal" : "Supporting",
    lines: c.speeches,
    words: c.words,
    scenes: c.scenes,
    firstPage: c.firstPage,
    lastPage: c.lastPage,
    description: introSentence(intros.get(c.name)),
  }));
}

export function drawLogline(sig: Signals): { text: string; pages: number[]; writers: string | null } {
  const writers = sig.input.logline?.trim() || null;
  const lead = sig.lead;
  if (!lead) return { text: "No speaking character was found to draw a logline from.", pages: [], writers };
  const intro = measureIntroductions(sig, [lead])[0];
  const who = introSentence(intro) ?? lead.name;
  const locations = sig.input.stats.locations ?? [];
  const main = [...locations].sort((a, b) => b.eighths - a.eighths || b.scenes - a.scenes)[0];
  // The turn is told by a sentence with the lead in it where there is one.
  const actions = sceneActions(sig, () => [lead.name]);
  const [from, to] = INCITING_WINDOW;
  const candidates = sig.scenes.filter(
    (s) =>
      s.speakers.includes(lead.name) &&
      position(sig, s.startPage) >= from &&
      position(sig, s.startPage) <= to &&
      actions.get(s.index)?.hasAction,
  );
  const inciting = [...candidates].sort(
    (a, b) => sceneWeight(sig, b, actions) - sceneWeight(sig, a, actions) || a.index - b.index,
  )[0];
  const parts = [who.toLowerCase().includes(nameKey(lead.name)) ? who : `${lead.name}: ${who}`];
  if (main) parts.push(`Mostly at ${main.location} (${main.scenes} scene${main.scenes === 1 ? "" : "s"})`);
  const pages = [intro?.page ?? lead.firstPage];
  if (inciting) {
    const act = actions.get(inciting.index)!;
    parts.push(`Turn on p. ${act.page}: ${act.sentence}`);
    pages.push(act.page);
  }
  return { text: parts.join(" · ").slice(0, 600), pages, writers };
}
