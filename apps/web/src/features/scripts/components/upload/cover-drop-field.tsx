import { ImagePlus } from "lucide-react";

import { MAX_IMAGE_BYTES } from "@twl/contract";

import { Button } from "../../../../components/ui/button.tsx";
import { CoverImage } from "../../../../components/ui/cover-image.tsx";
import { FileDropZone, type FileSource } from "../../../../components/ui/file-drop-zone.tsx";
import { formatFileSize, IMAGE_ACCEPT } from "../../../../lib/file-checks.ts";

interface CoverDropFieldProps {
  file: File | null;
  previewUrl: string | null;
  error?: string;
  disabled?: boolean;
  onFile: (file: File, source: FileSource) => void;
  onClear: () => void;
}

/** The optional cover of the upload form, with a 2:3 preview. 5MB is a hint here. */
export function CoverDropField({ file, previewUrl, error, disabled, onFile, onClear }: CoverDropFieldProps) {
  return (
    <div>
      <p className="text-sm font-medium text-ink">
        Cover image <span className="font-normal text-ink-subtle">(optional)</span>
      </p>
      <FileDropZone
        accept={IMAGE_ACCEPT}
        inputLabel="Cover image"
        onFile={onFile}
        disabled={disabled}
        className="mt-2 rounded-2xl transition-colors"
        draggingClassName="ring-2 ring-accent ring-offset-2 ring-offset-surface"
      >
        {({ openPicker }) => (
          <div className="flex items-start gap-4 lg:flex-col lg:items-stretch">
            <button
              type="button"
              onClick={openPicker}
              disabled={disabled}
              aria-label={file ? "Replace cover image" : "Choose cover image"}
              className="w-28 shrink-0 rounded-xl sm:w-32 lg:w-full"
            >
              {file && previewUrl ? (
                <CoverImage src={previewUrl} alt="" />
              ) : (
                <div className="flex aspect-[2/3] flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-line-strong bg-canvas/60 p-3 text-center text-ink-subtle transition-colors hover:border-ink-subtle">
                  <ImagePlus aria-hidden="true" className="size-7" />
                  <span className="text-xs font-medium">{file ? file.name : "Drop an image or click"}</span>
                </div>
              )}
            </button>
            <div className="min-w-0 space-y-2">
              <p className="text-xs text-ink-subtle">
                JPG, PNG or WebP · up to {formatFileSize(MAX_IMAGE_BYTES)} · 2:3 portrait works best
              </p>
              {file && (
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" size="sm" onClick={openPicker} disabled={disabled}>
                    Replace
                  </Button>
                  <Button variant="ghost" size="sm" onClick={onClear} disabled={disabled}>
                    Remove
                  </Button>
                </div>
              )}
            </div>
          </div>
        )}
      </FileDropZone>
      {error && <p className="mt-2 text-sm font-medium text-danger-ink">{error}</p>}
    </div>
  );
}
