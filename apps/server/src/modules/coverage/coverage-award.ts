import { COVERAGE_REQUEST_AWARD } from "@twl/contract";

import { awardSolidClout, reverseSolidAward, type Tx } from "../clout/ledger.ts";

/**
 * The clout a script's owner earns for requesting its coverage (COVERAGE_REQUEST_AWARD), once per
 * version: given when the report is requested, taken back when it fails (with the refund), given
 * again when a re-analysed report completes. One ledger key per version makes each step happen once.
 */
const awardKey = (versionId: string) => `coverage:${versionId}`;

/** Gives the award in the caller's transaction (nothing when this version's award stands already). */
export function giveCoverageAward(
  tx: Tx,
  input: { ownerId: string; scriptId: string; versionId: string },
): ReturnType<typeof awardSolidClout> {
  return awardSolidClout(tx, {
    userId: input.ownerId,
    amount: COVERAGE_REQUEST_AWARD,
    idempotencyKey: awardKey(input.versionId),
    scriptId: input.scriptId,
    message: "Requested coverage",
  });
}

/** Takes the version's award back (a failed report); a later completed report gives it again. */
export function takeBackCoverageAward(
  tx: Tx,
  input: { versionId: string; coverageId: string },
): Promise<number> {
  return reverseSolidAward(tx, {
    idempotencyKey: awardKey(input.versionId),
    reversalKey: `${input.coverageId}:${Date.now()}`,
    message: "Coverage failed: award reversed",
  });
}
