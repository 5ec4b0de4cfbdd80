import { useMutation } from "@tanstack/react-query";

import { changePasswordResponseSchema, type ChangePasswordRequest } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** POST /api/auth/change-password (bearer): the same strength rules as sign-up; every other session is signed out. */
export function changePassword(body: ChangePasswordRequest) {
  return apiFetch("/api/auth/change-password", {
    method: "POST",
    body,
    schema: changePasswordResponseSchema,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
