import { z } from "zod";

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./auth.ts";

/**
 * POST /api/auth/sign-up/email answers the same way whether or not the address already has an
 * account (no token: the client signs in next); the owner of an existing address is told by email.
 */
export const signUpResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** POST /api/auth/change-password: every other session of the account is signed out. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, "Please enter your current password").max(PASSWORD_MAX_LENGTH),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = z.object({
  success: z.literal(true),
  revokedSessions: z.number().int(),
});

/** GET /api/admin/outbox: mail kept by the local outbox (SMTP_URL not set), newest first. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  sentAt: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = z.object({
  success: z.literal(true),
  /** `smtp`: mail really leaves through SMTP_URL and nothing is kept here. */
  transport: z.enum(["smtp", "outbox"]),
  messages: z.array(outboxMessageSchema),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
