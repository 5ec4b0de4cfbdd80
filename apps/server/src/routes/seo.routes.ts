import { createHash } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";

import {
  AI_CRAWLER_DISALLOWED_PATHS,
  AI_CRAWLERS,
  coverSrcSetOf,
  CRAWLER_DISALLOWED_PATHS,
  PUBLIC_PAGE_META,
  PUBLIC_PAGE_PATHS,
  SCRIPT_PAGE_COVER_SIZES,
  SCRIPT_PAGE_DATA_ID,
  type PublicPagePath,
} from "@twl/contract";

import { scripts } from "../db/schema.ts";
import type { BuiltSpa } from "../lib/built-spa.ts";
import { encodeBody, sendEncoded } from "../lib/encoded-body.ts";
import { withHeadTags, withTagsBeforeCode } from "../lib/route-preloads.ts";
import { buildPublicDetail } from "../modules/read-model/detail-cache.ts";
import { publicCoverUrlOf } from "../modules/read-model/to-script-dto.ts";
import { findScriptWithAuthor, type ScriptWithAuthor } from "../modules/scripts/scripts.repo.ts";
import { escapeHtml, injectHeadMeta, jsonDataTag, type HeadMeta } from "../modules/seo/html-meta.ts";
import { fillScriptShell } from "../modules/seo/script-shell.ts";

/** The sitemap protocol allows 50,000 addresses per file. */
const SITEMAP_MAX_SCRIPTS = 45_000;
const DEFAULT_SHARE_TEXT = "A screenplay on The White List.";
const HTML = "text/html; charset=utf-8";

/**
 * Search engines and link previews: robots.txt, sitemap.xml (public pages and public scripts) and,
 * when the SPA is served, index.html with the page's own tags for public pages and public scripts.
 * A private or unknown script gets the site's default tags and `noindex`: nothing about it leaks.
 */
