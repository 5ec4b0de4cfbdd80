import { afterAll, describe, expect, it } from "vitest";

import {
  GENERATE_TRY_AGAIN,
  GENERATED_IMAGE_LOAD_FAILED,
  IMAGE_GENERATION_FAILED,
  imageModelById,
  NO_IMAGE_URL,
  type ImageModel,
} from "@twl/contract";

import { createFalImages } from "../src/modules/posters/providers/fal-images.ts";
import {
  ImageProviderError,
  type PosterImageProvider,
} from "../src/modules/posters/providers/image-provider.ts";
import { createOpenAIImages } from "../src/modules/posters/providers/openai-images.ts";
import { sniffImageType } from "../src/modules/scripts/process-cover-image.ts";
import { FakeImageProvider, type FakeImageBehaviour } from "./fakes/fake-image-provider.ts";

/** Each provider client against a fake image service on 127.0.0.1 (never the internet). */
describe("poster image providers", async () => {
  const fake = await new FakeImageProvider().start();
  afterAll(() => fake.stop());
  const poster = { title: "Dead Air", genres: ["Thriller"], logline: null, styles: ["film-noir"] };
  const clients: [string, () => PosterImageProvider, ImageModel][] = [
    [
      "OpenAI gpt-image-1",
      () => createOpenAIImages({ apiKey: "sk-test", baseUrl: `${fake.endpoint}/v1`, timeoutMs: 1500 }),
      imageModelById("gpt-image-1")!,
    ],
    [
      "fal FLUX Kontext",
      () => createFalImages({ apiKey: "fal-test", baseUrl: fake.endpoint, timeoutMs: 1500 }),
      imageModelById("flux-kontext")!,
    ],
    [
      "fal HiDream I1 Full",
      () => createFalImages({ apiKey: "fal-test", baseUrl: fake.endpoint, timeoutMs: 1500 }),
      imageModelById("hidream-i1-full")!,
    ],
    [
      "fal Ideogram V2",
      () => createFalImages({ apiKey: "fal-test", baseUrl: fake.endpoint, timeoutMs: 1500 }),
      imageModelById("ideogram-v2")!,
    ],
    [
      "fal FLUX Schnell (hidden)",
      () => createFalImages({ apiKey: "fal-test", baseUrl: fake.endpoint, timeoutMs: 1500 }),
      imageModelById("flux-schnell")!,
    ],
  ];

  const failureOf = async (client: PosterImageProvider, model: ImageModel): Promise<ImageProviderError> => {
    const error = await client
      .generate({ prompt: "a poster", model, poster, signal: new AbortController().signal })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(error).toBeInstanceOf(ImageProviderError);
    return error as ImageProviderError;
  };

  for (const [name, make, model] of clients) {
    describe(name, () => {
      it("returns the image and sends the key and the model's input", async () => {
        fake.reset("good");
        const { bytes } = await make().generate({
          prompt: "a 2:3 poster",
          model,
          poster,
          signal: new AbortController().signal,
        });
        expect(sniffImageType(bytes)).toBe("png");
        const request = fake.requests[0]!;
        if (model.provider === "openai") {
          expect(request.path).toBe("/v1/images/generations");
          expect(request.authorization).toBe("Bearer sk-test");
          expect(request.body).toMatchObject({
            model: "gpt-image-1",
            prompt: "a 2:3 poster",
            size: "1024x1536",
          });
        } else {
          expect(request.path).toBe(`/${model.providerModel}`);
          expect(request.authorization).toBe("Key fal-test");
          expect(request.body.prompt).toBe("a 2:3 poster");
          if (model.id === "flux-kontext" || model.id === "ideogram-v2")
            expect(request.body.aspect_ratio).toBe("2:3");
          else expect(request.body.image_size).toEqual({ width: 768, height: 1152 });
        }
      });

      const cases: [FakeImageBehaviour, string][] = [
        ["errorField", IMAGE_GENERATION_FAILED],
        ["noImage", NO_IMAGE_URL],
        ["hang", GENERATE_TRY_AGAIN],
        ["notImage", GENERATED_IMAGE_LOAD_FAILED],
      ];
      for (const [behaviour, message] of cases) {
        it(`${behaviour}: fails with '${message}'`, async () => {
          fake.reset(behaviour);
          const error = await failureOf(make(), model);
          expect(error.publicMessage).toBe(message);
        }, 20_000);
      }
    });
  }
});
