import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, makeUser, mockAuthApi } from "../../../../test/auth-fixtures.ts";
import { jsonResponse, type RouteHandler } from "../../../../test/mock-fetch.ts";
import { renderApp } from "../../../../test/render-app.tsx";
import { makeOwnScript, makeReview, makeScriptDetail } from "../../../../test/script-fixtures.ts";

function renderScript(
  script: ReturnType<typeof makeScriptDetail> | RouteHandler,
  { path = "/scripts/script-1", signedIn = true, routes = {} as Record<string, RouteHandler> } = {},
) {
  const detail: RouteHandler =
    typeof script === "function" ? script : () => jsonResponse({ success: true, script });
  mockAuthApi({
    user: signedIn ? makeUser() : undefined,
    routes: { "/api/scripts/script-1": detail, ...routes },
  });
  return renderApp(path);
}

describe("script page header", () => {
  it("shows the title, author link, genres and page count", async () => {
    renderScript(makeScriptDetail(), { signedIn: false });
    expect(await screen.findByRole("heading", { level: 1, name: "Night Shift" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ada Lovelace" })).toHaveAttribute("href", "/profile/user-1");
    expect(
      within(screen.getByRole("list", { name: "Genres" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Drama", "Thriller"]);
    expect(screen.getByText("112 pages")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
  });

  it("falls back to 'Untitled Script', 'Anonymous' and '?'", async () => {
    const author = { id: "ghost", name: "", avatarUrl: null, isDummy: false };
    renderScript(makeScriptDetail({ title: "", author, pageCount: null }));
    const title = await screen.findByRole("heading", { level: 1, name: "Untitled Script" });
    const header = within(title.closest("header") as HTMLElement);
    expect(header.getByRole("link", { name: "Anonymous" })).toHaveAttribute("href", "/profile/ghost");
    expect(header.getByText("? pages")).toBeInTheDocument();
  });
});

describe("script page tabs", () => {
  it("labels the Read tab 'Upload Script' for an owner whose script has no file", async () => {
    const { user } = renderScript(
      makeOwnScript({ hasFile: false, fileType: null, activeVersion: null, versionCount: 0 }),
    );
    const tab = await screen.findByRole("tab", { name: "Upload Script" });
    expect(screen.queryByRole("tab", { name: "Read Script" })).not.toBeInTheDocument();
    await user.click(tab);
    expect(screen.getByRole("heading", { name: "Upload your screenplay" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Choose file" })).toBeInTheDocument();
  });

  it("keeps 'Read Script' for a reader of a script without a file", async () => {
    renderScript(makeScriptDetail({ hasFile: false, fileType: null }), {
      path: "/scripts/script-1?tab=read",
    });
    expect(await screen.findByRole("tab", { name: "Read Script", selected: true })).toBeInTheDocument();
    expect(screen.getByText("The author has not uploaded the script file yet.")).toBeInTheDocument();
  });

  it("opens the tab named in ?tab= and reads the PDF from the signed URL", async () => {
    const url = "/files/scripts/script-1/v1.pdf?expires=1&signature=abc";
    renderScript(makeScriptDetail(), {
      path: "/scripts/script-1?tab=read",
      signedIn: false,
      routes: {
        "/api/scripts/script-1/url": () =>
          jsonResponse({
            success: true,
            url,
            version: 1,
            fileType: "pdf",
            expiresAt: "2030-01-01T00:00:00.000Z",
          }),
        "/api/scripts/script-1/screenplay": () =>
          jsonResponse({ success: true, version: 1, status: "pending" }),
      },
    });
    expect(await screen.findByRole("region", { name: "Night Shift (PDF)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open in new tab" })).toHaveAttribute("href", url);
    // Downloads go through the server (a reader's copy is watermarked), not the signed link.
    expect(screen.getByRole("button", { name: "Download" })).toBeEnabled();
    expect(screen.getByText("Version 1 (active)")).toBeInTheDocument();
  });

  it("offers Statistics only for a script with a file", async () => {
    renderScript(makeScriptDetail(), {
      path: "/scripts/script-1?tab=statistics",
      routes: {
        "/api/scripts/script-1/screenplay": () =>
          jsonResponse({ success: true, version: 1, status: "pending" }),
      },
    });
    expect(await screen.findByRole("tab", { name: "Statistics", selected: true })).toBeInTheDocument();
    // The panel's code loads when its tab opens (lazy).
    expect(
      await screen.findByRole("heading", { level: 2, name: "Statistics" }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it("falls back to Profile when ?tab=statistics names a script without a file", async () => {
    renderScript(makeScriptDetail({ hasFile: false, fileType: null }), {
      path: "/scripts/script-1?tab=statistics",
    });
    expect(await screen.findByRole("tab", { name: "Profile", selected: true })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Statistics" })).not.toBeInTheDocument();
  });

  it("switches tabs through the address and lists reviews", async () => {
    const { user, router } = renderScript(
      makeScriptDetail({ reviews: [makeReview(5, "r1")], reviewCount: 1 }),
    );
    await user.click(await screen.findByRole("tab", { name: "Reviews (1)" }));
    expect(router.state.location.search).toBe("?tab=reviews");
    expect(
      await screen.findByRole("img", { name: "5 out of 5 stars" }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Profile" }));
    expect(router.state.location.search).toBe("");
  });

  it("shows details, clout, engagement and 'No reviews yet' on the profile tab", async () => {
    renderScript(makeScriptDetail());
    expect(
      await screen.findByText("A night nurse discovers her patients are dreaming the same dream."),
    ).toBeInTheDocument();
    expect(screen.getByText("Screenplay (PDF)")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Clout earned" })).getByText("42")).toBeInTheDocument();
    const engagement = within(screen.getByRole("region", { name: "Engagement" }));
    expect(engagement.getByText("1,234")).toBeInTheDocument();
    expect(screen.getByText("No reviews yet")).toBeInTheDocument();
  });
});

describe("script page errors", () => {
  it("says 'This script is private' for a 403", async () => {
    renderScript(() => apiError("This script is private", 403));
    expect(await screen.findByRole("heading", { name: "This script is private" })).toBeInTheDocument();
  });

  it("says 'Script not found' with a way back to the dashboard for a 404", async () => {
    renderScript(() => apiError("Script not found", 404));
    expect(await screen.findByRole("heading", { name: "Script not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  it("says 'Failed to load script' when the server fails", async () => {
    renderScript(() => apiError("Database unavailable", 503));
    expect(await screen.findByRole("heading", { name: "Failed to load script" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Dashboard" })).toBeInTheDocument();
  });

  it("shows a loading skeleton first", () => {
    renderScript(() => new Promise<Response>(() => {}));
    expect(screen.getByRole("status", { name: "Loading script" })).toBeInTheDocument();
  });
});
