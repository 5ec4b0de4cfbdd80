import { z } from "zod";

import { cleanDisplayText, cleanMultilineText } from "./text.ts";

/** The contact form (/contact): stored for admins, who reply by email. */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** Submissions per hour per client address. */
export const CONTACT_RATE_LIMIT_PER_HOUR = 5;
export const CONTACT_TOPICS = [
  "general",
  "support",
  "billing",
  "enterprise",
  "press",
  "privacy",
  "careers",
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  general: "General question",
  support: "Help with my account or scripts",
  billing: "Billing and plans",
  enterprise: "Enterprise and sales",
  press: "Press",
  privacy: "Privacy and data requests",
  careers: "Careers",
};

export const CONTACT_MESSAGES = {
  sent: "Thanks! Your message has been sent. We reply by email, usually within two business days.",
  failed: "Failed to send your message. Please try again.",
} as const;

export const contactRequestSchema = z
  .object({
    name: z
      .string()
      .overwrite(cleanDisplayText)
      .trim()
      .min(1, "Please enter your name")
      .max(CONTACT_NAME_MAX, `Name can be at most ${CONTACT_NAME_MAX} characters`),
    email: z
      .string()
      .trim()
      .max(CONTACT_EMAIL_MAX, "Email address is too long")
      .pipe(z.email("Please enter a valid email address")),
    topic: z.enum(CONTACT_TOPICS).default("general"),
    subject: z
      .string()
      .overwrite(cleanDisplayText)
      .trim()
      .max(CONTACT_SUBJECT_MAX, `Subject can be at most ${CONTACT_SUBJECT_MAX} characters`)
      .default(""),
    message: z
      .string()
      .overwrite(cleanMultilineText)
      .trim()
      .min(CONTACT_MESSAGE_MIN, `Please write at least ${CONTACT_MESSAGE_MIN} characters`)
      .max(CONTACT_MESSAGE_MAX, `Messages can be at most ${CONTACT_MESSAGE_MAX} characters`),
    /** Made once per form fill by the browser: a resent submit stores nothing new. */
    submissionId: z.uuid().optional(),
    /** A field people never see; bots fill it in. */
    website: z.string().max(200).optional(),
  })
  .strict();
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), id: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(CONTACT_TOPICS),
  subject: z.string(),
  message: z.string(),
  /** The account that sent it, when signed in. */
  userId: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /api/admin/contact-messages (admin), newest first. */
export const contactMessagesQuerySchema = z.object({
  status: z.enum(["open", "handled", "all"]).default("all"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before: z.iso.datetime().optional(),
});
export const contactMessagesResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(contactMessageSchema),
  openCount: z.number().int(),
  hasMore: z.boolean(),
});
export type ContactMessagesResponse = z.infer<typeof contactMessagesResponseSchema>;

/** PUT /api/admin/contact-messages/{id} (admin): mark handled or open again. */
export const contactMessageUpdateSchema = z.object({ handled: z.boolean() }).strict();
export const contactMessageResponseSchema = z.object({
  success: z.literal(true),
  message: contactMessageSchema,
});
