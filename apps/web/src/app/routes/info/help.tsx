import { Link } from "react-router";

import { PUBLIC_PAGE_META } from "@twl/contract";

import { Container } from "../../../components/ui/container.tsx";
import { FaqList } from "../../../features/info/components/faq-list.tsx";
import { PageHero } from "../../../features/info/components/page-hero.tsx";

/** /help: a searchable FAQ about uploading, coverage, clout, billing and privacy. */
export function HelpPage() {
  return (
    <>
      <title>{PUBLIC_PAGE_META["/help"].title}</title>
      <PageHero id="help-heading" eyebrow="Help Center" title="How can we help?">
        <p>Answers about uploading, coverage, clout, billing and privacy.</p>
      </PageHero>
      <Container size="narrow" className="py-12 sm:py-16">
        <FaqList />
        <p className="mt-12 text-center text-ink-muted">
          Still stuck?{" "}
          <Link
            to="/contact?topic=support"
            className="font-medium text-accent-ink underline-offset-2 hover:underline"
          >
            Contact us
          </Link>
          .
        </p>
      </Container>
    </>
  );
}
