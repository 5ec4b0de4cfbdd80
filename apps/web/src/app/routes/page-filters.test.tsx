import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { listResponse, makeScripts, queriesTo } from "../../features/discover/test/discover-fixtures.ts";
import { mockAuthApi } from "../../test/auth-fixtures.ts";
import { jsonResponse } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";

/** A page with both list endpoints answered. */
function render(path: string) {
  const list = () => jsonResponse(listResponse(makeScripts(12), { total: 12, pages: 1 }));
  const fetchMock = mockAuthApi({
    routes: {
      "/api/discover": list,
      "/api/discover/featured": () => jsonResponse({ success: true, featured: [] }),
      "/api/scripts": list,
    },
  });
  const view = renderApp(path);
  return { ...view, fetchMock };
}

const openPanel = async (name: RegExp = /^Filters/) => {
  fireEvent.click(await screen.findByRole("button", { name }));
  return within(await screen.findByRole("dialog", { name: "Filters" }));
};

describe("page filters (issue 35)", () => {
  it("writes the applied filters to the address and the request, leaving defaults out", async () => {
    const { router, fetchMock } = render("/discover");
    await screen.findByRole("list", { name: "All scripts" });
    expect(router.state.location.search).toBe("");

    const panel = await openPanel();
    fireEvent.change(panel.getByRole("combobox", { name: "Format" }), { target: { value: "feature" } });
    fireEvent.change(panel.getByRole("spinbutton", { name: "Pages, at most" }), { target: { value: "110" } });
    fireEvent.change(panel.getByRole("spinbutton", { name: "Speaking cast, at most" }), {
      target: { value: "12" },
    });
    fireEvent.change(panel.getByRole("combobox", { name: "Grade" }), { target: { value: "B+" } });
    // Left empty or set back to "Any": not in the address.
    fireEvent.change(panel.getByRole("combobox", { name: "Budget" }), { target: { value: "low" } });
    fireEvent.change(panel.getByRole("combobox", { name: "Budget" }), { target: { value: "" } });
    await act(async () => fireEvent.click(panel.getByRole("button", { name: "Show scripts" })));

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        pages_max: "110",
        cast_max: "12",
        format: "feature",
        grade: "B+",
      }),
    );
    await waitFor(() => {
      const query = queriesTo(fetchMock, "/api/discover").at(-1)!;
      expect(query.get("pages_max")).toBe("110");
      expect(query.get("cast_max")).toBe("12");
      expect(query.get("format")).toBe("feature");
      expect(query.get("grade")).toBe("B+");
      expect(query.has("budget")).toBe(false);
      expect(query.get("page")).toBe("1");
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Filters/ })).toHaveTextContent("4 set");
  });

  it("reads the filters back from the address, and Clear all empties it", async () => {
    const { router, fetchMock } = render("/scripts?budget=micro&night_min=30&has_coverage=true&lead_max=abc");
    await screen.findByRole("list", { name: "Scripts" });
    // An invalid value is dropped rather than sent.
    const first = queriesTo(fetchMock, "/api/scripts").at(-1)!;
    expect(first.get("budget")).toBe("micro");
    expect(first.get("night_min")).toBe("30");
    expect(first.get("has_coverage")).toBe("true");
    expect(first.has("lead_max")).toBe(false);

    const panel = await openPanel();
    expect(panel.getByRole("combobox", { name: "Budget" })).toHaveValue("micro");
    expect(panel.getByRole("spinbutton", { name: "Night scenes, at least" })).toHaveValue(30);
    expect(panel.getByRole("combobox", { name: "Has coverage" })).toHaveValue("true");
    fireEvent.click(panel.getByRole("button", { name: "Clear all" }));
    await act(async () => fireEvent.click(panel.getByRole("button", { name: "Show scripts" })));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await waitFor(() => expect(queriesTo(fetchMock, "/api/scripts").at(-1)?.has("budget")).toBe(false));
  });

  it("follows the address on back and forward", async () => {
    const { router } = render("/discover?format=pilot");
    await screen.findByRole("list", { name: "All scripts" });
    const panel = await openPanel();
    expect(panel.getByRole("combobox", { name: "Format" })).toHaveValue("pilot");
    fireEvent.change(panel.getByRole("combobox", { name: "Format" }), { target: { value: "short" } });
    await act(async () => fireEvent.click(panel.getByRole("button", { name: "Show scripts" })));
    await waitFor(() => expect(router.state.location.search).toBe("?format=short"));
    await act(async () => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe("?format=pilot"));
    const again = await openPanel();
    expect(again.getByRole("combobox", { name: "Format" })).toHaveValue("pilot");
  });
});
