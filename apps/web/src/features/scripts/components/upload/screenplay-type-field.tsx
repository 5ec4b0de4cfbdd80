import type { ScreenplayType } from "@twl/contract";

import { SegmentedControl } from "../../../../components/ui/segmented-control.tsx";

const TYPE_OPTIONS: readonly { value: ScreenplayType; label: string }[] = [
  { value: "movie", label: "Feature film" },
  { value: "tv", label: "TV" },
  { value: "play", label: "Stage play" },
  { value: "short", label: "Short" },
];

interface ScreenplayTypeFieldProps {
  value: ScreenplayType;
  onChange: (type: ScreenplayType) => void;
  disabled?: boolean;
}

/** 'Type' on the upload and edit forms: what the screenplay is written for (default feature film). */
export function ScreenplayTypeField({ value, onChange, disabled }: ScreenplayTypeFieldProps) {
  return (
    <div>
      <p aria-hidden="true" className="text-sm font-medium text-ink">
        Type
      </p>
      <SegmentedControl
        label="Type"
        value={value}
        onChange={onChange}
        options={TYPE_OPTIONS.map((option) => ({ ...option, disabled }))}
        size="md"
        className="mt-1.5"
      />
    </div>
  );
}
