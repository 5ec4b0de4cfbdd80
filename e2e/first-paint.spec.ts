import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";

import { signUpAndSignInViaApi } from "./support/accounts.ts";

/**
 * The landing page and /discover are pre-rendered at build time (apps/web/vite-plugins.ts,
 * prerenderPages): their first screen is in the HTML the server sends, and the app hydrates it.
 */

/** Console errors and uncaught exceptions on a page (a hydration mismatch shows up as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Holds the app's code back until the returned function is called: what paints is the HTML's alone. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("pre-rendered first screen without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing hero and navigation are in the HTML", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where Great Scripts Get Discovered.");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Discover" }),
    ).toBeVisible();
  });

  test("/discover shows its heading, with the list still to load", async ({ page }) => {
    await page.goto("/discover");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Find the script");
  });

  test("any other address shows the site's frame around a page placeholder (the app shell)", async ({
    page,
  }) => {
    await page.goto("/scripts/not-loaded-yet");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Discover" }),
    ).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toContainText("Loading…");
    await expect(page.getByRole("contentinfo")).toBeAttached();
  });
});

test("a public script's HTML shows its title; the page renders from the detail in it and counts its view", async ({
  page,
  request,
}) => {
  const email = `first.paint.script.${Date.now()}@example.com`;
  const token = await signUpAndSignInViaApi(request, "Shelly Frame", email);
  const created = await request.post("/api/protected/scripts", {
    headers: { authorization: `Bearer ${token}` },
    data: { title: "The Frame Before", genres: ["drama"], isPublic: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const scriptId = ((await created.json()) as { script: { id: string } }).script.id;
  // The HTML itself: the title where the page's title will be, and the public detail as data.
  const html = await (await request.get(`/scripts/${scriptId}`)).text();
  expect(html).toMatch(/<h1 class="[^"]*script-title[^"]*">The Frame Before<\/h1>/);
  expect(html).toContain(
    `<script type="application/json" id="twl-script-detail" data-script-id="${scriptId}">`,
  );
  const errors = collectErrors(page);
  const scriptReads: string[] = [];
  const viewBeacons: string[] = [];
  // Asked for by no page: the sign-in configuration and the icon come in the HTML (issue 36).
  const inTheHtml: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path === `/api/scripts/${scriptId}`) scriptReads.push(r.url());
    if (path === `/api/scripts/${scriptId}/view` && r.method() === "POST") viewBeacons.push(r.url());
    if (path === "/api/auth/providers" || path === "/favicon.svg") inTheHtml.push(path);
  });
  await page.goto(`/scripts/${scriptId}`);
  await expect(page.getByRole("heading", { level: 1, name: "The Frame Before" })).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Read Script" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // No detail read: the page took the detail from its HTML, and counted its view once.
  expect(scriptReads).toHaveLength(0);
  expect(viewBeacons).toHaveLength(1);
  // The header's Log in from the configuration in the HTML; the icon a data: URI the CSP allows.
  await expect(page.getByRole("banner").getByRole("button", { name: "Log in" })).toBeVisible();
  expect(await page.locator('link[rel="icon"]').getAttribute("href")).toMatch(/^data:image\/svg\+xml,/);
  expect(inTheHtml).toEqual([]);
  expect(errors).toEqual([]);
  // Still served for anything that links it directly.
  const icon = await request.get("/favicon.svg");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
});

for (const { width, face } of [
  { width: 390, face: "Fraunces Title 36" },
  { width: 1280, face: "Fraunces Title 48" },
]) {
  test(`at ${width} px a script's title paints from the HTML in its own small font, and the page's title takes its place unchanged`, async ({
    page,
    request,
  }) => {
    const email = `first.paint.title.${width}.${Date.now()}@example.com`;
    const token = await signUpAndSignInViaApi(request, "Tilly Face", email);
    // Accented letters and curly quotes are in the title's cut (apps/web/title-font.ts).
    const title = "L’Été des “Ombres” à Québec";
    const created = await request.post("/api/protected/scripts", {
      headers: { authorization: `Bearer ${token}` },
      data: { title, genres: ["drama"], isPublic: true },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const scriptId = ((await created.json()) as { script: { id: string } }).script.id;

    await page.setViewportSize({ width, height: 900 });
    const fonts: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith(".woff2")) fonts.push(new URL(r.url()).pathname);
    });
    // The app's code is held back until the shell has been measured: the title is the HTML's alone.
    const release = await holdAppCode(page);
    await page.goto(`/scripts/${scriptId}`, { waitUntil: "commit" });
    const heading = page.getByRole("heading", { level: 1, name: title });
    await expect(heading).toBeVisible();
    // The face is loaded once the browser has laid the title out and its file has arrived: wait for
    // that (document.fonts.ready alone can resolve before the load has started on a busy machine).
    await page.waitForFunction(
      (f) => [...document.fonts].some((ff) => ff.family === f && ff.status === "loaded"),
      face,
    );
    /** The box of the title's text (what the browser measures for the largest paint), in CSS px. */
    const textBox = (fontFamily?: string) =>
      heading.evaluate(async (h1, family) => {
        let element = h1;
        if (family) {
          element = h1.cloneNode(true) as HTMLElement;
          element.style.fontFamily = family;
          h1.after(element);
          await document.fonts.load(`600 ${getComputedStyle(h1).fontSize} ${family}`, h1.textContent ?? "");
        }
        const range = document.createRange();
        range.selectNodeContents(element);
        const { x, y, width, height } = range.getBoundingClientRect();
        if (family) element.remove();
        return { x, y, width, height };
      }, fontFamily);
    // In the title's face for this width; the other width's face not fetched.
    expect(
      await heading.evaluate((h1) => getComputedStyle(h1).fontFamily.split(",")[0]?.replace(/"/g, "")),
    ).toBe(face);
    const faceFile = face === "Fraunces Title 36" ? "fraunces-title-36-" : "fraunces-title-48-";
    expect(fonts.filter((f) => f.includes("fraunces-title-"))).toEqual([expect.stringContaining(faceFile)]);
    const shell = await textBox();
    // The same text in the display face's full file (a copy below it) takes the same room, to within
    // the cut's advances rounded to whole font units (1/64 px over a 48 px title).
    const inFullFile = await textBox('"Fraunces Variable"');
    expect(inFullFile.height).toBe(shell.height);
    expect(Math.abs(inFullFile.width - shell.width)).toBeLessThan(0.1);

    release();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expect(heading).toBeVisible();
    // The page's own title: same face, size and place, so no second, larger paint of it.
    expect(await textBox()).toEqual(shell);
  });
}

