import type { PageShare } from "@twl/screenplay";
import { cite, joinList, md, num, page, pages, percent, plural, sceneRef, verb } from "./refs.ts";
import { longestRun, mean, type Signals, type SpeechInfo } from "./signals.ts";
import { measureVoices } from "./voices.ts";
import { bandScore, categoryResult, finding, type CategoryResult, type Finding } from "./types.ts";

/**
 * Dialogue: how much of the page is talk, how long people talk, and whether they talk to each other.
 *
 * Rules (weight):
 *   share (3.0)          dialogue share of printed lines against the format's band (feature 40-60%):
 *                        −0.3 per percentage point outside.
 *   length (1.5)         mean words per speech: 10 from 5 to 22, −1 per word under, −0.5 per word over; −0.6 per
 *                        point of speeches over 45 words beyond 5% of them.
 *   monologues (1.0)     speeches of 75+ words or 10+ lines: 10 up to 6 per 100 pages, −1 per extra;
 *                        −1 for each monologue over 150 words. None at all: 9.
 *   silence (1.0)        longest run of pages under 10% dialogue against the format's limit
 *                        (feature 5): −1.2 per page over. A feature with no such page at all: 7 —
 *                        nothing is ever told in pictures alone.
 *   talk (1.0)           longest run of pages at 85%+ dialogue against the format's limit
 *                        (feature 10): −0.7 per page over.
 *   exchange (1.5)       speeches that answer a different speaker: 10 from 60%, −1.5 per 10% under.
 *   parentheticals (1.0) parentheticals per speech: 10 up to 0.15, −2.5 per 0.1 over.
 *   plainness (1.0)      Flesch reading ease of the dialogue: 10 from 70, −0.15 per point under
 *                        (spoken lines should read plain).
 *   voices (1.5)         half vocabulary overlap between principal characters (mean cosine similarity,
 *                        10 up to 0.4, −2 per 0.1 over), half the share of them with words of their
 *                        own (see voices.ts). Needs two principals with 150+ counted words.
 * A script without a single speech scores 0.5 on one rule.
 */
export function scoreDialogue(sig: Signals): CategoryResult {
  if (!sig.speeches.length || sig.totalSpeeches === 0) {
    return categoryResult("dialogue", [
      finding(
        "dialogue.none",
        "Dialogue",
        1,
        0.5,
        `There is no dialogue ${sig.pages ? (sig.pages === 1 ? "on p. 1" : `on pp. 1–${sig.pages}`) : "in the script"}: every line is action.`,
        "Unless this is deliberately silent, the characters need to speak; scenes without a single line of dialogue cannot show how people dodge, lie and argue.",
      ),
    ]);
  }
  const findings = [share(sig), length(sig), monologues(sig), silence(sig), talk(sig), exchange(sig), parentheticals(sig), plainness(sig), voices(sig)];
  return categoryResult(
    "dialogue",
    findings.filter((f): f is Finding => f !== null),
  );
}

function printed(p: PageShare): boolean {
  return p.actionLines + p.dialogueLines > 0;
}

function share(sig: Signals): Finding {
  const value = sig.input.stats.dialogue?.dialogueShare ?? 0;
  const { lo, hi } = sig.norms.dialogueShare;
  const ranked = sig.pageShares.filter(printed);
  const talkiest = [...ranked].sort((a, b) => b.dialogueShare - a.dialogueShare || a.page - b.page).slice(0, 3);
  const quietest = [...ranked].sort((a, b) => a.dialogueShare - b.dialogueShare || a.page - b.page).slice(0, 3);
  const examples = value > hi ? talkiest : quietest;
  const startAt = examples.length ? `, starting with ${examples.map((p) => page(p.page)).join(", ")}` : "";
  const where = examples.length ? ` ${value > hi ? "Talkiest" : "Quietest"} pages: ${examples.map((p) => `${page(p.page)} (${percent(p.dialogueShare)})`).join(", ")}.` : "";
  return finding(
    "dialogue.share",
    "Dialogue share",
    3,
    bandScore(value * 100, lo * 100, hi * 100, 0.3, 0.3),
    `Dialogue is ${percent(value)} of the printed lines (a ${sig.norms.noun} usually runs ${percent(lo)}–${percent(hi)}).${where}`,
    value > hi
      ? `The script talks where it could show. Cut lines that restate what the action already makes clear and let behaviour carry the beat${startAt}.`
      : `The script is thin on talk for a ${sig.norms.noun}; scenes where characters confront each other in words are missing${examples.length ? `, e.g. around ${examples.map((p) => page(p.page)).join(", ")}` : ""}.`,
  );
}

function sceneOfSpeech(sig: Signals, s: SpeechInfo): string {
  const scene = s.scene === null ? null : sig.scenes[s.scene];
  return scene ? sceneRef(scene) : page(s.page);
}

