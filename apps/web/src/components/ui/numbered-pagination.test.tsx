import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { NumberedPagination, pageWindow } from "./numbered-pagination.tsx";

describe("pageWindow", () => {
  it("centres on the current page", () => {
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(3, 9)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shifts at the edges so 5 numbers still show", () => {
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(8, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });

  it("shows every page when there are 5 or fewer", () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("NumberedPagination", () => {
  it("marks the current page, disables Previous on page 1 and reports the page chosen", async () => {
    const onPageChange = vi.fn();
    render(<NumberedPagination page={1} pages={12} onPageChange={onPageChange} />);
    const numbers = screen.getAllByRole("button", { name: /^Page \d+$/ }).map((button) => button.textContent);
    expect(numbers).toEqual(["1", "2", "3", "4", "5"]);
    expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Page 4" }));
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onPageChange.mock.calls).toEqual([[4], [2]]);
  });

  it("renders nothing for a single page", () => {
    const { container } = render(<NumberedPagination page={1} pages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
