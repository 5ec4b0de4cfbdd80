import { clsx } from "clsx";
import { CircleAlert, Info } from "lucide-react";
import type { ReactNode } from "react";

/** A short message inside a form or panel. Errors are announced (role=alert). */
export function InlineAlert({
  tone = "error",
  children,
  className,
}: {
  tone?: "error" | "info";
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === "error" ? CircleAlert : Info;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={clsx(
        "flex items-start gap-2.5 rounded-xl border px-3.5 py-3 text-sm",
        tone === "error"
          ? "border-danger-line bg-danger-soft text-danger-ink"
          : "border-line bg-surface-2 text-ink-muted",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
