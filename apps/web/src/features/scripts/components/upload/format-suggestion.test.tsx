import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { makeUser, mockAuthApi } from "../../../../test/auth-fixtures.ts";
import { jsonResponse } from "../../../../test/mock-fetch.ts";
import { renderApp } from "../../../../test/render-app.tsx";
import { GENRES_RESPONSE } from "../../../../test/script-fixtures.ts";

/** About 13 pages of Fountain (55 lines a page), written here. */
function shortFountain(): string {
  const lines: string[] = [];
  for (let i = 0; lines.length < 13 * 55 - 5; i++) lines.push(`INT. ROOM ${i} - DAY`, "", "Ada waits.", "");
  return lines.join("\n");
}

describe("format suggestion at upload", () => {
  it("suggests Short for a 13-page script left on Feature, and applies it", async () => {
    mockAuthApi({ user: makeUser(), routes: { "/api/genres": () => jsonResponse(GENRES_RESPONSE) } });
    const { user } = renderApp("/upload");
    const input = await screen.findByLabelText("Screenplay PDF, Final Draft or Fountain file");
    const type = screen.getByRole("radiogroup", { name: "Type" });
    expect(within(type).getByRole("radio", { name: "Feature film" })).toHaveAttribute("aria-checked", "true");
    await user.upload(input, new File([shortFountain()], "keeper.fountain", { type: "" }));
    expect(await screen.findByText(/This file reads as a/)).toHaveTextContent(
      "This file reads as a short (about 13 pages, no act-out or teaser markers). Left as is, coverage judges it as a short.",
    );
    await user.click(screen.getByRole("button", { name: "Use Short" }));
    expect(within(type).getByRole("radio", { name: "Short" })).toHaveAttribute("aria-checked", "true");
    expect(screen.queryByText(/This file reads as a/)).not.toBeInTheDocument();
  });
});
