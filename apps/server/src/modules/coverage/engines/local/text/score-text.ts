import type { CoverageCategory } from "@twl/contract";

import { finding, ramp, type Finding } from "../types.ts";
import { MIN_REPLIES } from "./measure-exchange.ts";
import { MIN_MOMENT_PAIRS } from "./measure-moment.ts";
import type { TextMeasures } from "./measure-text.ts";

/**
 * The text rules: what the words say, scored 0-10 per rule, per category. Each rule's measured
 * value is shown as evidence, and its fix is one concrete step.
 */
/** Self-naming is judged from this many mentions of characters in the scene. */
export const MIN_MENTIONS = 6;

/** Chains and payoffs are noise below this many scenes. */
export const MIN_CHAIN_SCENES = 12;

const pct = (x: number) => `${Math.round(x * 100)}%`;
const citePages = (ps: number[]) => (ps.length ? ` (pp. ${[...new Set(ps)].slice(0, 5).join(", ")})` : "");

export function dialogueText(m: TextMeasures): Finding[] {
  const { lines, voices, nose, exchange, address, moment } = m;
  if (lines.speeches < 10) return [];
  const out: Finding[] = [
    finding({
      rule: "dialogue.repeats",
      label: "Repeated and stock lines",
      weight: 3,
      score: 10 - 10 * ramp(lines.repeatedShare, 0.12, 0.45),
      observation: `${pct(lines.repeatedShare)} of ${lines.speeches} speeches say a line the script uses more than once${citePages(lines.repeatPages)}${
        lines.topRepeats.length
          ? ` (most often: ${lines.topRepeats.map((r) => `"${r.line}" ×${r.count}`).join(", ")})`
          : ""
      }.`,
      fix: "Rewrite every line that appears more than twice so it could only be said by this character at this moment.",
    }),
    finding({
      rule: "dialogue.vocabulary",
      label: "Vocabulary",
      weight: 2,
      score: 10 * ramp(lines.mattr, 0.38, 0.6),
      observation: `Moving-window type/token ratio of the dialogue: ${lines.mattr.toFixed(2)} (varied dialogue reads 0.6 or more).`,
      fix: 'Replace filler replies ("Okay.", "I know.") with lines that carry a specific fact, want or threat.',
    }),
    finding({
      rule: "dialogue.on-the-nose",
      label: "On-the-nose lines",
      weight: 4.5,
      score: 10 - 10 * ramp(nose.share, 0.03, 0.2),
      observation: `${nose.stated.length} of ${nose.speeches} speeches name the speaker's feeling outright${citePages(nose.stated.map((s) => s.page))}.`,
      fix: "Cut the stated feeling from those speeches and show it in what the character does or avoids saying.",
    }),
  ];
  if (exchange.replies >= MIN_REPLIES) {
    out.push(
      finding({
        rule: "dialogue.exchange-listens",
        label: "Replies that answer",
        weight: 3,
        score: 10 * ramp(exchange.ratio, 1.2, 2.5),
        observation: `${pct(exchange.pickedUp)} of ${exchange.replies} replies pick up a word of the line they answer, against ${pct(exchange.chance)} for lines far apart: ${exchange.ratio.toFixed(2)}× chance (1.00 = lines that could go anywhere; full marks from 2.5)${
          exchange.deafPages.length
            ? `; runs of replies that answer nothing${citePages(exchange.deafPages)}`
            : ""
        }.`,
        fix: "Make each reply answer, dodge or twist the line before it: pick up its words, its question or its threat.",
      }),
    );
  }
  if (moment.pairs >= MIN_MOMENT_PAIRS) {
    out.push(
      finding({
        rule: "dialogue.moment",
        label: "Lines in their moment",
        weight: 3.5,
        score: 10 * ramp(moment.ratio, 1.0, 1.6),
        observation: `${pct(moment.tied)} of ${moment.pairs} speeches beside an action paragraph share a word with it, against ${pct(moment.chance)} for the action beside a speech far away: ${moment.ratio.toFixed(2)}× chance (1.00 = lines that could be spoken anywhere; full marks from 1.6).`,
        fix: "Tie each line to what is on screen: let it react to the object, person or move in the action beside it.",
      }),
    );
  }
  if (address.mentions >= MIN_MENTIONS) {
    out.push(
      finding({
        rule: "dialogue.addressed",
        label: "Lines in the right mouths",
        weight: 4,
        score: 10 - 10 * ramp(address.selfShare, 0.08, 0.3),
        observation: `${address.selfNamed} of ${address.mentions} times a speech names a character in the scene, it names the speaker (${pct(address.selfShare)}; in a script whose lines belong to their speakers this stays under 8%)${
          address.examples.length ? `: ${address.examples.join(", ")} call themselves by name` : ""
        }${citePages(address.pages)}.`,
        fix: "Check whose line each of these is: a character who calls themselves by name is speaking someone else's line. Give it back, or rewrite it in this voice.",
      }),
    );
  }
  if (voices.speakers.length >= 2) {
    const vocab = ramp(voices.ratio, 0.97, 1.15);
    const shape = ramp(voices.style, 1.1, 2.2);
    out.push(
      finding({
        rule: "dialogue.fingerprints",
        label: "Voice fingerprints",
        weight: 6,
        score: 10 * (0.5 * vocab + 0.5 * shape),
        observation: `The ${voices.speakers.length} main voices own their words ${voices.ratio.toFixed(2)}× as strongly as chance would give them (1.00 = interchangeable voices; full marks from 1.15), and their sentence shape and register differ ${voices.style.toFixed(2)}× as much between speakers as within one speaker's lines (1.00 = anyone could say any line; full marks from 2.2; most telling: ${voices.styleTop
          .map((t) => `${t.feature} ${t.f.toFixed(1)}`)
          .join(", ")})${voices.closest ? `; closest pair: ${voices.closest.join(" and ")}` : ""}.`,
        fix: `Give ${voices.closest?.[0] ?? "each lead"} words, sentence length and topics ${voices.closest?.[1] ?? "the others"} would never use.`,
      }),
    );
  }
  return out;
}

