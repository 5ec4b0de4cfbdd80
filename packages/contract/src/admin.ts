import { z } from "zod";

import { sessionUserSchema } from "./auth.ts";
import { coverageStatusSchema, scriptAuthorSchema, scriptGenreItemSchema } from "./scripts.ts";
import { cleanDisplayText, cleanMultilineText } from "./text.ts";

/** Admin inputs: spendable clout is an integer from 0 to 10000; remaining coverages at least 0. */
export const ADMIN_CLOUT_MAX = 10_000;
export const ADMIN_COVERAGE_REMAINING_MAX = 10_000;
/** Admin lists show 5 scripts and 5 coverages per user. */
export const ADMIN_PREVIEW_COUNT = 5;
export const ADMIN_USERS_PAGE_SIZE = 50;
export const ADMIN_SCRIPTS_PAGE_SIZE = 25;
export const ADMIN_REASON_MAX_LENGTH = 500;
/**
 * What admins see of a real author's private script (issue 28, finding 11; /privacy): this label
 * instead of its title, no logline, genres or cover; its id, author, dates, counts and flags stay.
 * Public scripts and the dummy authors admins manage are shown in full.
 */
export const ADMIN_PRIVATE_SCRIPT_TITLE = "Private script";

export const ADMIN_MESSAGES = {
  cloutRange: `Spendable clout must be a whole number from 0 to ${ADMIN_CLOUT_MAX}`,
  coverageRange: `Remaining coverages must be a whole number from 0 to ${ADMIN_COVERAGE_REMAINING_MAX}`,
  reasonRequired: "Please give a reason",
  hiddenStaysPrivate: "This script was hidden by moderation and stays private",
  fetchUsers: "Failed to fetch users",
  loadScripts: "Failed to load scripts",
  updateClout: "Failed to update clout",
  updateCoverage: "Failed to update coverage",
  userNotFound: "User not found",
  notPublic: "Only public scripts can be featured",
  reviewNotFound: "Review not found",
  commentNotFound: "Comment not found",
} as const;

const reasonSchema = z
  .string()
  .overwrite(cleanMultilineText)
  .trim()
  .max(ADMIN_REASON_MAX_LENGTH, `Reason must be at most ${ADMIN_REASON_MAX_LENGTH} characters`);
/** Removals need a reason: the author is told why. */
export const adminReasonRequestSchema = z
  .object({ reason: reasonSchema.min(1, ADMIN_MESSAGES.reasonRequired) })
  .strict();
export type AdminReasonRequest = z.infer<typeof adminReasonRequestSchema>;

export const adminUpdateCloutRequestSchema = z
  .object({
    availableClout: z
      .number({ error: ADMIN_MESSAGES.cloutRange })
      .int(ADMIN_MESSAGES.cloutRange)
      .min(0, ADMIN_MESSAGES.cloutRange)
      .max(ADMIN_CLOUT_MAX, ADMIN_MESSAGES.cloutRange),
    reason: reasonSchema.optional(),
  })
  .strict();
export type AdminUpdateCloutRequest = z.infer<typeof adminUpdateCloutRequestSchema>;

export const adminUpdateCoverageRequestSchema = z
  .object({
    coverageRemaining: z
      .number({ error: ADMIN_MESSAGES.coverageRange })
      .int(ADMIN_MESSAGES.coverageRange)
      .min(0, ADMIN_MESSAGES.coverageRange)
      .max(ADMIN_COVERAGE_REMAINING_MAX, ADMIN_MESSAGES.coverageRange),
    reason: reasonSchema.optional(),
  })
  .strict();
export type AdminUpdateCoverageRequest = z.infer<typeof adminUpdateCoverageRequestSchema>;

