import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";

import { signUpVerifiedViaApi } from "./support/accounts.ts";

/**
 * The admin area end to end, against the built app and a fresh database. The admin is
 * the account whose email playwright.config.ts lists in ADMIN_EMAILS.
 */

const ADMIN_EMAIL = "admin.e2e@example.com";
const feature = readFileSync(
  path.join(import.meta.dirname, "../packages/screenplay/corpus/feature.fountain"),
);

/** The admin's bearer token: signs the account up the first time, then signs in. */
let adminSession: Promise<{ token: string }> | undefined;
async function adminToken(request: APIRequestContext): Promise<string> {
  adminSession ??= signUpVerifiedViaApi(request, "Avery Admin", ADMIN_EMAIL);
  return (await adminSession).token;
}

async function writer(request: APIRequestContext, name: string) {
  const email = `writer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  return { email, token: (await signUpVerifiedViaApi(request, name, email)).token };
}

/** A page signed in as the holder of `token`. */
async function pageAs(browser: Browser, token: string) {
  const context = await browser.newContext();
  await context.addInitScript((value) => window.localStorage.setItem("twl.token", value), token);
  return { context, page: await context.newPage() };
}

test("an admin edits a user's remaining coverages inline and the user's /coverage page shows it", async ({
  browser,
  request,
}) => {
  const token = await adminToken(request);
  const user = await writer(request, "Noor Writer");

  const { context: userContext, page: userPage } = await pageAs(browser, user.token);
  await userPage.goto("/coverage");
  const remaining = userPage.getByText("Coverages remaining").locator("..");
  await expect(remaining).toContainText("1");

  const { context, page } = await pageAs(browser, token);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await page.getByPlaceholder("Search by name or email").fill(user.email);
  await page.getByRole("button", { name: /^Remaining coverages of Noor Writer: 1\. Edit$/ }).click();
  const field = page.getByRole("textbox", { name: "Remaining coverages of Noor Writer" });
  await field.fill("abc");
  await field.press("Enter");
  await expect(page.getByText("Remaining coverages must be a whole number")).toBeVisible();
  await field.fill("0");
  await field.press("Enter");
  await expect(
    page.getByRole("button", { name: /^Remaining coverages of Noor Writer: 0\. Edit$/ }),
  ).toBeVisible();

  // The audit trail names the admin and both values.
  await page.getByRole("button", { name: "Audit trail of Noor Writer" }).click();
  const audit = page.getByRole("dialog", { name: "Audit trail" });
  await expect(audit).toContainText("Remaining coverages changed");
  await expect(audit).toContainText("By Avery Admin");

  await userPage.reload();
  await expect(remaining).toContainText("0");
  await expect(userPage.getByText("You have used all your coverage for this month.")).toBeVisible();
  await context.close();
  await userContext.close();
});

test("an admin marks a Staff Pick in the Scripts tab and it appears in that /discover category", async ({
  browser,
  request,
}) => {
  const token = await adminToken(request);
  const author = await writer(request, "Ines Author");
  const title = `Lantern Season ${Date.now()}`;
  const upload = await request.post("/api/protected/scripts/upload", {
    headers: { authorization: `Bearer ${author.token}` },
    multipart: {
      title,
      genres: '["drama"]',
      logline: "A night-market painter hides a city's last lanterns.",
      isPublic: "true",
      file: { name: "lantern.fountain", mimeType: "text/plain", buffer: feature },
    },
  });
  expect(upload.status()).toBe(201);

  const { context, page } = await pageAs(browser, token);
  await page.goto("/discover");
  await page.getByRole("group", { name: "Category" }).getByRole("button", { name: "Staff Picks" }).click();
  await expect(page.getByText(title)).toHaveCount(0);

  await page.goto("/admin/scripts");
  await page.getByPlaceholder("Search title or author").fill(title);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: "Staff Pick" }).click();
  await expect(row.getByRole("button", { name: "Staff Pick" })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/discover");
  await page.getByRole("group", { name: "Category" }).getByRole("button", { name: "Staff Picks" }).click();
  await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
  await context.close();
});
