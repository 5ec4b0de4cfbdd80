import { useMutation } from "@tanstack/react-query";

import { contactResponseSchema, type ContactRequest } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

export const sendContactMessage = (body: ContactRequest) =>
  apiFetch("/api/contact", { method: "POST", body, schema: contactResponseSchema });
export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
