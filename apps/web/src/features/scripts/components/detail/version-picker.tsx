import type { ScriptDetail, ScriptVersion } from "@twl/contract";

import { useScriptVersions } from "../../api/get-script-versions.ts";

const FILE_TYPE_NAMES: Record<ScriptVersion["fileType"], string> = {
  pdf: "PDF",
  fdx: "Final Draft",
  fountain: "Fountain",
};

export function versionFrom(value: string | null): number | null {
  const version = Number(value);
  return Number.isInteger(version) && version > 0 ? version : null;
}

interface VersionPickerProps {
  script: ScriptDetail;
  /** The version in the address; null means the active one. */
  version: number | null;
  onChange: (version: number | null) => void;
}

/**
 * The version the reader opens. Editors choose from every version, newest first, with the
 * active one marked; everyone else reads the active version (so does an editor refused the list).
 */
export function VersionPicker({ script, version, onChange }: VersionPickerProps) {
  const versions = useScriptVersions(script.id, script.canEdit);
  const options = script.canEdit && versions.data && versions.data.length > 0 ? versions.data : null;

  if (!options) {
    return (
      <p className="text-sm text-ink-muted">
        {script.activeVersion ? `Version ${script.activeVersion} (active)` : "Active version"}
      </p>
    );
  }
  const active = options.find((item) => item.isActive)?.version ?? script.activeVersion;
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-ink">
      Version
      <select
        value={version ?? active ?? ""}
        onChange={(event) => {
          const chosen = versionFrom(event.target.value);
          onChange(chosen === active ? null : chosen);
        }}
        className="h-9 max-w-[16rem] rounded-full border border-line-strong bg-surface px-3 text-sm text-ink"
      >
        {options.map((item) => (
          <option key={item.id} value={item.version}>
            {`Version ${item.version}${item.isActive ? " (active)" : ""} · ${FILE_TYPE_NAMES[item.fileType]}`}
          </option>
        ))}
      </select>
    </label>
  );
}
