import { z } from "zod";

import { MAX_SCRIPT_PAGES, MAX_VERSION_NUMBER } from "./limits.ts";
import { cleanDisplayText } from "./text.ts";

/** Reading log (issue 33): a page counts as read once it was on screen this long. */
export const READ_PAGE_MIN_SECONDS = 3;
/** Pages one report may carry; the reader sends what it saw since its last report. */
export const MAX_READ_PAGES_PER_BATCH = 60;
/** A report may claim at most this many seconds of page time per second of wall clock (two pages side by side). */
export const READ_SECONDS_PER_WALL_SECOND = 2;
/** Seconds counted for one page at most (an idle tab does not add hours). */
export const MAX_READ_SECONDS_PER_PAGE = 30 * 60;
export const SHARE_RECIPIENT_MAX_LENGTH = 120;
export const SHARE_LINK_REVOKED_MESSAGE = "This link was revoked by the author";
export const SHARE_LINK_EXPIRED_MESSAGE = "This link has expired";
export const SHARE_LINK_UNAVAILABLE_MESSAGE = "This script is no longer available";
export const SHARE_LINK_NOT_FOUND_MESSAGE = "This link does not exist";
export const SHARE_DOWNLOAD_OFF_MESSAGE = "The author did not allow downloads for this link";
/** Shown in the reader before a script opens (signed-in readers who do not read privately). */
export const READ_NOTICE_NAMED =
  "The author is shown that you read this script (your name and the pages you read). You can read privately in your account settings.";
export const READ_NOTICE_ANONYMOUS = "The author sees that someone read this script, never who.";
export const READ_NOTICE_SHARE = "The author sees when this link is opened and which pages are read.";

export const deviceClassSchema = z.enum(["desktop", "tablet", "phone"]);
export type DeviceClass = z.infer<typeof deviceClassSchema>;

export const startReadRequestSchema = z.object({
  version: z.number().int().min(1).max(MAX_VERSION_NUMBER).optional(),
});
export const startReadResponseSchema = z.object({
  success: z.literal(true),
  /** Null when nothing is logged (the owner's own reads). */
  readId: z.string().nullable(),
  notice: z.string().nullable(),
});
export type StartReadResponse = z.infer<typeof startReadResponseSchema>;

export const readPagesRequestSchema = z.object({
  /** Increases with every report of one read: a replayed report is ignored. */
  seq: z.number().int().min(1).max(1_000_000),
  pages: z
    .array(
      z.object({
        page: z.number().int().min(1).max(MAX_SCRIPT_PAGES),
        seconds: z.number().min(0).max(MAX_READ_SECONDS_PER_PAGE),
      }),
    )
    .max(MAX_READ_PAGES_PER_BATCH),
});
export type ReadPagesRequest = z.infer<typeof readPagesRequestSchema>;
export const readPagesResponseSchema = z.object({
  success: z.literal(true),
  /** Seconds of page time accepted from this report (after the wall-clock budget). */
  acceptedSeconds: z.number(),
});

export const readerEntrySchema = z.object({
  readId: z.string(),
  /** The signed-in reader; null for visitors and private readers. */
  user: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  /** The share link's recipient, for reads through a link. */
  recipient: z.string().nullable(),
  version: z.number().int(),
  device: deviceClassSchema,
  startedAt: z.string(),
  lastSeenAt: z.string(),
  pagesRead: z.number().int(),
  secondsRead: z.number().int(),
  finished: z.boolean(),
  downloads: z.number().int(),
  pages: z.array(z.object({ page: z.number().int(), seconds: z.number().int() })),
});
export type ReaderEntry = z.infer<typeof readerEntrySchema>;

export const readersResponseSchema = z.object({
  success: z.literal(true),
  readers: z.object({
    version: z.number().int().nullable(),
    pageCount: z.number().int().nullable(),
    totalReaders: z.number().int(),
    anonymousReaders: z.number().int(),
    medianPagesRead: z.number(),
    finishedReaders: z.number().int(),
    downloads: z.number().int(),
    /** Readers who read each page: where readers stop. */
    curve: z.array(z.object({ page: z.number().int(), readers: z.number().int() })),
    /** Named readers and share-link reads, newest first (visitors are only counted). */
    entries: z.array(readerEntrySchema),
  }),
});
export type ReadersSummary = z.infer<typeof readersResponseSchema>["readers"];
export const readersQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(MAX_VERSION_NUMBER).optional(),
});

export const createShareLinkRequestSchema = z.object({
  version: z.number().int().min(1).max(MAX_VERSION_NUMBER),
  recipient: z
    .string()
    .transform(cleanDisplayText)
    .pipe(z.string().min(1, "Name the recipient").max(SHARE_RECIPIENT_MAX_LENGTH)),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  allowDownload: z.boolean().default(false),
});
export type CreateShareLinkRequest = z.input<typeof createShareLinkRequestSchema>;

export const shareLinkSchema = z.object({
  id: z.string(),
  scriptId: z.string(),
  version: z.number().int(),
  recipient: z.string(),
  allowDownload: z.boolean(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  firstOpenedAt: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(["active", "expired", "revoked"]),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const createShareLinkResponseSchema = z.object({
  success: z.literal(true),
  link: shareLinkSchema,
  /** The path to send the recipient; shown once, the server keeps only a hash of its token. */
  path: z.string(),
});
export const shareLinksResponseSchema = z.object({
  success: z.literal(true),
  links: z.array(shareLinkSchema),
});
export const shareLinkResponseSchema = z.object({ success: z.literal(true), link: shareLinkSchema });

export const sharedScriptResponseSchema = z.object({
  success: z.literal(true),
  share: z.object({
    title: z.string(),
    authorName: z.string(),
    version: z.number().int(),
    fileType: z.enum(["pdf", "fdx", "fountain"]),
    recipient: z.string(),
    allowDownload: z.boolean(),
    expiresAt: z.string().nullable(),
    /** The watermarked PDF (for reading; `?download=1` to save it when allowed). */
    filePath: z.string(),
    notice: z.string(),
  }),
});
export type SharedScript = z.infer<typeof sharedScriptResponseSchema>["share"];

export const readingSettingsSchema = z.object({
  /** Read without being named: the author then sees an anonymous reader. */
  readPrivately: z.boolean(),
  /** Be told (on the site, and by email where mail is set up) when a named reader finishes or a link is first opened. */
  notifyReads: z.boolean(),
});
export type ReadingSettings = z.infer<typeof readingSettingsSchema>;
export const readingSettingsResponseSchema = z.object({
  success: z.literal(true),
  settings: readingSettingsSchema,
});

export const readNotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(["finished", "link_opened", "saved_search"]),
  scriptId: z.string(),
  text: z.string(),
  createdAt: z.string(),
  seen: z.boolean(),
});
export type ReadNotification = z.infer<typeof readNotificationSchema>;
export const readNotificationsResponseSchema = z.object({
  success: z.literal(true),
  notifications: z.array(readNotificationSchema),
  unseen: z.number().int(),
});
