import sharp from "sharp";

import { COVER_RENDITIONS } from "@twl/contract";

import { AppError } from "../../lib/app-error.ts";
import { decodeInSlot, imagePixelsMessage, readImageHeader } from "../storage/image-decoding.ts";

export const COVER_TYPE_MESSAGE = "Please upload a JPG, PNG, or WebP image";
export const COVER_TOO_LARGE_MESSAGE = imagePixelsMessage();
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
 * Checks the header (pixel count refused before decoding), then decodes the upload once, in a
 * bounded decode slot, into the 2:3 detail rendition and derives the card from it: both WebP.
 * Re-encoding drops metadata (EXIF, GPS) and anything appended after the image data.
 */
export async function processCoverImage(bytes: Buffer): Promise<CoverRenditions> {
  const type = sniffImageType(bytes);
  if (!type) throw new AppError("UNSUPPORTED_MEDIA_TYPE", COVER_TYPE_MESSAGE);
  const meta = await readImageHeader(bytes, COVER_DAMAGED_MESSAGE);
  if (meta.format !== type) throw new AppError("UNSUPPORTED_MEDIA_TYPE", COVER_TYPE_MESSAGE);
  const { detail: detailSize, card: cardSize } = COVER_RENDITIONS;
  try {
    return await decodeInSlot(async (open) => {
      const { data, info } = await open()
        .rotate()
        .resize(detailSize.width, detailSize.height, { fit: "cover", position: "attention" })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const fromRaw = () =>
        sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const detail = await fromRaw().webp({ quality: 82 }).toBuffer();
      const card = await fromRaw().resize(cardSize.width, cardSize.height).webp({ quality: 82 }).toBuffer();
      return { card, detail, width: meta.width!, height: meta.height! };
    }, bytes);
  } catch {
    throw new AppError("BAD_REQUEST", COVER_DAMAGED_MESSAGE);
  }
}
