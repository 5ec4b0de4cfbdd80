import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { PublicProfile, ScriptListItem, SessionUser } from "@twl/contract";

import { SESSION_QUERY_KEY } from "../../features/auth/api/get-profile.ts";
import { historyPage, makeTransaction } from "../../features/clout/test/clout-fixtures.ts";
import { makeProfileScript, makePublicProfile } from "../../features/profiles/test/profile-fixtures.ts";
import { apiError, bodyOf, makeUser, mockAuthApi } from "../../test/auth-fixtures.ts";
import { jsonResponse, type RouteHandler } from "../../test/mock-fetch.ts";
import { mockXhr } from "../../test/mock-xhr.ts";
import { renderApp } from "../../test/render-app.tsx";
import { makeFile } from "../../test/script-fixtures.ts";

const ME = makeUser({ id: "user-1", name: "Ada Lovelace" });
const OWN_SCRIPTS = [
  makeProfileScript({ id: "private-1", title: "Secret Draft", isPublic: false, views: 3 }),
  makeProfileScript({ id: "public-1", title: "Night Shift", views: 101 }),
];

interface Setup {
  user?: SessionUser;
  profiles?: Record<string, PublicProfile | Response>;
  scripts?: Record<string, ScriptListItem[]>;
  routes?: Record<string, RouteHandler>;
  path: string;
}

function setup({ user, profiles = {}, scripts = {}, routes = {}, path }: Setup) {
  const profileRoutes: Record<string, RouteHandler> = {};
  for (const [id, profile] of Object.entries(profiles)) {
    profileRoutes[`/api/public/users/${id}`] = () =>
      profile instanceof Response ? profile : jsonResponse({ success: true, user: profile });
    profileRoutes[`/api/public/users/${id}/scripts`] = () =>
      jsonResponse({ success: true, scripts: scripts[id] ?? [] });
  }
  const fetchMock = mockAuthApi({
    user,
    routes: {
      "/api/clout/history": () => jsonResponse(historyPage([makeTransaction({ amount: 7 })])),
      ...profileRoutes,
      ...routes,
    },
  });
  const view = renderApp(path, { userOptions: { applyAccept: false } });
  return { ...view, fetchMock };
}

function card(label: string) {
  return within(screen.getByRole("heading", { name: label }).closest("li") as HTMLElement);
}

const ownSetup = (extra: Partial<Setup> = {}) =>
  setup({
    user: ME,
    profiles: { "user-1": makePublicProfile() },
    scripts: { "user-1": OWN_SCRIPTS },
    path: "/profile",
    ...extra,
  });

