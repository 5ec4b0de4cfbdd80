import { Pencil, Trash2 } from "lucide-react";

import { Button } from "./ui/button.tsx";

interface RenameDeleteActionsProps {
  /** The item's name, for the buttons' accessible names ("Rename To read"). */
  name: string;
  onRename: () => void;
  onDelete: () => void;
}

/** A named item's Rename and Delete buttons (lists, saved searches). */
export function RenameDeleteActions({ name, onRename, onDelete }: RenameDeleteActionsProps) {
  return (
    <div className="flex shrink-0 gap-2">
      <Button variant="secondary" size="sm" onClick={onRename} aria-label={`Rename ${name}`}>
        <Pencil aria-hidden="true" /> Rename
      </Button>
      <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${name}`}>
        <Trash2 aria-hidden="true" /> Delete
      </Button>
    </div>
  );
}
