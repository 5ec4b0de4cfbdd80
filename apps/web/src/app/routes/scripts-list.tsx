import { Button } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { useSession } from "../../features/auth/hooks/use-session.ts";
import { useFilterGenres } from "../../features/discover/api/get-genres.ts";
import { useScriptsList } from "../../features/discover/api/get-scripts-list.ts";
import { ScriptsFilters } from "../../features/discover/components/scripts-filters.tsx";
import { ScriptsResults } from "../../features/discover/components/scripts-results.tsx";
import { useDebouncedSearch } from "../../features/discover/hooks/use-debounced-search.ts";
import { useUrlFilters } from "../../features/discover/hooks/use-url-filters.ts";
import {
  hasActiveFilters,
  readScriptsListFilters,
  SCRIPTS_LIST_DEFAULTS,
  scriptsListApiQuery,
  writeScriptsListFilters,
} from "../../features/discover/lib/scripts-list-filters.ts";
import { AddToListMenu } from "../../features/lists/components/add-to-list-menu.tsx";

/**
 * /scripts: every public script, 12 a page, searchable and filterable, the state kept in
 * the address. A signed-in writer who switches 'Public Scripts Only' off also sees their own
 * private scripts (marked with a lock).
 */
export function ScriptsListPage() {
  const { status } = useSession();
  const { filters, update, setPage, commitSearch, replaceAll } = useUrlFilters({
    read: readScriptsListFilters,
    write: writeScriptsListFilters,
  });
  const search = useDebouncedSearch(filters.search, commitSearch);
  const genres = useFilterGenres("filter");
  const isSignedIn = status === "authenticated";
  // Asking for one's own scripts waits for the session, so the list loads once, with the token.
  const list = useScriptsList(
    scriptsListApiQuery(filters, isSignedIn),
    filters.publicOnly || status !== "loading",
  );

  const clear = () => {
    search.clear();
    replaceAll({ ...SCRIPTS_LIST_DEFAULTS, sort: filters.sort });
  };

  return (
    <Container className="space-y-8 py-10 sm:py-14">
      <title>Scripts — The White List</title>
      <header className="max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-accent-ink uppercase">The library</p>
        <h1 className="mt-3 font-display-tight text-4xl font-semibold text-balance text-ink sm:text-5xl">
          Browse Scripts
        </h1>
        <p className="mt-3 text-lg leading-relaxed text-pretty text-ink-muted">
          Read, review and champion screenplays from writers on The White List.
        </p>
      </header>
      <ScriptsFilters
        filters={filters}
        genres={genres}
        isSignedIn={isSignedIn}
        search={search}
        onChange={(changes) => update(changes)}
        onClear={clear}
      />
      <ScriptsResults
        list={list}
        page={filters.page}
        onPageChange={setPage}
        renderActions={
          isSignedIn
            ? (script) => <AddToListMenu compact scriptId={script.id} title={script.title} />
            : undefined
        }
        emptyAction={
          hasActiveFilters(filters) ? (
            <Button variant="secondary" size="sm" onClick={clear}>
              Clear Filters
            </Button>
          ) : undefined
        }
      />
    </Container>
  );
}
