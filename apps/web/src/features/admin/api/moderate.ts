import { useMutation, useQueryClient } from "@tanstack/react-query";

import { successResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

export type ModerationAction = "hide-script" | "delete-script" | "delete-review" | "delete-comment";

const enc = encodeURIComponent;

/** The admin removal calls; each needs a reason, which the author is shown. */
export function moderate(action: ModerationAction, id: string, reason: string) {
  const body = { reason };
  switch (action) {
    case "hide-script":
      return apiFetch(`/api/admin/scripts/${enc(id)}/hide`, {
        method: "POST",
        body,
        schema: successResponseSchema,
      });
    case "delete-script":
      return apiFetch(`/api/admin/scripts/${enc(id)}`, {
        method: "DELETE",
        body,
        schema: successResponseSchema,
      });
    case "delete-review":
      return apiFetch(`/api/admin/reviews/${enc(id)}`, {
        method: "DELETE",
        body,
        schema: successResponseSchema,
      });
    case "delete-comment":
      return apiFetch(`/api/admin/comments/${enc(id)}`, {
        method: "DELETE",
        body,
        schema: successResponseSchema,
      });
  }
}

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id, reason }: { action: ModerationAction; id: string; reason: string }) =>
      moderate(action, id, reason),
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
