import { clsx } from "clsx";
import { Globe, Lock } from "lucide-react";

interface PrivacyToggleButtonProps {
  isPublic: boolean;
  onToggle: () => void;
  disabled?: boolean;
}

/** The row's privacy status; the owner clicks it to switch. */
export function PrivacyToggleButton({ isPublic, onToggle, disabled }: PrivacyToggleButtonProps) {
  const Icon = isPublic ? Globe : Lock;
  const label = isPublic ? "Public" : "Private";
  const action = isPublic ? "make private" : "make public";
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={disabled}
      aria-label={`${label}, click to ${action}`}
      title={`${label} · click to ${action}`}
      className={clsx(
        "inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold transition-colors disabled:opacity-60",
        isPublic
          ? "border-success-line bg-success-soft text-success-ink hover:bg-success/20"
          : "border-line-strong bg-surface-2 text-ink-muted hover:border-ink-subtle hover:text-ink",
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </button>
  );
}
