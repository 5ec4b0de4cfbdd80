import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";

/** A full-screen confirmation that a step worked, shown for a moment before the page moves on. */
export function SuccessOverlay({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-black/40 p-5 backdrop-blur-[3px] motion-safe:animate-fade-in">
      <div
        role="status"
        className="w-full max-w-sm rounded-3xl border border-line bg-surface p-8 text-center shadow-page motion-safe:animate-pop-in"
      >
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-success-soft text-success-ink">
          <CircleCheck aria-hidden="true" className="size-8" />
        </span>
        <p className="mt-4 font-display-tight text-2xl font-semibold text-ink">{title}</p>
        {children && <div className="mt-2 text-sm text-ink-muted">{children}</div>}
      </div>
    </div>
  );
}
