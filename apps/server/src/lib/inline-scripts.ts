import { createHash } from "node:crypto";

/** `<script>` elements without a `src` whose type (if any) is JavaScript: what a CSP hash must cover. */
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
const RUN_TYPES = new Set(["module", "text/javascript"]);

/**
 * The Content-Security-Policy sources (`'sha256-…'`) that allow exactly the inline scripts of the
 * built HTML (the pre-paint theme script the build writes into index.html), and no other inline
 * script. Data blocks (`type="application/json"`) are not run, so they need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    const type = TYPE.exec(attributes)?.[1]?.toLowerCase();
    if (/\ssrc\s*=/i.test(attributes) || (type !== undefined && !RUN_TYPES.has(type))) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
