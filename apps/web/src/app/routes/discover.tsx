import { useSearchParams } from "react-router";

import { Container } from "../../components/ui/container.tsx";
import { useSignedInUser } from "../../features/auth/hooks/use-session.ts";
import { useDiscoverScripts } from "../../features/discover/api/get-discover-scripts.ts";
import { useFeatured } from "../../features/discover/api/get-featured.ts";
import { useFilterGenres } from "../../features/discover/api/get-genres.ts";
import { BrowseCategories } from "../../features/discover/components/browse-categories.tsx";
import { DiscoverControls } from "../../features/discover/components/discover-controls.tsx";
import { DiscoverHero } from "../../features/discover/components/discover-hero.tsx";
import { DiscoverResults } from "../../features/discover/components/discover-results.tsx";
import { FeaturedSection } from "../../features/discover/components/featured-section.tsx";
import { UploadCta } from "../../features/discover/components/upload-cta.tsx";
import { useDebouncedSearch } from "../../features/discover/hooks/use-debounced-search.ts";
import { useUrlFilters } from "../../features/discover/hooks/use-url-filters.ts";
import {
  discoverApiQuery,
  readDiscoverFilters,
  showsFeatured,
  writeDiscoverFilters,
} from "../../features/discover/lib/discover-filters.ts";
import { AddToListMenu } from "../../features/lists/components/add-to-list-menu.tsx";
import { SaveSearchButton } from "../../features/saved-searches/components/save-search-button.tsx";
import { SearchModeTabs } from "../../features/script-search/components/search-mode-tabs.tsx";
import { TextSearchView } from "../../features/script-search/components/text-search-view.tsx";
import { isTextSearchMode } from "../../features/script-search/lib/search-address.ts";

/**
 * /discover: search, categories, type and sort, the featured picks on the untouched view,
 * every public script 12 a page, the category tiles and the upload call to action. The state lives
 * in the address; search waits 300 ms after the last keystroke, everything else applies at once.
 */
export function DiscoverPage() {
  const [params] = useSearchParams();
  // ?mode=text: search inside the scripts' pages (issue 35) instead of the list.
  if (isTextSearchMode(params)) return <TextSearchView />;
  return <DiscoverBrowse />;
}

function DiscoverBrowse() {
  const { filters, update, setPage, commitSearch } = useUrlFilters({
    read: readDiscoverFilters,
    write: writeDiscoverFilters,
  });
  const search = useDebouncedSearch(filters.search, commitSearch);
  const genres = useFilterGenres("all");
  const list = useDiscoverScripts(discoverApiQuery(filters));
  const withFeatured = showsFeatured(filters);
  const featured = useFeatured(withFeatured);
  // Null while pre-rendering at build time (no session there): the signed-out page.
  const user = useSignedInUser();
  // What a saved search keeps: the address's filters (defaults left out), without the page.
  const savedQuery = Object.fromEntries(
    [...writeDiscoverFilters({ ...filters, page: 1 }).entries()].filter(([key]) => key !== "page"),
  );

  return (
    <>
      <title>Discover Scripts — The White List</title>
      <DiscoverHero
        search={search}
        category={filters.category}
        onCategoryChange={(category) => update({ category })}
      />
      <Container className="space-y-14 py-10 sm:py-14">
        <SearchModeTabs mode="titles" className="-mb-6" />
        <DiscoverControls filters={filters} genres={genres} onChange={(changes) => update(changes)} />
        {withFeatured && featured.data && <FeaturedSection scripts={featured.data} />}
        <DiscoverResults
          list={list}
          page={filters.page}
          onPageChange={setPage}
          headerAction={user ? <SaveSearchButton query={savedQuery} /> : undefined}
          renderActions={
            user ? (script) => <AddToListMenu compact scriptId={script.id} title={script.title} /> : undefined
          }
        />
        <BrowseCategories />
        <UploadCta />
      </Container>
    </>
  );
}
