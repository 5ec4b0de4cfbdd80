import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { apiError, makeUser, mockAuthApi } from "../../test/auth-fixtures.ts";
import { jsonResponse } from "../../test/mock-fetch.ts";
import { mockXhr, type FakeXhr } from "../../test/mock-xhr.ts";
import { renderApp } from "../../test/render-app.tsx";
import { GENRES_RESPONSE, makeFile, makeOwnScript } from "../../test/script-fixtures.ts";

const SCRIPT = makeOwnScript({ id: "new-1", title: "Night Shift", isPublic: true });

type Routes = NonNullable<NonNullable<Parameters<typeof mockAuthApi>[0]>["routes"]>;

async function fillAndSubmit(routes: Routes = {}, { withCover = false, fakeTimers = false } = {}) {
  const fetchMock = mockAuthApi({
    user: makeUser(),
    routes: { "/api/genres": () => jsonResponse(GENRES_RESPONSE), ...routes },
  });
  const xhr = mockXhr();
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = renderApp("/upload", {
    userOptions: fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {},
  });
  const { user } = view;
  await user.upload(
    await screen.findByLabelText("Screenplay PDF, Final Draft or Fountain file"),
    makeFile("Night Shift.pdf", "application/pdf"),
  );
  await user.click(await screen.findByRole("button", { name: "Thriller" }));
  await user.click(screen.getByRole("button", { name: "Drama" }));
  await user.type(screen.getByLabelText("Logline"), "  A nurse and a dream.  ");
  await user.click(screen.getByRole("checkbox", { name: "Make Public" }));
  if (withCover) await user.upload(screen.getByLabelText("Cover image"), makeFile("poster.png", "image/png"));
  await user.click(screen.getByRole("button", { name: "Upload Script" }));
  await waitFor(() => expect(xhr.requests).toHaveLength(1));
  return { ...view, fetchMock, request: xhr.requests[0] as FakeXhr };
}

// jsdom has no object URLs; the cover preview needs them.
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe("upload flow", () => {
  it("uploads with progress, shows 'Upload Successful!' and opens the dashboard 2 s later", async () => {
    const { request, router } = await fillAndSubmit(
      {
        "/api/protected/scripts/my-scripts": () =>
          jsonResponse({ success: false, error: "not under test" }, 500),
      },
      { fakeTimers: true },
    );

    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/protected/scripts/upload");
    expect(request.headers.authorization).toBe("Bearer stored-token");
    const form = request.form;
    expect(form.get("title")).toBe("Night Shift");
    expect(form.get("genre")).toBe("thriller");
    expect(form.get("genres")).toBe(JSON.stringify(["thriller", "drama"]));
    expect(form.get("logline")).toBe("A nurse and a dream.");
    expect(form.get("isPublic")).toBe("true");
    expect(form.get("screenplayType")).toBe("movie");
    expect((form.get("file") as File).name).toBe("Night Shift.pdf");

    act(() => request.progress(45, 100));
    expect(screen.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute(
      "aria-valuenow",
      "45",
    );
    expect(screen.getByText("45%")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Uploading…" })).toBeDisabled();

    await act(async () => request.respond(201, { success: true, script: SCRIPT }));
    expect(await screen.findByText("Upload Successful!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    expect(router.state.location.pathname).toBe("/upload");
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it("shows the server's message when the upload is refused", async () => {
    const { request } = await fillAndSubmit();
    await act(async () =>
      request.respond(400, {
        success: false,
        error: "This PDF is password-protected. Please remove the password.",
      }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This PDF is password-protected. Please remove the password.",
    );
    expect(screen.getByRole("button", { name: "Upload Script" })).toBeEnabled();
    expect(screen.queryByText("Upload Successful!")).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to upload script' without a message", async () => {
    const { request } = await fillAndSubmit();
    await act(async () => request.respond(502, null));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to upload script");
  });

  it("uploads a chosen cover afterwards", async () => {
    let coverBody: unknown;
    const { request } = await fillAndSubmit(
      {
        "/api/protected/scripts/new-1/cover": (init) => {
          coverBody = init?.body;
          const cover = { version: 1, createdAt: SCRIPT.createdAt, isActive: true, width: 800, height: 1200 };
          return jsonResponse({ success: true, cover, script: SCRIPT });
        },
      },
      { withCover: true },
    );
    await act(async () => request.respond(201, { success: true, script: SCRIPT }));
    expect(await screen.findByText("Upload Successful!")).toBeInTheDocument();
    expect(coverBody).toBeInstanceOf(FormData);
    expect(((coverBody as FormData).get("image") as File).name).toBe("poster.png");
  });

  it("keeps the script when only the cover fails, and says so", async () => {
    const { request } = await fillAndSubmit(
      { "/api/protected/scripts/new-1/cover": () => apiError("Image must be less than 5MB", 413) },
      { withCover: true },
    );
    await act(async () => request.respond(201, { success: true, script: SCRIPT }));
    expect(await screen.findByText("Upload Successful!")).toBeInTheDocument();
    expect(
      await screen.findByText("Script uploaded but cover image failed: Image must be less than 5MB"),
    ).toBeInTheDocument();
  });
});
