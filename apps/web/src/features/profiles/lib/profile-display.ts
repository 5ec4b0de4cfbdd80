const MONTH_YEAR = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" });

/** 'May 2024' for the Member since card; the raw text when it is not a date. */
export function memberSince(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : MONTH_YEAR.format(date);
}
