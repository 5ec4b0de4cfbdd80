import sharp, { type Metadata } from "sharp";

import { AVATAR_SIZE_PX, AVATAR_TYPE_MESSAGE, MAX_COVER_PIXELS } from "@twl/contract";

import { AppError } from "../../lib/app-error.ts";
import { sniffImageType } from "../scripts/process-cover-image.ts";

export const AVATAR_DAMAGED_MESSAGE =
  "This image could not be read. Please upload another JPG, PNG, or WebP file.";
export const AVATAR_PIXELS_MESSAGE = `Image is too large: at most ${Math.round(MAX_COVER_PIXELS / 1_000_000)} megapixels`;

/**
 * Checks an avatar by its content (magic bytes, then the decoder must agree) and re-encodes it to a
 * square WebP. The type and name the client sent are never trusted; re-encoding drops metadata and
 * anything appended after the image data.
 */
export async function processAvatarImage(bytes: Buffer): Promise<Buffer> {
  const type = sniffImageType(bytes);
  if (!type) throw new AppError("UNSUPPORTED_MEDIA_TYPE", AVATAR_TYPE_MESSAGE);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("BAD_REQUEST", AVATAR_DAMAGED_MESSAGE);
  }
  if (meta.format !== type) throw new AppError("UNSUPPORTED_MEDIA_TYPE", AVATAR_TYPE_MESSAGE);
  if (!meta.width || !meta.height) throw new AppError("BAD_REQUEST", AVATAR_DAMAGED_MESSAGE);
  if (meta.width * meta.height > MAX_COVER_PIXELS)
    throw new AppError("PAYLOAD_TOO_LARGE", AVATAR_PIXELS_MESSAGE);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_COVER_PIXELS, failOn: "error" })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError("BAD_REQUEST", AVATAR_DAMAGED_MESSAGE);
  }
}
