import { clsx } from "clsx";
import { LoaderCircle } from "lucide-react";

/** A spinning indicator that announces `label` to assistive technology. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" aria-label={label} className={clsx("inline-flex text-accent-ink", className)}>
      <LoaderCircle aria-hidden="true" className="size-full motion-safe:animate-spin" />
    </span>
  );
}

/** A centred spinner that holds a page's place while it loads. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center py-20">
      <Spinner label={label} className="size-8" />
    </div>
  );
}
