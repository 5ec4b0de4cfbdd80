import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { apiError, makeUser, mockAuthApi } from "../../../../test/auth-fixtures.ts";
import { fakePdf } from "../../../../test/fake-pdfjs.ts";
import { jsonResponse, type RouteHandler } from "../../../../test/mock-fetch.ts";
import { renderApp } from "../../../../test/render-app.tsx";
import {
  fileUrl,
  screenplayDone,
  screenplayInParts,
  screenplayPending,
} from "../../../../test/screenplay-fixtures.ts";
import { makeScriptDetail } from "../../../../test/script-fixtures.ts";
import { WAIT_FOR } from "../../../../test/wait-for.ts";
import { SCREENPLAY_MAX_POLLS, SCREENPLAY_POLL_MS } from "../../api/get-screenplay.ts";

type FileType = "pdf" | "fdx" | "fountain";

function renderReader({
  fileType = "pdf" as FileType,
  screenplay,
  path = "/scripts/script-1?tab=read",
  fakeTimers = false,
}: {
  fileType?: FileType;
  screenplay: RouteHandler;
  path?: string;
  fakeTimers?: boolean;
}) {
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  const fetchMock = mockAuthApi({
    user: makeUser({ id: "reader-9" }),
    routes: {
      "/api/scripts/script-1": () => jsonResponse({ success: true, script: makeScriptDetail({ fileType }) }),
      "/api/scripts/script-1/url": () => jsonResponse(fileUrl(fileType)),
      "/api/scripts/script-1/screenplay": screenplay,
    },
  });
  const view = renderApp(path, { userOptions: fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {} });
  const screenplayCalls = () =>
    fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/scripts/script-1/screenplay"));
  return { ...view, screenplayCalls };
}

afterEach(() => vi.useRealTimers());

