import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import {
  createShareLinkResponseSchema,
  shareLinkResponseSchema,
  shareLinksResponseSchema,
  type CreateShareLinkRequest,
} from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { readKeys } from "./read-keys.ts";

const base = (scriptId: string) => `/api/protected/scripts/${encodeURIComponent(scriptId)}/share-links`;

/** GET /api/protected/scripts/{id}/share-links */
export function useShareLinks(scriptId: string) {
  return useQuery({
    queryKey: readKeys.links(scriptId),
    queryFn: ({ signal }) =>
      apiFetch(base(scriptId), { schema: shareLinksResponseSchema, signal }).then((r) => r.links),
  });
}

/** POST /api/protected/scripts/{id}/share-links: answers the link and its path (shown once). */
export function useCreateShareLink(scriptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShareLinkRequest) =>
      apiFetch(base(scriptId), { method: "POST", body, schema: createShareLinkResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readKeys.links(scriptId) }),
  });
}

/** DELETE /api/protected/share-links/{linkId}: revokes a link at once. */
export function useRevokeShareLink(scriptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      apiFetch(`/api/protected/share-links/${encodeURIComponent(linkId)}`, {
        method: "DELETE",
        schema: shareLinkResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readKeys.links(scriptId) }),
  });
}
