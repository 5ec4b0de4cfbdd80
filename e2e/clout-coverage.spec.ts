import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";

import { signUpAndSignInViaApi, signUpThroughDialog } from "./support/accounts.ts";

/**
 * Clout and coverage end to end, against the built app and a fresh database: a
 * reader gives clout to another writer's script and both balances change; the writer requests
 * coverage and the Coverage tab appears when the local analysis completes, with its recommendation,
 * synopsis and the measured evidence behind a score.
 */

const feature = readFileSync(
  path.join(import.meta.dirname, "../packages/screenplay/corpus/feature.fountain"),
);

/** A writer with a public script, set up through the API. */
async function writerWithScript(request: APIRequestContext) {
  const email = `author.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const token = await signUpAndSignInViaApi(request, "Mara Okafor", email);
  const upload = await request.post("/api/protected/scripts/upload", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title: "The Harbor Light",
      genres: '["drama"]',
      logline:
        "A lighthouse keeper's daughter must choose between the storm and the family secret it washed up.",
      isPublic: "true",
      file: { name: "harbor.fountain", mimeType: "text/plain", buffer: feature },
    },
  });
  expect(upload.status()).toBe(201);
  return { token, scriptId: (await upload.json()).script.id as string };
}

/** A page signed in as the holder of `token`. */
async function pageAs(browser: Browser, token: string) {
  const context = await browser.newContext();
  await context.addInitScript((value) => window.localStorage.setItem("twl.token", value), token);
  return { context, page: await context.newPage() };
}

test("give clout to another writer's script and see both balances change", async ({
  page,
  browser,
  request,
}) => {
  const author = await writerWithScript(request);
  await signUpThroughDialog(page, "Jules Reader");
  const header = page.getByRole("banner");
  await expect(header.getByText("100 liquid clout").first()).toBeAttached();

  await page.goto(`/scripts/${author.scriptId}`);
  await page.getByRole("button", { name: "Give Clout" }).click();
  const dialog = page.getByRole("dialog", { name: "Give Clout" });
  await expect(dialog.getByLabel("Exact amount")).toHaveValue("10");
  await dialog.getByLabel("Exact amount").fill("25");
  await expect(dialog.getByText("Remaining after:")).toContainText("75");
  await dialog.getByLabel("Message (optional)").fill("The storm sequence is stunning");
  await dialog.getByRole("button", { name: "Continue" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Confirm Clout Transfer" });
  await expect(confirm).toContainText("25");
  await confirm.getByRole("button", { name: "Give Clout" }).click();
  await expect(page.getByText(`You gave 25 clout to "The Harbor Light"`)).toBeVisible();
  await expect(header.getByText("75 liquid clout").first()).toBeAttached();

  // The author's solid clout grew by the gift.
  const { context, page: authorPage } = await pageAs(browser, author.token);
  await authorPage.goto("/dashboard");
  await expect(authorPage.getByText("The storm sequence is stunning")).toBeVisible();
  const profile = await request.get("/api/auth/profile", {
    headers: { authorization: `Bearer ${author.token}` },
  });
  expect((await profile.json()).user).toMatchObject({ receivedClout: 25 });
  await context.close();
});

test("request coverage and read the report when the local analysis completes", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const author = await writerWithScript(request);
  const { context, page } = await pageAs(browser, author.token);
  await page.goto(`/scripts/${author.scriptId}`);
  await page.getByRole("button", { name: "Get Coverage" }).click();
  await page
    .getByRole("alertdialog", { name: "Get Coverage" })
    .getByRole("button", { name: "Get Coverage" })
    .click();
  // Polling adds the Coverage tab and switches to it on completion.
  await expect(page.getByRole("tab", { name: "Coverage" })).toHaveAttribute("aria-selected", "true", {
    timeout: 60_000,
  });
  await expect(page.getByRole("heading", { name: "Coverage Analysis" })).toBeVisible();
  await expect(page.getByText("Local analysis").first()).toBeVisible();
  // The professional report: a recommendation by a shown rule, a synopsis, and "why this score".
  const recommendation = page.getByRole("region", { name: "Recommendation" });
  await expect(recommendation.getByTestId("coverage-verdict")).toHaveText(/^(Pass|Consider|Recommend)$/);
  await expect(recommendation).toContainText("Rule: Recommend: overall 85+");
  const synopsis = page.getByRole("region", { name: "Synopsis" });
  await expect(synopsis).toContainText("Beginning");
  await expect(synopsis).toContainText("End");
  await page.getByRole("button", { name: /Why this score/ }).click();
  await expect(page.getByRole("region", { name: "Why this score: Plot Analysis" })).toContainText(/\/10/);
  await page.getByRole("tab", { name: "Character Analysis" }).click();
  await expect(page.getByRole("tabpanel").last()).toContainText(/p\. \d+/);
  await context.close();
});
