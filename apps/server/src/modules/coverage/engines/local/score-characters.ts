import type { CharacterStat } from "@twl/screenplay";

import {
  describeIntroductions,
  describeRenamed,
  describeWeb,
  measureIntroductionRule,
  measureRenamed,
  measureWeb,
} from "./characters-cast-rules.ts";
import { at, who, type CharactersMeasure, type Measured, type Who } from "./characters-measure.ts";
import { cite, joinList, md, page, pages, percent, plural } from "./refs.ts";
import { position, speechShare, type Signals } from "./signals.ts";
import { bandScore, categoryResult, finding, type CategoryResult, type Finding } from "./types.ts";

/**
 * Characters: a protagonist introduced early who carries the script, a principal cast that is set
 * up, stays and is balanced, and names that stay put.
 *
 * Rules (weight):
 *   lead (2.0)      the lead's first speech: 10 within the first 10% of the pages, −3 per 10% later.
 *   presence (1.5)  the lead's longest absence: 10 up to 12% of the pages, −4 per 10% beyond; a lead
 *                   silent in the last 10% is capped at 10 − 30 × the shortfall.
 *   balance (2.0)   the lead's share of all speeches: 10 from 20% to 45%, −0.25 per point under,
 *                   −0.2 per point over; an even spread with no clear lead is capped at 6.
 *   vanishing (1.5) principals who stop speaking before 60% of the pages: −3.5 each.
 *   late (1.0)      principals (not the lead) who first speak after 35% of the pages: −4 each.
 *   renamed (1.5)   two principals who never share a scene, one starting within 8% of the pages of
 *                   where the other stops, speaking with mostly the same partners: likely one
 *                   character whose cue changed. Scores 2; only reported when found.
 *   web (1.0)       share of the other principals the lead shares a scene with: 10 × share.
 *   introductions (1.5) principals introduced in action by the convention (introductions.ts):
 *                   10 × (0.6 × share in CAPITALS + 0.4 × share with an age or description).
 * A script where nobody speaks scores 1.5 on one rule: there is no cast to measure.
 */
export type { CharactersMeasure, Who };

export function scoreCharacters(sig: Signals): CategoryResult {
  return describeCharacters(measureCharacters(sig));
}

export function measureCharacters(sig: Signals): CharactersMeasure {
  const lead = sig.lead;
  if (!lead) return { empty: true, pages: sig.pages, score: 1.5 };
  return {
    empty: false,
    lead: measureLead(sig, lead),
    presence: measurePresence(sig, lead),
    balance: measureBalance(sig, lead),
    vanishing: measureVanishing(sig),
    late: measureLate(sig, lead),
    renamed: measureRenamed(sig),
    web: measureWeb(sig, lead),
    introductions: measureIntroductionRule(sig),
  };
}

/** The findings, worded from a measure (in rule order). */
export function describeCharacters(m: CharactersMeasure): CategoryResult {
  if (m.empty) {
    return categoryResult("characters", [
      finding({
        rule: "characters.none",
        label: "Speaking cast",
        weight: 1,
        score: m.score,
        observation: `No character speaks ${m.pages ? (m.pages === 1 ? "on p. 1" : `anywhere on pp. 1–${m.pages}`) : "anywhere in the script"}, so there is no protagonist, no cast balance and no arc to measure.`,
        fix: "Give the characters voices: even a largely visual script needs a protagonist the reader hears and a cast that pushes back.",
      }),
    ]);
  }
  const findings = [
    describeLead(m.lead),
    m.presence && describePresence(m.presence),
    describeBalance(m.balance),
    m.vanishing && describeVanishing(m.vanishing),
    m.late && describeLate(m.late),
    m.renamed && describeRenamed(m.renamed),
    m.web && describeWeb(m.web),
    m.introductions && describeIntroductions(m.introductions),
  ];
  return categoryResult(
    "characters",
    findings.filter((f): f is Finding => f !== null),
  );
}

function measureLead(sig: Signals, lead: CharacterStat): Measured["lead"] {
  return { lead: who(sig, lead), score: bandScore(position(sig, lead.firstPage), 0, 0.1, 0, 30) };
}

function describeLead({ lead, score }: Measured["lead"]): Finding {
  const pos = lead.firstPosition;
  return finding({
    rule: "characters.lead",
    label: "Protagonist",
    weight: 2,
    score,
    observation: `${md(lead.name)} leads with ${plural(lead.speeches, "speech", "speeches")} (${percent(lead.share)} of all) and first speaks at ${at(lead, "first")}, ${pos < 0.01 ? "on the first pages" : `${percent(pos)} into the script`}.`,
    fix: `Introduce ${md(lead.name)} in the first ten pages, in a scene that shows what they want; a reader who meets the protagonist at ${page(lead.firstPage)} has spent that long without anyone to follow.`,
  });
}

function measurePresence(sig: Signals, lead: CharacterStat): Measured["presence"] {
  if (sig.pages < 5) return null;
  const appearances = sig.scenes.filter((s) => s.speakers.includes(lead.name)).map((s) => s.startPage);
  if (!appearances.length) appearances.push(lead.firstPage);
  let gap = { from: 1, to: appearances[0]!, size: appearances[0]! - 1 };
  for (let i = 1; i < appearances.length; i++) {
    const size = appearances[i]! - appearances[i - 1]!;
    if (size > gap.size) gap = { from: appearances[i - 1]!, to: appearances[i]!, size };
  }
  const tail = sig.pages - lead.lastPage;
  if (tail > gap.size) gap = { from: lead.lastPage, to: sig.pages, size: tail };
  let score = bandScore(gap.size / sig.pages, 0, 0.12, 0, 40);
  const lastPos = position(sig, lead.lastPage);
  if (lastPos < 0.9) score = Math.min(score, 10 - (0.9 - lastPos) * 30);
  return { lead: who(sig, lead), scenes: sig.scenes.length, gap, tail, score };
}

