import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { ScriptGridSkeleton } from "./profile-scripts-section.tsx";
import { ProfileStatCards } from "./profile-stat-cards.tsx";

/** The profile's shape while it loads. */
export function ProfileSkeleton({ isOwn }: { isOwn: boolean }) {
  return (
    <div aria-busy="true" className="space-y-8">
      <span role="status" className="sr-only">
        Loading profile
      </span>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:gap-7" aria-hidden="true">
        <Skeleton className="size-24 rounded-full sm:size-28" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-9 w-56" />
          <Skeleton className="h-4 w-full max-w-md" />
          <Skeleton className="h-4 w-2/3 max-w-sm" />
        </div>
      </div>
      <ProfileStatCards profile={null} isOwn={isOwn} />
      <ScriptGridSkeleton />
    </div>
  );
}
