import { Link2, ListChecks, Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import { READER_LIST_NAME_MAX_LENGTH, type ReaderList } from "@twl/contract";

import { AccountItems } from "../../../components/account-items-panel.tsx";
import { RenamableItem } from "../../../components/renamable-item.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { fieldControlClass } from "../../../components/ui/field-frame.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { useCreateList } from "../api/create-list.ts";
import { useDeleteList } from "../api/delete-list.ts";
import { useReaderLists } from "../api/get-lists.ts";
import { useUpdateList } from "../api/update-list.ts";

const scriptsLabel = (n: number) => (n === 1 ? "1 script" : `${n} scripts`);

function ListRow({ list, onDelete }: { list: ReaderList; onDelete: () => void }) {
  const update = useUpdateList();
  return (
    <RenamableItem
      name={list.name}
      to={`/lists/${encodeURIComponent(list.id)}`}
      fieldLabel="List name"
      maxLength={READER_LIST_NAME_MAX_LENGTH}
      isRenamePending={update.isPending}
      rename={(name, handlers) => update.mutate({ id: list.id, name }, handlers)}
      renameErrorText="Could not rename the list"
      onDelete={onDelete}
    >
      <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-ink-muted">
        <span className="tabular-nums">{scriptsLabel(list.scriptCount)}</span>
        {list.sharePath ? (
          <span className="inline-flex items-center gap-1 text-accent-ink">
            <Link2 aria-hidden="true" className="size-3.5" /> Shared by link
          </span>
        ) : (
          <span>Private</span>
        )}
      </p>
    </RenamableItem>
  );
}

/** The account area's lists: start one, open, rename or delete them. */
export function ListsPanel() {
  const lists = useReaderLists();
  const create = useCreateList();
  const remove = useDeleteList();
  const [name, setName] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    create.mutate(trimmed, {
      onSuccess: ({ list }) => {
        setName("");
        toast.success(`Created “${list.name}”`);
      },
    });
  };

  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="min-w-0 flex-1 text-sm font-medium text-ink">
          New list
          <input
            value={name}
            maxLength={READER_LIST_NAME_MAX_LENGTH}
            placeholder="To read"
            onChange={(event) => setName(event.target.value)}
            className={`${fieldControlClass(undefined)} h-11`}
          />
        </label>
        <Button type="submit" disabled={create.isPending || name.trim() === ""} className="h-11">
          <Plus aria-hidden="true" /> {create.isPending ? "Creating…" : "Create list"}
        </Button>
      </form>
      {create.isError && (
        <InlineAlert>{errorMessageOf(create.error, "Could not create the list")}</InlineAlert>
      )}
      <AccountItems
        items={lists}
        label="Your lists"
        loadErrorText="Could not load your lists"
        empty={{
          icon: ListChecks,
          title: "No lists yet",
          text: "Start one here (“To read”, “Send to Dana”), or use “Add to list” on any script.",
        }}
        renderItem={(list, onDelete) => <ListRow key={list.id} list={list} onDelete={onDelete} />}
        confirm={{
          title: "Delete this list?",
          description: (listName) =>
            `“${listName}” and its shared link go for good. The scripts stay where they are.`,
          confirmLabel: "Delete list",
        }}
        remove={remove}
        deleteErrorText="Could not delete the list"
      />
    </Card>
  );
}
