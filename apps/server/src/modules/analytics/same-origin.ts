import type { IncomingHttpHeaders } from "node:http";

/**
 * Analytics come from our own pages only (issue 28, finding 8). A browser marks every request:
 * `Sec-Fetch-Site` (modern browsers) must say `same-origin`; without it, `Origin`, else `Referer`,
 * must name this site (the configured PUBLIC_URL, or the host the request was sent to). A request
 * carrying none of the three is no beacon from a page and is refused as well.
 */
export function isSameOriginBeacon(headers: IncomingHttpHeaders, publicUrl: string | undefined): boolean {
  const site = headers["sec-fetch-site"];
  if (typeof site === "string") return site === "same-origin";
  const source = typeof headers.origin === "string" ? headers.origin : headers.referer;
  if (typeof source !== "string" || source === "null") return false;
  let host: string;
  try {
    host = new URL(source).host.toLowerCase();
  } catch {
    return false;
  }
  const ours = new Set<string>();
  if (headers.host) ours.add(headers.host.toLowerCase());
  if (publicUrl) ours.add(new URL(publicUrl).host.toLowerCase());
  return ours.has(host);
}
