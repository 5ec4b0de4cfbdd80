import { GENERIC_SERVER_ERROR } from "@twl/contract";

import { ApiRequestError } from "./api-client.ts";

/**
 * The text to show for a failed call: the server's own message (or the network error) when there
 * is one, else the screen's fallback, e.g. 'Failed to upload script'.
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.message && error.message !== GENERIC_SERVER_ERROR)
    return error.message;
  return fallback;
}
