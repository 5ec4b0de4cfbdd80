import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { apiError, makeUser, mockAuthApi } from "../../../../test/auth-fixtures.ts";
import { jsonResponse, type RouteHandler } from "../../../../test/mock-fetch.ts";
import { renderApp } from "../../../../test/render-app.tsx";
import { makeMyScripts } from "../../../../test/script-fixtures.ts";
import { historyPage, makeTransaction } from "../../test/clout-fixtures.ts";
import { CloutHistoryCompact } from "./clout-history-compact.tsx";
import { CloutHistory } from "./clout-history.tsx";

const HISTORY = "/api/clout/history";

function renderHistory(history: RouteHandler, element = <CloutHistory />) {
  const fetchMock = mockAuthApi({ user: makeUser(), routes: { [HISTORY]: history } });
  const view = renderApp("/", { routes: [{ path: "/", element }] });
  const historyUrls = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .filter((url) => url.pathname === HISTORY);
  return { ...view, historyUrls };
}

const rows = () => within(screen.getByRole("list", { name: "Clout transactions" })).getAllByRole("listitem");
const many = (count: number) =>
  Array.from({ length: count }, (_, index) => makeTransaction({ message: `gift ${index + 1}` }));

afterEach(() => {
  vi.useRealTimers();
});

describe("clout transactions", () => {
  it("shows each row's type, signed amount, script, counterparty, message and relative date", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-06-11T12:00:00.000Z"));
    renderHistory(() =>
      jsonResponse(
        historyPage([
          makeTransaction({
            type: "gave",
            amount: 10,
            message: "Loved it",
            createdAt: "2025-06-11T10:00:00.000Z",
          }),
          makeTransaction({
            type: "received",
            amount: 25,
            balance: "solid",
            toScript: { id: "s-9", title: "Dawn" },
            createdAt: "2025-06-08T12:00:00.000Z",
          }),
        ]),
      ),
    );
    await screen.findByText("“Loved it”");
    const [gave, received] = rows();
    const first = within(gave as HTMLElement);
    expect(first.getByText("Gave clout")).toBeInTheDocument();
    expect(first.getByText("-10")).toBeInTheDocument();
    expect(first.getByText("liquid clout")).toBeInTheDocument();
    expect(first.getByRole("link", { name: "Night Shift" })).toHaveAttribute("href", "/scripts/script-1");
    expect(first.getByRole("link", { name: "Grace Hopper" })).toHaveAttribute("href", "/profile/user-2");
    expect(gave).toHaveTextContent("to Grace Hopper");
    expect(first.getByText("“Loved it”")).toBeInTheDocument();
    expect(first.getByText("2 hours ago")).toHaveAttribute("datetime", "2025-06-11T10:00:00.000Z");

    const second = within(received as HTMLElement);
    expect(second.getByText("Received clout")).toBeInTheDocument();
    expect(second.getByText("+25")).toBeInTheDocument();
    expect(second.getByText("solid clout")).toBeInTheDocument();
    expect(received).toHaveTextContent("from Grace Hopper");
    expect(second.getByText("3 days ago")).toBeInTheDocument();
  });

  it("filters Sent and Received, and by Today, This Week and This Month", async () => {
    // Wednesday 11 June 2025, local time.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2025, 5, 11, 15, 0));
    const local = (day: number, month = 5) => new Date(2025, month, day, 9).toISOString();
    const { user } = renderHistory(() =>
      jsonResponse(
        historyPage([
          makeTransaction({ type: "gave", message: "today gift", createdAt: local(11) }),
          makeTransaction({ type: "monthly_allowance", message: "monday grant", createdAt: local(9) }),
          makeTransaction({ type: "spent", message: "early june spend", createdAt: local(2) }),
          makeTransaction({ type: "earned", message: "may award", createdAt: local(20, 4) }),
        ]),
      ),
    );
    await screen.findByText("“today gift”");
    const messages = () => rows().map((row) => row.querySelector("p.italic")?.textContent);

    await user.click(screen.getByRole("radio", { name: "Sent" }));
    expect(messages()).toEqual(["“today gift”", "“early june spend”"]);
    await user.click(screen.getByRole("radio", { name: "Received" }));
    expect(messages()).toEqual(["“monday grant”", "“may award”"]);
    await user.click(screen.getByRole("radio", { name: "All" }));

    await user.click(screen.getByRole("radio", { name: "Today" }));
    expect(messages()).toEqual(["“today gift”"]);
    await user.click(screen.getByRole("radio", { name: "This Week" }));
    expect(messages()).toEqual(["“today gift”", "“monday grant”"]);
    await user.click(screen.getByRole("radio", { name: "This Month" }));
    expect(messages()).toEqual(["“today gift”", "“monday grant”", "“early june spend”"]);

    await user.click(screen.getByRole("radio", { name: "Received" }));
    await user.click(screen.getByRole("radio", { name: "Today" }));
    expect(screen.getByText("No transactions found")).toBeInTheDocument();
  });

  it("fetches 10 first, then the next page after the last row with Load More", async () => {
    const first = many(10);
    const second = many(10);
    let call = 0;
    const { user, historyUrls } = renderHistory(() => {
      call += 1;
      return jsonResponse(call === 1 ? historyPage(first, true) : historyPage(second, false));
    });
    await screen.findByText("“gift 1”");
    expect(rows()).toHaveLength(10);
    expect(historyUrls()[0]?.searchParams.get("limit")).toBe("10");
    expect(historyUrls()[0]?.searchParams.has("before")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Load More Transactions" }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(historyUrls()[1]?.searchParams.get("before")).toBe(first.at(-1)?.id);
    expect(historyUrls()[1]?.searchParams.get("limit")).toBe("10");
    expect(screen.queryByRole("button", { name: "Load More Transactions" })).not.toBeInTheDocument();
  });
});