function describePresence({ lead, scenes, gap, tail, score }: NonNullable<Measured["presence"]>): Finding {
  const ending =
    lead.lastPosition >= 0.9
      ? `is still speaking at ${at(lead, "last")}`
      : `falls silent after ${at(lead, "last")}, ${plural(tail, "page")} before the end`;
  return finding({
    rule: "characters.presence",
    label: "Lead presence",
    weight: 1.5,
    score,
    observation: `${md(lead.name)} speaks in ${plural(lead.scenes, "scene")} of ${scenes}; the longest stretch without the lead is ${pages(gap.from, gap.to)} (${plural(gap.size, "page")}), and the lead ${ending}.`,
    fix: `Keep ${md(lead.name)} driving: across ${pages(gap.from, gap.to)} the story runs without its protagonist. Cut the stretch down, or give the lead a scene in it that moves their goal.`,
  });
}

function measureBalance(sig: Signals, lead: CharacterStat): Measured["balance"] {
  const top = sig.speakers.slice(0, 3);
  const share = speechShare(sig, lead);
  let score = bandScore(share, 0.2, 0.45, 25, 20);
  const second = sig.speakers[1];
  const flat = share < 0.2 && second !== undefined && speechShare(sig, second) > share * 0.85;
  if (flat) score = Math.min(score, 6);
  const topShare = top.reduce((n, c) => n + speechShare(sig, c), 0);
  const busiest = sig.scenes
    .filter((s) => s.speakers.includes(lead.name))
    .sort((a, b) => b.speeches - a.speeches || a.index - b.index)[0];
  return {
    lead: who(sig, lead),
    top: top.map((c) => who(sig, c)),
    speakers: sig.speakers.length,
    topShare,
    flat,
    busiest,
    score,
  };
}

function describeBalance({
  lead,
  top,
  speakers,
  topShare,
  flat,
  busiest: mostTalk,
  score,
}: Measured["balance"]): Finding {
  const share = lead.share;
  const shares = top.map((c) => `${md(c.name)} ${percent(c.share)}`).join(", ");
  const reading =
    share > 0.45
      ? `${md(lead.name)} dominates the page; the supporting cast gets little room to push back.`
      : flat
        ? "No one clearly leads: the speeches are spread evenly, which reads as an ensemble without a centre."
        : "A clear lead with a supporting cast that has room to push back.";
  return finding({
    rule: "characters.balance",
    label: "Balance",
    weight: 2,
    score,
    observation:
      `Share of speeches: ${shares}${speakers > 3 ? `; the top three carry ${percent(topShare)}` : ""}. ${reading}` +
      (mostTalk
        ? ` ${md(lead.name)}'s busiest scene is ${cite(mostTalk)} (${plural(mostTalk.speeches, "speech", "speeches")} in all).`
        : ""),
    fix:
      share > 0.45
        ? `Give the antagonist and the closest ally scenes where they drive and ${md(lead.name)} reacts.`
        : "Decide whose story this is, and give that character the most scenes, the hardest choices and the last word.",
  });
}

function measureVanishing(sig: Signals): Measured["vanishing"] {
  if (sig.pages < 20 || sig.principals.length < 2) return null;
  const gone = sig.principals.filter((c) => position(sig, c.lastPage) < 0.6);
  const earliestExit = [...sig.principals].sort(
    (a, b) => a.lastPage - b.lastPage || a.name.localeCompare(b.name),
  )[0]!;
  return {
    gone: gone.map((c) => who(sig, c)),
    earliestExit: who(sig, earliestExit),
    pages: sig.pages,
    score: 10 - 3.5 * gone.length,
  };
}

function describeVanishing({
  gone,
  earliestExit,
  pages: total,
  score,
}: NonNullable<Measured["vanishing"]>): Finding {
  const observation = gone.length
    ? `${joinList(gone.map((c) => `${md(c.name)} (${percent(c.share)} of speeches) last speaks at ${at(c, "last")} and is silent for the last ${plural(total - c.lastPage, "page")}`))}.`
    : `Every principal character is still speaking in the last 40% of the script; the earliest exit is ${md(earliestExit.name)} at ${at(earliestExit, "last")}.`;
  return finding({
    rule: "characters.vanishing",
    label: "Dropped characters",
    weight: 1.5,
    score,
    observation,
    fix: "Pay off or write out a principal character on the page — a last scene, a consequence, a goodbye — or fold their function into a character who stays.",
  });
}

function measureLate(sig: Signals, lead: CharacterStat): Measured["late"] {
  if (sig.pages < 10) return null;
  const arrivals = sig.principals.filter((c) => c !== lead && position(sig, c.firstPage) > 0.35);
  if (!arrivals.length) return null;
  return { arrivals: arrivals.map((c) => who(sig, c)), score: 10 - 4 * arrivals.length };
}

function describeLate({ arrivals, score }: NonNullable<Measured["late"]>): Finding {
  return finding({
    rule: "characters.late",
    label: "Late arrivals",
    weight: 1,
    score,
    observation: `${joinList(arrivals.map((c) => `${md(c.name)} (${percent(c.share)} of speeches) doesn't speak until ${at(c, "first")}, ${percent(c.firstPosition)} in`))}.`,
    fix: "A principal who arrives after the first third feels bolted on. Introduce them in the first act, or seed them earlier (a mention, a glimpse) so the arrival pays off.",
  });
}

/** Partners a character speaks with (shares a scene with), from the interaction table. */
