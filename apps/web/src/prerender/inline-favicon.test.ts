// @vitest-environment node
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

import { svgDataUri, withInlineFavicon } from "../../vite-plugins.ts";

const read = (file: string) => readFile(new URL(`../../${file}`, import.meta.url), "utf8");
const iconHrefOf = (html: string) =>
  /<link rel="icon" type="image\/svg\+xml" href="([^"]*)" \/>/.exec(html)?.[1];

describe("the site's icon written into index.html (no request for it)", () => {
  it("links the icon as a data: URI that holds public/favicon.svg", async () => {
    const [html, svg] = await Promise.all([read("index.html"), read("public/favicon.svg")]);
    expect(iconHrefOf(html)).toBe("/favicon.svg");
    const built = withInlineFavicon(html, svg);
    const href = iconHrefOf(built)!;
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    // Nothing in it ends the attribute or reads as markup; decoded, it is the same drawing.
    expect(href).not.toMatch(/["<>&\s]/);
    const decoded = decodeURIComponent(href.slice("data:image/svg+xml,".length));
    expect(decoded).toBe(svg.trim().replace(/>\s+</g, "><").replaceAll('"', "'"));
    expect(built.replace(href, "/favicon.svg")).toBe(html);
  });

  it("falls back to base64 for an SVG with single quotes, and refuses an index.html without the link", () => {
    const svg = `<svg xmlns='http://www.w3.org/2000/svg' aria-label="it's"><rect width="1" height="1"/></svg>`;
    const uri = svgDataUri(svg);
    expect(uri).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(uri.split(",")[1]!, "base64").toString()).toBe(svg);
    expect(() => withInlineFavicon("<head></head>", svg)).toThrow(/favicon/);
  });
});
