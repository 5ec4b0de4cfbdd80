import type { IncomingHttpHeaders } from "node:http";

/**
 * Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`): the visitor asked not to be
 * tracked, so analytics calls answer success and store nothing. The web client checks the same
 * signals and does not send at all; this is the server's half of the promise.
 */
export function asksNotToBeTracked(headers: IncomingHttpHeaders): boolean {
  return headers.dnt === "1" || headers["sec-gpc"] === "1";
}
