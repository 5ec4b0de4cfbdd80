import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Card, cardClass } from "./card.tsx";

describe("Card", () => {
  it("renders a div with the card look and the caller's classes", () => {
    render(<Card data-testid="card" className="p-6" />);
    const card = screen.getByTestId("card");
    expect(card.tagName).toBe("DIV");
    expect(card).toHaveClass("border", "border-line", "bg-surface", "shadow-card", "rounded-2xl", "p-6");
  });

  it("renders the element asked for, with larger corners and its attributes", () => {
    render(
      <Card as="section" size="large" aria-labelledby="title">
        <h2 id="title">Panel</h2>
      </Card>,
    );
    const section = screen.getByRole("region", { name: "Panel" });
    expect(section.tagName).toBe("SECTION");
    expect(section).toHaveClass("rounded-3xl");
    expect(section).not.toHaveClass("rounded-2xl");
  });

  it("gives the same classes to elements that cannot be a Card", () => {
    expect(cardClass({ className: "mt-2" })).toBe(
      "border border-line bg-surface shadow-card rounded-2xl mt-2",
    );
  });
});
