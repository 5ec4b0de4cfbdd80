import { expect, test } from "@playwright/test";

import { signUpThroughDialog } from "./support/accounts.ts";
import { screenplayPdf, uploadScriptPdf, type PdfLine } from "./support/screenplay-upload.ts";

/**
 * Full-text search inside scripts (issue 35) against the built app: upload a screenplay PDF, wait
 * for the parse job to index its pages, find it on /discover by a line of its dialogue, and open the
 * reader on the page the line is printed on.
 */

const PAGES = 4;
/** Printed only on this page, spoken by WREN. */
const LINE_PAGE = 3;
const LINE = "The cormorant keeps the ledger of drowned bells.";

function pageLines(number: number): PdfLine[] {
  const speech: PdfLine[] =
    number === LINE_PAGE
      ? [
          ["character", "WREN"],
          ["dialogue", LINE],
        ]
      : [
          ["character", "OTTO"],
          ["dialogue", `Page ${number}. Nothing to report from the lock.`],
        ];
  return [
    ["heading", `EXT. CANAL LOCK ${number} - NIGHT`],
    null,
    ["action", "Water slaps the gates. A lamp swings over the towpath."],
    null,
    ...speech,
    null,
    ["action", "The keeper writes in a damp book and says nothing."],
  ];
}

test("find an uploaded script by a line of its dialogue and open the reader on that page", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpThroughDialog(page, "Wren Harlow");

  await uploadScriptPdf(page, {
    fileName: "Canal Lock.pdf",
    pdf: await screenplayPdf(PAGES, pageLines),
    visibility: "public",
  });

  // Discover → Search inside scripts, with the keyboard: type the words, Enter.
  await page.goto("/discover");
  await page
    .getByRole("navigation", { name: "Search mode" })
    .getByRole("link", { name: "Search inside scripts" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Search inside scripts" })).toBeVisible();
  const field = page.getByRole("searchbox", { name: "Words to find inside scripts" });
  await field.fill("cormorant keeps the ledger");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/discover\?mode=text&q=cormorant\+keeps\+the\+ledger$/);

  // The parse job indexes the pages off the request path: search again until it has.
  const result = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Canal Lock" }) });
  await expect(async () => {
    await page.reload();
    await expect(result).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });

  // The match in screenplay layout: the cue, then the line with the searched words marked.
  await expect(result.getByText("1 matching page")).toBeVisible();
  await expect(result.locator('[data-kind="character"]')).toHaveText("WREN");
  const dialogue = result.locator('[data-kind="dialogue"]');
  await expect(dialogue).toHaveText(LINE);
  await expect(dialogue.locator("mark").first()).toHaveText(/cormorant/i);
  await page.screenshot({ path: "test-results/search-inside-scripts.png", fullPage: true });

  // Open that page in the reader.
  await result.getByRole("link", { name: `Open page ${LINE_PAGE} of Canal Lock in the reader` }).click();
  await expect(page).toHaveURL(new RegExp(`/scripts/[^?]+\\?tab=read&view=screenplay&page=${LINE_PAGE}$`));
  const view = page.getByRole("region", { name: "Canal Lock (screenplay view)" });
  await expect(view).toBeVisible({ timeout: 20_000 });
  const sheet = view.locator(`[data-page="${LINE_PAGE}"]`);
  await expect(sheet).toContainText(LINE);
  await expect(sheet).toBeFocused();
  await expect(sheet).toBeInViewport();
});