export const ADMIN_USER_SORTS = ["name", "email", "role", "createdAt"] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const adminUsersQuerySchema = z.object({
  sort: z.enum(ADMIN_USER_SORTS).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
  search: z.string().trim().max(200).optional(),
  /** Opaque keyset cursor from the previous page's nextCursor. */
  cursor: z.string().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** Admin user list item. */
export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["customer", "admin"]),
  tier: z.enum(["free", "basic", "pro", "studio", "enterprise"]),
  isDummy: z.boolean(),
  createdAt: z.string(),
  cloutGiven: z.number().int(),
  cloutReceived: z.number().int(),
  spendableClout: z.number().int(),
  scriptsCount: z.number().int(),
  coverageCount: z.number().int(),
  coverageAllowance: z.number().int(),
  /** Liquid clout granted on the 1st: the tier's, or the custom Enterprise grant. */
  monthlyCloutGrant: z.number().int(),
  /** This month's use (0 once the month has reset). */
  coverageUsed: z.number().int(),
  coverageTokens: z.number().int(),
  /** What the user can still request: the month's remainder plus tokens and bonuses. */
  coverageRemaining: z.number().int(),
  scripts: z.array(z.object({ id: z.string(), title: z.string() })),
  coverages: z.array(z.object({ id: z.string(), scriptId: z.string(), scriptTitle: z.string() })),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({
  success: z.literal(true),
  users: z.array(adminUserSchema),
  nextCursor: z.string().nullable(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;
export const adminUserResponseSchema = z.object({ success: z.literal(true), user: adminUserSchema });

export const adminUsersSummarySchema = z.object({
  totalUsers: z.number().int(),
  adminUsers: z.number().int(),
  totalCloutGiven: z.number().int(),
  totalScripts: z.number().int(),
  totalCoverageReports: z.number().int(),
  /** Coverages held beyond monthly allowances: bought tokens and admin bonuses. */
  bonusCoverages: z.number().int(),
});
export const adminUsersSummaryResponseSchema = z.object({
  success: z.literal(true),
  summary: adminUsersSummarySchema,
});
export type AdminUsersSummary = z.infer<typeof adminUsersSummarySchema>;

export const ADMIN_AUDIT_ACTIONS = [
  "user.clout",
  "user.coverage",
  "user.dummy_created",
  "user.plan",
  "script.editorial",
  "script.hidden",
  "script.deleted",
  "review.deleted",
  "comment.deleted",
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  admin: z.object({ id: z.string(), name: z.string() }).nullable(),
  targetUserId: z.string().nullable(),
  targetScriptId: z.string().nullable(),
  subject: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(adminAuditEntrySchema),
});

export const ADMIN_SCRIPT_SORTS = ["newest", "title", "views", "clout"] as const;
export const adminScriptsQuerySchema = z.object({
  sort: z.enum(ADMIN_SCRIPT_SORTS).default("newest"),
  visibility: z.enum(["all", "public", "private"]).default("all"),
  coverage: z.enum(["all", "none", "pending", "processing", "completed", "failed"]).default("all"),
  featured: z.enum(["all", "staff_pick", "contest_winner", "any"]).default("all"),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_SCRIPTS_PAGE_SIZE),
});
export type AdminScriptsQuery = z.infer<typeof adminScriptsQuerySchema>;

/** A row of the Scripts tab: `author` and `coverUrl` as every script shape carries them (see scriptListItemSchema); no legacy copies, no storage keys. */
export const adminScriptSchema = z.object({
  id: z.string(),
  title: z.string(),
  logline: z.string().nullable(),
  coverUrl: z.string().nullable(),
  author: scriptAuthorSchema,
  genres: z.array(scriptGenreItemSchema),
  isPublic: z.boolean(),
  views: z.number().int(),
  receivedClout: z.number().int(),
  createdAt: z.string(),
  coverage: z.object({ status: coverageStatusSchema }).nullable(),
  isStaffPick: z.boolean(),
  isContestWinner: z.boolean(),
});
export type AdminScript = z.infer<typeof adminScriptSchema>;

export const adminScriptsResponseSchema = z.object({
  success: z.literal(true),
  scripts: z.array(adminScriptSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
  }),
  summary: z.object({
    total: z.number().int(),
    public: z.number().int(),
    totalViews: z.number().int(),
    totalClout: z.number().int(),
  }),
});
export type AdminScriptsResponse = z.infer<typeof adminScriptsResponseSchema>;

export const adminEditorialRequestSchema = z
  .object({
    isStaffPick: z.boolean().optional(),
    isContestWinner: z.boolean().optional(),
    reason: reasonSchema.optional(),
  })
  .strict()
  .refine((v) => v.isStaffPick !== undefined || v.isContestWinner !== undefined, {
    message: "Choose Staff Pick or Contest Winner",
  });
export type AdminEditorialRequest = z.infer<typeof adminEditorialRequestSchema>;
export const adminEditorialResponseSchema = z.object({
  success: z.literal(true),
  script: z.object({ id: z.string(), isStaffPick: z.boolean(), isContestWinner: z.boolean() }),
});

export const adminCreateDummyScriptRequestSchema = z
  .object({
    title: z.string().overwrite(cleanDisplayText).trim().min(1, "Please enter a script title").max(200),
    logline: z.string().overwrite(cleanDisplayText).trim().max(1000).optional(),
    genres: z
      .array(z.string().overwrite(cleanDisplayText).trim().min(1).max(40))
      .max(3, "Choose at most 3 genres")
      .optional(),
    isPublic: z.boolean().optional(),
  })
  .strict();
export const adminCreateDummyScriptResponseSchema = z.object({
  success: z.literal(true),
  script: z.object({ id: z.string(), userId: z.string() }),
});

/** What an author is told about their content that moderation removed. */
export const moderationNoticeSchema = z.object({
  id: z.string(),
  kind: z.enum(["script.hidden", "script.deleted", "review.deleted", "comment.deleted"]),
  scriptId: z.string().nullable(),
  subject: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type ModerationNotice = z.infer<typeof moderationNoticeSchema>;
export const moderationNoticesResponseSchema = z.object({
  success: z.literal(true),
  notices: z.array(moderationNoticeSchema),
});

/** Editorial flags on the script page (admins only). */
export const adminScriptFlagsResponseSchema = z.object({
  success: z.literal(true),
  flags: z.object({ isStaffPick: z.boolean(), isContestWinner: z.boolean(), isPublic: z.boolean() }),
});

/** POST /api/admin/dummy-users: the new dummy author. */
export const adminCreateDummyUserResponseSchema = z.object({
  success: z.literal(true),
  user: sessionUserSchema,
});
