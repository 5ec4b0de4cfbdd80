import { randomBytes } from "node:crypto";

/** Where a user's avatar is stored: a server-made key with a random part, so each upload is a new object. */
export const avatarKeyOf = (userId: string) =>
  `avatars/u-${userId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 100)}/${randomBytes(8).toString("hex")}.webp`;

/** The random part of an avatar key: its version. */
export const avatarVersionOf = (avatarKey: string) =>
  avatarKey
    .split("/")
    .pop()
    ?.replace(/\.webp$/, "") ?? "";

/**
 * The versioned address of an uploaded avatar: `v` changes with every upload, so this URL may be
 * cached for good. The plain `/api/public/users/{id}/avatar` is revalidated instead.
 */
export const avatarPathOf = (userId: string, avatarKey: string) =>
  `/api/public/users/${encodeURIComponent(userId)}/avatar?v=${avatarVersionOf(avatarKey)}`;
