import sharp, { type Metadata } from "sharp";

import { COVER_RENDITIONS, MAX_COVER_PIXELS } from "@twl/contract";

import { AppError } from "../../lib/app-error.ts";

export const COVER_TYPE_MESSAGE = "Please upload a JPG, PNG, or WebP image";
export const COVER_TOO_LARGE_MESSAGE = `Image is too large: at most ${Math.round(MAX_COVER_PIXELS / 1_000_000)} megapixels`;
export const COVER_DAMAGED_MESSAGE =
  "This image could not be read. Please upload another JPG, PNG, or WebP file.";

/** JPEG, PNG or WebP by their magic bytes; anything else (SVG, GIF, HTML...) is refused. */
export function sniffImageType(bytes: Buffer): "jpeg" | "png" | "webp" | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return "png";
  if (
    bytes.length >= 12 &&
    bytes.toString("latin1", 0, 4) === "RIFF" &&
    bytes.toString("latin1", 8, 12) === "WEBP"
  )
    return "webp";
  return null;
}

export interface CoverRenditions {
  card: Buffer;
  detail: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes the upload once (pixel count checked before decoding) and re-encodes it into 2:3 WebP
 * renditions. Re-encoding drops metadata (EXIF, GPS) and anything appended after the image data.
 */
export async function processCoverImage(bytes: Buffer): Promise<CoverRenditions> {
  const type = sniffImageType(bytes);
  if (!type) throw new AppError("UNSUPPORTED_MEDIA_TYPE", COVER_TYPE_MESSAGE);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("BAD_REQUEST", COVER_DAMAGED_MESSAGE);
  }
  if (meta.format !== type && !(type === "jpeg" && meta.format === "jpeg"))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", COVER_TYPE_MESSAGE);
  if (!meta.width || !meta.height) throw new AppError("BAD_REQUEST", COVER_DAMAGED_MESSAGE);
  if (meta.width * meta.height > MAX_COVER_PIXELS)
    throw new AppError("PAYLOAD_TOO_LARGE", COVER_TOO_LARGE_MESSAGE);

  const render = (size: { width: number; height: number }) =>
    sharp(bytes, { limitInputPixels: MAX_COVER_PIXELS, failOn: "error" })
      .rotate()
      .resize(size.width, size.height, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  try {
    const [card, detail] = await Promise.all([
      render(COVER_RENDITIONS.card),
      render(COVER_RENDITIONS.detail),
    ]);
    return { card, detail, width: meta.width, height: meta.height };
  } catch {
    throw new AppError("BAD_REQUEST", COVER_DAMAGED_MESSAGE);
  }
}
