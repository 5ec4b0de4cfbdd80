import type { SceneStat } from "@twl/screenplay";

import {
  describeExchange,
  describeSilence,
  describeTalk,
  measureExchange,
  measureSilence,
  measureTalk,
} from "./dialogue-flow-rules.ts";
import { printed, type DialogueMeasure, type Measured } from "./dialogue-measure.ts";
import { joinList, md, num, page, pages, percent, plural, sceneRef, verb } from "./refs.ts";
import { mean, type Signals } from "./signals.ts";
import { bandScore, categoryResult, finding, type CategoryResult, type Finding } from "./types.ts";
import { measureVoices } from "./voices.ts";

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
export type { DialogueMeasure };

export function scoreDialogue(sig: Signals): CategoryResult {
  return describeDialogue(measureDialogue(sig));
}

export function measureDialogue(sig: Signals): DialogueMeasure {
  if (!sig.speeches.length || sig.totalSpeeches === 0) return { empty: true, pages: sig.pages, score: 0.5 };
  return {
    empty: false,
    share: measureShare(sig),
    length: measureLength(sig),
    monologues: measureMonologues(sig),
    silence: measureSilence(sig),
    talk: measureTalk(sig),
    exchange: measureExchange(sig),
    parentheticals: measureParentheticals(sig),
    plainness: measurePlainness(sig),
    voices: measureVoicesRule(sig),
  };
}

/** The findings, worded from a measure (in rule order). */
export function describeDialogue(m: DialogueMeasure): CategoryResult {
  if (m.empty) {
    return categoryResult("dialogue", [
      finding({
        rule: "dialogue.none",
        label: "Dialogue",
        weight: 1,
        score: m.score,
        observation: `There is no dialogue ${m.pages ? (m.pages === 1 ? "on p. 1" : `on pp. 1–${m.pages}`) : "in the script"}: every line is action.`,
        fix: "Unless this is deliberately silent, the characters need to speak; scenes without a single line of dialogue cannot show how people dodge, lie and argue.",
      }),
    ]);
  }
  const findings = [
    describeShare(m.share),
    describeLength(m.length),
    describeMonologues(m.monologues),
    m.silence && describeSilence(m.silence),
    m.talk && describeTalk(m.talk),
    m.exchange && describeExchange(m.exchange),
    describeParentheticals(m.parentheticals),
    m.plainness && describePlainness(m.plainness),
    m.voices && describeVoices(m.voices),
  ];
  return categoryResult(
    "dialogue",
    findings.filter((f): f is Finding => f !== null),
  );
}

function measureShare(sig: Signals): Measured["share"] {
  const value = sig.input.stats.dialogue?.dialogueShare ?? 0;
  const { lo, hi } = sig.norms.dialogueShare;
  const ranked = sig.pageShares.filter(printed);
  const talkiest = [...ranked]
    .sort((a, b) => b.dialogueShare - a.dialogueShare || a.page - b.page)
    .slice(0, 3);
  const quietest = [...ranked]
    .sort((a, b) => a.dialogueShare - b.dialogueShare || a.page - b.page)
    .slice(0, 3);
  return {
    value,
    lo,
    hi,
    noun: sig.norms.noun,
    examples: value > hi ? talkiest : quietest,
    score: bandScore(value * 100, lo * 100, hi * 100, 0.3, 0.3),
  };
}

function describeShare({ value, lo, hi, noun, examples, score }: Measured["share"]): Finding {
  const startAt = examples.length ? `, starting with ${examples.map((p) => page(p.page)).join(", ")}` : "";
  const where = examples.length
    ? ` ${value > hi ? "Talkiest" : "Quietest"} pages: ${examples.map((p) => `${page(p.page)} (${percent(p.dialogueShare)})`).join(", ")}.`
    : "";
  return finding({
    rule: "dialogue.share",
    label: "Dialogue share",
    weight: 3,
    score,
    observation: `Dialogue is ${percent(value)} of the printed lines (a ${noun} usually runs ${percent(lo)}–${percent(hi)}).${where}`,
    fix:
      value > hi
        ? `The script talks where it could show. Cut lines that restate what the action already makes clear and let behaviour carry the beat${startAt}.`
        : `The script is thin on talk for a ${noun}; scenes where characters confront each other in words are missing${examples.length ? `, e.g. around ${examples.map((p) => page(p.page)).join(", ")}` : ""}.`,
  });
}

