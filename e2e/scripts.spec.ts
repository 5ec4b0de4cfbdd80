import { expect, test, type Browser, type Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";

import { signUpThroughDialog } from "./support/accounts.ts";

/**
 * Scripts end to end: upload a real PDF through /upload, see it on the dashboard, open
 * it, edit its title and make it public, against the built app and a fresh database.
 */

const PAGES = 3;

/** A small but valid screenplay PDF with `pages` pages of Courier text. */
async function screenplayPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Courier);
  for (let index = 1; index <= pages; index++) {
    const page = pdf.addPage([612, 792]);
    const lines = [
      `${index}.`,
      "",
      index === 1 ? "FADE IN:" : "CONTINUED:",
      "",
      "INT. HOSPITAL CORRIDOR - NIGHT",
      "",
      "Fluorescent lights hum. NORA (40s), a night nurse, walks the ward.",
      "",
      "                    NORA",
      "          Everyone is dreaming the same dream.",
    ];
    lines.forEach((line, row) => page.drawText(line, { x: 72, y: 720 - row * 14, size: 12, font }));
  }
  return Buffer.from(await pdf.save());
}

/** What a signed-out visitor sees at `path`, in a separate browser context. */
async function asVisitor(browser: Browser, path: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  await check(page);
  await context.close();
}

test("upload a PDF, find it on the dashboard, open it, rename it and make it public", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpThroughDialog(page, "Nora Ephron");

  // A new writer is invited to upload; the form is one click away.
  await expect(page.getByRole("link", { name: "Upload Your First Script" })).toBeVisible();
  await page.getByRole("link", { name: "Upload Script" }).first().click();
  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByRole("heading", { level: 1, name: "Upload a Script" })).toBeVisible();

  // Choose the PDF: the title comes from the file name.
  await page.getByLabel("Screenplay PDF").setInputFiles({
    name: "Night Shift.pdf",
    mimeType: "application/pdf",
    buffer: await screenplayPdf(PAGES),
  });
  await expect(page.getByLabel("Title")).toHaveValue("Night Shift");
  await page.getByRole("button", { name: "Drama" }).click();
  await page.getByRole("button", { name: "Thriller" }).click();
  await page
    .getByLabel("Logline")
    .fill("A night nurse discovers her patients are all dreaming the same dream.");
  await expect(page.getByRole("checkbox", { name: "Make Public" })).not.toBeChecked();
  await page.getByRole("button", { name: "Upload Script" }).click();

  await expect(page.getByText("Upload Successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  // The dashboard lists it: private, with a file (View Script) and no score yet.
  const row = page
    .getByRole("list", { name: "Your scripts", exact: true })
    .getByRole("listitem")
    .filter({ hasText: "Night Shift" });
  await expect(row).toBeVisible();
  await expect(row.getByText("Drama, Thriller")).toBeVisible();
  await expect(row.getByRole("button", { name: "Private, click to make public" })).toBeVisible();
  await expect(row.getByRole("link", { name: "View Script" })).toBeVisible();
  await expect(row.getByText("—")).toBeVisible();

  // Open it: header with the page count the server computed.
  await row.getByRole("link", { name: "Night Shift" }).click();
  await expect(page).toHaveURL(/\/scripts\/[^/?]+$/);
  const scriptPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name: "Night Shift" })).toBeVisible();
  await expect(page.getByText(`${PAGES} pages`)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Read Script" })).toBeVisible();

  // Private: a visitor is turned away.
  await asVisitor(browser, scriptPath, async (visitor) => {
    await expect(visitor.getByRole("heading", { name: "This script is private" })).toBeVisible();
  });

  // The Read tab renders the PDF (pdf.js pages from the signed URL).
  await page.getByRole("tab", { name: "Read Script" }).click();
  await expect(
    page
      .getByRole("region", { name: /\(PDF\)$/ })
      .locator("canvas")
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Download" })).toBeVisible();

  // Edit: rename and make public; the page returns to view mode.
  await page.getByRole("tab", { name: "Profile" }).click();
  await page.getByRole("button", { name: "Edit" }).click();
  const form = page.getByRole("form", { name: "Edit script" });
  await form.getByLabel("Title").fill("Night Shift (Revised)");
  await expect(form.getByText("Unsaved changes")).toBeVisible();
  await form.getByRole("switch", { name: "Make Public" }).click();
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Script updated")).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Night Shift (Revised)" })).toBeVisible();
  await expect(page.locator("main header").getByText("Public", { exact: true })).toBeVisible();
  await page.screenshot({ path: "test-results/script-page.png", fullPage: true });

  // Public now: a visitor can open it.
  await asVisitor(browser, scriptPath, async (visitor) => {
    await expect(visitor.getByRole("heading", { level: 1, name: "Night Shift (Revised)" })).toBeVisible();
    await expect(visitor.getByRole("button", { name: "Edit" })).toHaveCount(0);
  });

  // The dashboard agrees; the row toggle switches it back to private.
  await page.goto("/dashboard");
  const renamed = page
    .getByRole("list", { name: "Your scripts", exact: true })
    .getByRole("listitem")
    .filter({ hasText: "Night Shift (Revised)" });
  await renamed.getByRole("button", { name: "Public, click to make private" }).click();
  await expect(page.getByText('"Night Shift (Revised)" is now private')).toBeVisible();
  await page.reload();
  await expect(renamed.getByRole("button", { name: "Private, click to make public" })).toBeVisible();
});
