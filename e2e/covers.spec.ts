import { expect, test } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";

import { signUpThroughDialog } from "./support/accounts.ts";

/**
 * Cover posters: on the upload page, generate a poster before the script exists (a
 * private draft is made for it), use it as the cover, upload, and see it on the dashboard. Without
 * image keys the model is the local poster renderer.
 */

async function screenplayPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Courier);
  const page = pdf.addPage([612, 792]);
  ["FADE IN:", "", "INT. RADIO STATION - NIGHT", "", "A phone line blinks. MARA (30s) answers."].forEach(
    (line, row) => page.drawText(line, { x: 72, y: 720 - row * 14, size: 12, font }),
  );
  return Buffer.from(await pdf.save());
}

test("generate a poster on the upload page, use it, and see it as the cover on the dashboard", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpThroughDialog(page, "Mara Quinn");
  await page.goto("/upload");
  await expect(page.getByRole("heading", { level: 1, name: "Upload a Script" })).toBeVisible();

  const panel = page.getByRole("region", { name: "Generate Cover Image" });
  // Generating needs a title first.
  await panel.getByRole("button", { name: "Generate Poster" }).click();
  await expect(panel.getByText("Please enter a script title first")).toBeVisible();

  await page
    .getByLabel("Screenplay PDF")
    .setInputFiles({ name: "Dead Air.pdf", mimeType: "application/pdf", buffer: await screenplayPdf() });
  await expect(page.getByLabel("Title")).toHaveValue("Dead Air");
  await page.getByRole("button", { name: "Thriller" }).click();
  await page
    .getByLabel("Logline")
    .fill("A late-night radio host takes a call about a murder that hasn't happened yet.");

  // Photorealistic is chosen by default; add Film Noir. Only the local poster is configured here.
  await expect(panel.getByRole("button", { name: "Photorealistic" })).toHaveAttribute("aria-pressed", "true");
  await panel.getByRole("button", { name: "Film Noir" }).click();
  await expect(panel.getByRole("button", { name: "Trapaholics" })).toHaveCount(0);
  await expect(panel.getByLabel("Model")).toHaveValue("local-poster");
  await expect(panel.getByTestId("poster-limits")).toContainText("posters used this month");

  await panel.getByRole("button", { name: "Generate Poster" }).click();
  const preview = panel.getByRole("img", { name: "Generated poster for Dead Air" });
  await expect(preview).toBeVisible({ timeout: 90_000 });
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 })
    .toBe(768);
  await expect(panel.getByText("Made by the Local poster renderer (not AI)")).toBeVisible();

  await panel.getByRole("button", { name: "Use as Cover Image" }).click();
  await expect(panel.getByText("Cover image updated!")).toBeVisible();
  await expect(page.getByText("Your generated poster is the cover.")).toBeVisible();

  await page.getByRole("button", { name: "Upload Script" }).click();
  await expect(page.getByText("Upload Successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // One script (the draft was filled in, not duplicated), with the poster as its cover.
  const rows = page.getByRole("list", { name: "Your scripts", exact: true }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: "Dead Air" });
  await expect(row.getByRole("link", { name: "View Script" })).toBeVisible();
  const cover = row.locator("img").first();
  await expect(cover).toBeVisible();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 30_000,
    })
    .toBe(true);
  await expect(row.getByText("No cover image")).toHaveCount(0);
  await page.screenshot({ path: "test-results/covers-dashboard.png", fullPage: true });
});
