import { describe, expect, it } from "vitest";

import {
  adminCreateDummyScriptRequestSchema,
  adminReasonRequestSchema,
  adminSetPlanRequestSchema,
  cancelSubscriptionRequestSchema,
  createCommentRequestSchema,
  giveCloutRequestSchema,
  reviewRequestSchema,
  updateProfileRequestSchema,
} from "./index.ts";

/** A right-to-left override, an isolate, a direction mark, a zero-width no-break space and a control character. */
const UNSAFE = "\u202e\u2066\u200f\ufeff\u0007";
const dirty = (text: string) => `${UNSAFE}${text}${UNSAFE}`;

/**
 * Issue 28, finding 10, as a class: every free text another person reads goes through the same
 * rules (bidi controls, invisible marks and control characters removed; line breaks kept where
 * the text is multi-line). A field added without them fails here.
 */
describe("text other people read is cleaned the same way in every request", () => {
  const cases: [string, () => unknown][] = [
    [
      "comment",
      () => createCommentRequestSchema.parse({ content: dirty("Great opening.\nLoved it.") }).content,
    ],
    [
      "review",
      () =>
        reviewRequestSchema.parse({ rating: 4, comment: dirty("A strong second act.\nTighten it.") }).comment,
    ],
    [
      "bio",
      () => updateProfileRequestSchema.parse({ bio: dirty("Writes thrillers.\nLives by the sea.") }).bio,
    ],
    ["admin reason", () => adminReasonRequestSchema.parse({ reason: dirty("Spam.\nSecond report.") }).reason],
    [
      "plan change reason",
      () => adminSetPlanRequestSchema.parse({ tier: "pro", reason: dirty("Agreed.\nBy phone.") }).reason,
    ],
    [
      "cancellation reason",
      () => cancelSubscriptionRequestSchema.parse({ reason: dirty("Too costly.\nFor now.") })?.reason,
    ],
  ];
  it.each(cases)("%s keeps its line breaks and drops every unsafe character", (_name, read) => {
    const value = read() as string;
    expect(value).toMatch(/\n/);
    for (const char of UNSAFE) expect(value).not.toContain(char);
  });

  it("one-line fields (a clout message, a dummy script's title, logline and genres) drop them too", () => {
    const gift = giveCloutRequestSchema.parse({ amount: 5, message: dirty("Bravo") });
    expect(gift.message).toBe("Bravo");
    const script = adminCreateDummyScriptRequestSchema.parse({
      title: dirty("The Lighthouse"),
      logline: dirty("A keeper and a storm."),
      genres: [dirty("drama")],
    });
    expect(script).toMatchObject({
      title: "The Lighthouse",
      logline: "A keeper and a storm.",
      genres: ["drama"],
    });
  });
});
