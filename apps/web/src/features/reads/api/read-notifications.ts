import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { readNotificationsResponseSchema, successResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { readKeys } from "./read-keys.ts";

/** GET /api/protected/read-notifications */
export function useReadNotifications() {
  return useQuery({
    queryKey: readKeys.notifications(),
    queryFn: ({ signal }) =>
      apiFetch("/api/protected/read-notifications", { schema: readNotificationsResponseSchema, signal }),
    refetchInterval: 60_000,
  });
}

/** POST /api/protected/read-notifications/seen */
export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch("/api/protected/read-notifications/seen", { method: "POST", schema: successResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readKeys.notifications() }),
  });
}
