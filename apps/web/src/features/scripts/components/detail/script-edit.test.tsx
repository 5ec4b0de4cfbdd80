import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, bodyOf, makeUser, mockAuthApi } from "../../../../test/auth-fixtures.ts";
import { jsonResponse, type RouteHandler } from "../../../../test/mock-fetch.ts";
import { renderApp } from "../../../../test/render-app.tsx";
import { GENRES_RESPONSE, makeOwnScript, makeScriptDetail } from "../../../../test/script-fixtures.ts";

type Script = ReturnType<typeof makeScriptDetail>;

function renderEditable(script: Script, routes: Record<string, RouteHandler> = {}) {
  const fetchMock = mockAuthApi({
    user: makeUser({ role: script.isOwner ? "customer" : "admin" }),
    routes: {
      "/api/scripts/script-1": () => jsonResponse({ success: true, script }),
      "/api/genres": () => jsonResponse(GENRES_RESPONSE),
      ...routes,
    },
  });
  return { ...renderApp("/scripts/script-1"), fetchMock };
}

async function startEditing(user: ReturnType<typeof renderApp>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Edit" }));
  const form = await screen.findByRole("form", { name: "Edit script" });
  await within(form).findByRole("button", { name: /Drama/ });
  return within(form);
}

describe("editing a script", () => {
  it("flags unsaved changes and asks before cancelling them", async () => {
    const { user } = renderEditable(makeOwnScript());
    const form = await startEditing(user);
    expect(form.queryByText("Unsaved changes")).not.toBeInTheDocument();

    await user.type(form.getByLabelText("Title"), " Redux");
    expect(form.getByText("Unsaved changes")).toBeInTheDocument();

    await user.click(form.getByRole("button", { name: "Cancel" }));
    const confirm = within(screen.getByRole("alertdialog", { name: "Discard your changes?" }));
    await user.click(confirm.getByRole("button", { name: "Keep editing" }));
    expect(screen.getByLabelText("Title")).toHaveValue("Night Shift Redux");

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Discard changes" }),
    );
    expect(screen.queryByRole("form", { name: "Edit script" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Night Shift" })).toBeInTheDocument();
  });

  it("cancels at once when nothing changed", async () => {
    const { user } = renderEditable(makeOwnScript());
    const form = await startEditing(user);
    await user.click(form.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Edit script" })).not.toBeInTheDocument();
  });

  it("saves title, logline, genres as slugs and visibility with PUT, then returns to view mode", async () => {
    const calls: { method?: string; body: unknown }[] = [];
    const saved = makeOwnScript({ title: "Day Shift", isPublic: false });
    const { user } = renderEditable(makeOwnScript(), {
      "/api/protected/scripts/script-1": (init) => {
        calls.push({ method: init?.method, body: bodyOf(init) });
        return jsonResponse({ success: true, script: saved });
      },
    });
    const form = await startEditing(user);
    await user.clear(form.getByLabelText("Title"));
    await user.type(form.getByLabelText("Title"), "Day Shift");
    await user.click(form.getByRole("button", { name: /Drama/ }));
    await user.click(form.getByRole("button", { name: "Horror" }));
    await user.click(form.getByRole("switch", { name: "Make Public" }));
    await user.click(form.getByRole("radio", { name: "Stage play" }));
    await user.click(form.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: "PUT",
      body: {
        title: "Day Shift",
        logline: "A night nurse discovers her patients are dreaming the same dream.",
        genres: ["thriller", "horror"],
        genre: "thriller",
        isPublic: false,
        screenplayType: "play",
      },
    });
    expect(await screen.findByText("Script updated")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Edit script" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Day Shift" })).toBeInTheDocument();
  });

  it("offers a genre the script already has even when it is not an upload genre", async () => {
    const { user } = renderEditable(
      makeOwnScript({ genres: [{ genre: { name: "Sci-Fi", slug: "sci-fi" } }] }),
    );
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const form = within(await screen.findByRole("form", { name: "Edit script" }));
    expect(await form.findByRole("button", { name: /Sci-Fi/ })).toHaveAttribute("aria-pressed", "true");
    expect(form.getByRole("button", { name: "Action" })).toHaveAttribute("aria-pressed", "false");
  });
});

describe("editing a script: checks, errors, admins and leaving", () => {
  it("checks the title and genres before saving", async () => {
    const { user, fetchMock } = renderEditable(
      makeOwnScript({ genres: [{ genre: { name: "Drama", slug: "drama" } }] }),
    );
    const form = await startEditing(user);
    await user.clear(form.getByLabelText("Title"));
    await user.click(form.getByRole("button", { name: /Drama/ }));
    await user.click(form.getByRole("button", { name: "Save changes" }));
    expect(form.getByText("Title is required")).toBeInTheDocument();
    expect(form.getByText("Please select at least one genre")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });

  it("shows the server's reason, or 'Failed to update script'", async () => {
    const { user } = renderEditable(makeOwnScript(), {
      "/api/protected/scripts/script-1": () => apiError("", 500),
    });
    const form = await startEditing(user);
    await user.type(form.getByLabelText("Title"), "!");
    await user.click(form.getByRole("button", { name: "Save changes" }));
    expect(await form.findByRole("alert")).toHaveTextContent("Failed to update script");
  });

  it("uses the admin route when an admin edits a dummy author's script", async () => {
    const paths: string[] = [];
    const dummy = { id: "dummy-7", name: "Pat Dummy", avatarUrl: null, isDummy: true };
    const script = makeScriptDetail({ isOwner: false, canEdit: true, author: dummy });
    const { user } = renderEditable(script, {
      "/api/admin/users/dummy-7/scripts/script-1": (init) => {
        paths.push(`${init?.method} admin`);
        return jsonResponse({ success: true, script });
      },
      "/api/protected/scripts/script-1": (init) => {
        paths.push(`${init?.method} owner`);
        return apiError("Forbidden", 403);
      },
    });
    const form = await startEditing(user);
    await user.type(form.getByLabelText("Title"), " II");
    await user.click(form.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(paths).toEqual(["PUT admin"]));
  });

  it("blocks leaving the page with unsaved changes until the user agrees", async () => {
    const { user, router } = renderEditable(makeOwnScript());
    const form = await startEditing(user);
    await user.type(form.getByLabelText("Title"), " Redux");

    const beforeUnload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(beforeUnload);
    expect(beforeUnload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole("link", { name: /Written by/ }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Leave without saving?" }));
    await user.click(dialog.getByRole("button", { name: "Stay on page" }));
    expect(router.state.location.pathname).toBe("/scripts/script-1");

    await user.click(screen.getByRole("link", { name: /Written by/ }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Leave page" }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/user-1"));
  });
});