describe("PDF reader", () => {
  it("draws the pages with pdf.js and pages with the keyboard", async () => {
    fakePdf.pages = 3;
    const { user } = renderReader({ screenplay: () => jsonResponse(screenplayPending()) });
    const reader = await screen.findByRole("region", { name: "Night Shift (PDF)" });
    const toolbar = screen.getByRole("toolbar", { name: "PDF controls" });
    expect(within(toolbar).getByText("Page 1 of 3")).toBeInTheDocument();
    expect(fakePdf.opened).toEqual(["/files/scripts/script-1/v1.pdf?signature=abc"]);
    expect(await within(reader).findAllByRole("img", { name: /^Page \d of 3$/ })).toHaveLength(3);
    await vi.waitFor(
      () => expect(reader.querySelectorAll("[data-rendered] canvas")).toHaveLength(3),
      WAIT_FOR,
    );

    reader.focus();
    await user.keyboard("{PageDown}");
    expect(within(toolbar).getByText("Page 2 of 3")).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(within(toolbar).getByText("Page 3 of 3")).toBeInTheDocument();
    await user.keyboard("{PageDown}");
    expect(within(toolbar).getByText("Page 3 of 3")).toBeInTheDocument();
    await user.keyboard("{Home}");
    expect(within(toolbar).getByText("Page 1 of 3")).toBeInTheDocument();
    await user.keyboard("{End}");
    expect(within(toolbar).getByText("Page 3 of 3")).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}{PageUp}");
    expect(within(toolbar).getByText("Page 1 of 3")).toBeInTheDocument();
  });

  it("keeps only the pages near the view in the document: a 100,000-page PDF does not freeze the tab", async () => {
    fakePdf.pages = 100_000;
    const { user } = renderReader({ screenplay: () => jsonResponse(screenplayPending()) });
    const reader = await screen.findByRole("region", { name: "Night Shift (PDF)" });
    const toolbar = screen.getByRole("toolbar", { name: "PDF controls" });
    expect(within(toolbar).getByText("Page 1 of 100000")).toBeInTheDocument();
    const pages = await within(reader).findAllByRole("img", { name: /^Page \d+ of 100000$/ });
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThan(10);
    reader.focus();
    await user.keyboard("{End}");
    expect(within(toolbar).getByText("Page 100000 of 100000")).toBeInTheDocument();
    expect(within(reader).getAllByRole("img", { name: /^Page \d+ of 100000$/ }).length).toBeLessThan(10);
  });

  it("zooms in steps and redraws the pages sharper", async () => {
    const { user } = renderReader({ screenplay: () => jsonResponse(screenplayPending()) });
    const reader = await screen.findByRole("region", { name: "Night Shift (PDF)" });
    await vi.waitFor(
      () => expect(reader.querySelectorAll("[data-rendered] canvas")).toHaveLength(3),
      WAIT_FOR,
    );
    // Before the reader is measured, "fit width" shows 100%.
    expect(screen.getByLabelText("Zoom 100%")).toBeInTheDocument();
    const drawnAt = Math.max(...fakePdf.rendered.map((item) => item.scale));

    await user.click(screen.getByRole("button", { name: "Zoom in" }));
    expect(screen.getByLabelText("Zoom 110%")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Fit width" })).toHaveAttribute("aria-pressed", "false");
    await vi.waitFor(() =>
      expect(Math.max(...fakePdf.rendered.map((item) => item.scale))).toBeGreaterThan(drawnAt),
    );
    const page = screen.getByRole("img", { name: "Page 1 of 3" });
    expect(page.style.width).toBe(`${Math.round(612 * 1.1 * (96 / 72))}px`);

    await user.click(screen.getByRole("button", { name: "Zoom out" }));
    await user.click(screen.getByRole("button", { name: "Zoom out" }));
    expect(screen.getByLabelText("Zoom 90%")).toBeInTheDocument();
  });

  it("offers the screenplay view once parsed, and switches to it", async () => {
    const { user, router } = renderReader({ screenplay: () => jsonResponse(screenplayDone()) });
    const toggle = await screen.findByRole("radio", { name: "Screenplay view" });
    await vi.waitFor(() => expect(toggle).toBeEnabled(), WAIT_FOR);
    await user.click(toggle);
    expect(router.state.location.search).toContain("view=screenplay");
    expect(await screen.findByRole("region", { name: "Night Shift (screenplay view)" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Night Shift (PDF)" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "PDF" }));
    expect(await screen.findByRole("region", { name: "Night Shift (PDF)" })).toBeInTheDocument();
  });

  it("keeps the PDF when the screenplay could not be parsed", async () => {
    renderReader({
      screenplay: () => jsonResponse({ success: true, version: 1, status: "failed", error: "No text layer" }),
    });
    expect(await screen.findByText("Screenplay view unavailable for this file.")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Screenplay view" })).toBeDisabled();
    // The PDF stays: its region shows once pdf.js has opened the file (later on a busy machine).
    expect(await screen.findByRole("region", { name: "Night Shift (PDF)" })).toBeInTheDocument();
  });
});

describe("screenplay view of FDX and Fountain files", () => {
  it("says it is preparing, polls every 2 s and shows the view when the parse is done", async () => {
    let status: "pending" | "done" = "pending";
    const { screenplayCalls } = renderReader({
      fileType: "fdx",
      fakeTimers: true,
      screenplay: () => jsonResponse(status === "pending" ? screenplayPending() : screenplayDone()),
    });
    expect(await screen.findByText("Preparing screenplay view…")).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: "PDF" })).not.toBeInTheDocument();
    expect(screenplayCalls()).toHaveLength(1);
    expect(String(screenplayCalls()[0]?.[0])).toBe("/api/scripts/script-1/screenplay?version=1");

    await act(() => vi.advanceTimersByTimeAsync(SCREENPLAY_POLL_MS));
    expect(screenplayCalls()).toHaveLength(2);
    expect(screen.getByText("Preparing screenplay view…")).toBeInTheDocument();

    status = "done";
    await act(() => vi.advanceTimersByTimeAsync(SCREENPLAY_POLL_MS));
    expect(await screen.findByRole("region", { name: "Night Shift (screenplay view)" })).toBeInTheDocument();
    expect(screen.queryByText("Preparing screenplay view…")).not.toBeInTheDocument();
    expect(document.getElementById("scene-0")).toHaveTextContent("INT. HOSPITAL WARD - NIGHT");

    // Done is final: no more polling.
    await act(() => vi.advanceTimersByTimeAsync(SCREENPLAY_POLL_MS * 3));
    expect(screenplayCalls()).toHaveLength(3);
  });

  it("stops polling after about two minutes and offers Retry", async () => {
    const { user, screenplayCalls } = renderReader({
      fileType: "fountain",
      fakeTimers: true,
      screenplay: () => jsonResponse(screenplayPending()),
    });
    expect(await screen.findByText("Preparing screenplay view…")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SCREENPLAY_POLL_MS * (SCREENPLAY_MAX_POLLS + 5)));
    expect(
      await screen.findByText("The screenplay view is taking longer than usual to prepare."),
    ).toBeInTheDocument();
    expect(screenplayCalls()).toHaveLength(SCREENPLAY_MAX_POLLS);

    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Preparing screenplay view…")).toBeInTheDocument();
    expect(screenplayCalls()).toHaveLength(SCREENPLAY_MAX_POLLS + 1);
  });

  it("explains a failed request, with Retry", async () => {
    renderReader({ fileType: "fountain", screenplay: () => apiError("Version not found", 404) });
    expect(await screen.findByText("Version not found")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
    // The download goes through the server (a reader's copy is watermarked).
    expect(screen.getByRole("button", { name: "Download" })).toBeEnabled();
  });
});

describe("a model served in parts", () => {
  const servedInParts = (_init?: RequestInit, url = "") =>
    jsonResponse(screenplayInParts(Number(new URL(url, "http://localhost").searchParams.get("part") ?? 1)));

  it("shows part 1's pages at once and the next part's on demand, counting every page", async () => {
    // An observer that never reports the end of the pages: the button loads the next part.
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    const { user, screenplayCalls } = renderReader({ fileType: "fountain", screenplay: servedInParts });
    const reader = await screen.findByRole("region", { name: "Night Shift (screenplay view)" });
    expect(within(reader).getByRole("article", { name: "Page 1 of 2" })).toBeInTheDocument();
    expect(within(reader).queryByRole("article", { name: "Page 2 of 2" })).not.toBeInTheDocument();
    expect(screen.getByText(/2 pages · 3 scenes/)).toBeInTheDocument();
    expect(screenplayCalls()).toHaveLength(1);

    await user.click(within(reader).getByRole("button", { name: "Show page 2" }));
    expect(await within(reader).findByRole("article", { name: "Page 2 of 2" })).toBeInTheDocument();
    expect(String(screenplayCalls()[1]?.[0])).toBe("/api/scripts/script-1/screenplay?version=1&part=2");
    expect(within(reader).queryByRole("button", { name: /Show page/ })).not.toBeInTheDocument();
  });

  it("loads the next part by itself as the reader nears the end of the loaded pages", async () => {
    const { screenplayCalls } = renderReader({ fileType: "fountain", screenplay: servedInParts });
    const reader = await screen.findByRole("region", { name: "Night Shift (screenplay view)" });
    expect(await within(reader).findByRole("article", { name: "Page 2 of 2" })).toBeInTheDocument();
    expect(screenplayCalls()).toHaveLength(2);
  });

  it("loads the part holding a scene the address points to", async () => {
    const { screenplayCalls } = renderReader({
      fileType: "fountain",
      screenplay: servedInParts,
      path: "/scripts/script-1?tab=read&scene=1",
    });
    const reader = await screen.findByRole("region", { name: "Night Shift (screenplay view)" });
    expect(await within(reader).findByRole("article", { name: "Page 2 of 2" })).toBeInTheDocument();
    expect(document.getElementById("scene-1")).toHaveTextContent("EXT. ROOFTOP - DAY");
    expect(screenplayCalls().map(([url]) => String(url))).toContain(
      "/api/scripts/script-1/screenplay?version=1&part=2",
    );
  });
});
