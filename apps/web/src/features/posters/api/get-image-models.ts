import { queryOptions, useQuery } from "@tanstack/react-query";

import { imageModelsResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { posterKeys } from "./poster-keys.ts";

/** GET /api/v1/image-generation/models: configured models, the styles this user may pick, and the limits. */
export const getImageModels = () =>
  apiFetch("/api/v1/image-generation/models", { schema: imageModelsResponseSchema });

export const imageModelsQuery = () =>
  queryOptions({ queryKey: posterKeys.models(), queryFn: getImageModels, staleTime: 60_000 });

export const useImageModels = () => useQuery(imageModelsQuery());
