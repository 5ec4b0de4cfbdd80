/** What the text of a line in capitals says about it being a scene heading without INT./EXT. */
import { isShotText } from "../text.ts";

/** A line in capitals that may be a heading without INT./EXT. (not a shot, sentence or label). */
export function bareHeadingCandidate(text: string): boolean {
  return headingLike(text) && !isShotText(text);
}

/**
 * An uppercase line standing alone at the margin that reads as a heading without INT./EXT.
 * ("NAK'S BEDROOM", "MOMENTS LATER", "WNĘTRZE. PRZEDPOKÓJ - DZIEŃ"): not a sentence (no final
 * punctuation), not a label ("SUPER:"), and not too long for a slug line.
 */
function headingLike(text: string): boolean {
  return (
    /\p{Lu}/u.test(text) &&
    text.length <= 70 &&
    !/[.!?:;,…"')\]-]$/.test(text) &&
    !/:/.test(text) &&
    !/^[([]/.test(text)
  );
}

/** A heading's slot left after its scene was cut: "OMITTED", "SCENES 12-14 OMITTED", "SCENE DELETED". */
const OMITTED_SLOT =
  /^[*\s]*(?:SCENES?\s+(?:[A-Z]?\d+[A-Z]?\s*(?:[-–&,]|AND|THRU|TO)?\s*)*)?(?:OMIT(?:TED)?|DELETED)\.?[*\s]*$/i;

/** The slot a cut scene leaves (its number and the heading's place, but no scene). */
export function isOmittedSlot(text: string): boolean {
  return OMITTED_SLOT.test(text);
}
