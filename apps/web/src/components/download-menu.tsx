import { ChevronDown, FileDown } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { downloadFile } from "../lib/download-file.ts";
import { errorMessageOf } from "../lib/error-message.ts";
import { buttonClasses } from "./ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "./ui/dropdown-menu.tsx";
import { Spinner } from "./ui/spinner.tsx";

export interface DownloadChoice {
  label: string;
  /** API path answering the file. */
  path: string;
  fallbackName: string;
}

/** "Download as…": a menu of files the API writes (Fountain, FDX, PDF, JSON), saved with a toast. */
export function DownloadMenu({ label, choices }: { label: string; choices: DownloadChoice[] }) {
  const [busy, setBusy] = useState(false);
  const start = async (choice: DownloadChoice) => {
    setBusy(true);
    try {
      const name = await downloadFile(choice.path, choice.fallbackName);
      toast.success(`Downloaded ${name}`);
    } catch (error) {
      toast.error(errorMessageOf(error, "Download failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={buttonClasses({ variant: "secondary", size: "sm" })} disabled={busy}>
        {busy ? <Spinner label="Preparing download" /> : <FileDown aria-hidden="true" />} {label}
        <ChevronDown aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {choices.map((c) => (
          <DropdownMenuItem key={c.path} onSelect={() => void start(c)}>
            {c.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
