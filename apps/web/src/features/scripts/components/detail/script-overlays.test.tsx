import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { apiError, bodyOf, makeUser, mockAuthApi } from "../../../../test/auth-fixtures.ts";
import { jsonResponse, type RouteHandler } from "../../../../test/mock-fetch.ts";
import { mockXhr } from "../../../../test/mock-xhr.ts";
import { renderApp } from "../../../../test/render-app.tsx";
import { makeFile, makeOwnScript } from "../../../../test/script-fixtures.ts";
import { coversToPreload } from "./cover-lightbox.tsx";

const COVERS = [1, 2, 3].map((version) => ({
  version,
  url: `/api/scripts/script-1/cover?version=${version}`,
  isActive: version === 2,
}));
const VERSION = {
  fileType: "pdf",
  fileName: "a.pdf",
  pageCount: 110,
  uploader: { name: "Ada Lovelace" },
  coverage: null,
};
const VERSIONS = [
  {
    ...VERSION,
    id: "v1",
    version: 1,
    sizeBytes: 204800,
    createdAt: "2025-01-05T10:00:00.000Z",
    isActive: true,
  },
  {
    ...VERSION,
    id: "v2",
    version: 2,
    sizeBytes: 1048576,
    createdAt: "2025-02-05T10:00:00.000Z",
    isActive: false,
  },
];

function renderOwner(routes: Record<string, RouteHandler> = {}, { fakeTimers = false } = {}) {
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  const fetchMock = mockAuthApi({
    user: makeUser(),
    routes: {
      "/api/scripts/script-1": () =>
        jsonResponse({ success: true, script: makeOwnScript({ coverUrl: COVERS[1]?.url ?? null }) }),
      "/api/protected/scripts/script-1/cover-images": () =>
        jsonResponse({ success: true, coverImages: COVERS }),
      "/api/protected/scripts/script-1/versions": () => jsonResponse({ success: true, versions: VERSIONS }),
      ...routes,
    },
  });
  const view = renderApp("/scripts/script-1", {
    userOptions: fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {},
  });
  return { ...view, fetchMock };
}

afterEach(() => vi.useRealTimers());

describe("cover gallery", () => {
  it("starts on the active cover, moves with the arrow keys and closes with Escape", async () => {
    const { user } = renderOwner();
    await user.click(await screen.findByRole("button", { name: "Open cover gallery" }));
    const dialog = await screen.findByRole("dialog", { name: "Cover gallery" });
    expect(await within(dialog).findByRole("img", { name: "Cover version 2" })).toBeInTheDocument();
    expect(within(dialog).getByText(/2 of 3/)).toBeInTheDocument();

    await user.keyboard("{ArrowRight}");
    expect(within(dialog).getByRole("img", { name: "Cover version 3" })).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(within(dialog).getByRole("img", { name: "Cover version 1" })).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(within(dialog).getByRole("img", { name: "Cover version 3" })).toBeInTheDocument();

    // Every cover is preloaded when there are 10 or fewer.
    const preloaded = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
      link.getAttribute("href"),
    );
    expect(preloaded).toEqual(expect.arrayContaining(COVERS.map((cover) => cover.url)));

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("preloads only the neighbours of the shown cover when there are more than 10", () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      version: index + 1,
      url: `/c/${index + 1}`,
      isActive: false,
    }));
    expect(coversToPreload(many, 4).map((cover) => cover.version)).toEqual([4, 6]);
    expect(coversToPreload(many, 0).map((cover) => cover.version)).toEqual([12, 2]);
    expect(coversToPreload(many.slice(0, 10), 4)).toHaveLength(10);
  });

  it("sets another cover active, shows the success overlay and refreshes 2 s later", async () => {
    const bodies: unknown[] = [];
    const { user, fetchMock } = renderOwner(
      {
        "/api/protected/scripts/script-1/active-cover": (init) => (
          bodies.push(bodyOf(init)),
          jsonResponse({ success: true })
        ),
      },
      { fakeTimers: true },
    );
    await user.click(await screen.findByRole("button", { name: "Open cover gallery" }));
    await screen.findByRole("img", { name: "Cover version 2" });
    await user.keyboard("{ArrowLeft}");
    await user.click(screen.getByRole("button", { name: "Set as active cover" }));
    expect(await screen.findByText("Cover version 1 is now active")).toBeInTheDocument();
    expect(bodies).toEqual([{ version: 1 }]);

    const detailCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input) === "/api/scripts/script-1").length;
    const before = detailCalls();
    act(() => vi.advanceTimersByTime(2100));
    await waitFor(() => expect(detailCalls()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText("Cover version 1 is now active")).not.toBeInTheDocument());
  });
});

