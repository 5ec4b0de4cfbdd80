/**
 * Characters rules on the cast as a whole: two cues that are likely one character, the lead's web of
 * scenes with the other principals, and how principals are introduced (weights: score-characters.ts).
 */
import type { CharacterStat } from "@twl/screenplay";

import { at, who, type Measured } from "./characters-measure.ts";
import { measureIntroductions, type Introduction } from "./introductions.ts";
import { joinList, md, page, pages, plural, sceneRef } from "./refs.ts";
import type { Signals } from "./signals.ts";
import { finding, type Finding } from "./types.ts";

function partners(sig: Signals, name: string): Set<string> {
  const out = new Set<string>();
  for (const i of sig.input.stats.interactions ?? []) {
    if (i.a === name) out.add(i.b);
    else if (i.b === name) out.add(i.a);
  }
  return out;
}

/** Scenes `name` shares with either of two characters. */
function together(sig: Signals, name: string, a: string, b: string): number {
  let n = 0;
  for (const i of sig.input.stats.interactions ?? [])
    if ((i.a === name || i.b === name) && [i.a, i.b].some((x) => x === a || x === b)) n += i.scenes;
  return n;
}

export function measureRenamed(sig: Signals): Measured["renamed"] {
  const pairs: [CharacterStat, CharacterStat, string[]][] = [];
  const handover = Math.max(3, sig.pages * 0.08);
  for (const a of sig.principals)
    for (const b of sig.principals) {
      // a stops, b starts: b's first speech within `handover` pages of a's last (overlap of 2 pages allowed).
      if (
        a === b ||
        a.firstPage >= b.firstPage ||
        a.lastPage > b.firstPage + 2 ||
        b.firstPage - a.lastPage > handover
      )
        continue;
      if (sig.scenes.some((s) => s.speakers.includes(a.name) && s.speakers.includes(b.name))) continue;
      const pa = partners(sig, a.name);
      const pb = partners(sig, b.name);
      const shared = [...pb]
        .filter((x) => pa.has(x))
        .sort(
          (x, y) => together(sig, y, a.name, b.name) - together(sig, x, a.name, b.name) || x.localeCompare(y),
        );
      if (shared.length && shared.length >= Math.ceil(0.5 * Math.min(pa.size, pb.size)))
        pairs.push([a, b, shared]);
    }
  if (!pairs.length) return null;
  return {
    pairs: pairs.map(([a, b, sharedPartners]) => ({ a: who(sig, a), b: who(sig, b), sharedPartners })),
    score: 2,
  };
}

export function describeRenamed({ pairs, score }: NonNullable<Measured["renamed"]>): Finding {
  const notes = pairs
    .slice(0, 2)
    .map(
      ({ a, b, sharedPartners: shared }) =>
        `${md(a.name)} speaks only on ${pages(a.firstPage, a.lastPage)} and ${md(b.name)} only from ${at(b, "first")} to ${page(b.lastPage)}; they never share a scene, and both speak with ${joinList(shared.slice(0, 3).map(md))}`,
    );
  return finding({
    rule: "characters.renamed",
    label: "Name continuity",
    weight: 1.5,
    score,
    observation: `${notes.join("; ")}. If they are one person, the character's name changes mid-script.`,
    fix: "Use one name and one cue for one character from first page to last (rename it throughout); a reader who loses track of who is who stops reading.",
  });
}

export function measureWeb(sig: Signals, lead: CharacterStat): Measured["web"] {
  const others = sig.principals.filter((c) => c !== lead);
  if (!others.length) return null;
  const mine = partners(sig, lead.name);
  const met = others.filter((c) => mine.has(c.name));
  const missing = others.filter((c) => !mine.has(c.name));
  const strongest = (sig.input.stats.interactions ?? []).find((i) => i.a === lead.name || i.b === lead.name);
  return {
    lead: lead.name,
    others: others.length,
    met: met.length,
    missing: missing.map((c) => who(sig, c)),
    strongest,
    score: 10 * (met.length / others.length),
  };
}

export function describeWeb({
  lead,
  others,
  met,
  missing,
  strongest,
  score,
}: NonNullable<Measured["web"]>): Finding {
  const pairing = strongest
    ? ` The strongest pairing is ${md(strongest.a)}–${md(strongest.b)}, ${plural(strongest.scenes, "scene")} together.`
    : "";
  const missingText = missing.length
    ? ` ${joinList(missing.map((c) => `${md(c.name)} (from ${at(c, "first")})`))} never ${missing.length === 1 ? "shares" : "share"} a scene with ${md(lead)}.`
    : "";
  return finding({
    rule: "characters.web",
    label: "Relationships",
    weight: 1,
    score,
    observation: `${md(lead)} shares scenes with ${met} of ${plural(others, "other principal")}.${pairing}${missingText}`,
    fix: `Put ${md(lead)} in a scene with every principal character: a principal who never meets the protagonist is in a different story.`,
  });
}

function quote(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return `“${md(line.length > 80 ? `${line.slice(0, 77)}...` : line)}”`;
}

function introWhere(i: Introduction): string {
  return i.scene ? sceneRef(i.scene) : page(i.page);
}

export function measureIntroductionRule(sig: Signals): Measured["introductions"] {
  const intros = measureIntroductions(sig, sig.principals);
  if (!intros.length) return null;
  const caps = intros.filter((i) => i.caps).length / intros.length;
  const described = intros.filter((i) => i.described).length / intros.length;
  return {
    total: intros.length,
    missed: intros.filter((i) => !i.caps || !i.described),
    good: intros.find((i) => i.caps && i.described && i.text),
    score: 10 * (0.6 * caps + 0.4 * described),
  };
}

export function describeIntroductions({
  total,
  missed,
  good,
  score,
}: NonNullable<Measured["introductions"]>): Finding {
  const misses = missed
    .slice(0, 3)
    .map((i) =>
      i.text
        ? `${md(i.character)} at ${introWhere(i)}: ${quote(i.text)}${i.caps ? " (no age or description)" : i.described ? " (not in capitals)" : ""}`
        : `${md(i.character)} first speaks at ${introWhere(i)} without being introduced in the action`,
    );
  const who =
    missed.length === total
      ? total === 1
        ? "The principal character is not"
        : `None of the ${total} principal characters is`
      : `${missed.length} of ${plural(total, "principal character")} ${missed.length === 1 ? "is" : "are"} not`;
  const observation = missed.length
    ? `${who} introduced by the convention (name in capitals with an age or description at first appearance): ${misses.join("; ")}${missed.length > 3 ? `; and ${missed.length - 3} more` : ""}.`
    : `Every principal character is introduced in capitals with an age or description${good ? `, e.g. at ${introWhere(good)}: ${quote(good.text!)}` : ""}.`;
  return finding({
    rule: "characters.introductions",
    label: "Introductions",
    weight: 1.5,
    score,
    observation,
    fix: "Introduce every character in CAPITALS the first time they appear in the action, with an age and one line that shows who they are — the reader builds the cast from these lines.",
  });
}
