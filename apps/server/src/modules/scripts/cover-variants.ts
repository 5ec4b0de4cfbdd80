import type { Readable } from "node:stream";

import { COVER_RENDITIONS, type CoverFormat, type CoverWidth } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { coverVariantKeyOf } from "../storage/cover-variant-keys.ts";
import { decodeInSlot } from "../storage/image-decoding.ts";
import { cardKeyOf } from "./script-keys.ts";

const CONTENT_TYPES: Record<CoverFormat, string> = { avif: "image/avif", webp: "image/webp" };

/**
 * The format a cover is sent in: AVIF to a client that says it reads it (`Accept: image/avif`,
 * which every browser sending it for images does), else WebP, the stored format. An explicit
 * `image/avif;q=0` counts as a refusal.
 */
export function coverFormatFor(accept: string | undefined): CoverFormat {
  const avif = (accept ?? "")
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .find((part) => part === "image/avif" || part.startsWith("image/avif;"));
  if (avif && !/;\s*q=0(\.0*)?\s*(;|$)/.test(avif)) return "avif";
  return "webp";
}

/** The stored rendition that already is this variant (WebP at 800 or 400 px), if any. */
function storedRenditionOf(detailKey: string, width: CoverWidth, format: CoverFormat): string | null {
  if (format !== "webp") return null;
  if (width === COVER_RENDITIONS.detail.width) return detailKey;
  if (width === COVER_RENDITIONS.card.width) return cardKeyOf(detailKey);
  return null;
}

/** Variants being made in this process, so a burst of requests for a new one encodes it once. */
const inFlight = new Map<string, Promise<Buffer | null>>();

async function makeVariant(
  ctx: AppContext,
  detailKey: string,
  width: CoverWidth,
  format: CoverFormat,
  key: string,
): Promise<Buffer | null> {
  const source = await ctx.store.get(detailKey);
  if (!source) return null;
  const bytes = await decodeInSlot(
    async (open) => {
      const resized = open().resize(width, Math.round(width * 1.5), { fit: "cover" });
      return format === "avif"
        ? resized.avif({ quality: 55, effort: 2 }).toBuffer()
        : resized.webp({ quality: 80 }).toBuffer();
    },
    Buffer.concat((await source.body.toArray()) as Buffer[]),
  );
  await ctx.store.put(key, bytes, CONTENT_TYPES[format]);
  return bytes;
}

export interface CoverVariant {
  /** The storage key of the bytes (for the ETag). */
  key: string;
  body: Buffer | Readable;
  contentType: string;
  size: number;
}

/**
 * One cover at one of COVER_WIDTHS in AVIF or WebP: made from the detail rendition the first time
 * it is asked for, then kept in the object store next to it (so every API node shares it) and
 * deleted with the cover. Null when the cover's files are gone.
 */
export async function getCoverVariant(
  ctx: AppContext,
  detailKey: string,
  width: CoverWidth,
  format: CoverFormat,
): Promise<CoverVariant | null> {
  const stored = storedRenditionOf(detailKey, width, format);
  const key = stored ?? coverVariantKeyOf(detailKey, width, format);
  const existing = await ctx.store.get(key);
  if (existing) return { key, body: existing.body, contentType: existing.contentType, size: existing.size };
  if (stored) return null;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = makeVariant(ctx, detailKey, width, format, key).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const bytes = await pending;
  return bytes && { key, body: bytes, contentType: CONTENT_TYPES[format], size: bytes.length };
}
