import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";

import { signUpVerifiedViaApi } from "./support/accounts.ts";

/**
 * No dead links: walks every same-site link the app renders — pages, navigation,
 * footer, the account menu, the mobile menu and the sign-in dialog — signed out, signed in and as
 * an admin, in light and in dark mode. A link that ends on the not-found page, or a page that logs
 * a console error, fails the test.
 */

const ADMIN_EMAIL = "admin.links@example.com";
const NOT_FOUND_HEADING = "This page isn't in the script.";
/** Pages whose address carries an id: a couple of each are enough. */
const MAX_VISITS_PER_SHAPE = 2;
const MAX_PAGES_PER_WALK = 80;

test.describe.configure({ timeout: 15 * 60_000 });

async function signUpByApi(
  request: APIRequestContext,
  name: string,
  email = `links.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
) {
  return signUpVerifiedViaApi(request, name, email);
}

async function screenplayPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Courier);
  const page = pdf.addPage([612, 792]);
  ["FADE IN:", "", "INT. ARCHIVE - NIGHT", "", "A librarian follows a link that leads nowhere."].forEach(
    (line, row) => page.drawText(line, { x: 72, y: 720 - row * 14, size: 12, font }),
  );
  return Buffer.from(await pdf.save());
}

/** A shape groups addresses that differ only by an id: /scripts/<id>, /profile/<id>, /blog/<slug>. */
function shapeOf(path: string): string {
  const [pathname = "/"] = path.split("?");
  return pathname
    .replace(/^\/(scripts|profile)\/[^/]+$/, "/$1/:id")
    .replace(/^\/blog\/[^/]+$/, "/blog/:slug");
}

/** Same-site page addresses from hrefs (mailto, external sites, API files and #anchors are not pages). */
function pagePaths(hrefs: (string | null)[], origin: string): string[] {
  const paths: string[] = [];
  for (const href of hrefs) {
    if (!href || href.startsWith("#") || href.startsWith("mailto:")) continue;
    const url = new URL(href, origin);
    if (url.origin !== origin || url.pathname.startsWith("/api/")) continue;
    paths.push(url.pathname + url.search);
  }
  return paths;
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle").catch(() => {});
  await expect(page.getByRole("status", { name: /Loading your session/ })).toHaveCount(0);
}

interface WalkResult {
  visited: string[];
}

async function walk(
  browser: Browser,
  options: { label: string; token?: string; theme: "light" | "dark"; extraStarts?: string[] },
): Promise<WalkResult> {
  const context = await browser.newContext();
  await context.addInitScript(
    ([token, theme]) => {
      window.localStorage.setItem("theme", theme);
      if (token) window.localStorage.setItem("twl.token", token);
    },
    [options.token ?? "", options.theme] as const,
  );
  const page = await context.newPage();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  let current = "/";
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${options.label} ${current}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${options.label} ${current}: ${error.message}`));

  const foundOn = new Map<string, string>();
  const queue: string[] = [];
  const enqueue = (paths: string[], from: string) => {
    for (const p of paths) {
      if (foundOn.has(p)) continue;
      foundOn.set(p, from);
      queue.push(p);
    }
  };
  enqueue(["/", ...(options.extraStarts ?? [])], "start");

  // Links that live in menus and dialogs, collected once from the home page.
  await page.goto("/");
  await settle(page);
  const banner = page.getByRole("banner");
  if (options.token) {
    await banner.getByRole("button", { name: /Account menu for/ }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    enqueue(
      pagePaths(
        await menu.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
        origin,
      ),
      "account menu",
    );
    await page.keyboard.press("Escape");
  } else {
    await banner.getByRole("button", { name: "Log in" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    enqueue(
      pagePaths(
        await dialog.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
        origin,
      ),
      "sign-in dialog",
    );
    await page.keyboard.press("Escape");
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Menu" }).click();
  const mobileNav = page.getByRole("navigation", { name: "Mobile" });
  await expect(mobileNav).toBeVisible();
  enqueue(
    pagePaths(
      await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
      origin,
    ),
    "mobile menu",
  );
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 1280, height: 800 });

  const visited: string[] = [];
  const shapes = new Map<string, number>();
  const dead: string[] = [];
  while (queue.length > 0 && visited.length < MAX_PAGES_PER_WALK) {
    const path = queue.shift()!;
    const shape = shapeOf(path);
    if ((shapes.get(shape) ?? 0) >= MAX_VISITS_PER_SHAPE && shape.includes(":")) continue;
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
    current = path;
    await page.goto(path);
    await settle(page);
    visited.push(path);
    const isNotFound = (await page.getByRole("heading", { level: 1, name: NOT_FOUND_HEADING }).count()) > 0;
    if (isNotFound) {
      dead.push(`${path} (linked from ${foundOn.get(path)})`);
      continue;
    }
    const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    enqueue(pagePaths(hrefs, origin), path);
  }
  await context.close();

  expect(dead, `${options.label}: links that end on the not-found page`).toEqual([]);
  expect(errors, `${options.label}: console errors`).toEqual([]);
  return { visited };
}

test("every link leads to a real page, signed out, signed in and as admin, in light and dark mode", async ({
  browser,
  request,
}) => {
  // Content so that script, profile and blog pages (and their links) are part of the walk.
  const writer = await signUpByApi(request, "Link Walker");
  const upload = await request.post("/api/protected/scripts/upload", {
    headers: { authorization: `Bearer ${writer.token}` },
    multipart: {
      title: "The Last Link",
      genres: JSON.stringify(["drama"]),
      logline: "A librarian follows a link that leads nowhere.",
      isPublic: "true",
      file: { name: "last-link.pdf", mimeType: "application/pdf", buffer: await screenplayPdf() },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const scriptId = ((await upload.json()) as { script: { id: string } }).script.id;
  const admin = await signUpByApi(request, "Link Admin", ADMIN_EMAIL);

  // The light and dark walks run side by side (each page waits for the network to go quiet, which
  // is idle time); each theme still walks signed out, signed in and as admin in turn.
  const walks = await Promise.all(
    (["light", "dark"] as const).map(async (theme) => {
      const lines: string[] = [];
      for (const [label, token] of [
        ["signed out", undefined],
        ["signed in", writer.token],
        ["admin", admin.token],
      ] as const) {
        const result = await walk(browser, {
          label: `${label}/${theme}`,
          token,
          theme,
          extraStarts: [
            `/scripts/${scriptId}`,
            ...(label === "admin" ? ["/admin/messages", "/admin/traffic"] : []),
          ],
        });
        lines.push(`${label}/${theme}: ${result.visited.length} pages`);
      }
      return lines;
    }),
  );
  const summary = walks.flat();
  console.log(`Walked: ${summary.join("; ")}`);
});
