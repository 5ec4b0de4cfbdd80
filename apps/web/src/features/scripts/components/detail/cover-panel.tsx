import { CircleCheck, ImagePlus, LoaderCircle, Maximize2 } from "lucide-react";

import { MAX_COVERS_PER_SCRIPT, SCRIPT_PAGE_COVER_SIZES, type ScriptDetail } from "@twl/contract";

import { Button } from "../../../../components/ui/button.tsx";
import { CoverImage } from "../../../../components/ui/cover-image.tsx";
import { FileDropZone } from "../../../../components/ui/file-drop-zone.tsx";
import { IMAGE_ACCEPT } from "../../../../lib/file-checks.ts";
import { coverSrcOf, titleOf } from "../../../../lib/script-display.ts";
import { useCoverUpload } from "../../hooks/use-cover-upload.ts";
import { canBrowseVersions } from "../../lib/can-browse-versions.ts";

interface CoverPanelProps {
  script: ScriptDetail;
  onOpenGallery: () => void;
}

/**
 * The cover. Editors click it to open the gallery, and drop an image on it (or use 'Change cover')
 * to upload a new one.
 */
export function CoverPanel({ script, onOpenGallery }: CoverPanelProps) {
  const cover = useCoverUpload(script);
  const alt = `Cover of ${titleOf(script)}`;
  const src = coverSrcOf(script);

  if (!script.canEdit) {
    // Signed-in readers of a public script open the gallery too; others see the cover alone.
    if (!canBrowseVersions(script) || !script.coverUrl)
      return (
        <CoverImage
          src={src}
          alt={alt}
          sizes={SCRIPT_PAGE_COVER_SIZES}
          isPriority
          className="mx-auto w-full max-w-64 shadow-card lg:max-w-none"
        />
      );
    return (
      <button
        type="button"
        onClick={onOpenGallery}
        aria-label="Open cover gallery"
        className="mx-auto block w-full max-w-64 rounded-xl lg:max-w-none"
      >
        <CoverImage src={src} alt={alt} sizes={SCRIPT_PAGE_COVER_SIZES} isPriority className="shadow-card" />
      </button>
    );
  }

  return (
    <div className="mx-auto w-full max-w-64 space-y-3 lg:max-w-none">
      <FileDropZone
        accept={IMAGE_ACCEPT}
        inputLabel="New cover image"
        onFile={cover.choose}
        disabled={cover.isUploading}
        className="space-y-3"
      >
        {({ openPicker, isDragging }) => (
          <>
            <div className="relative">
              <button
                type="button"
                onClick={onOpenGallery}
                aria-label="Open cover gallery"
                className="group relative block w-full rounded-xl"
              >
                <CoverImage
                  src={src}
                  alt={alt}
                  sizes={SCRIPT_PAGE_COVER_SIZES}
                  isPriority
                  className="shadow-card"
                />
                <span className="absolute right-2.5 bottom-2.5 flex size-9 items-center justify-center rounded-full bg-black/55 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                  <Maximize2 aria-hidden="true" className="size-4" />
                </span>
              </button>
              {(isDragging || cover.isUploading) && (
                <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-xl bg-black/55 text-sm font-medium text-white ring-2 ring-accent">
                  {cover.isUploading ? (
                    <>
                      <LoaderCircle aria-hidden="true" className="size-6 motion-safe:animate-spin" />{" "}
                      Uploading cover…
                    </>
                  ) : (
                    <>
                      <ImagePlus aria-hidden="true" className="size-6" /> Drop to replace the cover
                    </>
                  )}
                </div>
              )}
            </div>
            <Button
              variant="secondary"
              size="sm"
              className="w-full"
              onClick={openPicker}
              disabled={cover.isUploading}
            >
              <ImagePlus aria-hidden="true" /> Change cover
            </Button>
          </>
        )}
      </FileDropZone>
      <p className="text-center text-xs text-ink-subtle">
        Drop an image on the cover · JPG, PNG or WebP, under 5MB · up to {MAX_COVERS_PER_SCRIPT} covers kept
      </p>
      {cover.isFlashing && (
        <p
          role="status"
          className="flex items-center justify-center gap-1.5 text-sm font-medium text-success-ink"
        >
          <CircleCheck aria-hidden="true" className="size-4" /> Cover image updated!
        </p>
      )}
      {cover.error && (
        <p role="alert" className="text-center text-sm font-medium text-danger-ink">
          {cover.error}
        </p>
      )}
    </div>
  );
}
