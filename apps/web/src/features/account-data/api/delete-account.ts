import { useMutation, useQueryClient } from "@tanstack/react-query";

import { deleteAccountResponseSchema, type DeleteAccountRequest } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { clearToken } from "../../../lib/auth-token.ts";

/** POST /api/protected/account/delete: deletes the signed-in account, then forgets the session here. */
export async function deleteAccount(body: DeleteAccountRequest) {
  return apiFetch("/api/protected/account/delete", {
    method: "POST",
    body,
    schema: deleteAccountResponseSchema,
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      clearToken();
      queryClient.clear();
    },
  });
}
