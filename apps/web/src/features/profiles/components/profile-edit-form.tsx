import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";

import { BIO_MAX_LENGTH, NAME_MAX_LENGTH, updateProfileRequestSchema } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useFormErrors } from "../../../lib/form-errors.ts";
import type { ProfileChanges } from "../api/update-profile.ts";

interface ProfileEditFormProps {
  initialName: string;
  initialBio: string;
  isSaving: boolean;
  onSave: (changes: ProfileChanges) => void;
  onCancel: () => void;
}

/** Name and bio, checked with the server's own schema before sending. Escape cancels. */
export function ProfileEditForm({
  initialName,
  initialBio,
  isSaving,
  onSave,
  onCancel,
}: ProfileEditFormProps) {
  const [name, setName] = useState(initialName);
  const [bio, setBio] = useState(initialBio);
  const { errors, validate } = useFormErrors(updateProfileRequestSchema, ["name", "bio"]);
  const formRef = useRef<HTMLFormElement>(null);

  // The form opens on "Edit profile": its first field takes focus.
  useEffect(() => {
    formRef.current?.querySelector("input")?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    const parsed = validate({ name, bio: bio.trim() === "" ? null : bio });
    if (!parsed) return;
    onSave({ name: parsed.name ?? name.trim(), bio: parsed.bio ?? null });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !isSaving) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="Edit profile"
      className="w-full max-w-xl space-y-4"
    >
      <TextField
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="name"
        onKeyDown={onKeyDown}
        error={errors.name}
      />
      <TextareaField
        label="Bio"
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        rows={4}
        maxLength={BIO_MAX_LENGTH}
        placeholder="Tell other writers about yourself"
        hint={`${bio.trim().length}/${BIO_MAX_LENGTH} characters`}
        onKeyDown={onKeyDown}
        error={errors.bio}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isSaving} onKeyDown={onKeyDown}>
          {isSaving ? "Saving…" : "Save"}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} onKeyDown={onKeyDown} disabled={isSaving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
