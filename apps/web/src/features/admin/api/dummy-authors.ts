import { useMutation, useQueryClient } from "@tanstack/react-query";

import { adminCreateDummyScriptResponseSchema, adminCreateDummyUserResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

/** POST /api/admin/dummy-users (admin): a managed author nobody signs in to. */
export function createDummyAuthor(input: { name: string; bio?: string }) {
  return apiFetch("/api/admin/dummy-users", {
    method: "POST",
    body: input,
    schema: adminCreateDummyUserResponseSchema,
  });
}

/** POST /api/admin/users/{id}/scripts (admin, dummy authors only): a draft the admin then fills from its page. */
export function createDummyScript(
  userId: string,
  input: { title: string; logline?: string; isPublic: boolean },
) {
  return apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/scripts`, {
    method: "POST",
    body: input,
    schema: adminCreateDummyScriptResponseSchema,
  });
}

export function useCreateDummyAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDummyAuthor,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useCreateDummyScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      userId,
      ...input
    }: {
      userId: string;
      title: string;
      logline?: string;
      isPublic: boolean;
    }) => createDummyScript(userId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
