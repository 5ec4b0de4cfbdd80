import { z } from "zod";

import {
  DEFAULT_POSTER_STYLE,
  MAX_POSTER_STYLES,
  POSTER_FAMILIES,
  POSTER_STYLE_IDS,
  posterStyleById,
  type PosterStyle,
} from "./poster-styles.ts";

/**
 * Cover posters: the image models, the prompt builder and the four image-generation calls (the
 * styles are in poster-styles.ts). The server builds the prompt with the same function the
 * client previews it with, from the script and the chosen styles.
 */

/** Poster size: 768 x 1152, 2:3 portrait. */
export const POSTER_WIDTH = 768;
export const POSTER_HEIGHT = 1152;

/** The logline used in the prompt when the script has none. */
export const DEFAULT_POSTER_LOGLINE = "An epic cinematic adventure";

/** Image models. GPT Image 1 is the default when configured; FLUX Schnell exists but is hidden; the local renderer needs no key. */
export const IMAGE_MODEL_IDS = [
  "gpt-image-1",
  "flux-kontext",
  "hidream-i1-full",
  "ideogram-v2",
  "flux-schnell",
  "local-poster",
] as const;
export type ImageModelId = (typeof IMAGE_MODEL_IDS)[number];
export type ImageProvider = "openai" | "fal" | "local";

export interface ImageModel {
  id: ImageModelId;
  name: string;
  provider: ImageProvider;
  /** The provider's own model name (OpenAI model or fal endpoint id). */
  providerModel: string;
  hidden?: boolean;
}

export const IMAGE_MODELS: readonly ImageModel[] = [
  {
    id: "flux-kontext",
    name: "FLUX Kontext",
    provider: "fal",
    providerModel: "fal-ai/flux-pro/kontext/text-to-image",
  },
  { id: "gpt-image-1", name: "GPT Image 1", provider: "openai", providerModel: "gpt-image-1" },
  {
    id: "hidream-i1-full",
    name: "HiDream I1 Full",
    provider: "fal",
    providerModel: "fal-ai/hidream-i1-full",
  },
  { id: "ideogram-v2", name: "Ideogram V2", provider: "fal", providerModel: "fal-ai/ideogram/v2" },
  {
    id: "flux-schnell",
    name: "FLUX Schnell",
    provider: "fal",
    providerModel: "fal-ai/flux/schnell",
    hidden: true,
  },
  { id: "local-poster", name: "Local poster", provider: "local", providerModel: "local-poster" },
];
export const DEFAULT_IMAGE_MODEL: ImageModelId = "gpt-image-1";
export const LOCAL_IMAGE_MODEL: ImageModelId = "local-poster";
export const imageModelById = (id: string): ImageModel | undefined =>
  IMAGE_MODELS.find((m) => m.id === id || m.providerModel === id);

export interface PosterPromptInput {
  title: string;
  /** Genre names, e.g. ["Thriller", "Mystery"]. */
  genres: string[];
  logline?: string | null;
  /** Style ids; unknown ids are skipped. */
  styles: string[];
}

/**
 * The poster prompt: genres, title, logline (default 'An epic cinematic adventure') and the
 * chosen styles, as a 2:3 portrait poster with the title at the bottom center.
 */
export function buildPosterPrompt({ title, genres, logline, styles }: PosterPromptInput): string {
  const genreText = genres.length > 0 ? genres.join(", ") : "Drama";
  const story = logline?.trim() || DEFAULT_POSTER_LOGLINE;
  const chosen = styles.map(posterStyleById).filter((style): style is PosterStyle => style !== undefined);
  const styleText = (chosen.length > 0 ? chosen : [posterStyleById(DEFAULT_POSTER_STYLE)!])
    .map((style) => `${style.name} (${style.prompt})`)
    .join("; ");
  return [
    `A ${genreText} movie poster for "${title.trim()}".`,
    `Story: ${story.replace(/\s+/g, " ")}`,
    `Style: ${styleText}.`,
    `Format: a 2:3 portrait poster. Show the title "${title.trim()}" in large lettering at the bottom center.`,
  ].join("\n");
}

/** Limits on generation (stated in the UI): per user, and per month per tier on paid providers. */
export const POSTER_RATE_LIMIT = { max: 6, windowMinutes: 10 } as const;
export const POSTER_MONTHLY_CAP: Record<"free" | "basic" | "pro" | "studio" | "enterprise", number> = {
  free: 5,
  basic: 20,
  pro: 50,
  studio: 150,
  enterprise: 500,
};

