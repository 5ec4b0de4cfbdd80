import Stripe from "stripe";

import { AppError } from "../../lib/app-error.ts";

/** A Stripe API failure becomes the spec's message (its own text may name internals); everything else passes. */
export async function viaStripe<T>(
  message: string,
  log: { error(obj: object, msg?: string): void },
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) {
      log.error(
        { type: err.type, code: err.code, statusCode: err.statusCode, requestId: err.requestId },
        "stripe call failed",
      );
      throw new AppError("UNAVAILABLE", message);
    }
    throw err;
  }
}
