/**
 * Dialogue rules on how talk flows across the pages: dialogue-free stretches, walls of talk, and
 * speeches that answer a different speaker (weights and bands: see score-dialogue.ts).
 */
import type { PageShare } from "@twl/screenplay";

import { printed, type Measured, type Run } from "./dialogue-measure.ts";
import { cite, md, page, pages, percent, plural } from "./refs.ts";
import { longestRun, type Signals } from "./signals.ts";
import { bandScore, finding, type Finding } from "./types.ts";

function runOf(run: [number, number], list: PageShare[]): Run {
  const from = list[run[0]]!.page;
  const to = list[run[1]]!.page;
  return { from, to, size: to - from + 1 };
}

export function measureSilence(sig: Signals): Measured["silence"] {
  const list = sig.pageShares;
  if (list.length < 3) return null;
  const run = longestRun(list, (p) => printed(p) && p.dialogueShare < 0.1);
  const limit = sig.norms.silentRunPages;
  if (!run) {
    const quietest = [...list]
      .filter(printed)
      .sort((a, b) => a.dialogueShare - b.dialogueShare || a.page - b.page)[0];
    return { run: null, quietest, score: sig.norms.type !== "play" && sig.pages >= 20 ? 7 : 9 };
  }
  const r = runOf(run, list);
  return {
    run: { ...r, limit, noun: sig.norms.noun },
    quietest: undefined,
    score: bandScore(r.size, 0, limit, 0, 1.2),
  };
}

export function describeSilence({
  run: r,
  quietest: quiet,
  score,
}: NonNullable<Measured["silence"]>): Finding {
  if (!r) {
    return finding({
      rule: "dialogue.silence",
      label: "Visual storytelling",
      weight: 1,
      score,
      observation: `No page runs without dialogue${quiet ? `; the quietest is ${page(quiet.page)} at ${percent(quiet.dialogueShare)}` : ""}. Nothing is ever told in pictures alone.`,
    });
  }
  return finding({
    rule: "dialogue.silence",
    label: "Dialogue-free stretches",
    weight: 1,
    score,
    observation: `The longest stretch with almost no dialogue is ${pages(r.from, r.to)} (${plural(r.size, "page")}; up to ${r.limit} reads comfortably in a ${r.noun}).`,
    fix: `Across ${pages(r.from, r.to)} nobody speaks. If it is an action sequence, make sure every paragraph escalates; otherwise break it with an exchange that tells us what is at stake.`,
  });
}

export function measureTalk(sig: Signals): Measured["talk"] {
  const list = sig.pageShares;
  if (list.length < 3) return null;
  const run = longestRun(list, (p) => printed(p) && p.dialogueShare >= 0.85);
  const limit = sig.norms.talkRunPages;
  if (!run) return { run: null, pages: sig.pages, score: 10 };
  const r = runOf(run, list);
  return { run: r, pages: sig.pages, score: bandScore(r.size, 0, limit, 0, 0.7) };
}

export function describeTalk({ run: r, pages: total, score }: NonNullable<Measured["talk"]>): Finding {
  if (!r)
    return finding({
      rule: "dialogue.talk",
      label: "Talking heads",
      weight: 1,
      score,
      observation: `No run of pages is 85%+ dialogue: talk is broken up with action throughout (${pages(1, total)}).`,
    });
  return finding({
    rule: "dialogue.talk",
    label: "Talking heads",
    weight: 1,
    score,
    observation: `The longest wall of talk is ${pages(r.from, r.to)}: ${plural(r.size, "page")} in a row at 85%+ dialogue.`,
    fix: `Break ${pages(r.from, r.to)} up: put the characters in motion, let an action beat answer a line, or move one conversation somewhere that works against it.`,
  });
}

export function measureExchange(sig: Signals): Measured["exchange"] {
  const interactions = sig.input.stats.interactions ?? [];
  const exchanges = interactions.reduce((n, i) => n + i.exchanges, 0);
  if (sig.speeches.length < 4) return null;
  const ratio = exchanges / sig.speeches.length;
  const busiest = [...interactions].sort((a, b) => b.exchanges - a.exchanges || a.a.localeCompare(b.a))[0];
  const solo = sig.scenes.filter((s) => s.speeches >= 4 && s.speakers.length === 1);
  return { ratio, busiest, solo, score: bandScore(ratio, 0.6, 1, 15, 0) };
}

export function describeExchange({
  ratio,
  busiest,
  solo,
  score,
}: NonNullable<Measured["exchange"]>): Finding {
  const soloText = solo.length
    ? ` ${plural(solo.length, "scene")} with four or more speeches have a single speaker, e.g. ${cite(solo[0]!)}.`
    : "";
  return finding({
    rule: "dialogue.exchange",
    label: "Back-and-forth",
    weight: 1.5,
    score,
    observation: `${percent(Math.min(1, ratio))} of speeches answer a different speaker${busiest ? `; the busiest pairing is ${md(busiest.a)}–${md(busiest.b)} with ${busiest.exchanges} exchanges` : ""}.${soloText}`,
    fix: "Too much of the dialogue is one voice holding the floor. Turn speeches into exchanges: let the other character interrupt, refuse, change the subject.",
  });
}
