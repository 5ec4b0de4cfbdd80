import { CalendarDays, Droplet, Eye, FileText, Gem } from "lucide-react";

import type { PublicProfile } from "@twl/contract";

import { formatNumber } from "../../../lib/format.ts";
import { memberSince } from "../lib/profile-display.ts";
import { ProfileStatCard } from "./profile-stat-card.tsx";

interface ProfileStatCardsProps {
  /** null while loading. */
  profile: PublicProfile | null;
  isOwn: boolean;
}

/**
 * The profile's figures: scripts, member since, solid clout, then the liquid clout the user
 * has given (own profile) or, for others, the profile's views (counted once per visitor per day).
 */
export function ProfileStatCards({ profile, isOwn }: ProfileStatCardsProps) {
  const value = <T,>(pick: (p: PublicProfile) => T) => (profile ? pick(profile) : null);
  return (
    <ul
      aria-label="Profile numbers"
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:gap-4 lg:grid-cols-4"
    >
      <ProfileStatCard
        label="Total scripts"
        icon={FileText}
        iconClassName="bg-accent-soft text-accent-ink"
        value={value((p) => formatNumber(p.scriptCount))}
        note={isOwn ? "Public and private" : "Public scripts"}
      />
      <ProfileStatCard
        label="Member since"
        icon={CalendarDays}
        iconClassName="bg-success-soft text-success-ink"
        value={value((p) => memberSince(p.createdAt))}
      />
      <ProfileStatCard
        label="Solid clout"
        icon={Gem}
        iconClassName="bg-violet-500/10 text-violet-600 dark:text-violet-400"
        value={value((p) => formatNumber(p.receivedClout))}
        note="earned from scripts"
      />
      {isOwn ? (
        <ProfileStatCard
          label="Liquid clout given"
          icon={Droplet}
          iconClassName="bg-info-soft text-info-ink"
          value={value((p) => formatNumber(p.cloutGiven ?? 0))}
          note="given to other writers' scripts"
        />
      ) : (
        <ProfileStatCard
          label="Profile views"
          icon={Eye}
          iconClassName="bg-warning-soft text-warning-ink"
          value={value((p) => formatNumber(p.profileViews ?? 0))}
          note="once per visitor per day"
        />
      )}
    </ul>
  );
}
