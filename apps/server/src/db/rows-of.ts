/** node-postgres and PGlite both return `{ rows }` through Drizzle's execute. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
