import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";

import type { ReaderList } from "@twl/contract";

import { jsonResponse, mockFetch } from "../../../test/mock-fetch.ts";
import { AddToListMenu } from "./add-to-list-menu.tsx";
import { ListShareControls } from "./list-share-controls.tsx";
import { ListsPanel } from "./lists-panel.tsx";

const LIST: ReaderList = {
  id: "l-1",
  name: "To read",
  scriptCount: 2,
  sharePath: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {children}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("reader lists", () => {
  it("Add to list: shows which lists hold the script and adds it to another", async () => {
    const lists = [
      { ...LIST, hasScript: true },
      { ...LIST, id: "l-2", name: "Send to Dana", scriptCount: 0, hasScript: false },
    ];
    const calls: string[] = [];
    mockFetch({
      "/api/lists": (_init, url) => {
        expect(url).toContain("scriptId=s-9");
        return jsonResponse({ success: true, lists });
      },
      "/api/lists/l-2/scripts/s-9": (init) => {
        calls.push(String(init?.method));
        lists[1] = { ...lists[1]!, hasScript: true, scriptCount: 1 };
        return jsonResponse({ success: true, list: lists[1] });
      },
    });
    const user = userEvent.setup();
    wrap(<AddToListMenu compact scriptId="s-9" title="Harbour Lights" />);
    await user.click(screen.getByRole("button", { name: "Add “Harbour Lights” to a list" }));
    const toRead = await screen.findByRole("menuitemcheckbox", { name: /To read/ });
    expect(toRead).toHaveAttribute("aria-checked", "true");
    const dana = screen.getByRole("menuitemcheckbox", { name: /Send to Dana/ });
    expect(dana).toHaveAttribute("aria-checked", "false");
    await user.click(dana);
    expect(await screen.findByText("Added to “Send to Dana”")).toBeInTheDocument();
    expect(calls).toEqual(["PUT"]);
    expect(await screen.findByRole("menuitemcheckbox", { name: /Send to Dana/ })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });

  it("lists panel: an empty state, then a list created from the form", async () => {
    let lists: ReaderList[] = [];
    mockFetch({
      "/api/lists": (init) => {
        if (init?.method === "POST") {
          const { name } = JSON.parse(String(init.body)) as { name: string };
          lists = [{ ...LIST, name, scriptCount: 0 }];
          return jsonResponse({ success: true, list: lists[0] }, 201);
        }
        return jsonResponse({ success: true, lists });
      },
    });
    const user = userEvent.setup();
    wrap(<ListsPanel />);
    expect(await screen.findByText("No lists yet")).toBeInTheDocument();
    await user.type(screen.getByLabelText("New list"), "Send to Dana{Enter}");
    const list = await screen.findByRole("list", { name: "Your lists" });
    expect(within(list).getByRole("link", { name: "Send to Dana" })).toHaveAttribute("href", "/lists/l-1");
    expect(within(list).getByText("Private")).toBeInTheDocument();
    expect(await screen.findByText("Created “Send to Dana”")).toBeInTheDocument();
  });

  it("share controls: turning sharing on shows the link to copy", async () => {
    const bodies: unknown[] = [];
    mockFetch({
      "/api/lists/l-1": (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse({ success: true, list: { ...LIST, sharePath: "/shared-lists/abc" } });
      },
    });
    const user = userEvent.setup();
    const view = wrap(<ListShareControls list={LIST} />);
    const toggle = screen.getByRole("switch", { name: /Share by link/ });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(screen.queryByRole("textbox", { name: "Shared link" })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByText("Anyone with the link can now see this list")).toBeInTheDocument();
    expect(bodies).toEqual([{ shared: true }]);
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ListShareControls list={{ ...LIST, sharePath: "/shared-lists/abc" }} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole("textbox", { name: "Shared link" })).toHaveValue(
      "http://localhost:3000/shared-lists/abc",
    );
  });
});
