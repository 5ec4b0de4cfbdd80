import { useMutation, useQueryClient } from "@tanstack/react-query";

import { authProfileResponseSchema, type SessionUser } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { SESSION_QUERY_KEY } from "./get-profile.ts";

/** POST /api/auth/update-profile {name} (bearer): answers with the updated user. */
export async function updateProfileName(name: string): Promise<SessionUser> {
  const { user } = await apiFetch("/api/auth/update-profile", {
    method: "POST",
    body: { name },
    schema: authProfileResponseSchema,
  });
  return user;
}

/** Renames the user and refreshes the session so the header shows the new name. */
export function useUpdateProfileName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileName,
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
