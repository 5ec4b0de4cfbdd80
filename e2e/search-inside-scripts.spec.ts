import { expect, test } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";

import { signUpThroughDialog } from "./support/accounts.ts";

/**
 * Full-text search inside scripts (issue 35) against the built app: upload a screenplay PDF, wait
 * for the parse job to index its pages, find it on /discover by a line of its dialogue, and open the
 * reader on the page the line is printed on.
 */

const PAGES = 4;
/** Printed only on this page, spoken by WREN. */
const LINE_PAGE = 3;
const LINE = "The cormorant keeps the ledger of drowned bells.";

/** Letter page, Courier 12 pt, industry indents (columns of 7.2 pt from a 1.5" margin). */
const LEFT = 108;
const COLUMN = 7.2;
const INDENT = { action: 0, heading: 0, character: 22, dialogue: 10 };
type Line = [keyof typeof INDENT, string] | null;

function pageLines(number: number): Line[] {
  const speech: Line[] =
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

async function screenplayPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Courier);
  const bold = await pdf.embedFont(StandardFonts.CourierBold);
  for (let number = 1; number <= PAGES; number++) {
    const page = pdf.addPage([612, 792]);
    if (number > 1) page.drawText(`${number}.`, { x: 612 - 72 - 3 * COLUMN, y: 792 - 45, size: 12, font });
    pageLines(number).forEach((line, row) => {
      if (!line) return;
      const [kind, text] = line;
      page.drawText(text, {
        x: LEFT + INDENT[kind] * COLUMN,
        y: 792 - 81 - row * 12,
        size: 12,
        font: kind === "heading" ? bold : font,
      });
    });
  }
  return Buffer.from(await pdf.save());
}

test("find an uploaded script by a line of its dialogue and open the reader on that page", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpThroughDialog(page, "Wren Harlow");

  await page.goto("/upload");
  await page.getByLabel("Screenplay PDF, Final Draft or Fountain file").setInputFiles({
    name: "Canal Lock.pdf",
    mimeType: "application/pdf",
    buffer: await screenplayPdf(),
  });
  await expect(page.getByLabel("Title")).toHaveValue("Canal Lock");
  await page.getByRole("button", { name: "Drama" }).click();
  const makePublic = page.getByRole("checkbox", { name: /Make Public/ });
  if (!(await makePublic.isChecked())) await makePublic.check();
  await page.getByRole("button", { name: "Upload Script" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

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
