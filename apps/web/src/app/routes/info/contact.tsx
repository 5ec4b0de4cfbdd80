import { Clock, LifeBuoy, ShieldCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";

import { PUBLIC_PAGE_META } from "@twl/contract";

import { Container } from "../../../components/ui/container.tsx";
import { useSession } from "../../../features/auth/hooks/use-session.ts";
import { ContactForm } from "../../../features/contact/components/contact-form.tsx";
import { PageHero } from "../../../features/info/components/page-hero.tsx";

/** /contact: a working form; messages are stored and answered by email from the admin area. */
export function ContactPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  return (
    <>
      <title>{PUBLIC_PAGE_META["/contact"].title}</title>
      <PageHero id="contact-heading" eyebrow="Contact" title="Talk to a person.">
        <p>
          Questions about your account, billing, an Enterprise plan, press or your data: write to us and a
          member of the team replies by email.
        </p>
      </PageHero>
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[2fr_1fr]">
        <ContactForm
          key={user?.id ?? "visitor"}
          defaults={{ name: user?.name ?? "", email: user?.email ?? "" }}
          initialTopic={params.get("topic")}
        />
        <aside className="space-y-6 text-sm text-ink-muted">
          <p className="flex gap-3">
            <Clock aria-hidden="true" className="size-5 shrink-0 text-accent-ink" />
            <span>We usually reply within two business days.</span>
          </p>
          <p className="flex gap-3">
            <LifeBuoy aria-hidden="true" className="size-5 shrink-0 text-accent-ink" />
            <span>
              Many answers are already in the{" "}
              <Link to="/help" className="font-medium text-accent-ink underline-offset-2 hover:underline">
                Help Center
              </Link>
              .
            </span>
          </p>
          <p className="flex gap-3">
            <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-accent-ink" />
            <span>
              We keep your message only to answer it. See the{" "}
              <Link to="/privacy" className="font-medium text-accent-ink underline-offset-2 hover:underline">
                Privacy Policy
              </Link>
              .
            </span>
          </p>
        </aside>
      </Container>
    </>
  );
}
