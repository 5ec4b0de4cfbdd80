import { expect, test, type APIRequestContext } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";

import { SEARCH_DEBOUNCE_MS } from "@twl/contract";

import { signUpAndSignInViaApi } from "./support/accounts.ts";

/**
 * Discover end to end: with 14 public scripts that share a word (2 pages of 12) and two
 * that do not, type in the Discover search, see the address change only after the debounce, page
 * forward, reload, and land on the same results.
 */

const MATCHING = 14;
/** A made-up word only this run's scripts carry, so reruns against the same database still find 14. */
const WORD = `Lantern${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

async function onePagePdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Courier);
  const page = pdf.addPage([612, 792]);
  ["FADE IN:", "", "INT. HARBOUR MASTER'S OFFICE - NIGHT", "", `${title}. The foghorn sounds.`].forEach(
    (line, row) => page.drawText(line, { x: 108, y: 700 - row * 14, size: 12, font }),
  );
  return Buffer.from(await pdf.save());
}

async function signUpViaApi(request: APIRequestContext, name: string): Promise<string> {
  const email = `discover.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  return signUpAndSignInViaApi(request, name, email);
}

async function uploadPublicScript(request: APIRequestContext, token: string, title: string, logline: string) {
  const response = await request.post("/api/protected/scripts/upload", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      genre: "drama",
      genres: JSON.stringify(["drama"]),
      logline,
      isPublic: "true",
      screenplayType: "movie",
      file: { name: `${title}.pdf`, mimeType: "application/pdf", buffer: await onePagePdf(title) },
    },
  });
  expect(response.ok(), `upload "${title}": ${response.status()} ${await response.text()}`).toBe(true);
}

test("search on Discover is debounced, kept in the address and survives paging and reload", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await signUpViaApi(request, "Nora Ephron");
  for (let index = 1; index <= MATCHING; index++) {
    await uploadPublicScript(
      request,
      token,
      `${WORD} Keeper ${String(index).padStart(2, "0")}`,
      "A keeper guards the light through one long storm.",
    );
  }
  await uploadPublicScript(request, token, "Desert Run", "Two couriers race across the salt flats.");
  await uploadPublicScript(request, token, "Night Shift", "A nurse discovers her patients share one dream.");

  const searches: string[] = [];
  page.on("request", (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === "/api/discover" && url.searchParams.has("search"))
      searches.push(url.searchParams.get("search") ?? "");
  });

  // The page's clock is ours: the debounce is checked in the page's time, not against how fast a
  // loaded machine delivers keystrokes (a keystroke held up past the debounce committed "l").
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/discover");
  const grid = page.getByRole("list", { name: "All scripts" });
  await expect(grid.getByRole("article").first()).toBeVisible();

  // Typing while the page's time stands still: nothing is committed until the debounce has run.
  const box = page.getByRole("searchbox", { name: "Search scripts" });
  await expect(box).toHaveAttribute("placeholder", "Search by title, author, or keyword...");
  const term = WORD.toLowerCase();
  // Pause a while ahead of the page's now: a loaded machine may spend seconds between reading the
  // page's time and this call, and pausing at a moment already past is refused. Jumping there only
  // fires timers that were due (nothing is typed yet, so no debounce is pending).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 30_000));
  await box.pressSequentially(term, { delay: 80 });
  await page.clock.runFor(SEARCH_DEBOUNCE_MS - 50);
  expect(new URL(page.url()).search).toBe("");
  expect(searches).toEqual([]);
  await page.clock.runFor(50);
  await page.clock.resume();
  await expect(page).toHaveURL(new RegExp(`/discover\\?search=${term}$`));
  // The address is updated first, then the list is fetched: wait for that one request.
  await expect.poll(() => searches).toEqual([term]);

  // 14 matches: 12 here, the featured picks hidden while searching, numbered pages below.
  await expect(page.getByRole("heading", { name: /^All Scripts/ })).toContainText(`(${MATCHING})`);
  // Still one search request for the whole word once its results are shown.
  expect(searches).toEqual([term]);
  await expect(grid.getByRole("article")).toHaveCount(12);
  await expect(grid.getByText("Desert Run")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Featured Scripts" })).toHaveCount(0);
  const pages = page.getByRole("navigation", { name: "All scripts pages" });
  await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  await pages.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(new RegExp(`/discover\\?search=${term}&page=2$`));
  await expect(grid.getByRole("article")).toHaveCount(MATCHING - 12);
  const secondPage = await grid.getByRole("heading").allTextContents();
  expect(secondPage.every((title) => title.startsWith(`${WORD} Keeper`))).toBe(true);

  await page.reload();
  await expect(box).toHaveValue(term);
  await expect(grid.getByRole("article")).toHaveCount(MATCHING - 12);
  expect(await grid.getByRole("heading").allTextContents()).toEqual(secondPage);
  await expect(pages.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await page.screenshot({ path: "test-results/discover.png", fullPage: true });
});
