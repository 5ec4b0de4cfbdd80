import { z } from "zod";

import { scriptListItemSchema } from "./scripts.ts";

/** Profile page texts. */
export const DEFAULT_PROFILE_NAME = "Anonymous Writer";
export const EMPTY_BIO_TEXT = "No bio yet";
export const USER_NOT_FOUND_MESSAGE = "User not found";
export const AVATAR_TYPE_MESSAGE = "Please upload a JPG, PNG, or WebP image";
export const AVATAR_TOO_LARGE_MESSAGE = "Image must be less than 5MB";
export const AVATAR_UPLOAD_FAILED_MESSAGE = "Failed to upload avatar";
export const PROFILE_UPDATE_FAILED_MESSAGE = "Failed to update profile";
/** Uploaded avatars are re-encoded to a square WebP of this many pixels a side. */
export const AVATAR_SIZE_PX = 256;

/**
 * GET /api/public/users/{id}: what anyone may see of a user. Never the email, role,
 * tier or liquid balance; counts cover public scripts only unless the viewer is the user.
 */
export const publicProfileSchema = z.object({
  id: z.string(),
  /** 'Anonymous Writer' when the user has not set a name. */
  name: z.string(),
  bio: z.string().nullable(),
  avatar: z.string().nullable(),
  createdAt: z.string(),
  /** Solid clout: earned from scripts, never spent. */
  receivedClout: z.number().int(),
  isDummy: z.boolean(),
  /** Public scripts, or all of them when the viewer is the user. */
  scriptCount: z.number().int(),
  /** Views of the scripts counted in scriptCount. */
  totalViews: z.number().int(),
  /** Liquid clout the user has given (their 'gave' ledger rows): the owner only, else null. */
  cloutGiven: z.number().int().nullable(),
  /** Profile views are not tracked: always null. */
  profileViews: z.number().int().nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const publicProfileResponseSchema = z.object({ success: z.literal(true), user: publicProfileSchema });
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;

/** GET /api/public/users/{id}/scripts: newest first; private ones only for the user themself. */
export const publicUserScriptsResponseSchema = z.object({
  success: z.literal(true),
  scripts: z.array(scriptListItemSchema),
});
export type PublicUserScriptsResponse = z.infer<typeof publicUserScriptsResponseSchema>;

/** POST /api/protected/profile/avatar (multipart field `avatar`). */
export const avatarUploadResponseSchema = z.object({ success: z.literal(true), avatarUrl: z.string() });
export type AvatarUploadResponse = z.infer<typeof avatarUploadResponseSchema>;
