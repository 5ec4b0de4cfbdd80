import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { makeUser, mockAuthApi } from "../../test/auth-fixtures.ts";
import { jsonResponse } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";

const LINK = "http://localhost:3000/api/auth/verify-email?token=abc.def.ghi&callbackURL=%2F";

describe("/admin/outbox", () => {
  it("shows an admin the kept mail, labelled as the local outbox, with the verification link as text", async () => {
    mockAuthApi({
      user: makeUser({ role: "admin" }),
      routes: {
        "/api/admin/outbox": () =>
          jsonResponse({
            success: true,
            transport: "outbox",
            messages: [
              {
                id: "m1",
                sentAt: "2026-11-25T09:00:00.000Z",
                to: "grace@example.com",
                subject: "Confirm your email for The White List",
                text: `Hello Grace,\n\nOpen this link to confirm your email address:\n${LINK}\n<script>alert(1)</script>`,
                link: LINK,
              },
            ],
          }),
      },
    });
    renderApp("/admin/outbox");
    const list = await screen.findByRole("list", { name: "Messages" }, { timeout: 10_000 });
    const item = within(list).getByRole("listitem");
    expect(
      within(item).getByRole("heading", { name: "Confirm your email for The White List" }),
    ).toBeInTheDocument();
    expect(item).toHaveTextContent("To grace@example.com");
    expect(item).toHaveTextContent(LINK);
    // Mail text is shown as text, never as markup.
    expect(item).toHaveTextContent("<script>alert(1)</script>");
    expect(document.querySelector("script")).toBeNull();
    expect(screen.getByText(/Local outbox — no mail leaves this server/)).toBeInTheDocument();
  });

  it("says so when mail goes out through SMTP, with an empty state", async () => {
    mockAuthApi({
      user: makeUser({ role: "admin" }),
      routes: { "/api/admin/outbox": () => jsonResponse({ success: true, transport: "smtp", messages: [] }) },
    });
    renderApp("/admin/outbox");
    expect(
      await screen.findByText(
        "Mail is sent through SMTP (SMTP_URL is set), so nothing is kept here.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("No messages yet")).toBeInTheDocument();
  });

  it("sends a customer away without asking the server for the outbox", async () => {
    const fetchMock = mockAuthApi({ user: makeUser({ role: "customer" }) });
    const { router } = renderApp("/admin/outbox");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 10_000 });
    expect(fetchMock.mock.calls.some(([path]) => path === "/api/admin/outbox")).toBe(false);
  });
});
