import { clsx } from "clsx";
import { Award, Star } from "lucide-react";
import { toast } from "sonner";

import { useSetEditorialFlag, type EditorialFlag } from "../api/editorial.ts";

const FLAGS: { flag: EditorialFlag; label: string; icon: typeof Star }[] = [
  { flag: "isStaffPick", label: "Staff Pick", icon: Star },
  { flag: "isContestWinner", label: "Contest Winner", icon: Award },
];

interface EditorialTogglesProps {
  scriptId: string;
  title: string;
  isPublic: boolean;
  isStaffPick: boolean;
  isContestWinner: boolean;
  size?: "sm" | "md";
}

/** Staff Pick and Contest Winner as pressed/unpressed buttons; public scripts only. */
export function EditorialToggles({
  scriptId,
  title,
  isPublic,
  size = "sm",
  ...values
}: EditorialTogglesProps) {
  const setFlag = useSetEditorialFlag();
  const toggle = async (flag: EditorialFlag, label: string) => {
    const next = !values[flag];
    try {
      await setFlag.mutateAsync({ scriptId, flag, value: next });
      toast.success(next ? `“${title}” is now a ${label}` : `“${title}” is no longer a ${label}`);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "Failed to update script");
    }
  };
  return (
    <div className="flex flex-wrap gap-1.5" role="group" aria-label={`Editorial flags of ${title}`}>
      {FLAGS.map(({ flag, label, icon: Icon }) => {
        const isOn = values[flag];
        return (
          <button
            key={flag}
            type="button"
            aria-pressed={isOn}
            disabled={setFlag.isPending || (!isPublic && !isOn)}
            title={!isPublic && !isOn ? "Only public scripts can be featured" : undefined}
            onClick={(event) => {
              event.stopPropagation();
              void toggle(flag, label);
            }}
            className={clsx(
              "inline-flex items-center gap-1 rounded-full border font-medium whitespace-nowrap transition-colors disabled:opacity-50",
              size === "sm" ? "h-7 px-2.5 text-xs" : "h-9 px-3.5 text-sm",
              isOn
                ? "border-warning-line bg-warning-soft text-warning-ink"
                : "border-line-strong text-ink-muted hover:bg-surface-2",
            )}
          >
            <Icon aria-hidden="true" className="size-3.5" />
            {label}
          </button>
        );
      })}
    </div>
  );
}
