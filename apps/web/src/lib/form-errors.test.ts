import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { reviewRequestSchema } from "@twl/contract";

import { fieldErrorsOf, useFormErrors, type FormIssue, type FormSchema } from "./form-errors.ts";

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

/** A schema that fails with the given issues until `title` is "ok". */
const titleSchema = (issues: FormIssue[]): FormSchema<{ title: string }> => ({
  safeParse: (data) => {
    const title = (data as { title: string }).title;
    return title === "ok" ? { success: true, data: { title } } : { success: false, error: { issues } };
  },
});

describe("useFormErrors", () => {
  it("shows the first message per listed field, returns null on failure and the data on success", () => {
    const schema = titleSchema([
      { path: ["title"], message: "Title is required" },
      { path: ["title"], message: "Title is too long" },
      { path: ["website"], message: "Hidden field" },
      { path: [], message: "Whole object" },
    ]);
    const { result } = renderHook(() => useFormErrors(schema, ["title"]));
    expect(result.current.errors).toEqual({});

    let parsed: unknown = "not called";
    act(() => {
      parsed = result.current.validate({ title: "" });
    });
    expect(parsed).toBeNull();
    expect(result.current.errors).toEqual({ title: "Title is required" });

    act(() => {
      parsed = result.current.validate({ title: "ok" });
    });
    expect(parsed).toEqual({ title: "ok" });
    expect(result.current.errors).toEqual({});
  });

  it("clears one field and keeps the same errors object when that field has no message", () => {
    const schema = titleSchema([
      { path: ["title"], message: "Title is required" },
      { path: ["logline"], message: "Logline is too long" },
    ]);
    const { result } = renderHook(() => useFormErrors(schema, ["title", "logline", "genres"]));
    act(() => {
      result.current.validate({ title: "" });
    });
    const before = result.current.errors;
    act(() => result.current.clearError("genres"));
    expect(result.current.errors).toBe(before);

    act(() => result.current.clearError("title"));
    expect(result.current.errors.title).toBeUndefined();
    expect(result.current.errors.logline).toBe("Logline is too long");

    act(() => result.current.setErrors({ genres: "From the server" }));
    expect(result.current.errors).toEqual({ genres: "From the server" });
  });

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
