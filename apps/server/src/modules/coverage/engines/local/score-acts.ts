import type { SceneStat } from "@twl/screenplay";

import { joinList, num, page, percent, plural, sceneRef } from "./refs.ts";
import { mean, type Signals } from "./signals.ts";
import { describeTurn, findActBreaks, MIN_SCENES_FOR_TURNS, type ActBreak, type Turn } from "./turns.ts";
import { finding, type Finding } from "./types.ts";

/**
 * The structure rule "acts" (weight 3): the most prominent turn near 25% / 50% / 75% of the pages
 * (see turns.ts). A script of too few scenes to place act breaks gets credit for its movements
 * only when it ends (an ending mark); cut before its end, it has none.
 */
export type ActsMeasure =
  | {
      few: true;
      scenes: number;
      firstScene: SceneStat;
      pages: number;
      noun: string;
      /** False when the script stops without an ending mark (see measure-chains.ts). */
      ends: boolean;
      score: number;
    }
  | { few: false; breaks: ActBreak[]; pages: number; tempoSd: number; score: number };

export function measureActs(sig: Signals, turns: Turn[], ends: boolean): ActsMeasure {
  if (sig.scenes.length < MIN_SCENES_FOR_TURNS) {
    const short = sig.norms.type === "short";
    return {
      few: true,
      scenes: sig.scenes.length,
      firstScene: sig.scenes[0]!,
      pages: sig.pages,
      noun: sig.norms.noun,
      ends,
      score: !ends ? 1 : short ? 6 : 3,
    };
  }
  const breaks = findActBreaks(sig, turns);
  return {
    few: false,
    breaks,
    pages: sig.pages,
    tempoSd: sig.tempoSd,
    score: mean(breaks.map((b) => b.score)),
  };
}

export function describeActs(m: ActsMeasure): Finding {
  if (m.few) {
    return finding({
      rule: "structure.acts",
      label: "Act breaks",
      weight: 3,
      score: m.score,
      observation: `With ${plural(m.scenes, "scene")} (${sceneRef(m.firstScene)} onward) there are too few scene changes to place act breaks${m.ends ? "" : ", and the script stops without an ending mark, so no movement is seen through"}.`,
      fix:
        m.pages >= 8
          ? `A ${m.noun} needs distinct movements: build turns near ${page(m.pages * 0.25)} and ${page(m.pages * 0.75)} that change where the story goes.`
          : `At ${plural(m.pages, "page")} there is no room for movements yet; a ${m.noun} needs scenes that build, turn and resolve.`,
    });
  }
  const parts = m.breaks.map((b) => {
    const label = `${b.label[0]!.toUpperCase()}${b.label.slice(1)}`;
    if (!b.turn)
      return `**${label}** (~${page(m.pages * b.target)}): no scene starts near the mark, so nothing turns there`;
    const t = b.turn;
    return `**${label}** (~${page(m.pages * b.target)}): the sharpest shift is at ${sceneRef(t.scene)}, ${percent(t.position)} in — ${describeTurn(t, m.tempoSd)} (${num(t.prominence)}× the typical scene-to-scene change)`;
  });
  const weak = m.breaks.filter((b) => b.score < 5);
  const fix = weak.length
    ? `Sharpen ${joinList(weak.map((b) => `the ${b.label} (aim for ~${page(m.pages * b.target)})`))}: a decision or reversal that changes the goal, the opposition or the ground the story stands on — new place, new people in the scenes, a change of tempo — so the movement is unmistakable on the page.`
    : undefined;
  return finding({
    rule: "structure.acts",
    label: "Act breaks",
    weight: 3,
    score: m.score,
    observation: `${parts.join("; ")}.`,
    fix,
  });
}
