import { ACCOUNT_DELETION_KEPT, ACCOUNT_EXPORT_TTL_HOURS } from "@twl/contract";

import type { LegalSection } from "./legal-section.ts";

/** The Privacy Policy, written from the product's facts. */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: `The White List ("we", "us") is a screenwriting platform operated by a company based in California, United States. This policy explains what we collect when you use the website and its API, why, and the choices you have. Questions go to us through the [contact page](/contact?topic=privacy).`,
  },
  {
    id: "scope",
    title: "Scope of this policy",
    body: `This policy covers the website, the API it uses and the messages we send you. It does not cover the sites of sign-in providers (such as Google or GitHub) or of the card payment provider, which have their own policies.`,
  },
  {
    id: "information-you-give",
    title: "Information you give us",
    body: `- **Account:** your name and email address, and a password if you sign up with email (stored only as a salted hash). If you sign in with a provider, we receive your name, email and the provider's account id.
- **Profile:** a bio and an avatar, if you add them.
- **Content:** screenplays, their versions, cover images, loglines, reviews, comments and the clout you give.
- **Messages:** what you write through the contact form, with the name and email address you enter.`,
  },
  {
    id: "your-screenplays",
    title: "Your screenplays",
    body: `Your screenplay stays yours. Uploading it gives us only the permissions needed to run the service for you:
- **Hosting:** we store the file and every version you upload, and show it to the people your visibility setting allows. A private script is shown to you alone; its file is served only through short-lived signed links. Our administrators do not see what a private script is: the admin area lists it only as "Private script", with its author, dates and counts, never its title, logline, genres, cover or file. The exception is a script of a placeholder author our administrators manage themselves.
- **Reading and statistics:** we parse the file to show it in the reader and to compute page counts, scenes and other statistics.
- **Analysis when you ask:** coverage runs only when you request it. "Local analysis" runs on our own servers. If an AI model is configured, the text of the version you asked about is sent to that model's provider solely to write your report, and the report names the model.

We **never** sell or license your screenplay, never use it to train AI models, never pitch or submit it to anyone, and never show a private script to other members, in search, in counts, in the sitemap or in link previews. Cover images we generate are made from your title, logline and genres, not from the screenplay's text. When you delete a script, the script, its versions, covers, parsed text and coverage reports are deleted from our database and its files are removed from storage.`,
  },
  {
    id: "no-ai-training",
    title: "No AI training, kept in code",
    body: `Our promise that your screenplay never trains an AI model is built into how the service works:
- **Only when configured, only when asked:** screenplay text goes to an outside AI model only if the operator of this site configured one, and only for the coverage report you requested, for the version you chose. Nothing else (statistics, covers, search, recommendations) sends your text anywhere.
- **No retention where offered:** when the provider offers a no-retention or no-training option, we turn it on (for OpenAI, requests are sent with storage off).
- **You are told who read it:** every report and your account settings name the provider that analysed your script, or say "Local analysis" when it never left our servers.
- **Crawlers:** our robots.txt asks named AI crawlers (such as GPTBot, ClaudeBot, Google-Extended, CCBot and PerplexityBot) to stay away from script pages, files and the API; script pages carry the \`noai\`/\`noimageai\` signals, and file links carry \`noindex\` so they are never indexed.
- **Leaving is easy:** you can download everything as one ZIP from your account settings, and delete your account.`,
  },
  {
    id: "collected-automatically",
    title: "Information collected automatically",
    body: `- **Page views and clicks:** the path of the page (never its query string), its title, time spent and, if you are signed in, your account id. We do not store your IP address or browser details with them.
- **Script views:** counted once per viewer per day, keyed by your account or by a one-way hash of your IP address and browser, so the count cannot be traced back to you.
- **Reading log:** when you open someone's script, its author sees the pages that were on your screen, for how long, your device class (desktop, tablet or phone), whether you finished and whether you downloaded it. If you are signed in, the author sees your name, unless you turn on "Read privately" in your dashboard's reading settings; then, like a visitor, you are only counted, keyed by a one-way hash of your network and the day. We never keep your IP address in the reading log: addresses are used only for rate limits against abuse and are not stored with reads. Raw page reports are folded into one summary per read within minutes and then deleted.
- **Share links:** a link an author sends you is stored only as a one-way hash of its secret, which our logs never record. Every page shown and every copy downloaded through it carries the recipient's name and the date, and so does a copy you download from a script page (your name, or "Anonymous reader").
- **Server logs:** our servers log requests, including IP addresses, to keep the service secure and to fix errors. Logs are kept for a short period and are not used for marketing.`,
  },
  {
    id: "cookies",
    title: "Cookies and local storage",
    body: `We do not use advertising or third-party tracking cookies. Your browser's local storage keeps your sign-in token and your light or dark theme choice. When you sign in with a provider, a short-lived cookie carries the sign-in state and is cleared as soon as the sign-in completes.`,
  },
  {
    id: "do-not-track",
    title: "Do Not Track and Global Privacy Control",
    body: `If your browser sends a Do Not Track or Global Privacy Control signal, the site sends no page views or click events at all, and our servers store nothing from analytics requests that carry either signal. California residents: we treat Global Privacy Control as a request to opt out of the sale or sharing of personal information, which we do not do in any case.`,
  },
  {
    id: "how-we-use",
    title: "How we use information",
    body: `To run your account and your scripts; to produce the coverage you request; to operate clout, reviews, comments and discovery; to process payments and keep billing records; to answer your messages; to keep the service secure and prevent abuse (for example rate limits); and to understand, in aggregate, which pages help writers so we can improve them.`,
  },
  {
    id: "legal-bases",
    title: "Legal bases (UK and EEA users)",
    body: `We process your information to perform our contract with you (your account, scripts, coverage and subscriptions), for our legitimate interests (security, aggregate analytics, improving the service), to meet legal obligations (tax and accounting records), and with your consent where we ask for it (for example, featuring you in the community spotlight). You can withdraw consent at any time.`,
  },
  {
    id: "sharing",
    title: "Who we share information with",
    body: `We do not sell personal information and we do not share it for cross-context behavioural advertising. We share it only with service providers that process it for us under contract: hosting and file storage, the card payment provider, the sign-in providers you choose, an AI model provider when one is configured for coverage, and email delivery. We may disclose information when the law requires it or to protect the rights and safety of our members.`,
  },
  {
    id: "payments",
    title: "Payments",
    body: `Payments are handled by our card payment provider on its own hosted pages. We never see or store your full card number; we keep the card brand, its last four digits, your plan and your payment history. Prices are in USD.`,
  },
  {
    id: "retention",
    title: "How long we keep information",
    body: `Account information is kept while your account is open. Scripts are kept until you delete them. Contact messages are kept as long as needed to answer them and handle any follow-up. Individual page views and clicks are kept for 30 days; after that only daily totals per page remain, kept to compare traffic over time. Billing records are kept as long as tax law requires.

**Deleting your account** (account settings, "Delete my account"): ${ACCOUNT_DELETION_KEPT} An export you made is deleted ${ACCOUNT_EXPORT_TTL_HOURS} hours after it is ready.`,
  },
  {
    id: "security",
    title: "Security",
    body: `We use encrypted connections, hashed passwords, bearer tokens that only our API accepts, signed and expiring file links, and access checks on the server for every private resource. No system is perfectly secure; if we learn of a breach that affects you, we will tell you as the law requires.`,
  },
  {
    id: "your-rights",
    title: "Your rights and choices",
    body: `You can see and edit your profile, change each script's visibility and delete scripts at any time. You can ask us to access, correct, export or delete your personal information, or to delete your account, through the [contact page](/contact?topic=privacy). California residents have the rights given by the California Consumer Privacy Act (to know, delete, correct and opt out, and not to be discriminated against for using them). UK and EEA residents have the rights given by the GDPR, including the right to complain to their data protection authority.`,
  },
  {
    id: "age",
    title: "Age requirement",
    body: `The service is for people aged 18 or older. We do not knowingly collect information from anyone younger; if you believe a minor has an account, tell us and we will delete it.`,
  },
  {
    id: "international",
    title: "International transfers",
    body: `We operate from the United States. If you use the service from elsewhere, your information is transferred to and processed in the United States, with safeguards required by applicable law for such transfers.`,
  },
  {
    id: "changes",
    title: "Changes to this policy and contact",
    body: `We will post changes here and update the date at the top. If a change materially affects how we use your screenplays or personal information, we will tell you before it takes effect. Contact us through the [contact page](/contact?topic=privacy).`,
  },
];
