import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { spotlightOptInResponseSchema, spotlightResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

export const spotlightQuery = () =>
  queryOptions({
    queryKey: ["community", "spotlight"],
    queryFn: async ({ signal }) =>
      (await apiFetch("/api/public/spotlight", { schema: spotlightResponseSchema, token: null, signal }))
        .members,
  });
export const useSpotlight = () => useQuery(spotlightQuery());

const OPT_IN_PATH = "/api/protected/community/spotlight";
export const spotlightOptInQuery = (userId: string) =>
  queryOptions({
    queryKey: ["community", "spotlight-opt-in", userId],
    queryFn: async ({ signal }) =>
      (await apiFetch(OPT_IN_PATH, { schema: spotlightOptInResponseSchema, signal })).optIn,
  });
export const useSpotlightOptIn = (userId: string | undefined) =>
  useQuery({ ...spotlightOptInQuery(userId ?? ""), enabled: Boolean(userId) });

export function useSetSpotlightOptIn(userId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (optIn: boolean) =>
      (await apiFetch(OPT_IN_PATH, { method: "PUT", body: { optIn }, schema: spotlightOptInResponseSchema }))
        .optIn,
    onSuccess: (optIn) => {
      client.setQueryData(spotlightOptInQuery(userId ?? "").queryKey, optIn);
      void client.invalidateQueries({ queryKey: spotlightQuery().queryKey });
    },
  });
}
