import { URGENT_DAYS } from "@twl/contract";

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  /** Under 3 days left: shown red with a warning. */
  isUrgent: boolean;
  /** The end has passed: 'Subscription expired'. */
  isExpired: boolean;
}

/** Days, hours and minutes until `end`; expired at or after it. */
export function countdownTo(end: string | null, now: Date = new Date()): Countdown | null {
  if (!end) return null;
  const ms = new Date(end).getTime() - now.getTime();
  if (!Number.isFinite(ms)) return null;
  if (ms <= 0) return { days: 0, hours: 0, minutes: 0, isUrgent: true, isExpired: true };
  const totalMinutes = Math.floor(ms / 60_000);
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
    isUrgent: ms < URGENT_DAYS * 86_400_000,
    isExpired: false,
  };
}
