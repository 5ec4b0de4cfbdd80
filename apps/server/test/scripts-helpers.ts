import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

import { bearer } from "./auth-helpers.ts";
import { makePdf, multipart } from "./fixtures.ts";

/** Uploads a script through the real route and returns its id. */
export async function uploadScript(
  app: FastifyInstance,
  token: string,
  options: { title?: string; isPublic?: boolean; pages?: number; genres?: string[] } = {},
) {
  const form = multipart(
    {
      title: options.title ?? "The Long Night",
      genres: JSON.stringify(options.genres ?? ["drama", "thriller"]),
      logline: "A night watchman finds the city asleep for good.",
      isPublic: String(options.isPublic ?? false),
    },
    { name: "the-long-night.pdf", type: "application/pdf", data: await makePdf(options.pages ?? 3) },
  );
  const res = await app.inject({
    method: "POST",
    url: "/api/protected/scripts/upload",
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().script.id as string;
}
