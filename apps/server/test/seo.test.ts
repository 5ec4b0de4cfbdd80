import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { signUp } from "./auth-helpers.ts";
import { postCover } from "./cover-helpers.ts";
import { createTestApp, createTestContext } from "./helper.ts";
import { uploadScript } from "./scripts-helpers.ts";

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Default description."
    />
    <title>The White List — Where Great Scripts Get Discovered</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe("search engines and link previews", async () => {
  // A built SPA of one file, so the server serves index.html like in production.
  const { dataDir } = await createTestContext();
  const distDir = path.join(dataDir, "web-dist");
  await mkdir(distDir, { recursive: true });
  await writeFile(path.join(distDir, "index.html"), INDEX_HTML);
  const { app } = await createTestApp(
    { WEB_DIST_DIR: distDir, PUBLIC_URL: "https://whitelist.example" },
    { serveWeb: true },
  );
  const owner = await signUp(app, { name: "Greta Gerwig" });
  const publicId = await uploadScript(app, owner.token, { title: "Ladies & <Gentlemen>", isPublic: true });
  const privateId = await uploadScript(app, owner.token, { title: "Secret Project Zeta", isPublic: false });
  const cover = await postCover(app, owner.token, publicId);
  expect(cover.statusCode, cover.body).toBe(200);

  const crawl = (url: string) =>
    app.inject({ method: "GET", url, headers: { "user-agent": "Twitterbot/1.0", accept: "text/html" } });

  it("a crawler's GET of a public script page gets its title, logline and cover in meta tags", async () => {
    const res = await crawl(`/scripts/${publicId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain("<title>Ladies &amp; &lt;Gentlemen&gt; by Greta Gerwig — The White List</title>");
    expect(html).toContain(
      '<meta property="og:title" content="Ladies &amp; &lt;Gentlemen&gt; by Greta Gerwig — The White List" />',
    );
    expect(html).toContain(
      '<meta name="description" content="A night watchman finds the city asleep for good." />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="A night watchman finds the city asleep for good." />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(
      new RegExp(`^https://whitelist\\.example/api/scripts/${publicId}/cover\\?size=detail&amp;v=1$`),
    );
    expect(html).toContain(`<meta name="twitter:image" content="${image}" />`);
    expect(html).toContain(`<link rel="canonical" href="https://whitelist.example/scripts/${publicId}" />`);
    expect(html).not.toContain("Default description.");
    expect(html.match(/<title>/g)).toHaveLength(1);
    // The image the tags name is really served to anyone.
    const img = await app.inject({
      method: "GET",
      url: image!.replace("https://whitelist.example", "").replaceAll("&amp;", "&"),
    });
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/webp");
  });

  it("a private script's page reveals nothing, and looks the same as a missing one", async () => {
    const res = await crawl(`/scripts/${privateId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("Secret Project Zeta");
    expect(res.body).not.toContain("night watchman");
    expect(res.body).not.toContain(privateId);
    expect(res.body).not.toContain("og:image");
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    const missing = await crawl("/scripts/00000000-0000-4000-8000-000000000000");
    expect(missing.body).toBe(res.body);
  });

  it("information pages carry their own title and description", async () => {
    const res = await crawl("/privacy");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Privacy Policy — The White List</title>");
    expect(res.body).toContain('<meta property="og:url" content="https://whitelist.example/privacy" />');
  });

  it("sitemap.xml lists public pages and public scripts only; robots.txt points to it", async () => {
    const sitemap = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["content-type"]).toMatch(/application\/xml/);
    expect(sitemap.body).toContain("<loc>https://whitelist.example/terms</loc>");
    expect(sitemap.body).toContain(`<loc>https://whitelist.example/scripts/${publicId}</loc>`);
    expect(sitemap.body).not.toContain(privateId);

    const robots = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain("Sitemap: https://whitelist.example/sitemap.xml");
    expect(robots.body).toContain("Disallow: /api/");
    expect(robots.body).toContain("Disallow: /admin");
  });
});
