import { clsx } from "clsx";
import { CircleCheck, CircleHelp, CircleX, Clock, LoaderCircle, type LucideIcon } from "lucide-react";

interface StatusLook {
  icon: LucideIcon;
  className: string;
  /** The card's status line; completed shows the score instead. */
  text: string;
}

const LOOKS: Record<string, StatusLook> = {
  pending: { icon: Clock, className: "text-warning-ink", text: "Waiting to process" },
  processing: {
    icon: LoaderCircle,
    className: "text-info-ink motion-safe:animate-spin",
    text: "Processing coverage...",
  },
  completed: { icon: CircleCheck, className: "text-success-ink", text: "Completed" },
  failed: { icon: CircleX, className: "text-danger-ink", text: "Coverage failed" },
};

/** Any other value gets a neutral icon. */
const UNKNOWN: StatusLook = { icon: CircleHelp, className: "text-ink-subtle", text: "Unknown status" };

export function statusLookOf(status: string): StatusLook {
  return LOOKS[status] ?? UNKNOWN;
}

interface CoverageStatusIconProps {
  status: string;
  /** Hidden from assistive technology when the status is also written next to it. */
  isDecorative?: boolean;
  className?: string;
}

/** Pending yellow clock, processing blue spinner, completed green check, failed red cross. */
export function CoverageStatusIcon({ status, isDecorative, className }: CoverageStatusIconProps) {
  const look = statusLookOf(status);
  const Icon = look.icon;
  const a11y = isDecorative ? { "aria-hidden": true } : { role: "img", "aria-label": look.text };
  return (
    <Icon {...a11y} data-status={status} className={clsx("size-5 shrink-0", look.className, className)} />
  );
}
