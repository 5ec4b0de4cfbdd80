import type { SceneIndex } from "../../lib/screenplay-shape.ts";

interface SceneSelectProps {
  scenes: SceneIndex[];
  value: number | null;
  onChange: (scene: number | null) => void;
}

/** "Go to scene": every scene heading in order, with its number when the script prints one. */
export function SceneSelect({ scenes, value, onChange }: SceneSelectProps) {
  return (
    <label className="flex min-w-0 items-center gap-2">
      <span className="sr-only">Go to scene</span>
      <select
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
        className="h-8 w-56 max-w-full min-w-0 truncate rounded-full border border-line-strong bg-surface px-3 text-sm text-ink"
      >
        <option value="">Go to scene…</option>
        {scenes.map((scene) => (
          <option key={scene.index} value={scene.index}>
            {`${scene.number ?? scene.index + 1}. ${scene.heading}`}
          </option>
        ))}
      </select>
    </label>
  );
}
