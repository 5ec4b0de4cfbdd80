import { Upload } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";

/** 'Dashboard', a greeting, and the main action: upload a script. */
export function DashboardHeader({ name }: { name: string | null }) {
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="font-screenplay text-sm tracking-wide text-accent-ink uppercase">
          Int. your desk - day
        </p>
        <h1 className="mt-1 font-display-tight text-4xl font-semibold text-ink sm:text-5xl">Dashboard</h1>
        {name ? (
          <p className="mt-2 text-lg text-ink-muted">Good to see you, {name}.</p>
        ) : (
          <Skeleton className="mt-3 h-6 w-56" />
        )}
      </div>
      <Button to="/upload" size="lg">
        <Upload aria-hidden="true" /> Upload Script
      </Button>
    </div>
  );
}
