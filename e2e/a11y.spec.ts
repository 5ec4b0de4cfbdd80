import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";

import { signUpAndSignInViaApi } from "./support/accounts.ts";

/**
 * Accessibility (issue 37 #6): axe finds no serious or critical violation on the main pages, in the
 * light and the dark theme, for a visitor and for a signed-in writer.
 */

type Theme = "light" | "dark";

interface PageCase {
  name: string;
  path: () => string;
  signedIn: boolean;
  /** Something the page shows once its data is in. */
  ready: (page: Page) => ReturnType<Page["getByRole"]>;
}

let token = "";
let scriptId = "";
const TITLE = `Harbour Light ${Date.now().toString(36)}`;

/** A short Fountain script: parsed without pdf.js, so a loaded machine stays inside the parse budget. */
const FOUNTAIN = (title: string) =>
  `Title: ${title}\n\nFADE IN:\n\nINT. HARBOUR MASTER'S OFFICE - NIGHT\n\nThe foghorn sounds.\n\nKEEPER\nAnother ship.\n`;

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(240_000);
  const request = await playwright.request.newContext({ baseURL });
  const email = `a11y.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  token = await signUpAndSignInViaApi(request, "Ada Access", email);
  // The server answers 503 "please try again" when a loaded machine misses its read budget.
  const uploadOnce = () =>
    request.post("/api/protected/scripts/upload", {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        title: TITLE,
        genre: "drama",
        genres: JSON.stringify(["drama"]),
        logline: "A lighthouse keeper reads every ship's signal, and one night a signal reads her.",
        isPublic: "true",
        screenplayType: "movie",
        file: {
          name: "harbour-light.fountain",
          mimeType: "text/plain",
          buffer: Buffer.from(FOUNTAIN(TITLE)),
        },
      },
    });
  let upload = await uploadOnce();
  for (let attempt = 1; attempt < 5 && upload.status() === 503; attempt++) upload = await uploadOnce();
  expect(upload.ok(), await upload.text()).toBe(true);
  scriptId = ((await upload.json()) as { script: { id: string } }).script.id;
  await request.dispose();
});

const heading = (name: string | RegExp) => (page: Page) => page.getByRole("heading", { level: 1, name });

const PAGES: PageCase[] = [
  {
    name: "landing",
    path: () => "/",
    signedIn: false,
    ready: (page) => page.getByRole("heading", { level: 1 }),
  },
  {
    name: "discover",
    path: () => "/discover",
    signedIn: false,
    ready: (page) => page.getByRole("link", { name: new RegExp(TITLE) }).first(),
  },
  { name: "script page", path: () => `/scripts/${scriptId}`, signedIn: false, ready: heading(TITLE) },
  {
    name: "sign in",
    path: () => "/login",
    signedIn: false,
    ready: (page) => page.getByRole("button", { name: "Sign in", exact: true }).last(),
  },
  {
    name: "sign up",
    path: () => "/login?mode=sign-up",
    signedIn: false,
    ready: (page) => page.getByRole("button", { name: "Create account" }),
  },
  {
    name: "pricing",
    path: () => "/pricing",
    signedIn: false,
    ready: (page) => page.getByRole("heading", { level: 1 }),
  },
  {
    name: "privacy",
    path: () => "/privacy",
    signedIn: false,
    ready: (page) => page.getByRole("heading", { level: 1 }),
  },
  { name: "dashboard", path: () => "/home", signedIn: true, ready: heading("Dashboard") },
  {
    name: "account settings",
    path: () => "/profile",
    signedIn: true,
    ready: (page) => page.getByRole("heading", { level: 1 }),
  },
];

async function openPage(browser: Browser, theme: Theme, signedIn: boolean): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(
    ({ theme, token }) => {
      window.localStorage.setItem("theme", theme);
      if (token) window.localStorage.setItem("twl.token", token);
    },
    { theme, token: signedIn ? token : "" },
  );
  return context.newPage();
}

/** Waits until loading placeholders are gone and one-off animations (fades, rises) have finished. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('[class*="animate-pulse"], [role="status"][aria-busy="true"]')).toHaveCount(0, {
    timeout: 30_000,
  });
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .every((animation) => animation.playState !== "running"),
    undefined,
    { timeout: 30_000 },
  );
}

for (const theme of ["light", "dark"] as const) {
  for (const target of PAGES) {
    test(`${target.name} (${theme}) has no serious or critical axe violation`, async ({ browser }) => {
      test.setTimeout(120_000);
      const page = await openPage(browser, theme, target.signedIn);
      await page.goto(target.path());
      await expect(target.ready(page)).toBeVisible({ timeout: 30_000 });
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
      await settle(page);

      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      const report = blocking.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n` +
          v.nodes
            .slice(0, 5)
            .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ")}`)
            .join("\n"),
      );
      const minor = results.violations
        .filter((v) => !blocking.includes(v))
        .map((v) => `${v.id} (${v.impact})`);
      console.log(
        `[a11y] ${target.name} ${theme}: ${blocking.length} serious/critical, other: ${minor.join(", ") || "none"}`,
      );
      expect(report, report.join("\n")).toEqual([]);
      await page.context().close();
    });
  }
}
