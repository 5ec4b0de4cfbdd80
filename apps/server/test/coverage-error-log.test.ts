import { describe, expect, it } from "vitest";

import { describeError } from "../src/modules/coverage/run-coverage.ts";

describe("coverage failure logging", () => {
  it("keeps names, messages, codes and statuses, never the provider's request body", () => {
    const providerError = Object.assign(new Error("Bad Gateway"), {
      statusCode: 502,
      requestBodyValues: { messages: [{ content: "INT. SECRET LAB - NIGHT" }] },
    });
    const wrapped = new Error("The AI provider failed (HTTP 502)", { cause: providerError });
    const logged = describeError(wrapped);
    expect(logged).toEqual([
      { name: "Error", message: "The AI provider failed (HTTP 502)" },
      { name: "Error", message: "Bad Gateway", statusCode: 502 },
    ]);
    expect(JSON.stringify(logged)).not.toContain("SECRET LAB");
  });
});