/** Reaching the format's minimum length: 0 at half of it, full marks from 90% of it. */
export function lengthReached(pages: number, minPages: number): number {
  return minPages > 0 ? ramp(pages / minPages, 0.5, 0.9) : 1;
}

export function structureText(m: TextMeasures, minPages: number, pages: number): Finding[] {
  const { chains, arc, order } = m;
  if (chains.scenes < 1) return [];
  const reached = lengthReached(pages, minPages);
  const lateShare = order.introduced ? order.late.length / order.introduced : 0;
  const chained = chains.scenes >= MIN_CHAIN_SCENES;
  const out = [
    finding({
      rule: "structure.introductions-order",
      label: "Introductions in order",
      weight: 2.5,
      score: 10 - 10 * ramp(lateShare, 0.1, 0.4),
      observation: `${order.late.length} of ${order.introduced} characters introduced in capitals are introduced only after they first speak${
        order.late.length
          ? ` (${order.late
              .slice(0, 3)
              .map((l) => `${l.character}: speaks p. ${l.speaks}, introduced p. ${l.introduced}`)
              .join("; ")})`
          : ""
      }.`,
      fix: "Put the scenes back in story order, or move each introduction to the scene where we first meet the character.",
    }),
    finding({
      rule: "structure.carry-over",
      label: "Scene-to-scene carry-over",
      weight: 2.5,
      score: 10 * ramp(chains.carryRatio, 1.0, 1.3),
      observation: `Neighbouring scenes share ${chains.carryRatio.toFixed(2)}× the people and things that scenes far apart share (1.00 = no chain of cause and effect); ${chains.breaks.length} of ${chains.scenes - 1} cuts carry nothing over${citePages(chains.breaks)}.`,
      fix: "Make each scene end on something (a person, object or decision) the next scene picks up.",
    }),
    finding({
      rule: "structure.payoffs",
      label: "Setups and payoffs",
      weight: 1.5,
      score: 10 * ramp(chains.setups ? chains.payoffs.length / chains.setups : 0, 0.05, 0.25),
      observation: `${chains.payoffs.length} of ${chains.setups} people, objects and places set up in the first quarter return in the last fifth${
        chains.payoffs.length ? ` (${chains.payoffs.slice(0, 5).join(", ")})` : ""
      }.`,
      fix: "Bring back in the final act the object or person your first act makes the audience care about.",
    }),
    finding({
      rule: "structure.ending",
      label: "Ending",
      // The heaviest text rule: a script that stops before it ends fails as a story, however
      // well its first half is built.
      weight: 4.5,
      score: Math.min(chains.endingMark ? 10 : 3, 10 * reached),
      observation: `${
        chains.endingMark
          ? "The last page closes the script (an ending mark such as FADE OUT or THE END)"
          : "The script stops without an ending mark (no FADE OUT, THE END or similar on its last page)"
      }; ${pages} pages against at least ${minPages} for the format.`,
      fix: "Write the climax and resolution through to a closing FADE OUT.",
    }),
  ];
  out.push(
    finding({
      rule: "structure.arc",
      label: "Emotional arc",
      weight: 1,
      score: arc.turns >= 1 ? 8 : 6,
      observation: `Sentiment by tenths of the script: ${arc.tenths.map((v) => v.toFixed(2)).join(", ")}; shape ${arc.shape}, ${arc.turns} turn(s), lowest in tenth ${arc.lowest}, highest in tenth ${arc.highest}.`,
      fix: "Let the protagonist's fortunes turn at least once, hardest before the final act.",
    }),
  );
  const noisy = new Set(["structure.carry-over", "structure.payoffs"]);
  // Under 4 scenes only the ending is judged: however short, a script either ends or stops.
  if (chains.scenes < 4) return out.filter((f) => f.rule === "structure.ending");
  return out.filter((f) => chained || !noisy.has(f.rule));
}

