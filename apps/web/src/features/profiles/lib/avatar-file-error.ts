import { AVATAR_TOO_LARGE_MESSAGE, AVATAR_TYPE_MESSAGE, MAX_IMAGE_BYTES } from "@twl/contract";

import { isCoverImageFile } from "../../../lib/file-checks.ts";

/** The avatar rules: JPG, JPEG, PNG or WebP, under 5 MB. The server checks the content again. */
export function avatarFileError(file: File): string | null {
  if (!isCoverImageFile(file)) return AVATAR_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return AVATAR_TOO_LARGE_MESSAGE;
  return null;
}
