import { z } from "zod";

/** GET /api/public/stats: live counts for /about's By the Numbers. Public scripts only. */
export const siteStatsSchema = z.object({
  writers: z.number().int(),
  publicScripts: z.number().int(),
  completedCoverages: z.number().int(),
  reviews: z.number().int(),
  cloutGiven: z.number().int(),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;
export const siteStatsResponseSchema = z.object({ success: z.literal(true), stats: siteStatsSchema });
export type SiteStatsResponse = z.infer<typeof siteStatsResponseSchema>;

/** Members shown in /community's spotlight: only those who opted in. */
export const SPOTLIGHT_MAX_MEMBERS = 6;
export const spotlightMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  bio: z.string().nullable(),
  avatar: z.string().nullable(),
  receivedClout: z.number().int(),
  publicScripts: z.number().int(),
  memberSince: z.string(),
});
export type SpotlightMember = z.infer<typeof spotlightMemberSchema>;
export const spotlightResponseSchema = z.object({
  success: z.literal(true),
  members: z.array(spotlightMemberSchema),
});
export type SpotlightResponse = z.infer<typeof spotlightResponseSchema>;

/** GET/PUT /api/protected/community/spotlight: the signed-in user's own choice. */
export const spotlightOptInSchema = z.object({ optIn: z.boolean() }).strict();
export const spotlightOptInResponseSchema = z.object({ success: z.literal(true), optIn: z.boolean() });
export type SpotlightOptInResponse = z.infer<typeof spotlightOptInResponseSchema>;