function length(sig: Signals): Finding {
  const words = sig.speeches.map((s) => s.words);
  const avg = mean(words);
  const long = sig.speeches.filter((s) => s.words > 45);
  const longShare = long.length / sig.speeches.length;
  const longest = [...sig.speeches].sort((a, b) => b.words - a.words || a.page - b.page)[0]!;
  const score = bandScore(avg, 5, 22, 1, 0.5) - Math.max(0, longShare - 0.05) * 60;
  return finding(
    "dialogue.length",
    "Speech length",
    1.5,
    score,
    `Speeches average ${plural(Number(num(avg)), "word")}; ${plural(long.length, "speech", "speeches")} (${percent(longShare)}) run past 45 words. The longest is ${md(longest.character)}'s ${plural(longest.words, "word")} at ${sceneOfSpeech(sig, longest)}.`,
    avg < 5
      ? "Lines are clipped to the point of telegraphese: let some exchanges breathe, so characters can reveal themselves in how they say things."
      : `Speeches run long. Break them with interruptions, reactions and action; the ${longest.words}-word speech at ${page(longest.page)} is the place to start.`,
  );
}

function monologues(sig: Signals): Finding {
  const list = sig.input.stats.monologues ?? [];
  const rate = (list.length / Math.max(1, sig.pages)) * 100;
  const huge = list.filter((m) => m.words > 150);
  if (!list.length) {
    return finding("dialogue.monologues", "Monologues", 1, 9, `No speech reaches 75 words or 10 lines: nothing stops for a speech (checked across ${pages(1, sig.pages)}).`);
  }
  const cites = list.slice(0, 6).map((m) => {
    const scene = m.scene === null ? null : sig.scenes[m.scene];
    return `${scene ? sceneRef(scene) : page(m.page)} (${md(m.character)}, ${m.words} words)`;
  });
  return finding(
    "dialogue.monologues",
    "Monologues",
    1,
    bandScore(rate, 0, 6, 0, 1) - huge.length,
    `${plural(list.length, "monologue")} (75+ words or 10+ lines): ${cites.join("; ")}${list.length > 6 ? "; ..." : ""}.`,
    `Too many speeches stop the scene. Keep the one or two that land a turn and cut the rest to their best three lines${huge.length ? `; ${plural(huge.length, "speech", "speeches")} run past 150 words` : ""}.`,
  );
}

function runText(run: [number, number], list: PageShare[]): { from: number; to: number; size: number } {
  const from = list[run[0]]!.page;
  const to = list[run[1]]!.page;
  return { from, to, size: to - from + 1 };
}

function silence(sig: Signals): Finding | null {
  const list = sig.pageShares;
  if (list.length < 3) return null;
  const run = longestRun(list, (p) => printed(p) && p.dialogueShare < 0.1);
  const limit = sig.norms.silentRunPages;
  if (!run) {
    const quiet = [...list].filter(printed).sort((a, b) => a.dialogueShare - b.dialogueShare || a.page - b.page)[0];
    const score = sig.norms.type !== "play" && sig.pages >= 20 ? 7 : 9;
    return finding(
      "dialogue.silence",
      "Visual storytelling",
      1,
      score,
      `No page runs without dialogue${quiet ? `; the quietest is ${page(quiet.page)} at ${percent(quiet.dialogueShare)}` : ""}. Nothing is ever told in pictures alone.`,
    );
  }
  const r = runText(run, list);
  return finding(
    "dialogue.silence",
    "Dialogue-free stretches",
    1,
    bandScore(r.size, 0, limit, 0, 1.2),
    `The longest stretch with almost no dialogue is ${pages(r.from, r.to)} (${plural(r.size, "page")}; up to ${limit} reads comfortably in a ${sig.norms.noun}).`,
    `Across ${pages(r.from, r.to)} nobody speaks. If it is an action sequence, make sure every paragraph escalates; otherwise break it with an exchange that tells us what is at stake.`,
  );
}

function talk(sig: Signals): Finding | null {
  const list = sig.pageShares;
  if (list.length < 3) return null;
  const run = longestRun(list, (p) => printed(p) && p.dialogueShare >= 0.85);
  const limit = sig.norms.talkRunPages;
  if (!run) return finding("dialogue.talk", "Talking heads", 1, 10, `No run of pages is 85%+ dialogue: talk is broken up with action throughout (${pages(1, sig.pages)}).`);
  const r = runText(run, list);
  return finding(
    "dialogue.talk",
    "Talking heads",
    1,
    bandScore(r.size, 0, limit, 0, 0.7),
    `The longest wall of talk is ${pages(r.from, r.to)}: ${plural(r.size, "page")} in a row at 85%+ dialogue.`,
    `Break ${pages(r.from, r.to)} up: put the characters in motion, let an action beat answer a line, or move one conversation somewhere that works against it.`,
  );
}

