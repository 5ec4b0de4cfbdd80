import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { Comment, SessionUser } from "@twl/contract";

import { apiError, bodyOf, makeUser, mockAuthApi } from "../../../test/auth-fixtures.ts";
import { jsonResponse, type RouteHandler } from "../../../test/mock-fetch.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { makeScriptDetail } from "../../../test/script-fixtures.ts";

const LIST = "/api/protected/scripts/script-1/comments";

function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: "c1",
    content: "The cold open is terrific.",
    createdAt: "2025-05-01T10:00:00.000Z",
    user: { id: "reader-1", name: "Grace Hopper", avatar: null },
    isOwn: false,
    canDelete: false,
    ...overrides,
  };
}

function renderComments({
  user = makeUser(),
  routes = {},
}: { user?: SessionUser | null; routes?: Record<string, RouteHandler> } = {}) {
  const fetchMock = mockAuthApi({
    user: user ?? undefined,
    routes: {
      "/api/scripts/script-1": () => jsonResponse({ success: true, script: makeScriptDetail() }),
      "/api/scripts/script-1/reviews": () =>
        jsonResponse({ success: true, reviews: [], averageRating: null, reviewCount: 0 }),
      ...routes,
    },
  });
  return { ...renderApp("/scripts/script-1?tab=reviews"), fetchMock };
}

const section = () => within(screen.getByRole("region", { name: /Comments/ }));

describe("comments", () => {
  it("lists comments with author, date and a 'You' marker; delete only where allowed", async () => {
    renderComments({
      routes: {
        [LIST]: () =>
          jsonResponse({
            success: true,
            comments: [
              makeComment(),
              makeComment({
                id: "c2",
                content: "Thanks for reading!",
                createdAt: "2025-05-02T10:00:00.000Z",
                isOwn: true,
                canDelete: true,
                user: { id: "user-9", name: "Ada Lovelace", avatar: null },
              }),
            ],
          }),
      },
    });
    const list = within(await screen.findByRole("list", { name: "Comments" }));
    const [mine, theirs] = list.getAllByRole("listitem");
    expect(mine).toHaveTextContent("Ada LovelaceYou");
    expect(mine).toHaveTextContent("Thanks for reading!");
    expect(theirs).toHaveTextContent("Grace Hopper");
    expect(theirs).toHaveTextContent("May 1, 2025");
    expect(within(theirs as HTMLElement).queryByText("You")).not.toBeInTheDocument();
    expect(list.getAllByRole("button", { name: /Delete comment/ })).toHaveLength(1);
  });

  it("refuses blank comments and sends the text trimmed", async () => {
    let comments: Comment[] = [];
    const { user, fetchMock } = renderComments({
      routes: {
        [LIST]: (init) => {
          if (init?.method === "POST") {
            comments = [
              makeComment({ id: "new", content: "Loved the twist.", isOwn: true, canDelete: true }),
            ];
            return jsonResponse({ success: true, comment: comments[0] });
          }
          return jsonResponse({ success: true, comments });
        },
      },
    });
    expect(await screen.findByText("No comments yet. Start the conversation.")).toBeInTheDocument();
    const box = section().getByRole("textbox", { name: "Add a comment" });
    const post = section().getByRole("button", { name: "Post comment" });
    expect(post).toBeDisabled();
    await user.type(box, "    ");
    expect(post).toBeDisabled();
    expect(section().getByText("0/1000 characters")).toBeInTheDocument();

    await user.type(box, "Loved the twist.   ");
    expect(section().getByText("16/1000 characters")).toBeInTheDocument();
    await user.click(post);
    expect(await section().findByText("Loved the twist.")).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(
      ([input, init]) => String(input).endsWith(LIST) && init?.method === "POST",
    );
    expect(bodyOf(sent?.[1])).toEqual({ content: "Loved the twist." });
    expect(box).toHaveValue("");
  });

  it("allows 1000 characters and no more", async () => {
    const { user } = renderComments({
      routes: { [LIST]: () => jsonResponse({ success: true, comments: [] }) },
    });
    const box = await screen.findByRole("textbox", { name: "Add a comment" });
    await user.click(box);
    await user.paste("x".repeat(1001));
    expect(section().getByText("1001/1000 characters")).toBeInTheDocument();
    expect(section().getByRole("alert")).toHaveTextContent("Comment must be at most 1000 characters");
    expect(section().getByRole("button", { name: "Post comment" })).toBeDisabled();
    await user.keyboard("{Backspace}");
    expect(section().queryByRole("alert")).not.toBeInTheDocument();
    expect(section().getByRole("button", { name: "Post comment" })).toBeEnabled();
  });
});

describe("comments: failures, deleting and visitors", () => {
  it("treats a 403 as no comments", async () => {
    renderComments({ routes: { [LIST]: () => apiError("This script is private", 403) } });
    expect(await screen.findByText("No comments yet. Start the conversation.")).toBeInTheDocument();
    expect(screen.queryByText("Failed to load comments")).not.toBeInTheDocument();
  });

  it("says 'Failed to load comments' with a retry", async () => {
    renderComments({ routes: { [LIST]: () => apiError("Database unavailable", 503) } });
    expect(await screen.findByText("Failed to load comments")).toBeInTheDocument();
    expect(section().getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("toasts 'Failed to add comment' and keeps the text", async () => {
    const { user } = renderComments({
      routes: {
        [LIST]: (init) =>
          init?.method === "POST"
            ? apiError("Database unavailable", 503)
            : jsonResponse({ success: true, comments: [] }),
      },
    });
    const box = await screen.findByRole("textbox", { name: "Add a comment" });
    await user.type(box, "Hello there");
    await user.click(section().getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Failed to add comment")).toBeInTheDocument();
    expect(box).toHaveValue("Hello there");
  });

  it("asks before deleting, then removes the comment", async () => {
    let comments = [makeComment({ isOwn: true, canDelete: true })];
    const { user, fetchMock } = renderComments({
      routes: {
        [LIST]: () => jsonResponse({ success: true, comments }),
        "/api/protected/comments/c1": () => {
          comments = [];
          return jsonResponse({ success: true });
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Delete comment by you" }));
    const dialog = within(screen.getByRole("alertdialog", { name: "Delete this comment?" }));
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith("/api/protected/comments/c1"))).toBe(
      false,
    );

    await user.click(screen.getByRole("button", { name: "Delete comment by you" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete comment" }));
    expect(await screen.findByText("Comment deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("The cold open is terrific.")).not.toBeInTheDocument());
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith("/api/protected/comments/c1"));
    expect(call?.[1]?.method).toBe("DELETE");
  });

  it("toasts 'Failed to delete comment'", async () => {
    const { user } = renderComments({
      routes: {
        [LIST]: () => jsonResponse({ success: true, comments: [makeComment({ canDelete: true })] }),
        "/api/protected/comments/c1": () => apiError("Database unavailable", 503),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Delete comment by Grace Hopper" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete comment" }));
    expect(await screen.findByText("Failed to delete comment")).toBeInTheDocument();
    expect(screen.getByText("The cold open is terrific.")).toBeInTheDocument();
  });

  it("asks visitors to sign in", async () => {
    const { fetchMock } = renderComments({ user: null });
    expect(await screen.findByText("You must be logged in to comment")).toBeInTheDocument();
    expect(section().getByRole("link", { name: "Sign in to comment" })).toHaveAttribute(
      "href",
      `/login?redirect=${encodeURIComponent("/scripts/script-1?tab=reviews")}`,
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith(LIST))).toBe(false);
  });
});
