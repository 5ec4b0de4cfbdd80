import sharp, { type Metadata, type Sharp } from "sharp";

import { IMAGE_DECODES_AT_ONCE, MAX_IMAGE_PIXELS } from "@twl/contract";

import { AppError } from "../../lib/app-error.ts";
import { createSemaphore } from "../../lib/semaphore.ts";

/**
 * Bounded image decoding for covers and avatars (issue 28 finding 4). Thirty 40-megapixel PNGs in
 * parallel took 1.3 s of decoding each and left /health waiting 2.5 s: now the header decides
 * (dimensions past MAX_IMAGE_PIXELS are refused before any pixel is decoded), at most
 * IMAGE_DECODES_AT_ONCE decodes run per process, and libvips uses one thread per decode, so
 * the event loop and the rest of the thread pool stay free for other requests.
 */
sharp.concurrency(1);
const decodeSlots = createSemaphore(IMAGE_DECODES_AT_ONCE);

export const imagePixelsMessage = () =>
  `Image is too large: at most ${Math.round(MAX_IMAGE_PIXELS / 1_000_000)} megapixels (for example 6000 × 4000). Please resize it and upload again.`;

/**
 * Reads only the header (format, width, height). `damaged` is thrown for anything the decoder
 * cannot read; an image whose width × height is past the limit is refused with 413.
 */
export async function readImageHeader(bytes: Buffer, damagedMessage: string): Promise<Metadata> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("BAD_REQUEST", damagedMessage);
  }
  if (!meta.width || !meta.height) throw new AppError("BAD_REQUEST", damagedMessage);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS)
    throw new AppError("PAYLOAD_TOO_LARGE", imagePixelsMessage());
  return meta;
}

/** Runs one decode-and-encode in a slot; `limitInputPixels` stops a header that lied. */
export function decodeInSlot<T>(task: (open: () => Sharp) => Promise<T>, bytes: Buffer): Promise<T> {
  return decodeSlots.run(() =>
    task(() => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error", sequentialRead: true })),
  );
}

/** Decodes running and waiting in this process. */
export const imageDecodeLoad = () => decodeSlots.load;
