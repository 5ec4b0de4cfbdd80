import type { ScriptListFacts } from "../scripts/script-list-facts.ts";
import type { ListEntryScope } from "./list-cache.ts";
import { CLASSIC_MIN_AGE_DAYS, RISING_STAR_MAX_AGE_DAYS } from "./list-scripts.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a public list of this scope can show a script with these facts (so its pages and count
 * change when the script becomes public or private). Errs on the side of yes: a search may match
 * any script (its words are not checked here), and the age rules of the categories get a day of
 * slack for lists computed a little earlier.
 */
export function scopeMayContain(scope: ListEntryScope, facts: ScriptListFacts, now = Date.now()): boolean {
  if (scope.search !== undefined) return true;
  if (scope.genre !== undefined && scope.genre !== "all" && !facts.genres.includes(scope.genre.toLowerCase()))
    return false;
  if (
    scope.screenplayType !== undefined &&
    scope.screenplayType !== "all" &&
    scope.screenplayType !== facts.screenplayType
  )
    return false;
  if (scope.hasReviews === true && facts.reviewCount <= 0) return false;
  if (scope.featured === true && facts.receivedClout <= 0) return false;
  const age = now - facts.createdAt.getTime();
  switch (scope.category) {
    case "contest-winners":
      return facts.isContestWinner;
    case "staff-picks":
      return facts.isStaffPick;
    case "rising-stars":
      // Their clout of the last days is read from the ledger: only their age is checked here.
      return age < (RISING_STAR_MAX_AGE_DAYS + 1) * DAY_MS;
    case "classics":
      return age > (CLASSIC_MIN_AGE_DAYS - 1) * DAY_MS && facts.receivedClout > 0;
    default:
      return true;
  }
}
