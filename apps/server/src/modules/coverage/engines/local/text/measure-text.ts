import type { Screenplay } from "@twl/screenplay";

import { measureAddress, type AddressMeasures } from "./measure-address.ts";
import { measureArc, type ArcMeasures } from "./measure-arc.ts";
import { measureCast, type CastMeasures } from "./measure-cast.ts";
import { measureChains, type ChainMeasures } from "./measure-chains.ts";
import { measureExchange, type ExchangeMeasures } from "./measure-exchange.ts";
import { measureLines, type LineMeasures } from "./measure-lines.ts";
import { measureMoment, type MomentMeasures } from "./measure-moment.ts";
import { measureNose, type NoseMeasures } from "./measure-nose.ts";
import { measureOrder, type OrderMeasures } from "./measure-order.ts";
import { measurePage, type PageMeasures } from "./measure-page.ts";
import { measureVoices, type VoiceMeasures } from "./measure-voices.ts";
import { readText } from "./read-text.ts";

/** Every text measure of one script, computed once per analysis. */
export interface TextMeasures {
  lines: LineMeasures;
  voices: VoiceMeasures;
  exchange: ExchangeMeasures;
  address: AddressMeasures;
  moment: MomentMeasures;
  nose: NoseMeasures;
  arc: ArcMeasures;
  chains: ChainMeasures;
  cast: CastMeasures;
  page: PageMeasures;
  order: OrderMeasures;
}

const SPOKEN = new Set(["dialogue", "parenthetical", "lyrics"]);

/**
 * The text of the last few elements, where an ending mark (FADE OUT, THE END) would be. Speech is
 * left out: "the end" said in a line of dialogue does not end the script.
 */
export function endingText(model: Screenplay): string {
  const last = model.scenes?.at(-1)?.elements ?? model.preamble ?? [];
  return last
    .slice(-6)
    .filter((e) => !SPOKEN.has(e.kind))
    .map((e) => e.text)
    .join("\n");
}

export function measureText(model: Screenplay): TextMeasures {
  const text = readText(model);
  return {
    lines: measureLines(text),
    voices: measureVoices(text),
    exchange: measureExchange(text),
    address: measureAddress(text),
    moment: measureMoment(text),
    nose: measureNose(text),
    arc: measureArc(text),
    chains: measureChains(text, endingText(model)),
    cast: measureCast(text),
    page: measurePage(text),
    order: measureOrder(text),
  };
}
