import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { AUTH_PROVIDERS_DATA_ID } from "@twl/contract";

import { mockAuthApi, PROVIDERS } from "../../../test/auth-fixtures.ts";
import { renderApp } from "../../../test/render-app.tsx";

/** The data block the server writes into every page it sends (apps/server/src/modules/auth/auth-providers-tag.ts). */
function addPageBlock(text: string) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = AUTH_PROVIDERS_DATA_ID;
  block.textContent = text;
  document.body.append(block);
}
afterEach(() => document.getElementById(AUTH_PROVIDERS_DATA_ID)?.remove());

const providerReads = (fetchMock: ReturnType<typeof mockAuthApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes("/api/auth/providers"));
const banner = () => within(screen.getByRole("banner"));

describe("the sign-in configuration from the page's HTML", () => {
  it("renders the header from the page's block, with no request for it", async () => {
    // A demo server: its navigation shows only once the configuration is known.
    addPageBlock(JSON.stringify({ ...PROVIDERS, demo: true }));
    const fetchMock = mockAuthApi();
    renderApp("/about");
    expect(banner().getByRole("group", { name: "Demo navigation" })).toBeInTheDocument();
    expect(banner().getByRole("button", { name: "Log in" })).toBeInTheDocument();
    expect(banner().getByRole("button", { name: "Sign up" })).toBeInTheDocument();
    // Other reads settle; the configuration is never asked for.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(providerReads(fetchMock)).toEqual([]);
  });

  it("reads the API when the page has no block, or a block that does not parse", async () => {
    for (const block of [undefined, "{not json", JSON.stringify({ ...PROVIDERS, demo: "yes" })]) {
      if (block !== undefined) addPageBlock(block);
      const fetchMock = mockAuthApi({ routes: {} });
      const view = renderApp("/about");
      expect(await banner().findByRole("button", { name: "Log in" })).toBeInTheDocument();
      await waitFor(() => expect(providerReads(fetchMock)).toHaveLength(1));
      view.unmount();
      document.getElementById(AUTH_PROVIDERS_DATA_ID)?.remove();
    }
  });
});
