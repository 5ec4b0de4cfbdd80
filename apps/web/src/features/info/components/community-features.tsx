import { Gem, MessageSquareText, Sparkles, Users } from "lucide-react";

import { Card } from "../../../components/ui/card.tsx";

const FEATURES = [
  {
    icon: MessageSquareText,
    title: "Reviews and comments",
    body: "Rate public scripts from one to five stars and leave notes the writer can use.",
  },
  {
    icon: Gem,
    title: "Clout that means something",
    body: "Give liquid clout to scripts you believe in; writers keep it as solid reputation.",
  },
  {
    icon: Sparkles,
    title: "Coverage on request",
    body: "Scored analysis of your draft, ready to share with collaborators or keep private.",
  },
  {
    icon: Users,
    title: "Members in the spotlight",
    body: "Writers who opt in are featured here, ranked by the clout their scripts have earned.",
  },
];

export function CommunityFeatures() {
  return (
    <section aria-labelledby="community-features-heading">
      <h2 id="community-features-heading" className="font-display-tight text-3xl font-semibold text-ink">
        What members do here
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: Icon, title, body }) => (
          <Card as="li" key={title} className="p-5">
            <Icon aria-hidden="true" className="size-5 text-accent-ink" />
            <h3 className="mt-3 font-semibold text-ink">{title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-ink-muted">{body}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
