import { Camera } from "lucide-react";
import { useRef } from "react";

import { Avatar } from "../../../components/ui/avatar.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { IMAGE_ACCEPT } from "../../../lib/file-checks.ts";

interface AvatarPickerProps {
  name: string;
  src: string | null;
  isUploading: boolean;
  /** 0-100 while the file is sent. */
  percent: number | null;
  onChoose: (file: File) => void;
}

/** The own profile's avatar: a button that opens the file chooser, with a spinner and percentage while uploading. */
export function AvatarPicker({ name, src, isUploading, percent, onChoose }: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="relative shrink-0">
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={isUploading}
        aria-label="Change avatar"
        className="group relative block rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-focus disabled:cursor-progress"
      >
        <Avatar name={name} src={src} className="size-24 text-2xl sm:size-28" />
        <span
          aria-hidden="true"
          className="absolute right-0 bottom-0 flex size-9 items-center justify-center rounded-full border-2 border-surface bg-accent text-on-accent shadow-sm transition-transform group-hover:scale-105"
        >
          <Camera className="size-4" />
        </span>
        {isUploading && (
          <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 rounded-full bg-canvas/75 text-xs font-semibold text-ink tabular-nums">
            <Spinner label="Uploading avatar" className="size-6" />
            {percent !== null && percent > 0 && (
              <span
                role="progressbar"
                aria-label="Avatar upload"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                {percent}%
              </span>
            )}
          </span>
        )}
      </button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        aria-label="Avatar image"
        tabIndex={-1}
        disabled={isUploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onChoose(file);
        }}
      />
    </div>
  );
}