export const seoRoutes: FastifyPluginAsync<{ spa: BuiltSpa | undefined }> = async (app, { spa }) => {
  const { ctx } = app;

  const originOf = (request: FastifyRequest) =>
    (ctx.config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, "");

  app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      ...CRAWLER_DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
      "",
      "# No AI training on writers' work: AI crawlers skip script pages, files and the API.",
      ...AI_CRAWLERS.map((name) => `User-agent: ${name}`),
      ...AI_CRAWLER_DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
      "",
      `Sitemap: ${originOf(request)}/sitemap.xml`,
      "",
    ];
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(lines.join("\n"));
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const rows = await ctx.database.db
      .select({ id: scripts.id, updatedAt: scripts.updatedAt })
      .from(scripts)
      .where(eq(scripts.isPublic, true))
      .orderBy(desc(scripts.updatedAt))
      .limit(SITEMAP_MAX_SCRIPTS);
    const url = (loc: string, lastmod?: Date) =>
      `  <url><loc>${escapeHtml(origin + loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`;
    const body = [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
      ...PUBLIC_PAGE_PATHS.map((p) => url(p)),
      ...rows.map((r) => url(`/scripts/${r.id}`, r.updatedAt)),
      `</urlset>`,
      "",
    ].join("\n");
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=600")
      .send(body);
  });

  if (!spa) return;

  // A page's own tags go into the HTML it starts from (/discover: its pre-rendered page), with the
  // page's preloads.
  const pageHtml = (request: FastifyRequest, meta: HeadMeta, extraTags = "", base?: string) => {
    const pathname = request.url.split("?")[0] ?? "";
    const html = base ?? spa.page(pathname).html;
    return withHeadTags(injectHeadMeta(html, meta), spa.preloadsFor(pathname) + extraTags);
  };
  const sendPage = (request: FastifyRequest, reply: FastifyReply, meta: HeadMeta) =>
    reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(pageHtml(request, meta));

  /** A public script's page tags and its cover preload (the missing and the private get none). */
  const scriptMeta = (s: ScriptWithAuthor, origin: string) => {
    const { script, author } = s;
    const image = script.coverImageS3Key
      ? `${origin}/api/scripts/${script.id}/cover?size=detail&v=${script.activeCoverVersion ?? 0}`
      : script.imageUrl && /^https?:\/\//.test(script.imageUrl)
        ? script.imageUrl
        : undefined;
    // The page's largest paint is its cover: asked for ahead of the page's code (withTagsBeforeCode),
    // at the width the page will pick (the same srcset and sizes as its <img> and the shell's).
    const coverPath = publicCoverUrlOf(script, "detail");
    const srcset = coverPath ? coverSrcSetOf(coverPath) : null;
    const coverPreload = srcset
      ? `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(SCRIPT_PAGE_COVER_SIZES)}">`
      : "";
    const title = script.title.trim() || "Untitled Script";
    const byline = author.name.trim() ? ` by ${author.name.trim()}` : "";
    const meta: HeadMeta = {
      title: `${title}${byline} — The White List`,
      description: script.logline?.trim() || DEFAULT_SHARE_TEXT,
      url: `${origin}/scripts/${script.id}`,
      image,
      imageAlt: image ? `Cover of ${title}` : undefined,
      type: "article",
    };
    // The script page's shell with the title and the cover where the page's will be: they paint
    // with the HTML and the image, before the page's code has run.
    const shell =
      spa.scriptShell &&
      fillScriptShell(
        spa.scriptShell,
        title,
        coverPath && srcset ? { src: coverPath, srcSet: srcset } : null,
      );
    return { meta, coverPreload, shell };
  };

  app.get<{ Params: { id: string } }>("/scripts/:id", { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const cache = ctx.detailCache;
    // The script the API's detail keeps (ScriptDetailCache), with this page built from it once.
    const kept = cache
      ? await cache.get(request.params.id, () => buildPublicDetail(ctx, request.params.id))
      : null;
    // Kept compressed (encodeBody): a reader's request costs no compression on the event loop.
    const page = kept?.pages.get(origin);
    if (kept && page !== undefined)
      return sendEncoded(request, reply.header("cache-control", "no-cache"), page, HTML);
    const s = cache
      ? kept?.s
      : await findScriptWithAuthor(ctx.database.db, request.params.id).catch(() => null);
    // Crawlers carry no token: only a public script is described. Missing and private look the same.
    if (!s || !s.script.isPublic) {
      return sendPage(request, reply, { title: "", description: "", noindex: true });
    }
    const { meta, coverPreload, shell } = scriptMeta(s, origin);
    // The kept public detail (what GET /api/scripts/{id} answers anyone but its owner and admins)
    // travels in the page, so an anonymous visitor's page renders without a round trip to the API.
    // The page counts its view itself once it runs (POST /api/scripts/{id}/view): fetching the HTML
    // is not a view (link previews and crawlers fetch it too). Only public scripts are kept.
    const data = kept?.s.script.isPublic
      ? jsonDataTag(SCRIPT_PAGE_DATA_ID, kept.body.identity.toString("utf8"), {
          "data-script-id": kept.s.script.id,
        })
      : "";
    const html = withTagsBeforeCode(pageHtml(request, meta, data, shell), coverPreload);
    if (!kept) return reply.type(HTML).header("cache-control", "no-cache").send(html);
    const body = Buffer.from(html);
    const encoded = await encodeBody(body, `"p-${createHash("sha1").update(body).digest("base64url")}"`);
    cache!.keepPage(kept, origin, encoded);
    return sendEncoded(request, reply.header("cache-control", "no-cache"), encoded, HTML);
  });

  for (const pagePath of PUBLIC_PAGE_PATHS.filter((p) => p !== "/")) {
    app.get(pagePath, { schema: { hide: true } }, async (request, reply) => {
      const meta = PUBLIC_PAGE_META[pagePath as PublicPagePath];
      return sendPage(request, reply, { ...meta, url: `${originOf(request)}${pagePath}` });
    });
  }
};
