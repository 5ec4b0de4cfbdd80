import { SCRIPT_SHELL_COVER_SRC, SCRIPT_SHELL_COVER_SRCSET, SCRIPT_SHELL_TITLE } from "@twl/contract";

import { escapeHtml } from "./html-meta.ts";

/** A tag (`<img>`, or the image preload React writes for it) that carries the shell's cover stand-in. */
const COVER_TAG = new RegExp(
  `<(?:img|link)\\b[^>]*(?:${escapeRegExp(SCRIPT_SHELL_COVER_SRC)}|${escapeRegExp(SCRIPT_SHELL_COVER_SRCSET)})[^>]*>`,
  "g",
);

/**
 * The script page's shell (the web build's `_script.html`) for one public script: its title where
 * the page's title will be, and its cover where the page's cover will be (the same address and
 * srcset as the page's <img> and the head's preload), or no image for a script without a cover.
 * React's own preload of the shell's image goes: the head's preload (seo.routes.ts) already asks
 * for it, first.
 */
export function fillScriptShell(
  shell: string,
  title: string,
  cover: { src: string; srcSet: string } | null,
): string {
  let html = shell.replaceAll(SCRIPT_SHELL_TITLE, () => escapeHtml(title));
  html = html.replace(COVER_TAG, (tag) =>
    cover && tag.startsWith("<img")
      ? tag
          .replace(SCRIPT_SHELL_COVER_SRCSET, () => escapeHtml(cover.srcSet))
          .replace(SCRIPT_SHELL_COVER_SRC, () => escapeHtml(cover.src))
      : "",
  );
  return html;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
