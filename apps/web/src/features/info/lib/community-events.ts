/** Upcoming community events: a sample schedule (promotional copy, see docs/product-rules.md), not live data. */
export interface CommunityEvent {
  id: string;
  title: string;
  when: string;
  format: string;
  description: string;
}

export const COMMUNITY_EVENTS: CommunityEvent[] = [
  {
    id: "table-read-december",
    title: "Online table read: members' first acts",
    when: "Monthly, first Thursday · 6 pm Pacific",
    format: "Video call",
    description:
      "Three members' opening ten pages read aloud by volunteer actors, followed by notes from the room.",
  },
  {
    id: "coverage-workshop",
    title: "Reading your coverage report",
    when: "Monthly, second Tuesday · 5 pm Pacific",
    format: "Live workshop",
    description:
      "How to turn category scores and page-cited notes into a rewrite plan, with time for questions.",
  },
  {
    id: "logline-clinic",
    title: "Logline clinic",
    when: "Monthly, last Saturday · 10 am Pacific",
    format: "Drop-in session",
    description: "Bring one sentence. Leave with a logline that makes a reader open the PDF.",
  },
];