describe("own profile", () => {
  it("shows the avatar picker, name, default bio, own figures, private scripts and the clout history", async () => {
    ownSetup();
    expect(await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeInTheDocument();
    expect(screen.getByText("No bio yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change avatar" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit profile" })).toBeInTheDocument();

    expect(card("Total scripts").getByText("2")).toBeInTheDocument();
    expect(card("Member since").getByText("May 2024")).toBeInTheDocument();
    expect(card("Solid clout").getByText("45")).toBeInTheDocument();
    expect(card("Solid clout").getByText("earned from scripts")).toBeInTheDocument();
    expect(card("Liquid clout given").getByText("12")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Profile views" })).not.toBeInTheDocument();

    const grid = await screen.findByRole("list", { name: "Your scripts" });
    const [secret, night] = within(grid).getAllByRole("article");
    expect(within(secret!).getByText("Private")).toBeInTheDocument();
    expect(within(secret!).queryByText("Popular")).not.toBeInTheDocument();
    expect(within(night!).getByText("Popular")).toBeInTheDocument();
    expect(within(night!).queryByText("Private")).not.toBeInTheDocument();
    expect(within(night!).getByRole("link", { name: "Night Shift" })).toHaveAttribute(
      "href",
      "/scripts/public-1",
    );
    expect(within(night!).getByText("Drama · Thriller")).toBeInTheDocument();
    expect(within(night!).getByText("112 pages")).toBeInTheDocument();
    expect(within(night!).getByText("42 clout")).toBeInTheDocument();

    expect(await screen.findByRole("heading", { name: "Recent clout activity" })).toBeInTheDocument();
    expect(document.title).toBe("Your profile — The White List");
  });

  it("asks /api/clout/history for 100 rows and shows the monthly allowance, 100 when the grant is not known", async () => {
    const { fetchMock } = ownSetup({ user: { ...ME, tier: "enterprise", monthlyCloutGrant: undefined } });
    const panel = within(
      (await screen.findByRole("heading", { name: "Recent clout activity" })).closest(
        "section",
      ) as HTMLElement,
    );
    expect(panel.getByText(/Monthly allowance:/)).toHaveTextContent(
      "Monthly allowance: 100 liquid clout on the 1st",
    );
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .filter((url) => url.pathname === "/api/clout/history");
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((url) => url.searchParams.get("limit") === "100")).toBe(true);
  });

  it("shows the account's own grant as the monthly allowance when the session knows it", async () => {
    ownSetup({ user: { ...ME, tier: "enterprise", monthlyCloutGrant: 7500 } });
    const panel = within(
      (await screen.findByRole("heading", { name: "Recent clout activity" })).closest(
        "section",
      ) as HTMLElement,
    );
    expect(panel.getByText(/Monthly allowance:/)).toHaveTextContent("Monthly allowance: 7,500");
  });

  it("shows the own view at /profile/{own id}", async () => {
    setup({
      user: ME,
      profiles: { "user-1": makePublicProfile() },
      scripts: { "user-1": OWN_SCRIPTS },
      path: "/profile/user-1",
    });
    expect(await screen.findByRole("button", { name: "Edit profile" })).toBeInTheDocument();
    expect(await screen.findByText("Private")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Liquid clout given" })).toBeInTheDocument();
  });

  it("sends signed-out visitors of /profile to /", async () => {
    const { router } = setup({ path: "/profile" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("shows skeletons while the profile loads", async () => {
    ownSetup({ routes: { "/api/public/users/user-1": () => new Promise<Response>(() => {}) } });
    expect(await screen.findByText("Loading profile")).toBeInTheDocument();
    const cards = within(screen.getByRole("list", { name: "Profile numbers" })).getAllByRole("listitem");
    cards.forEach((item) => expect(item).toHaveAttribute("aria-busy", "true"));
  });

  it("offers the first upload when there are no scripts", async () => {
    ownSetup({ scripts: { "user-1": [] } });
    expect(await screen.findByText("You haven't uploaded any scripts yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upload Your First Script" })).toHaveAttribute("href", "/upload");
  });
});

describe("editing the profile", () => {
  it("saves name and bio with PUT /api/protected/profile and shows them", async () => {
    const { user, fetchMock, queryClient } = ownSetup({
      routes: {
        "/api/protected/profile": (init) => {
          const body = bodyOf(init) as { name: string; bio: string | null };
          return jsonResponse({
            success: true,
            profile: {
              ...ME,
              ...body,
              userId: ME.id,
              clout: 120,
              available_clout: 120,
              coverage_allowance: 1,
              coverage_used: 0,
            },
          });
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Edit profile" }));
    const name = screen.getByLabelText("Name");
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, "Ada King");
    await user.type(screen.getByLabelText("Bio"), "Poet of science.");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Ada King" })).toBeInTheDocument();
    expect(screen.getByText("Poet of science.")).toBeInTheDocument();
    expect(await screen.findByText("Profile updated")).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(
      ([url, init]) => url === "/api/protected/profile" && init?.method === "PUT",
    );
    expect(bodyOf(put?.[1])).toEqual({ name: "Ada King", bio: "Poet of science." });
    expect(queryClient.getQueryData<SessionUser>(SESSION_QUERY_KEY)?.name).toBe("Ada King");
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit profile" })).toHaveFocus());
  });

  it("discards changes on Cancel and on Escape without calling the server", async () => {
    const { user, fetchMock } = ownSetup();
    await user.click(await screen.findByRole("button", { name: "Edit profile" }));
    await user.type(screen.getByLabelText("Bio"), "Draft bio");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("No bio yet")).toBeInTheDocument();
    expect(screen.queryByLabelText("Name")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Edit profile" }));
    expect(screen.getByLabelText("Bio")).toHaveValue("");
    await user.keyboard("{Escape}");
    expect(screen.queryByLabelText("Name")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/protected/profile")).toBe(false);
  });

  it("checks the name before sending", async () => {
    const { user, fetchMock } = ownSetup();
    await user.click(await screen.findByRole("button", { name: "Edit profile" }));
    await user.clear(screen.getByLabelText("Name"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter your name")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/protected/profile")).toBe(false);
  });

  it("says 'Failed to update profile' when the save fails, keeping the form", async () => {
    const { user } = ownSetup({
      routes: { "/api/protected/profile": () => apiError("Server error occurred", 500) },
    });
    await user.click(await screen.findByRole("button", { name: "Edit profile" }));
    await user.type(screen.getByLabelText("Bio"), "Hello");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to update profile");
    expect(screen.getByLabelText("Bio")).toHaveValue("Hello");
  });
});

describe("avatar upload", () => {
  it("refuses other file types and files over 5 MB with the spec's messages, sending nothing", async () => {
    const xhr = mockXhr();
    const { user } = ownSetup();
    const input = await screen.findByLabelText("Avatar image");
    await user.upload(input, makeFile("anim.gif", "image/gif"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please upload a JPG, PNG, or WebP image");
    await user.upload(input, makeFile("big.png", "image/png", 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole("alert")).toHaveTextContent("Image must be less than 5MB");
    expect(xhr.requests).toHaveLength(0);
  });

  it("uploads a PNG with progress and shows the new avatar", async () => {
    const xhr = mockXhr();
    const { user, queryClient } = ownSetup();
    await user.upload(await screen.findByLabelText("Avatar image"), makeFile("me.png", "image/png", 1000));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    const request = xhr.requests[0]!;
    expect(request.url).toBe("/api/protected/profile/avatar");
    expect(request.headers.authorization).toBe("Bearer stored-token");
    expect((request.form.get("avatar") as File).name).toBe("me.png");
    expect(screen.getByRole("status", { name: "Uploading avatar" })).toBeInTheDocument();
    request.progress(50, 100);
    expect(await screen.findByRole("progressbar", { name: "Avatar upload" })).toHaveAttribute(
      "aria-valuenow",
      "50",
    );

    request.respond(200, { success: true, avatarUrl: "/api/public/users/user-1/avatar?v=abc123" });
    expect(await screen.findByText("Avatar updated")).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('img[src="/api/public/users/user-1/avatar?v=abc123"]')).not.toBeNull(),
    );
    expect(queryClient.getQueryData<SessionUser>(SESSION_QUERY_KEY)?.avatar).toBe(
      "/api/public/users/user-1/avatar?v=abc123",
    );
  });

  it("says 'Failed to upload avatar' with the server's reason", async () => {
    const xhr = mockXhr();
    const { user } = ownSetup();
    await user.upload(await screen.findByLabelText("Avatar image"), makeFile("me.png", "image/png", 1000));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    xhr.requests[0]!.respond(415, { success: false, error: "Please upload a JPG, PNG, or WebP image" });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to upload avatar");
    expect(alert).toHaveTextContent("Please upload a JPG, PNG, or WebP image");
  });
});

describe("another writer's profile", () => {
  const other = makePublicProfile({
    id: "user-2",
    name: "Grace Hopper",
    bio: "Compilers and screenplays.",
    cloutGiven: null,
    scriptCount: 1,
    totalViews: 1234,
    profileViews: 1234,
  });

  it("shows no editing, script views instead of profile views, and no clout history", async () => {
    setup({
      user: ME,
      profiles: { "user-2": other },
      scripts: { "user-2": [makeProfileScript({ id: "s-2", userId: "user-2" })] },
      path: "/profile/user-2",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Hopper" })).toBeInTheDocument();
    expect(screen.getByText("Compilers and screenplays.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit profile" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Change avatar" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Avatar image")).not.toBeInTheDocument();
    expect(card("Profile views").getByText("1,234")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Liquid clout given" })).not.toBeInTheDocument();
    expect(await screen.findByRole("list", { name: "Scripts" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Recent clout activity" })).not.toBeInTheDocument();
    expect(document.title).toBe("Grace Hopper — The White List");
  });

  it("shows 'No public scripts yet' to signed-out visitors", async () => {
    setup({ profiles: { "user-2": other }, path: "/profile/user-2" });
    expect(await screen.findByText("No public scripts yet")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Upload Your First Script" })).not.toBeInTheDocument();
  });

  it("says 'User not found' for an unknown user", async () => {
    setup({ profiles: { ghost: apiError("User not found", 404) }, path: "/profile/ghost" });
    expect(await screen.findByRole("heading", { level: 1, name: "User not found" })).toBeInTheDocument();
  });
});
