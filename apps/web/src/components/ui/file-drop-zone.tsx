import { clsx } from "clsx";
import { useState, type DragEvent, type ReactNode } from "react";

export type FileSource = "picked" | "dropped";

interface FileDropZoneProps {
  /** The picker's `accept` filter (a hint only: the caller checks the file it gets). */
  accept: string;
  /** Accessible name of the hidden file input. */
  inputLabel: string;
  onFile: (file: File, source: FileSource) => void;
  disabled?: boolean;
  className?: string;
  draggingClassName?: string;
  /** The visible content; call `openPicker` from a real button so keyboards can reach it. */
  children: (controls: { openPicker: () => void; isDragging: boolean }) => ReactNode;
}

/**
 * A region that takes a dropped file, plus a hidden file input opened by a button inside it. The
 * caller validates: messages differ for picked and dropped files.
 */
export function FileDropZone({
  accept,
  inputLabel,
  onFile,
  disabled,
  className,
  draggingClassName,
  children,
}: FileDropZoneProps) {
  // State rather than a ref: `openPicker` is handed to the render function.
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [isDragging, setIsDragging] = useState(false);

  const openPicker = () => {
    if (!disabled) input?.click();
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setIsDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setIsDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file, "dropped");
  };

  return (
    <div
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      data-dragging={isDragging || undefined}
      className={clsx(className, isDragging && draggingClassName)}
    >
      <input
        ref={setInput}
        type="file"
        accept={accept}
        aria-label={inputLabel}
        tabIndex={-1}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Reset so choosing the same file again still fires a change.
          event.target.value = "";
          if (file) onFile(file, "picked");
        }}
      />
      {children({ openPicker, isDragging })}
    </div>
  );
}
