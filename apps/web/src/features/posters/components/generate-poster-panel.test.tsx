import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { GenerationResponse, ImageModelsResponse } from "@twl/contract";

import { apiError, makeUser, mockAuthApi } from "../../../test/auth-fixtures.ts";
import { jsonResponse, type RouteHandler } from "../../../test/mock-fetch.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { GENRES_RESPONSE, makeOwnScript } from "../../../test/script-fixtures.ts";

const MODELS: ImageModelsResponse = {
  success: true,
  models: [
    { id: "gpt-image-1", name: "GPT Image 1", provider: "openai", isPaid: true, isDefault: true },
    { id: "local-poster", name: "Local poster", provider: "local", isPaid: false, isDefault: false },
  ],
  styles: [
    { id: "photorealistic", name: "Photorealistic", family: "cinematic" },
    { id: "film-noir", name: "Film Noir", family: "noir" },
    { id: "neon", name: "Neon", family: "retro-wave" },
    { id: "gothic", name: "Gothic", family: "horror" },
  ],
  usage: { tier: "free", monthlyCap: 5, usedThisMonth: 2, rateLimit: { max: 6, windowMinutes: 10 } },
};

const generated = (overrides: Partial<GenerationResponse["generation"]> = {}): GenerationResponse => {
  const generation = {
    id: "g-1",
    status: "completed" as const,
    scriptId: "draft-1",
    model: "local-poster",
    modelName: "Local poster",
    provider: "local" as const,
    prompt: "p",
    styles: ["photorealistic"],
    imageUrl: "http://localhost/files/poster.png",
    previewUrl: "http://localhost/files/poster.png",
    error: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    completedAt: "2026-01-01T00:00:01.000Z",
    ...overrides,
  };
  return {
    success: true,
    generation,
    previewUrl: generation.previewUrl,
    imageUrl: generation.imageUrl,
    image: generation.previewUrl ? { url: generation.previewUrl } : null,
    images: generation.previewUrl ? [{ image: { url: generation.previewUrl } }] : [],
    model: generation.modelName,
    provider: generation.provider,
    prompt: "p",
    scriptId: "draft-1",
  };
};

function renderUpload(routes: Record<string, RouteHandler> = {}) {
  const requests: { path: string; body: unknown }[] = [];
  const record =
    (path: string, answer: RouteHandler): RouteHandler =>
    (init) => {
      requests.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
      return answer(init);
    };
  mockAuthApi({
    user: makeUser(),
    routes: {
      "/api/genres": () => jsonResponse(GENRES_RESPONSE),
      "/api/v1/image-generation/models": () => jsonResponse(MODELS),
      "/api/protected/scripts": record("draft", () =>
        jsonResponse(
          { success: true, script: makeOwnScript({ id: "draft-1", title: "Dead Air", isPublic: false }) },
          201,
        ),
      ),
      "/api/v1/image-generation/generate": record("generate", () => jsonResponse(generated())),
      "/api/v1/image-generation/generations/g-1/use": record("use", () =>
        jsonResponse({ success: true, script: makeOwnScript({ id: "draft-1", activeCoverVersion: 1 }) }),
      ),
      "/api/v1/image-generation/generations/g-1": record("discard", () => jsonResponse({ success: true })),
      ...routes,
    },
  });
  const view = renderApp("/upload");
  return { ...view, requests };
}

const panel = async () => within(await screen.findByRole("region", { name: "Generate Cover Image" }));

describe("Generate Cover Image on the upload page", () => {
  it("needs a title, defaults to Photorealistic and the configured default model, and states the limits", async () => {
    const { user, requests } = renderUpload();
    const p = await panel();
    expect(p.getByRole("button", { name: "Photorealistic" })).toHaveAttribute("aria-pressed", "true");
    expect(await p.findByRole("option", { name: "GPT Image 1" })).toBeInTheDocument();
    expect(p.getByLabelText("Model")).toHaveValue("gpt-image-1");
    expect(p.getByTestId("poster-limits")).toHaveTextContent(
      "2 of 5 posters used this month on your free plan",
    );
    await user.click(p.getByRole("button", { name: "Generate Poster" }));
    expect(await p.findByText("Please enter a script title first")).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("stops adding styles at 3 and asks for at least one", async () => {
    const { user } = renderUpload();
    const p = await panel();
    await user.click(p.getByRole("button", { name: "Film Noir" }));
    await user.click(p.getByRole("button", { name: "Neon" }));
    expect(p.getByRole("button", { name: "Gothic" })).toBeDisabled();
    for (const name of ["Photorealistic", "Film Noir", "Neon"])
      await user.click(p.getByRole("button", { name }));
    await user.type(screen.getByLabelText("Title"), "Dead Air");
    await user.click(p.getByRole("button", { name: "Generate Poster" }));
    expect(await p.findByText("Please select at least one style")).toBeInTheDocument();
  });

  it("creates a private draft, previews the poster, and 'Use as Cover Image' flashes 'Cover image updated!'", async () => {
    const { user, requests } = renderUpload();
    const p = await panel();
    await user.type(screen.getByLabelText("Title"), "Dead Air");
    await user.selectOptions(p.getByLabelText("Model"), "local-poster");
    await user.click(p.getByRole("button", { name: "Generate Poster" }));
    const preview = await p.findByRole("img", { name: "Generated poster for Dead Air" });
    expect(preview).toHaveAttribute("src", "http://localhost/files/poster.png");
    expect(p.getByText("Made by the Local poster renderer (not AI)")).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ path: "draft", body: { title: "Dead Air", isPublic: false } });
    expect(requests[1]).toMatchObject({
      path: "generate",
      body: { scriptId: "draft-1", provider: "local", styles: ["photorealistic"] },
    });
    await user.click(p.getByRole("button", { name: "Use as Cover Image" }));
    expect(await p.findByText("Cover image updated!")).toBeInTheDocument();
    expect(await screen.findByText(/Your generated poster is the cover/)).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual(["draft", "generate", "use"]);
  });

  it("clears a preview that fails to load", async () => {
    const { user } = renderUpload();
    const p = await panel();
    await user.type(screen.getByLabelText("Title"), "Dead Air");
    await user.click(p.getByRole("button", { name: "Generate Poster" }));
    fireEvent.error(await p.findByRole("img", { name: "Generated poster for Dead Air" }));
    expect(await p.findByText("Generated image failed to load")).toBeInTheDocument();
    expect(p.queryByRole("img", { name: "Generated poster for Dead Air" })).not.toBeInTheDocument();
  });

  it("shows the server's error text", async () => {
    const { user } = renderUpload({
      "/api/v1/image-generation/generate": () => apiError("No image URL in response", 422),
    });
    const p = await panel();
    await user.type(screen.getByLabelText("Title"), "Dead Air");
    await user.click(p.getByRole("button", { name: "Generate Poster" }));
    expect(await p.findByText("No image URL in response")).toBeInTheDocument();
  });

  it("says 'Failed to create draft script' when the draft fails without a message", async () => {
    const { user } = renderUpload({ "/api/protected/scripts": () => new Response("oops", { status: 500 }) });
    const p = await panel();
    await user.type(screen.getByLabelText("Title"), "Dead Air");
    await user.click(p.getByRole("button", { name: "Generate Poster" }));
    expect(await p.findByText("Failed to create draft script")).toBeInTheDocument();
  });
});
