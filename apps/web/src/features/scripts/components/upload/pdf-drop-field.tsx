import { CloudUpload, FileText, X } from "lucide-react";

import { MAX_SCRIPT_FILE_BYTES } from "@twl/contract";

import { Button } from "../../../../components/ui/button.tsx";
import { FileDropZone, type FileSource } from "../../../../components/ui/file-drop-zone.tsx";
import { formatFileSize, SCRIPT_ACCEPT, scriptFormatOf } from "../../../../lib/file-checks.ts";

interface PdfDropFieldProps {
  file: File | null;
  error?: string;
  disabled?: boolean;
  onFile: (file: File, source: FileSource) => void;
  onClear?: () => void;
  /** Heading inside the empty zone. */
  prompt?: string;
}

/**
 * The screenplay file (PDF, Final Draft or Fountain): drop it here or choose it with the button
 * (keyboard users use the button).
 */
export function PdfDropField({
  file,
  error,
  disabled,
  onFile,
  onClear,
  prompt = "Drag and drop your screenplay here",
}: PdfDropFieldProps) {
  return (
    <div>
      <FileDropZone
        accept={SCRIPT_ACCEPT}
        inputLabel="Screenplay PDF, Final Draft or Fountain file"
        onFile={onFile}
        disabled={disabled}
        className={
          "rounded-2xl border-2 border-dashed bg-canvas/60 transition-colors " +
          (error ? "border-danger" : "border-line-strong")
        }
        draggingClassName="border-accent bg-accent-soft/50"
      >
        {({ openPicker, isDragging }) =>
          file ? (
            <div className="flex flex-wrap items-center gap-4 p-4 sm:p-5">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-ink">
                <FileText aria-hidden="true" className="size-6" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-ink">{file.name}</p>
                <p className="text-sm text-ink-subtle">
                  {formatFileSize(file.size)} · {scriptFormatOf(file.name)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" onClick={openPicker} disabled={disabled}>
                  Replace
                </Button>
                {onClear && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={onClear}
                    disabled={disabled}
                    aria-label="Remove file"
                  >
                    <X aria-hidden="true" />
                  </Button>
                )}
              </div>
            </div>
          ) : (
            <div className="flex flex-col items-center px-5 py-10 text-center sm:py-12">
              <span className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
                <CloudUpload aria-hidden="true" className="size-7" />
              </span>
              <p className="mt-4 font-medium text-ink">{isDragging ? "Drop it to attach" : prompt}</p>
              <p className="mt-1 text-sm text-ink-subtle">or</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={openPicker} disabled={disabled}>
                Choose file
              </Button>
              <p className="mt-4 text-xs text-ink-subtle">
                PDF, Final Draft (.fdx) or Fountain · up to {formatFileSize(MAX_SCRIPT_FILE_BYTES)}
              </p>
            </div>
          )
        }
      </FileDropZone>
      {error && <p className="mt-2 text-sm font-medium text-danger-ink">{error}</p>}
    </div>
  );
}
