/** Escapes text for an HTML attribute or element body. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/**
 * A JSON data block (`<script type="application/json">`: never executed, so the CSP stands) for the
 * page's code to read. `<`, `>`, `&` and the line separators are written as \u escapes, which JSON
 * reads back unchanged: nothing in the data can close the element or open a comment.
 */
export function jsonDataTag(id: string, json: string, attributes: Record<string, string> = {}): string {
  const safe = json.replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  const more = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`);
  return `<script type="application/json" id="${escapeHtml(id)}"${more.join("")}>${safe}</script>`;
}

export interface HeadMeta {
  title: string;
  description: string;
  /** Absolute address of the page (og:url, canonical). */
  url?: string;
  /** Absolute address of the share image. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  noindex?: boolean;
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/**
 * Writes a page's title, description, Open Graph and Twitter card tags into index.html, replacing
 * the defaults, so link previews and crawlers that never run JavaScript see the real page.
 */
export function injectHeadMeta(indexHtml: string, meta: HeadMeta): string {
  if (meta.noindex && !meta.url) {
    // Nothing to describe (a private or missing page): the defaults stay, search engines are told to skip it.
    return indexHtml.replace("</head>", `  <meta name="robots" content="noindex" />\n  </head>`);
  }
  const title = escapeHtml(clip(meta.title, 120));
  const description = escapeHtml(clip(meta.description.replace(/\s+/g, " ").trim(), 300));
  const tags = [
    `<meta property="og:site_name" content="The White List" />`,
    `<meta property="og:type" content="${meta.type ?? "website"}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    meta.url ? `<meta property="og:url" content="${escapeHtml(meta.url)}" />` : "",
    meta.url ? `<link rel="canonical" href="${escapeHtml(meta.url)}" />` : "",
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : "",
    meta.image && meta.imageAlt
      ? `<meta property="og:image:alt" content="${escapeHtml(clip(meta.imageAlt, 200))}" />`
      : "",
    `<meta name="twitter:card" content="${meta.image ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    meta.image ? `<meta name="twitter:image" content="${escapeHtml(meta.image)}" />` : "",
    meta.noindex ? `<meta name="robots" content="noindex" />` : "",
  ].filter(Boolean);
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, `<meta name="description" content="${description}" />`)
    .replace("</head>", `    ${tags.join("\n    ")}\n  </head>`);
}