describe("clout transactions: limits, empty, loading and compact", () => {
  it("shows at most 20 before the button", async () => {
    const { user, historyUrls } = renderHistory(() => jsonResponse(historyPage(many(25), false)));
    await screen.findByText("“gift 1”");
    expect(rows()).toHaveLength(20);
    await user.click(screen.getByRole("button", { name: "Load More Transactions" }));
    expect(rows()).toHaveLength(25);
    expect(historyUrls()).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Load More Transactions" })).not.toBeInTheDocument();
  });

  it("says 'No transactions found' and how to start earning", async () => {
    renderHistory(() => jsonResponse(historyPage([])));
    expect(await screen.findByText("No transactions found")).toBeInTheDocument();
    expect(screen.getByText("Start earning solid clout by uploading scripts!")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upload a Script" })).toHaveAttribute("href", "/upload");
  });

  it("shows skeletons while loading and a retry after a failure", async () => {
    let fail = true;
    const { user } = renderHistory(() =>
      fail ? apiError("Database unavailable", 503) : jsonResponse(historyPage(many(1))),
    );
    expect(screen.getByRole("list", { name: "Loading transactions" })).toHaveAttribute("aria-busy", "true");
    expect(await screen.findByText("Failed to load transactions")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("“gift 1”")).toBeInTheDocument();
  });

  it("has a compact variant with the latest rows", async () => {
    renderHistory(() => jsonResponse(historyPage(many(8), true)), <CloutHistoryCompact limit={3} />);
    const list = await screen.findByRole("list", { name: "Recent clout activity" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "See all" })).toHaveAttribute("href", "/dashboard");
  });
});

describe("dashboard clout history", () => {
  it("renders under the scripts", async () => {
    mockAuthApi({
      user: makeUser(),
      routes: {
        "/api/protected/scripts/my-scripts": () => jsonResponse(makeMyScripts([])),
        [HISTORY]: () => jsonResponse(historyPage([makeTransaction({ message: "on the dashboard" })])),
      },
    });
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 2, name: "Clout Transactions" })).toBeInTheDocument();
    expect(await screen.findByText("“on the dashboard”")).toBeInTheDocument();
  });
});
