import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { apiError, bodyOf, makeUser, mockAuthApi } from "../../../test/auth-fixtures.ts";
import { jsonResponse } from "../../../test/mock-fetch.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { WAIT_FOR } from "../../../test/wait-for.ts";

const STATS = { writers: 1234, publicScripts: 56, completedCoverages: 7, reviews: 89, cloutGiven: 4321 };

describe("legal pages", () => {
  it.each([
    ["/privacy", "Privacy Policy", 18],
    ["/terms", "Terms of Service", 25],
  ])(
    "%s has %s with a last-updated date, a table of contents and %i anchored sections",
    (path, title, count) => {
      mockAuthApi();
      renderApp(path);
      expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(/Last updated:/)).toBeInTheDocument();
      const toc = screen.getByRole("navigation", { name: "Contents" });
      const links = within(toc).getAllByRole("link");
      expect(links).toHaveLength(count);
      for (const link of links) {
        const id = link.getAttribute("href")!.slice(1);
        expect(document.getElementById(id)?.tagName).toBe("SECTION");
      }
    },
  );

  it("the privacy policy says what happens to an uploaded screenplay", () => {
    mockAuthApi();
    renderApp("/privacy#your-screenplays");
    const section = document.getElementById("your-screenplays")!;
    expect(section).toHaveTextContent("Your screenplay stays yours");
    expect(section).toHaveTextContent(
      /never sell or license your screenplay, never use it to train AI models/,
    );
    expect(section).toHaveTextContent(/its files are removed from storage/);
  });

  it("the terms state the spec's facts", () => {
    mockAuthApi();
    renderApp("/terms");
    const text = document.body.textContent ?? "";
    for (const fact of [
      "not a talent agency",
      "at least 18 years old",
      "US dollars (USD)",
      "renew automatically",
      "end of the current billing cycle",
      "10 business days",
      "14-day cooling-off",
      "greater of 100 USD",
      "at least 30 days' notice",
      "50,000 USD",
      "California",
    ]) {
      expect(text).toContain(fact);
    }
  });
});

describe("about page", () => {
  it("shows live numbers and labels the promotional figures", async () => {
    mockAuthApi({ routes: { "/api/public/stats": () => jsonResponse({ success: true, stats: STATS }) } });
    const { user } = renderApp("/about");
    expect(await screen.findByText("1,234")).toBeInTheDocument();
    expect(screen.getByText("4,321")).toBeInTheDocument();
    expect(screen.getAllByText("Promotional figure").length).toBeGreaterThanOrEqual(3);
    await user.click(screen.getByRole("button", { name: /Create your free account/ }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });
});

describe("help center", () => {
  it("filters the FAQ as you type and offers contact when nothing matches", async () => {
    mockAuthApi();
    const { user } = renderApp("/help");
    const search = screen.getByRole("searchbox", { name: "Search the help center" });
    await user.type(search, "refund");
    expect(screen.getByText("Can I get a refund?")).toBeInTheDocument();
    expect(screen.queryByText("Which files can I upload?")).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "zebra crossing");
    expect(screen.getByText(/No answers match/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ask us directly" })).toHaveAttribute(
      "href",
      "/contact?topic=support",
    );
  });
});

describe("blog", () => {
  it("lists the Markdown posts and opens one", async () => {
    mockAuthApi();
    const { user } = renderApp("/blog");
    await user.click(screen.getByRole("link", { name: "Why we built clout" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Why we built clout" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "clout page" })).toHaveAttribute("href", "/clout");
  });

  it("says when a post does not exist", () => {
    mockAuthApi();
    renderApp("/blog/no-such-post");
    expect(screen.getByRole("heading", { name: "Post not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /All posts/ })).toHaveAttribute("href", "/blog");
  });
});

describe("contact form", () => {
  it("sends a message once and confirms it; a second message gets a new submission id", async () => {
    const fetchMock = mockAuthApi({
      user: makeUser(),
      routes: { "/api/contact": () => jsonResponse({ success: true, id: "m1" }, 201) },
    });
    const { user } = renderApp("/contact?topic=billing");
    expect(await screen.findByDisplayValue("Ada Lovelace")).toHaveAccessibleName("Your name");
    expect(screen.getByRole("combobox", { name: "Topic" })).toHaveValue("billing");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Please move me to the Pro plan.");
    await user.dblClick(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("heading", { name: "Message sent" })).toBeInTheDocument();
    const sends = () =>
      fetchMock.mock.calls
        .filter(([input]) => String(input) === "/api/contact")
        .map(([, init]) => bodyOf(init as RequestInit) as Record<string, string>);
    expect(sends()).toHaveLength(1);
    expect(sends()[0]).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      topic: "billing",
      message: "Please move me to the Pro plan.",
    });

    await user.click(screen.getByRole("button", { name: "Write another message" }));
    await user.type(screen.getByRole("textbox", { name: "Message" }), "And a second question.");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await vi.waitFor(() => expect(sends()).toHaveLength(2), WAIT_FOR);
    expect(sends()[1]!.submissionId).not.toBe(sends()[0]!.submissionId);
  });

  it("refuses spam-sized input before sending and shows the server's refusal", async () => {
    const fetchMock = mockAuthApi({
      routes: { "/api/contact": () => apiError("Too many requests. Please try again in 3600 seconds.", 429) },
    });
    const { user } = renderApp("/contact");
    await user.type(screen.getByRole("textbox", { name: "Your name" }), "Bot");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "bot@example.com");
    const message = screen.getByRole("textbox", { name: "Message" });
    await user.click(message);
    await user.paste("buy ".repeat(1300));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByText("Messages can be at most 5000 characters")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === "/api/contact")).toBe(false);

    await user.clear(message);
    await user.type(message, "A normal question.");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(
      await screen.findByText("Too many requests. Please try again in 3600 seconds."),
    ).toBeInTheDocument();
  });
});