function sceneOf(sig: Signals, index: number | null): SceneStat | null {
  return (index === null ? null : sig.scenes[index]) ?? null;
}

function measureLength(sig: Signals): Measured["length"] {
  const words = sig.speeches.map((s) => s.words);
  const avg = mean(words);
  const long = sig.speeches.filter((s) => s.words > 45);
  const longShare = long.length / sig.speeches.length;
  const longest = [...sig.speeches].sort((a, b) => b.words - a.words || a.page - b.page)[0]!;
  const score = bandScore(avg, 5, 22, 1, 0.5) - Math.max(0, longShare - 0.05) * 60;
  return {
    meanWords: avg,
    long: long.length,
    longShare,
    longest,
    longestScene: sceneOf(sig, longest.scene),
    score,
  };
}

function describeLength({
  meanWords: avg,
  long,
  longShare,
  longest,
  longestScene,
  score,
}: Measured["length"]): Finding {
  return finding({
    rule: "dialogue.length",
    label: "Speech length",
    weight: 1.5,
    score,
    observation: `Speeches average ${plural(Number(num(avg)), "word")}; ${plural(long, "speech", "speeches")} (${percent(longShare)}) run past 45 words. The longest is ${md(longest.character)}'s ${plural(longest.words, "word")} at ${longestScene ? sceneRef(longestScene) : page(longest.page)}.`,
    fix:
      avg < 5
        ? "Lines are clipped to the point of telegraphese: let some exchanges breathe, so characters can reveal themselves in how they say things."
        : `Speeches run long. Break them with interruptions, reactions and action; the ${longest.words}-word speech at ${page(longest.page)} is the place to start.`,
  });
}

function measureMonologues(sig: Signals): Measured["monologues"] {
  const list = sig.input.stats.monologues ?? [];
  const rate = (list.length / Math.max(1, sig.pages)) * 100;
  const huge = list.filter((m) => m.words > 150);
  return {
    count: list.length,
    huge: huge.length,
    cited: list
      .slice(0, 6)
      .map((m) => ({ scene: sceneOf(sig, m.scene), page: m.page, character: m.character, words: m.words })),
    pages: sig.pages,
    score: list.length ? bandScore(rate, 0, 6, 0, 1) - huge.length : 9,
  };
}

function describeMonologues({ count, huge, cited, pages: total, score }: Measured["monologues"]): Finding {
  if (!count) {
    return finding({
      rule: "dialogue.monologues",
      label: "Monologues",
      weight: 1,
      score,
      observation: `No speech reaches 75 words or 10 lines: nothing stops for a speech (checked across ${pages(1, total)}).`,
    });
  }
  const cites = cited.map(
    (m) => `${m.scene ? sceneRef(m.scene) : page(m.page)} (${md(m.character)}, ${m.words} words)`,
  );
  return finding({
    rule: "dialogue.monologues",
    label: "Monologues",
    weight: 1,
    score,
    observation: `${plural(count, "monologue")} (75+ words or 10+ lines): ${cites.join("; ")}${count > 6 ? "; ..." : ""}.`,
    fix: `Too many speeches stop the scene. Keep the one or two that land a turn and cut the rest to their best three lines${huge ? `; ${plural(huge, "speech", "speeches")} run past 150 words` : ""}.`,
  });
}

