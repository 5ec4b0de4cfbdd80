/** A page number from the address: a whole number of at least 1, else 1. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1;
}

/** Query text from pairs, leaving out empty values. */
export function queryOf(pairs: Record<string, string | number | null | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(pairs)) {
    if (value !== null && value !== undefined && value !== "") query.set(key, String(value));
  }
  return query;
}
