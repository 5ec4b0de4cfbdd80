import { COVER_WIDTHS, type CoverFormat, type CoverWidth } from "@twl/contract";

/**
 * Where the resized variant of a cover (named by its detail rendition's key) at one width and
 * format is kept: beside the renditions, so it is deleted with them.
 */
export const coverVariantKeyOf = (detailKey: string, width: CoverWidth, format: CoverFormat) =>
  detailKey.replace(/-detail\.webp$/, `-w${width}.${format}`);

/** Every variant key a cover may have made (deleting a missing one is a no-op). */
export const coverVariantKeysOf = (detailKey: string) =>
  COVER_WIDTHS.flatMap((width) => [
    coverVariantKeyOf(detailKey, width, "avif"),
    coverVariantKeyOf(detailKey, width, "webp"),
  ]);
