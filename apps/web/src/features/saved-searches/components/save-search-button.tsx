import { BellPlus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { SAVED_SEARCH_ALERT_INTERVAL_HOURS, SAVED_SEARCH_NAME_MAX_LENGTH } from "@twl/contract";

import { NameFormDialog } from "../../../components/name-form-dialog.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useCreateSavedSearch } from "../api/create-saved-search.ts";
import { describeQuery, suggestedName } from "../lib/describe-query.ts";

interface SaveSearchButtonProps {
  /** The /discover address's filters (what differs from the defaults). */
  query: Record<string, string>;
}

/**
 * "Save search" on /discover: names the current filter set and keeps it, so its owner hears (on the
 * site and by email) when a new public script matches, at most once a day.
 */
export function SaveSearchButton({ query }: SaveSearchButtonProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const create = useCreateSavedSearch();
  const filters = describeQuery(query);

  const openDialog = () => {
    setName(suggestedName(query));
    create.reset();
    setOpen(true);
  };
  const submit = () =>
    create.mutate(
      { name, query },
      {
        onSuccess: ({ savedSearch }) => {
          setOpen(false);
          toast.success(`Saved “${savedSearch.name}”. We’ll tell you when new scripts match.`);
        },
      },
    );

  return (
    <>
      <Button variant="secondary" size="sm" onClick={openDialog}>
        <BellPlus aria-hidden="true" /> Save search
      </Button>
      <NameFormDialog
        open={open}
        onOpenChange={setOpen}
        title="Save this search"
        description={`When a new public script matches, you’ll get a note on your dashboard and an email — at most once every ${SAVED_SEARCH_ALERT_INTERVAL_HOURS} hours.`}
        fieldLabel="Name"
        name={name}
        onNameChange={setName}
        maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
        mutation={create}
        errorText="Could not save the search"
        submitLabel="Save search"
        pendingLabel="Saving…"
        onSubmit={submit}
      >
        <p className="mt-3 text-sm text-ink">
          <span className="font-medium">Filters:</span>{" "}
          {filters.length > 0 ? filters.join(" · ") : "none (every new script)"}
        </p>
      </NameFormDialog>
    </>
  );
}
