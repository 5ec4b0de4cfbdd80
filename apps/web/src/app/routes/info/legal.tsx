import { PUBLIC_PAGE_META } from "@twl/contract";

import { LegalDocument } from "../../../features/info/components/legal-document.tsx";
import { PRIVACY_SECTIONS } from "../../../features/info/legal/privacy-sections.ts";
import { TERMS_SECTIONS } from "../../../features/info/legal/terms-sections.ts";
import { useHashScroll } from "../../../features/info/lib/use-hash-scroll.ts";

/** /privacy: 18 sections. */
export function PrivacyPage() {
  useHashScroll();
  return (
    <>
      <title>{PUBLIC_PAGE_META["/privacy"].title}</title>
      <LegalDocument
        id="privacy-heading"
        title="Privacy Policy"
        intro="What we collect, what we do with your screenplays, and the choices you have. In short: your script stays yours, and we never sell it or use it to train AI."
        sections={PRIVACY_SECTIONS}
      />
    </>
  );
}

/** /terms: 25 sections. */
export function TermsPage() {
  useHashScroll();
  return (
    <>
      <title>{PUBLIC_PAGE_META["/terms"].title}</title>
      <LegalDocument
        id="terms-heading"
        title="Terms of Service"
        intro="The agreement between you and The White List: accounts, your content, subscriptions, refunds and the limits of our liability."
        sections={TERMS_SECTIONS}
      />
    </>
  );
}
