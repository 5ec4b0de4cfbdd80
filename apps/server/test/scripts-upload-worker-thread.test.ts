// @vitest-isolate: this file checks the process's globals, so it must not share a worker with files
// that load pdf.js in-process (the screenplay tests do).
import { describe, expect, it } from "vitest";

import { bearer, signUp } from "./auth-helpers.ts";
import { makePdf, multipart } from "./fixtures.ts";
import { createTestApp } from "./helper.ts";

describe("script upload inspection", async () => {
  const { app } = await createTestApp();
  const owner = await signUp(app);

  it("inspects PDFs in a worker thread: pdf.js and its global polyfills never load in the API process", async () => {
    expect(Object.hasOwn(globalThis, "pdfjsLib")).toBe(false);
    const form = multipart(
      { title: "Draft One", genres: '["drama"]' },
      {
        name: "x.pdf",
        type: "application/pdf",
        data: await makePdf(3),
      },
    );
    const res = await app.inject({
      method: "POST",
      url: "/api/protected/scripts/upload",
      headers: { ...bearer(owner.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().script.pageCount).toBe(3);
    // pdf.js would have left these globals behind had it run in this process.
    expect(Object.hasOwn(globalThis, "pdfjsLib")).toBe(false);
    expect(Object.hasOwn(globalThis, "__core-js_shared__")).toBe(false);
  });
});
