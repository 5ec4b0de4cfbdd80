import { AVATAR_SIZE_PX, AVATAR_TYPE_MESSAGE } from "@twl/contract";

import { AppError } from "../../lib/app-error.ts";
import { sniffImageType } from "../scripts/process-cover-image.ts";
import { decodeInSlot, imagePixelsMessage, readImageHeader } from "../storage/image-decoding.ts";

export const AVATAR_DAMAGED_MESSAGE =
  "This image could not be read. Please upload another JPG, PNG, or WebP file.";
export const AVATAR_PIXELS_MESSAGE = imagePixelsMessage();

/**
 * Checks an avatar by its content (magic bytes, then the decoder must agree) and re-encodes it to a
 * square WebP. The type and name the client sent are never trusted; re-encoding drops metadata and
 * anything appended after the image data.
 */
export async function processAvatarImage(bytes: Buffer): Promise<Buffer> {
  const type = sniffImageType(bytes);
  if (!type) throw new AppError("UNSUPPORTED_MEDIA_TYPE", AVATAR_TYPE_MESSAGE);
  const meta = await readImageHeader(bytes, AVATAR_DAMAGED_MESSAGE);
  if (meta.format !== type) throw new AppError("UNSUPPORTED_MEDIA_TYPE", AVATAR_TYPE_MESSAGE);
  try {
    return await decodeInSlot(
      (open) =>
        open()
          .rotate()
          .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: "cover", position: "attention" })
          .webp({ quality: 82 })
          .toBuffer(),
      bytes,
    );
  } catch {
    throw new AppError("BAD_REQUEST", AVATAR_DAMAGED_MESSAGE);
  }
}