test("a public script's cover paints from the HTML, and the page's cover takes its place at the same size", async ({
  page,
  request,
}) => {
  const email = `first.paint.cover.${Date.now()}@example.com`;
  const token = await signUpAndSignInViaApi(request, "Cora Vere", email);
  const headers = { authorization: `Bearer ${token}` };
  const title = "The Cover First";
  const created = await request.post("/api/protected/scripts", {
    headers,
    data: { title, genres: ["drama"], isPublic: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const scriptId = ((await created.json()) as { script: { id: string } }).script.id;
  const image = await sharp({
    create: { width: 600, height: 900, channels: 3, background: { r: 40, g: 70, b: 110 } },
  })
    .png()
    .toBuffer();
  const uploaded = await request.post(`/api/protected/scripts/${scriptId}/cover`, {
    headers,
    multipart: { image: { name: "cover.png", mimeType: "image/png", buffer: image } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);

  await page.setViewportSize({ width: 390, height: 900 });
  // The app's code is held back until the shell's cover has been measured: it is the HTML's alone.
  const release = await holdAppCode(page);
  await page.goto(`/scripts/${scriptId}`, { waitUntil: "commit" });
  const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;
  const shellCover = page.locator('main [aria-busy="true"] img');
  await expect.poll(() => shellCover.evaluate(loaded)).toBe(true);
  const shellSrc = await shellCover.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(shellSrc).pathname).toBe(`/api/scripts/${scriptId}/cover`);
  const shellBox = (await shellCover.boundingBox())!;

  release();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  const cover = page.getByRole("img", { name: `Cover of ${title}` });
  await expect.poll(() => cover.evaluate(loaded)).toBe(true);
  // The same file and the same size: the page's cover is no new, larger paint.
  expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(shellSrc);
  const box = (await cover.boundingBox())!;
  expect({ width: box.width, height: box.height }).toEqual({
    width: shellBox.width,
    height: shellBox.height,
  });
});

test("the landing page hydrates its HTML without errors, keeping the painted nodes", async ({ page }) => {
  const errors = collectErrors(page);
  // Tag the heading as the HTML parser inserts it, before any script of the app runs: a render that
  // threw the HTML away (instead of hydrating it) would drop the tag.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const heading = document.querySelector("h1");
      if (!heading) return;
      heading.setAttribute("data-painted", "html");
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(page.locator('h1[data-painted="html"]')).toHaveText("Where Great Scripts Get Discovered.");
  // Hydrated: the header's controls work.
  await page.getByRole("button", { name: /dark theme/i }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(errors).toEqual([]);
});

test("a dark-mode visitor gets the dark page before the app runs", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  const errors = collectErrors(page);
  await page.goto("/discover", { waitUntil: "commit" });
  await page.waitForSelector("h1", { state: "attached" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a signed-in visitor sees their own header after the anonymous HTML hydrates", async ({
  page,
  request,
}) => {
  const email = `first.paint.${Date.now()}@example.com`;
  const token = await signUpAndSignInViaApi(request, "Paige Turner", email);
  await page.addInitScript((value) => localStorage.setItem("twl.token", value), token);
  const errors = collectErrors(page);
  await page.goto("/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("button", { name: "Account menu for Paige Turner" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Sign up" })).toHaveCount(0);
  expect(errors).toEqual([]);
});
