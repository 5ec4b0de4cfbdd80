import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { readingSettingsResponseSchema, type ReadingSettings } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { readKeys } from "./read-keys.ts";

const PATH = "/api/protected/reading-settings";

/** GET /api/protected/reading-settings */
export function useReadingSettings() {
  return useQuery({
    queryKey: readKeys.settings(),
    queryFn: ({ signal }) =>
      apiFetch(PATH, { schema: readingSettingsResponseSchema, signal }).then((r) => r.settings),
  });
}

/** PUT /api/protected/reading-settings */
export function useSaveReadingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReadingSettings) =>
      apiFetch(PATH, { method: "PUT", body: settings, schema: readingSettingsResponseSchema }).then(
        (r) => r.settings,
      ),
    onSuccess: (settings) => queryClient.setQueryData(readKeys.settings(), settings),
  });
}
