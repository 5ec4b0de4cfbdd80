import { describe, expect, it } from "vitest";

import {
  coverSrcSetOf,
  SCRIPT_PAGE_COVER_SIZES,
  SCRIPT_SHELL_COVER_SRC,
  SCRIPT_SHELL_COVER_SRCSET,
  SCRIPT_SHELL_TITLE,
} from "@twl/contract";

import { fillScriptShell } from "../src/modules/seo/script-shell.ts";

// The shape React writes for the shell (web: prerender/render-page.tsx renderScriptShell): an image
// preload of its own, the title, and the cover <img> with the stand-ins.
const SHELL = [
  `<div id="root" data-shell>`,
  `<link rel="preload" as="image" imageSrcSet="${SCRIPT_SHELL_COVER_SRCSET}" imageSizes="${SCRIPT_PAGE_COVER_SIZES}"/>`,
  `<h1 class="script-title">${SCRIPT_SHELL_TITLE}</h1>`,
  `<div class="relative"><div aria-hidden="true" class="animate-pulse"></div>`,
  `<img src="${SCRIPT_SHELL_COVER_SRC}" srcSet="${SCRIPT_SHELL_COVER_SRCSET}" sizes="${SCRIPT_PAGE_COVER_SIZES}" alt="" decoding="async" class="absolute inset-0 size-full object-cover"/>`,
  `</div></div>`,
].join("");

const COVER = "/api/scripts/4d2c/cover?size=detail&v=3";

describe("fillScriptShell", () => {
  it("writes the title, escaped, and the cover's address and srcset, escaped, where the page's will be", () => {
    const srcSet = coverSrcSetOf(COVER)!;
    const html = fillScriptShell(SHELL, `Tom & "Jerry" <script>`, { src: COVER, srcSet });
    expect(html).toContain(`<h1 class="script-title">Tom &amp; &quot;Jerry&quot; &lt;script&gt;</h1>`);
    const img = /<img [^>]*>/.exec(html)![0];
    expect(img).toContain(`src="${COVER.replaceAll("&", "&amp;")}"`);
    expect(img).toContain(`srcSet="${srcSet.replaceAll("&", "&amp;")}"`);
    expect(img).toContain(`sizes="${SCRIPT_PAGE_COVER_SIZES}"`);
    // React's own preload goes (the head's asks for the same image, first); no stand-in is left.
    expect(html).not.toContain("<link");
    expect(html).not.toContain("6c1e");
  });

  it("keeps the pulse and drops the image for a script without a cover", () => {
    const html = fillScriptShell(SHELL, "No Cover", null);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<link");
    expect(html).toContain(`<div aria-hidden="true" class="animate-pulse"></div>`);
    expect(html).toContain(">No Cover</h1>");
    expect(html).not.toContain("6c1e");
  });

  it("fills every place the title stands", () => {
    const html = fillScriptShell(`${SCRIPT_SHELL_TITLE}|${SCRIPT_SHELL_TITLE}`, "A $& B", null);
    expect(html).toBe("A $&amp; B|A $&amp; B");
  });
});
