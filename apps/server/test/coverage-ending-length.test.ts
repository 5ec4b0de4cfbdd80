import { describe, expect, it } from "vitest";

import { formatNorms } from "../src/modules/coverage/engines/local/format.ts";
import { lengthReached } from "../src/modules/coverage/engines/local/text/score-text.ts";

describe("the ending rule's length gate", () => {
  it("takes a complete short of two or three pages as long enough; a feature of 40 pages is not", () => {
    expect(lengthReached(2, formatNorms("short").completeFrom)).toBe(1);
    expect(lengthReached(3, formatNorms("short").completeFrom)).toBe(1);
    expect(lengthReached(1, formatNorms("short").completeFrom)).toBeLessThan(0.5);
    expect(lengthReached(40, formatNorms("movie").completeFrom)).toBe(0);
    expect(lengthReached(90, formatNorms("movie").completeFrom)).toBe(1);
  });
});
