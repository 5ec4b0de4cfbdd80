import { Eye } from "lucide-react";

/** The short line a reader sees before the script: what the author is shown. */
export function ReadNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-ink-muted" role="note">
      <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{notice}</span>
    </p>
  );
}
