import { useSearchParams } from "react-router";

interface Codec<F> {
  read: (params: URLSearchParams) => F;
  write: (filters: F) => URLSearchParams;
}

/**
 * A page's filters kept in the address: read on every render, so reload and back/forward
 * restore them. Any change other than the page itself goes back to page 1; typing replaces the
 * history entry instead of adding one per word; the scroll position stays put.
 */
export function useUrlFilters<F extends { page: number; search: string }>({ read, write }: Codec<F>) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);

  const update = (changes: Partial<F>, { replace = false } = {}) =>
    setParams((current) => write({ ...read(current), page: 1, ...changes }), {
      replace,
      preventScrollReset: true,
    });

  return {
    filters,
    update,
    setPage: (page: number) =>
      setParams((current) => write({ ...read(current), page }), { preventScrollReset: false }),
    /** Commits debounced search text; the same text again changes nothing (not even the page). */
    commitSearch: (search: string) =>
      setParams(
        (current) =>
          read(current).search === search ? current : write({ ...read(current), page: 1, search }),
        {
          replace: true,
          preventScrollReset: true,
        },
      ),
    replaceAll: (next: F) => setParams(write(next), { preventScrollReset: true }),
  };
}