/** Error texts. */
export const IMAGE_GENERATION_FAILED = "Image generation failed";
export const NO_IMAGE_URL = "No image URL in response";
export const SCRIPT_ID_REQUIRED = "Script ID is required for image generation";
export const GENERATE_TRY_AGAIN = "Failed to generate image. Please try again.";
export const GENERATED_IMAGE_LOAD_FAILED = "Generated image failed to load";
export const POSTER_TITLE_REQUIRED = "Please enter a script title first";
export const POSTER_STYLE_REQUIRED = "Please select at least one style";
export const ADMIN_ONLY_STYLE_MESSAGE = "Only admins can use the Trapaholics style";
export const MODEL_NOT_CONFIGURED = "This image model is not configured on this server";

/** Checked by the server so a missing id gets the spec's exact text. */
const scriptIdField = z.string().trim().max(64).optional();
const stylesField = z
  .array(z.enum(POSTER_STYLE_IDS, { error: "Unknown poster style" }))
  .min(1, POSTER_STYLE_REQUIRED)
  .max(MAX_POSTER_STYLES, `Choose at most ${MAX_POSTER_STYLES} styles`)
  .optional();
/** What every call carries besides the spec's fields: the script, and the chosen styles (the server builds the prompt from them). */
const common = { scriptId: scriptIdField, styles: stylesField };
const prompt = z.string().max(4000).optional();

/** POST /api/v1/image-generation/generate-fal {model, input:{prompt}} */
export const generateFalRequestSchema = z.object({
  ...common,
  model: z.string().max(120).optional(),
  input: z.object({ prompt }).optional(),
});
/** POST /api/v1/image-generation/generate-ideogram {image_request:{prompt}} */
export const generateIdeogramRequestSchema = z.object({
  ...common,
  image_request: z.object({ prompt }).optional(),
});
/** POST /api/v1/image-generation/generate-flux-kontext {prompt, model, width 768, height 1152} */
export const generateFluxKontextRequestSchema = z.object({
  ...common,
  prompt,
  model: z.string().max(120).optional(),
  width: z.literal(POSTER_WIDTH).optional(),
  height: z.literal(POSTER_HEIGHT).optional(),
});
/** POST /api/v1/image-generation/generate {prompt, provider, model} */
export const generateImageRequestSchema = z.object({
  ...common,
  prompt,
  provider: z.enum(["openai", "fal", "local"]).optional(),
  model: z.string().max(120).optional(),
});

export const generationStatusSchema = z.enum([
  "pending",
  "processing",
  "completed",
  "failed",
  "used",
  "discarded",
]);
export type GenerationStatus = z.infer<typeof generationStatusSchema>;

/**
 * The generated image result plus the job's state; the spec's response fields are all
 * here except `s3Key`: an object-store key never reaches the browser, `imageUrl`/`previewUrl` carry the image.
 */
export const generationSchema = z.object({
  id: z.string(),
  status: generationStatusSchema,
  scriptId: z.string(),
  model: z.string(),
  modelName: z.string(),
  provider: z.enum(["openai", "fal", "local"]),
  prompt: z.string(),
  styles: z.array(z.string()),
  imageUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Generation = z.infer<typeof generationSchema>;

export const generationResponseSchema = z.object({
  success: z.literal(true),
  generation: generationSchema,
  previewUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  image: z.object({ url: z.string() }).nullable(),
  images: z.array(z.object({ image: z.object({ url: z.string() }) })),
  model: z.string(),
  provider: z.string(),
  prompt: z.string(),
  scriptId: z.string(),
});
export type GenerationResponse = z.infer<typeof generationResponseSchema>;

export const imageModelsResponseSchema = z.object({
  success: z.literal(true),
  models: z.array(
    z.object({
      id: z.enum(IMAGE_MODEL_IDS),
      name: z.string(),
      provider: z.enum(["openai", "fal", "local"]),
      isPaid: z.boolean(),
      isDefault: z.boolean(),
    }),
  ),
  styles: z.array(z.object({ id: z.string(), name: z.string(), family: z.enum(POSTER_FAMILIES) })),
  usage: z.object({
    tier: z.string(),
    monthlyCap: z.number().int(),
    usedThisMonth: z.number().int(),
    rateLimit: z.object({ max: z.number().int(), windowMinutes: z.number().int() }),
  }),
});
export type ImageModelsResponse = z.infer<typeof imageModelsResponseSchema>;
