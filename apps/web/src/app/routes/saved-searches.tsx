import { Container } from "../../components/ui/container.tsx";
import { SavedSearchesPanel } from "../../features/saved-searches/components/saved-searches-panel.tsx";

/** /saved-searches (signed in): the account area's saved Discover searches and their alerts. */
export function SavedSearchesPage() {
  return (
    <Container size="narrow" className="space-y-6 py-10 sm:py-14">
      <title>Saved searches — The White List</title>
      <header>
        <h1 className="font-display-tight text-3xl font-semibold text-ink sm:text-4xl">Saved searches</h1>
        <p className="mt-2 text-ink-muted">
          When a new public script matches one, you get a note on your dashboard and an email, at most once a
          day per search.
        </p>
      </header>
      <SavedSearchesPanel />
    </Container>
  );
}