describe("versions modal", () => {
  it("lists versions with their details and sets another one active", async () => {
    const bodies: unknown[] = [];
    const { user } = renderOwner({
      "/api/protected/scripts/script-1/active-version": (init) => (
        bodies.push({ method: init?.method, body: bodyOf(init) }),
        jsonResponse({ success: true })
      ),
    });
    await user.click(await screen.findByRole("button", { name: "Versions" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Script versions" }));
    const list = within(await dialog.findByRole("list", { name: "Versions" }));
    const rows = list.getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Version 2");
    expect(rows[0]).toHaveTextContent("Ada Lovelace · 110 pages · 1 MB");
    expect(rows[1]).toHaveTextContent("Version 1Active");
    expect(
      within(rows[1] as HTMLElement).queryByRole("button", { name: /Set version/ }),
    ).not.toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Set version 2 active" }));
    expect(await screen.findByText("Version 2 is now active")).toBeInTheDocument();
    expect(bodies).toEqual([{ method: "PUT", body: { version: 2 } }]);
  });

  it("checks a new version's type and size before uploading", async () => {
    const { user } = renderOwner();
    await user.click(await screen.findByRole("button", { name: "Versions" }));
    const input = await screen.findByLabelText("New version PDF, Final Draft or Fountain file");
    await user.upload(input, makeFile("draft.pdf", "application/pdf", 10 * 1024 * 1024 + 1));
    expect(screen.getByText("File size must be less than 10MB")).toBeInTheDocument();
    fireEvent.drop(input.parentElement as HTMLElement, {
      dataTransfer: { files: [makeFile("draft.docx", "application/msword")] },
    });
    expect(screen.getByText("Please drop a PDF file")).toBeInTheDocument();
  });

  it("uploads a Final Draft file as a new version", async () => {
    const xhr = mockXhr();
    const { user } = renderOwner();
    await user.click(await screen.findByRole("button", { name: "Versions" }));
    await user.upload(
      await screen.findByLabelText("New version PDF, Final Draft or Fountain file"),
      makeFile("draft 3.fdx", ""),
    );
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    expect((xhr.requests[0]!.form.get("file") as File).name).toBe("draft 3.fdx");
    expect(screen.queryByText(/Please (upload|drop) a PDF file/)).not.toBeInTheDocument();
  });
});

describe("cover upload on the script page", () => {
  it("enforces 5MB and the image types", async () => {
    const { user } = renderOwner();
    const input = await screen.findByLabelText("New cover image");
    await user.upload(input, makeFile("huge.png", "image/png", 5 * 1024 * 1024 + 1));
    expect(screen.getByRole("alert")).toHaveTextContent("Image must be less than 5MB");
    fireEvent.drop(input.parentElement as HTMLElement, {
      dataTransfer: { files: [makeFile("x.gif", "image/gif")] },
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Please drop a JPG, PNG, or WebP image");
  });

  it("flashes 'Cover image updated!' for 3 seconds after an upload", async () => {
    const cover = {
      version: 3,
      createdAt: "2025-01-01T00:00:00.000Z",
      isActive: true,
      width: 800,
      height: 1200,
    };
    const { user } = renderOwner(
      {
        "/api/protected/scripts/script-1/cover": () =>
          jsonResponse({ success: true, cover, script: makeOwnScript() }),
      },
      { fakeTimers: true },
    );
    await user.upload(await screen.findByLabelText("New cover image"), makeFile("new.webp", "image/webp"));
    expect(await screen.findByText("Cover image updated!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText("Cover image updated!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Cover image updated!")).not.toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const { user } = renderOwner({
      "/api/protected/scripts/script-1/cover": () => apiError("Unsupported image format", 400),
    });
    await user.upload(await screen.findByLabelText("New cover image"), makeFile("new.png", "image/png"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Unsupported image format");
  });
});

describe("cover gallery errors", () => {
  it("says 'Failed to fetch cover versions' when the list of covers cannot be read", async () => {
    const { user } = renderOwner({
      "/api/protected/scripts/script-1/cover-images": () => new Response("oops", { status: 500 }),
      "/api/scripts/script-1/cover-images": () => new Response("oops", { status: 500 }),
    });
    await user.click(await screen.findByRole("button", { name: "Open cover gallery" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cover gallery" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("Failed to fetch cover versions");
  });

  it("says 'Failed to load cover images' when a cover's image does not load", async () => {
    const { user } = renderOwner();
    await user.click(await screen.findByRole("button", { name: "Open cover gallery" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cover gallery" }));
    fireEvent.error(await dialog.findByRole("img", { name: "Cover version 2" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("Failed to load cover images");
  });

  it("toasts 'Failed to update cover' and alerts 'Failed to update cover image' when activating fails", async () => {
    const { user } = renderOwner({
      "/api/protected/scripts/script-1/active-cover": () => new Response("oops", { status: 500 }),
    });
    await user.click(await screen.findByRole("button", { name: "Open cover gallery" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cover gallery" }));
    await dialog.findByRole("img", { name: "Cover version 2" });
    await user.keyboard("{ArrowLeft}");
    await user.click(dialog.getByRole("button", { name: "Set as active cover" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("Failed to update cover image");
    expect(await screen.findByText("Failed to update cover")).toBeInTheDocument();
  });
});
