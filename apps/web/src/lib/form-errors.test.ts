import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { reviewRequestSchema } from "@twl/contract";

import { fieldErrorsOf, useFormErrors } from "./form-errors.ts";

describe("fieldErrorsOf", () => {
  it("keeps the first message per field and skips issues outside the listed fields", () => {
    const issues = [
      { path: ["title"], message: "Title is required" },
      { path: ["title"], message: "Title is too long" },
      { path: ["genres", 0], message: "Unknown genre" },
      { path: [], message: "Whole object" },
      { path: ["website"], message: "Hidden field" },
    ];
    expect(fieldErrorsOf(issues, ["title", "genres"])).toEqual({
      title: "Title is required",
      genres: "Unknown genre",
    });
    expect(fieldErrorsOf(issues)).toEqual({
      title: "Title is required",
      genres: "Unknown genre",
      website: "Hidden field",
    });
  });
});

describe("useFormErrors", () => {
  it("puts a contract schema's messages under their fields, then clears them", () => {
    const { result } = renderHook(() => useFormErrors(reviewRequestSchema, ["rating", "comment"]));
    let parsed: unknown;
    act(() => {
      parsed = result.current.validate({ rating: 0, comment: "short" });
    });
    expect(parsed).toBeNull();
    expect(result.current.errors.rating).toEqual(expect.any(String));
    expect(result.current.errors.comment).toEqual(expect.any(String));

    act(() => result.current.clearError("rating"));
    expect(result.current.errors.rating).toBeUndefined();
    expect(result.current.errors.comment).toEqual(expect.any(String));

    act(() => {
      parsed = result.current.validate({ rating: 5, comment: "A careful, generous read of the second act." });
    });
    expect(parsed).toEqual({ rating: 5, comment: "A careful, generous read of the second act." });
    expect(result.current.errors).toEqual({});
  });
});
