/** The `pagination` block of every paged list: at least one page, even when the list is empty. */
export function pageInfo(page: number, limit: number, total: number) {
  return { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
}
