import { MAX_IMAGE_BYTES, MAX_SCRIPT_FILE_BYTES } from "@twl/contract";

export interface FaqEntry {
  id: string;
  category: "Uploading" | "Coverage" | "Clout" | "Billing" | "Privacy";
  question: string;
  answer: string;
  link?: { to: string; label: string };
}

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The Help Center's questions (upload, coverage, clout, billing, privacy). */
export const FAQ: FaqEntry[] = [
  {
    id: "upload-format",
    category: "Uploading",
    question: "Which files can I upload?",
    answer: `Screenplays as PDF (under ${mb(MAX_SCRIPT_FILE_BYTES)}); Final Draft (.fdx) and Fountain files also work for new versions. Covers can be JPG, PNG or WebP under ${mb(MAX_IMAGE_BYTES)}. The page count is read from the file.`,
    link: { to: "/upload", label: "Upload a script" },
  },
  {
    id: "upload-private",
    category: "Uploading",
    question: "Who can see my script after I upload it?",
    answer:
      "Only you, until you tick “Make Public”. Public scripts can be read and reviewed by anyone; you can switch back to private at any time from your dashboard.",
    link: { to: "/dashboard", label: "Open your dashboard" },
  },
  {
    id: "upload-versions",
    category: "Uploading",
    question: "How do I upload a new draft?",
    answer:
      "Open the script and upload a new version. Every version is kept, and you choose which one is active.",
  },
  {
    id: "coverage-what",
    category: "Coverage",
    question: "What is in a coverage report?",
    answer:
      "Scores and written notes for plot, characters, dialogue, pacing and marketability, plus an overall evaluation and grade. Each report names who analysed it: “Local analysis” (measured from your screenplay on our servers) or an AI model.",
    link: { to: "/coverage", label: "How coverage works" },
  },
  {
    id: "coverage-allowance",
    category: "Coverage",
    question: "How many coverage reports do I get?",
    answer:
      "Your plan sets a monthly allowance that resets on the 1st; unused reports do not roll over. Coverage tokens can be bought on top and never expire.",
    link: { to: "/pricing", label: "Compare plans" },
  },
  {
    id: "coverage-time",
    category: "Coverage",
    question: "How long does coverage take?",
    answer:
      "Local analysis usually finishes within a minute. An AI model typically takes 5 to 15 minutes for a feature-length script. The script page updates by itself when the report is ready.",
  },
  {
    id: "clout-kinds",
    category: "Clout",
    question: "What is the difference between liquid and solid clout?",
    answer:
      "Liquid clout is spendable: you give it to scripts you believe in, and your plan grants more on the 1st of each month. Solid clout is earned reputation that can never be spent.",
    link: { to: "/clout", label: "The clout economy" },
  },
  {
    id: "clout-earn",
    category: "Clout",
    question: "How do I earn solid clout?",
    answer:
      "Other members giving clout to your scripts, +50 for requesting coverage and +100 for reviewing a script that has coverage.",
  },
  {
    id: "billing-cancel",
    category: "Billing",
    question: "How do I cancel my subscription?",
    answer:
      "From Billing & Plans. Subscriptions renew automatically each month; when you cancel, your plan stays active until the end of the billing cycle and then moves to Free.",
    link: { to: "/billing", label: "Billing & Plans" },
  },
  {
    id: "billing-refunds",
    category: "Billing",
    question: "Can I get a refund?",
    answer:
      "Payments are non-refundable except where the law gives you a right to cancel: California residents within 10 business days of purchase, and UK consumers within the 14-day cooling-off period. See the Terms for details.",
    link: { to: "/terms#refunds", label: "Refund terms" },
  },
  {
    id: "billing-currency",
    category: "Billing",
    question: "What currency are prices in?",
    answer:
      "All prices are in US dollars. We give at least 30 days' notice before a price change affects your subscription.",
  },
  {
    id: "privacy-ownership",
    category: "Privacy",
    question: "Do you own or reuse my screenplay?",
    answer:
      "No. Your screenplay stays yours. We store it to host it, show it to the people you choose and analyse it when you ask. We never sell it, never use it to train AI models and never show a private script to anyone else.",
    link: { to: "/privacy#your-screenplays", label: "Privacy Policy: your screenplays" },
  },
  {
    id: "privacy-delete",
    category: "Privacy",
    question: "What happens when I delete a script?",
    answer:
      "The script, all its versions, covers, coverage reports and parsed text are deleted from our database, and its files are removed from storage.",
  },
  {
    id: "privacy-tracking",
    category: "Privacy",
    question: "Do you track me?",
    answer:
      "We count page views and a few button clicks to improve the site, without storing your IP address. If your browser sends Do Not Track or Global Privacy Control, we record nothing.",
  },
];

/** Entries whose question, answer or category contain every word of the query. */
export function searchFaq(entries: FaqEntry[], query: string): FaqEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((e) => {
    const text = `${e.question} ${e.answer} ${e.category}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
