import { expect, test } from "@playwright/test";

import { signUpThroughDialog } from "./support/accounts.ts";
import { screenplayPdf, uploadScriptPdf, type PdfLine } from "./support/screenplay-upload.ts";

/**
 * The reader and the statistics against the built app, a fresh database and the
 * in-process parse worker: upload a real screenplay PDF, page through it in the pdf.js reader,
 * switch to the screenplay view once the server has parsed it, then jump from a bar of the scene
 * chart to that scene in the reader.
 */

const PAGES = 4;

function scene(page: number, index: number): PdfLine[] {
  const places = [
    "HOSPITAL CORRIDOR",
    "NURSES STATION",
    "PARKING LOT",
    "ROOFTOP",
    "BREAK ROOM",
    "AMBULANCE BAY",
    "CHAPEL",
    "STAIRWELL",
  ];
  const place = places[(page - 1) * 2 + index] ?? "WARD";
  const outside = place === "PARKING LOT" || place === "ROOFTOP" || place === "AMBULANCE BAY";
  return [
    ["heading", `${outside ? "EXT." : "INT."} ${place} - ${index ? "DAY" : "NIGHT"}`],
    null,
    ["action", "Fluorescent lights hum. NORA (40s), a night nurse, walks"],
    ["action", "the ward with a clipboard pressed to her chest."],
    null,
    ["character", "NORA"],
    ["parenthetical", "(quietly)"],
    ["dialogue", "Everyone on this floor is dreaming"],
    ["dialogue", "the same dream."],
    null,
    ["character", "SAM"],
    ["dialogue", "Then we had better wake them up."],
    null,
    ["action", "She checks a chart. The monitors answer in unison."],
    null,
  ];
}

test("read a PDF with pdf.js, switch to the screenplay view and jump there from the statistics", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpThroughDialog(page, "Nora Ephron");

  await uploadScriptPdf(page, {
    fileName: "Night Rounds.pdf",
    pdf: await screenplayPdf(PAGES, (number) => [...scene(number, 0), ...scene(number, 1)]),
    visibility: "private",
  });

  // Open its Read Script tab: pdf.js draws the pages on canvases.
  const row = page
    .getByRole("list", { name: "Your scripts", exact: true })
    .getByRole("listitem")
    .filter({ hasText: "Night Rounds" });
  await row.getByRole("link", { name: "Night Rounds" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Night Rounds" })).toBeVisible();
  await page.getByRole("tab", { name: "Read Script" }).click();

  const reader = page.getByRole("region", { name: "Night Rounds (PDF)" });
  const indicator = page.getByRole("toolbar", { name: "PDF controls" }).getByText(/^Page \d+ of \d+$/);
  await expect(reader.getByRole("img", { name: `Page 1 of ${PAGES}` }).locator("canvas")).toBeVisible({
    timeout: 20_000,
  });
  await expect(indicator).toHaveText(`Page 1 of ${PAGES}`);
  const canvasWidth = await reader
    .locator("canvas")
    .first()
    .evaluate((canvas: HTMLCanvasElement) => canvas.width);
  expect(canvasWidth).toBeGreaterThan(500);

  // Keyboard paging.
  await reader.focus();
  await page.keyboard.press("PageDown");
  await expect(indicator).toHaveText(`Page 2 of ${PAGES}`);
  await expect(reader.getByRole("img", { name: `Page 2 of ${PAGES}` }).locator("canvas")).toBeVisible();
  await page.keyboard.press("End");
  await expect(indicator).toHaveText(`Page ${PAGES} of ${PAGES}`);
  await page.keyboard.press("Home");
  await expect(indicator).toHaveText(`Page 1 of ${PAGES}`);

  // The screenplay view, once the worker has parsed the upload.
  const screenplayToggle = page.getByRole("radio", { name: "Screenplay view" });
  await expect(screenplayToggle).toBeEnabled({ timeout: 30_000 });
  await screenplayToggle.click();
  const view = page.getByRole("region", { name: "Night Rounds (screenplay view)" });
  await expect(view).toBeVisible();
  await expect(view.locator("#scene-0")).toHaveText(/INT\. HOSPITAL CORRIDOR - NIGHT/);
  await expect(view.locator(".sp-character").first()).toHaveText("NORA");
  await expect(view.locator(".sp-dialogue").first()).toContainText("Everyone on this floor is dreaming");
  await page.screenshot({ path: "test-results/reader.png" });

  // Statistics: click a scene bar, land on that scene in the reader.
  await page.getByRole("tab", { name: "Statistics" }).click();
  await expect(page.getByRole("heading", { name: "Scene lengths" })).toBeVisible();
  const bars = page.getByRole("button", { name: /^Scene \d+: / });
  await expect(bars).toHaveCount(PAGES * 2);
  await page.screenshot({ path: "test-results/statistics.png", fullPage: true });

  const target = page.getByRole("button", { name: /^Scene 6: EXT\. AMBULANCE BAY - DAY/ });
  await target.hover();
  await expect(page.getByRole("tooltip")).toContainText("EXT. AMBULANCE BAY - DAY");
  await target.click();
  await expect(page).toHaveURL(/[?&]tab=read&view=screenplay&scene=5$/);
  const anchor = page.locator("#scene-5");
  await expect(anchor).toHaveText(/EXT\. AMBULANCE BAY - DAY/);
  await expect(anchor).toHaveClass(/sp-target/);
  await expect(anchor).toBeFocused();
  await expect(anchor).toBeInViewport();
});
