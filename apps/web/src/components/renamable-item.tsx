import { Pencil, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { toast } from "sonner";

import { errorMessageOf } from "../lib/error-message.ts";
import { InlineRename } from "./inline-rename.tsx";
import { Button } from "./ui/button.tsx";

/** How a rename is sent: the feature's mutation, called with the outcome handlers. */
export type RenameItem = (
  name: string,
  handlers: { onSuccess: () => void; onError: (error: unknown) => void },
) => void;

interface RenamableItemProps {
  name: string;
  /** Where the name links to. */
  to: string;
  /** What the name is, for the rename field ("List name"). */
  fieldLabel: string;
  maxLength: number;
  isRenamePending: boolean;
  rename: RenameItem;
  /** Said when a rename fails ("Could not rename the list"). */
  renameErrorText: string;
  onDelete: () => void;
  /** Lines under the name (counts, sharing, last alert). */
  children?: ReactNode;
}

/** One named item of an account list (reader lists, saved searches): open, rename in place, delete. */
export function RenamableItem(props: RenamableItemProps) {
  const { name, to, fieldLabel, maxLength, isRenamePending, rename, renameErrorText, onDelete, children } =
    props;
  const [isRenaming, setIsRenaming] = useState(false);
  const save = (next: string) =>
    rename(next, {
      onSuccess: () => {
        setIsRenaming(false);
        toast.success(`Renamed to “${next}”`);
      },
      onError: (error) => toast.error(errorMessageOf(error, renameErrorText)),
    });
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 flex-1">
        {isRenaming ? (
          <InlineRename
            label={fieldLabel}
            initial={name}
            maxLength={maxLength}
            isBusy={isRenamePending}
            onCancel={() => setIsRenaming(false)}
            onSave={save}
          />
        ) : (
          <Link
            to={to}
            className="font-semibold break-words text-ink underline-offset-2 hover:text-accent-ink hover:underline"
          >
            {name}
          </Link>
        )}
        {children}
      </div>
      {!isRenaming && (
        <div className="flex shrink-0 gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setIsRenaming(true)}
            aria-label={`Rename ${name}`}
          >
            <Pencil aria-hidden="true" /> Rename
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${name}`}>
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      )}
    </li>
  );
}
