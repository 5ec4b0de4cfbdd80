import { queryOptions, useQuery } from "@tanstack/react-query";

import { coverImagesResponseSchema } from "@twl/contract";

import { apiFetch, ApiRequestError } from "../../../lib/api-client.ts";
import { getToken } from "../../../lib/auth-token.ts";
import { scriptKeys } from "./script-keys.ts";

export interface CoverImage {
  version: number;
  url: string;
  isActive: boolean;
}

const enc = encodeURIComponent;

/**
 * Every cover version with a URL: GET /api/protected/scripts/{id}/cover-images when signed in,
 * falling back to GET /api/scripts/{id}/cover-images. A 403 means none.
 */
export async function getCoverImages(id: string, signal?: AbortSignal): Promise<CoverImage[]> {
  const options = { schema: coverImagesResponseSchema, signal };
  let images: CoverImage[];
  try {
    if (!getToken()) throw new ApiRequestError("Not signed in", 401);
    images = (await apiFetch(`/api/protected/scripts/${enc(id)}/cover-images`, options)).coverImages;
  } catch (error) {
    if (signal?.aborted) throw error;
    try {
      images = (await apiFetch(`/api/scripts/${enc(id)}/cover-images`, options)).coverImages;
    } catch (fallbackError) {
      if (fallbackError instanceof ApiRequestError && fallbackError.status === 403) return [];
      throw fallbackError;
    }
  }
  return [...images].sort((a, b) => a.version - b.version);
}

export function coverImagesQueryOptions(id: string, enabled = true) {
  return queryOptions({
    queryKey: scriptKeys.coverImages(id),
    queryFn: ({ signal }) => getCoverImages(id, signal),
    enabled,
  });
}

export function useCoverImages(id: string, enabled = true) {
  return useQuery(coverImagesQueryOptions(id, enabled));
}
