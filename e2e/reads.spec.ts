import { expect, test, type Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";

import { signUpThroughDialog } from "./support/accounts.ts";
import { uploadScriptPdf } from "./support/screenplay-upload.ts";

/**
 * Reads you can verify (issue 33): an owner shares a private script with one recipient; a second
 * browser opens the link and reads three pages; the owner sees that reader and those pages; once
 * revoked, the link shows a clear page instead of the script.
 */

async function threePagePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Courier);
  for (let n = 1; n <= 3; n++)
    pdf.addPage([612, 792]).drawText(`INT. LIGHTHOUSE - NIGHT ${n}`, { x: 108, y: 700, size: 12, font });
  return Buffer.from(await pdf.save());
}

/** The owner's readers panel, through the API with the owner's session. */
async function namedPagesRead(owner: Page, scriptId: string): Promise<number> {
  return owner.evaluate(async (id) => {
    const token = localStorage.getItem("twl.token");
    const res = await fetch(`/api/protected/scripts/${id}/readers`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { readers: { entries: { pagesRead: number }[] } };
    return body.readers.entries[0]?.pagesRead ?? 0;
  }, scriptId);
}

test("share a private script, read three pages through the link, see the reader, revoke", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signUpThroughDialog(page, "Ada Author");
  await uploadScriptPdf(page, { fileName: "Keeper.pdf", pdf: await threePagePdf(), visibility: "private" });
  await page
    .getByRole("list", { name: "Your scripts", exact: true })
    .getByRole("listitem")
    .filter({ hasText: "Keeper" })
    .getByRole("link", { name: "Keeper" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Keeper" })).toBeVisible();
  const scriptId = new URL(page.url()).pathname.split("/").at(-1)!;

  // The owner creates a link for one recipient.
  await page.getByRole("tab", { name: "Readers" }).click();
  await page.getByLabel("Recipient (email or label)").fill("Producer at Northlight");
  await page.getByRole("button", { name: "Create link" }).click();
  const shareUrl = await page.getByLabel("New share link").inputValue();
  expect(shareUrl).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);

  // A second browser (no account) opens it and reads pages 1 to 3.
  const guest = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const reader = await guest.newPage();
  await reader.goto(new URL(shareUrl).pathname);
  await expect(reader.getByRole("heading", { level: 1, name: "Keeper" })).toBeVisible();
  await expect(reader.getByText("The author sees when this link is opened")).toBeVisible();
  const pdf = reader.getByRole("region", { name: "Keeper (PDF)" });
  await expect(pdf.getByRole("img", { name: "Page 1 of 3" }).locator("canvas")).toBeVisible({
    timeout: 20_000,
  });
  await pdf.focus();
  for (let n = 1; n <= 3; n++) {
    if (n > 1) await reader.keyboard.press("PageDown");
    // Keep the page on screen until the server has counted it (reports go out every few seconds).
    await expect.poll(() => namedPagesRead(page, scriptId), { timeout: 30_000, intervals: [1000] }).toBe(n);
  }

  // The owner sees the reader and the pages.
  await page.reload();
  await page.getByRole("tab", { name: "Readers" }).click();
  const entry = page.getByTestId("reader-entry").filter({ hasText: "Producer at Northlight" });
  await expect(entry).toContainText("3 of 3 pages read");
  await expect(entry).toContainText("Pages on screen: 1, 2, 3");

  // Revoked: the link shows a clear page, never the script.
  await page
    .getByTestId("share-link")
    .filter({ hasText: "Producer at Northlight" })
    .getByRole("button", { name: "Revoke" })
    .click();
  await page.getByRole("button", { name: "Revoke link" }).click();
  await expect(page.getByTestId("share-link").filter({ hasText: "Revoked" })).toBeVisible();
  await reader.reload();
  await expect(reader.getByRole("heading", { name: "This link was revoked by the author" })).toBeVisible();
  await expect(reader.getByRole("region", { name: "Keeper (PDF)" })).toHaveCount(0);
  await guest.close();
});
