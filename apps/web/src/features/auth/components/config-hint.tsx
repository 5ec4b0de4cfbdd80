import { clsx } from "clsx";
import { ChevronRight, Wrench } from "lucide-react";

interface ConfigHintProps {
  variables: string[];
  /** Open from the start, e.g. when no provider is configured yet and the hint is the point. */
  defaultOpen?: boolean;
  className?: string;
}

/** Localhost only: which server variables turn social sign-in on (from GET /api/auth/providers). */
export function ConfigHint({ variables, defaultOpen = false, className }: ConfigHintProps) {
  return (
    <details
      open={defaultOpen}
      className={clsx(
        "group rounded-xl border border-dashed border-line-strong px-3 py-2.5 text-xs text-ink-subtle",
        className,
      )}
    >
      <summary className="flex cursor-pointer list-none items-center gap-1.5 font-medium text-ink-muted [&::-webkit-details-marker]:hidden">
        <Wrench aria-hidden="true" className="size-3.5" />
        To enable social sign-in set:
        <ChevronRight
          aria-hidden="true"
          className="ml-auto size-3.5 transition-transform group-open:rotate-90"
        />
      </summary>
      <ul className="mt-2 flex flex-wrap gap-1.5 font-mono text-[0.65rem] leading-tight">
        {variables.map((variable) => (
          <li key={variable} className="rounded-md bg-surface-2 px-1.5 py-1 [overflow-wrap:anywhere]">
            {variable}
          </li>
        ))}
      </ul>
    </details>
  );
}
