import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";

import { contactMessageResponseSchema, contactMessagesResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

export type MessageFilter = "open" | "handled" | "all";
const PATH = "/api/admin/contact-messages";

export const contactMessagesQuery = (status: MessageFilter) =>
  infiniteQueryOptions({
    queryKey: ["admin", "contact-messages", status],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ status, limit: "25" });
      if (pageParam) params.set("before", pageParam);
      return apiFetch(`${PATH}?${params}`, { schema: contactMessagesResponseSchema, signal });
    },
    getNextPageParam: (last) => (last.hasMore ? last.messages.at(-1)?.createdAt : undefined),
  });
export const useContactMessages = (status: MessageFilter) => useInfiniteQuery(contactMessagesQuery(status));

export function useMarkHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      apiFetch(`${PATH}/${encodeURIComponent(id)}`, {
        method: "PUT",
        body: { handled },
        schema: contactMessageResponseSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin", "contact-messages"] }),
  });
}