export function charactersText(m: TextMeasures): Finding[] {
  const { cast } = m;
  if (!cast.lead) return [];
  return [
    finding({
      rule: "characters.one-scene",
      label: "One-scene speakers",
      weight: 3,
      score: 10 - 10 * ramp(cast.oneSceneShare, 0.15, 0.4),
      observation: `${pct(cast.oneSceneShare)} of the speeches belong to ${cast.oneSceneSpeakers} speakers who speak in one scene only${citePages(cast.oneScenePages)}.`,
      fix: "Merge one-scene speakers into the recurring cast so each scene moves someone we follow.",
    }),
    finding({
      rule: "characters.network",
      label: "Character network",
      weight: 2.5,
      score: 10 * ramp(cast.leadReach, 0.25, 0.6) * (cast.leadIsCentre ? 1 : 0.8),
      observation: `${cast.lead} (first speaks p. ${cast.leadPage}) talks with ${pct(cast.leadReach)} of the other principal characters; the network's centre is ${cast.centre}.`,
      fix: `Put ${cast.lead} in a scene with each principal character who has no exchange with them.`,
    }),
    finding({
      rule: "characters.at-end",
      label: "Protagonist at the end",
      weight: 1.5,
      score: cast.leadAtEnd ? 10 : 4,
      observation: cast.leadAtEnd
        ? `${cast.lead} speaks in the last tenth of the script's speeches.`
        : `${cast.lead}, who speaks most, is silent in the last tenth of the script's speeches.`,
      fix: `Let ${cast.lead} make the final choice on screen in the last scenes.`,
    }),
  ];
}

/** Page rules need some action to read. */
export const MIN_ACTION_PARAGRAPHS = 5;

export function pacingText(m: TextMeasures): Finding[] {
  const { page } = m;
  if (page.actionParagraphs < MIN_ACTION_PARAGRAPHS) return [];
  return [
    finding({
      rule: "pacing.repeated-action",
      label: "Repeated action",
      weight: 3,
      // Up to 60%: a script that replays a scene on purpose (a timeline loop) still has room to fall.
      score: 10 - 10 * ramp(page.repeatedActionShare, 0.06, 0.6),
      observation: `${pct(page.repeatedActionShare)} of ${page.actionSentences} action sentences repeat one written earlier word for word.`,
      fix: "Cut every action sentence that restates what the reader already saw; keep one image per beat.",
    }),
    finding({
      rule: "pacing.repeated-scenes",
      label: "Repeated beats",
      weight: 3,
      score: 10 - 10 * ramp(page.repeatedSceneShare, 0.02, 0.15),
      observation: `${page.repeatedScenes.length} scenes replay an earlier scene's words${citePages(page.repeatedScenes.map((r) => r.page))}, ${pct(page.repeatedSceneShare)} of the script.`,
      fix: "Cut or merge each replayed scene so every scene changes the situation.",
    }),
  ];
}

export function marketabilityText(m: TextMeasures, isPlay: boolean): Finding[] {
  const { page } = m;
  if (page.actionParagraphs < MIN_ACTION_PARAGRAPHS) return [];
  const paras = page.actionParagraphs;
  const faults = (page.inlineSpeech + page.unmarkedHeadings + page.shouting) / paras;
  const sceneLength = isPlay ? 0 : ramp(page.pagesPerScene, 5, 15);
  return [
    finding({
      rule: "market.presentation",
      label: "Presentation",
      weight: 4,
      score: 10 - 10 * Math.max(ramp(faults, 0.02, 0.15), sceneLength),
      observation: `${page.inlineSpeech} speeches typed into action, ${page.unmarkedHeadings} scene headings typed as action, ${page.shouting} action paragraphs in capitals (of ${page.actionParagraphs})${citePages(page.faultPages)}; ${page.pagesPerScene.toFixed(1)} pages per scene heading.`,
      fix: "Format every speech under a character cue and start every scene with an INT./EXT. heading.",
    }),
  ];
}

export type TextFindings = Record<CoverageCategory, Finding[]>;