function measureParentheticals(sig: Signals): Measured["parentheticals"] {
  const total = sig.speeches.reduce((n, s) => n + s.parentheticals, 0);
  const ratio = total / sig.speeches.length;
  const byScene = new Map<number, number>();
  for (const s of sig.speeches)
    if (s.scene !== null && s.parentheticals)
      byScene.set(s.scene, (byScene.get(s.scene) ?? 0) + s.parentheticals);
  const [topScene, topCount] = [...byScene.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [
    null,
    0,
  ];
  return {
    total,
    speeches: sig.speeches.length,
    ratio,
    topScene: sceneOf(sig, topScene),
    topCount,
    score: bandScore(ratio, 0, 0.15, 0, 25),
  };
}

function describeParentheticals({
  total,
  speeches,
  ratio,
  topScene: scene,
  topCount,
  score,
}: Measured["parentheticals"]): Finding {
  return finding({
    rule: "dialogue.parentheticals",
    label: "Parentheticals",
    weight: 1,
    score,
    observation: `${plural(total, "parenthetical")} across ${plural(speeches, "speech", "speeches")} (${num(ratio, 2)} per speech)${scene ? `; the most in one scene: ${topCount} at ${sceneRef(scene)}` : ""}.`,
    fix: "Cut parentheticals that tell the actor how to read a line the words already carry; keep the ones that change the meaning.",
  });
}

function measurePlainness(sig: Signals): Measured["plainness"] {
  const r = sig.input.stats.readability?.dialogue;
  if (!r || r.words < 50) return null;
  const words = sig.speeches.map((s) => s.words).reduce((a, b) => a + b, 0);
  return {
    readingEase: r.fleschReadingEase,
    wordsPerSentence: r.wordsPerSentence,
    words,
    score: bandScore(r.fleschReadingEase, 70, 200, 0.15, 0),
  };
}

function describePlainness({
  readingEase,
  wordsPerSentence,
  words,
  score,
}: NonNullable<Measured["plainness"]>): Finding {
  return finding({
    rule: "dialogue.plainness",
    label: "Spoken register",
    weight: 1,
    score,
    observation: `The dialogue reads at Flesch ${num(readingEase, 0)} with ${num(wordsPerSentence)} words per sentence over ${words} spoken words — ${readingEase >= 70 ? "plain, sayable English" : "written rather than spoken English"}.`,
    fix: "Read the lines aloud: long sentences and long words read as prose, not speech. Shorten sentences and let characters speak in fragments.",
  });
}

function measureVoicesRule(sig: Signals): Measured["voices"] {
  const v = measureVoices(
    sig.input.model,
    sig.principals.map((c) => c.name),
  );
  if (v.profiles.length < 2 || !v.closest) return null;
  const own = v.profiles.filter((p) => p.signature.length >= 2);
  const generic = v.profiles.filter((p) => p.signature.length < 2);
  const score = 0.5 * bandScore(v.similarity, 0, 0.4, 0, 20) + 0.5 * 10 * (own.length / v.profiles.length);
  const { a, b } = v.closest;
  const together = sig.scenes.find((s) => s.speakers.includes(a) && s.speakers.includes(b));
  return {
    voices: v.profiles.length,
    similarity: v.similarity,
    closest: v.closest,
    together,
    own,
    generic: generic.map((p) => p.name),
    score,
  };
}

function describeVoices({
  voices,
  similarity: overall,
  closest,
  together,
  own,
  generic,
  score,
}: NonNullable<Measured["voices"]>): Finding {
  const { a, b, similarity } = closest;
  const ownText = own.length
    ? ` Words of their own: ${own
        .slice(0, 4)
        .map(
          (p) =>
            `${md(p.name)} (${p.signature
              .slice(0, 3)
              .map((w) => `“${md(w)}”`)
              .join(", ")})`,
        )
        .join("; ")}.`
    : "";
  const genericText = generic.length
    ? ` ${joinList(generic.map((name) => md(name)))} ${verb(generic.length, "has", "have")} no words of their own (used three times or more, mostly by them).`
    : "";
  return finding({
    rule: "dialogue.voices",
    label: "Distinct voices",
    weight: 1.5,
    score,
    observation: `Vocabulary overlap between the ${voices} principal voices averages ${num(overall, 2)} (cosine similarity of the words they use: 0 none, 1 identical); the closest pair is ${md(a)} and ${md(b)} at ${num(similarity, 2)}${together ? `, e.g. together at ${sceneRef(together)}` : ""}.${ownText}${genericText}`,
    fix: `Give each principal their own way of talking — vocabulary, sentence length, what they avoid saying. Cover the cues${together ? ` at ${sceneRef(together)}` : ""}: if ${md(a)} and ${md(b)} can't be told apart, the lines are interchangeable.`,
  });
}