function exchange(sig: Signals): Finding | null {
  const interactions = sig.input.stats.interactions ?? [];
  const exchanges = interactions.reduce((n, i) => n + i.exchanges, 0);
  if (sig.speeches.length < 4) return null;
  const ratio = exchanges / sig.speeches.length;
  const busiest = [...interactions].sort((a, b) => b.exchanges - a.exchanges || a.a.localeCompare(b.a))[0];
  const solo = sig.scenes.filter((s) => s.speeches >= 4 && s.speakers.length === 1);
  const soloText = solo.length ? ` ${plural(solo.length, "scene")} with four or more speeches have a single speaker, e.g. ${cite(solo[0]!)}.` : "";
  return finding(
    "dialogue.exchange",
    "Back-and-forth",
    1.5,
    bandScore(ratio, 0.6, 1, 15, 0),
    `${percent(Math.min(1, ratio))} of speeches answer a different speaker${busiest ? `; the busiest pairing is ${md(busiest.a)}–${md(busiest.b)} with ${busiest.exchanges} exchanges` : ""}.${soloText}`,
    "Too much of the dialogue is one voice holding the floor. Turn speeches into exchanges: let the other character interrupt, refuse, change the subject.",
  );
}

function parentheticals(sig: Signals): Finding {
  const total = sig.speeches.reduce((n, s) => n + s.parentheticals, 0);
  const ratio = total / sig.speeches.length;
  const byScene = new Map<number, number>();
  for (const s of sig.speeches) if (s.scene !== null && s.parentheticals) byScene.set(s.scene, (byScene.get(s.scene) ?? 0) + s.parentheticals);
  const [topScene, topCount] = [...byScene.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [null, 0];
  const scene = topScene === null ? null : sig.scenes[topScene];
  return finding(
    "dialogue.parentheticals",
    "Parentheticals",
    1,
    bandScore(ratio, 0, 0.15, 0, 25),
    `${plural(total, "parenthetical")} across ${plural(sig.speeches.length, "speech", "speeches")} (${num(ratio, 2)} per speech)${scene ? `; the most in one scene: ${topCount} at ${sceneRef(scene)}` : ""}.`,
    "Cut parentheticals that tell the actor how to read a line the words already carry; keep the ones that change the meaning.",
  );
}

function plainness(sig: Signals): Finding | null {
  const r = sig.input.stats.readability?.dialogue;
  if (!r || r.words < 50) return null;
  const words = sig.speeches.map((s) => s.words).reduce((a, b) => a + b, 0);
  return finding(
    "dialogue.plainness",
    "Spoken register",
    1,
    bandScore(r.fleschReadingEase, 70, 200, 0.15, 0),
    `The dialogue reads at Flesch ${num(r.fleschReadingEase, 0)} with ${num(r.wordsPerSentence)} words per sentence over ${words} spoken words — ${r.fleschReadingEase >= 70 ? "plain, sayable English" : "written rather than spoken English"}.`,
    "Read the lines aloud: long sentences and long words read as prose, not speech. Shorten sentences and let characters speak in fragments.",
  );
}

function voices(sig: Signals): Finding | null {
  const v = measureVoices(
    sig.input.model,
    sig.principals.map((c) => c.name),
  );
  if (v.profiles.length < 2 || !v.closest) return null;
  const own = v.profiles.filter((p) => p.signature.length >= 2);
  const generic = v.profiles.filter((p) => p.signature.length < 2);
  const score = 0.5 * bandScore(v.similarity, 0, 0.4, 0, 20) + 0.5 * 10 * (own.length / v.profiles.length);
  const { a, b, similarity } = v.closest;
  const together = sig.scenes.find((s) => s.speakers.includes(a) && s.speakers.includes(b));
  const ownText = own.length
    ? ` Words of their own: ${own
        .slice(0, 4)
        .map((p) => `${md(p.name)} (${p.signature.slice(0, 3).map((w) => `“${md(w)}”`).join(", ")})`)
        .join("; ")}.`
    : "";
  const genericText = generic.length
    ? ` ${joinList(generic.map((p) => md(p.name)))} ${verb(generic.length, "has", "have")} no words of their own (used three times or more, mostly by them).`
    : "";
  return finding(
    "dialogue.voices",
    "Distinct voices",
    1.5,
    score,
    `Vocabulary overlap between the ${v.profiles.length} principal voices averages ${num(v.similarity, 2)} (cosine similarity of the words they use: 0 none, 1 identical); the closest pair is ${md(a)} and ${md(b)} at ${num(similarity, 2)}${together ? `, e.g. together at ${sceneRef(together)}` : ""}.${ownText}${genericText}`,
    `Give each principal their own way of talking — vocabulary, sentence length, what they avoid saying. Cover the cues${together ? ` at ${sceneRef(together)}` : ""}: if ${md(a)} and ${md(b)} can't be told apart, the lines are interchangeable.`,
  );
}
