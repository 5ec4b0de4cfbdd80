import type { LegalSection } from "./legal-section.ts";

/** The Terms of Service, written from the product's facts. */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: "agreement",
    title: "Agreement to these terms",
    body: `These terms are an agreement between you and The White List, a company based in California, United States. By creating an account or using the service you accept them. If you do not agree, do not use the service.`,
  },
  {
    id: "the-service",
    title: "The service",
    body: `The White List lets writers upload screenplays, publish them, request scored coverage, give and receive clout and be discovered by readers. Features, plans and limits are described on the site and may change as the product develops.`,
  },
  {
    id: "training-not-agency",
    title: "A training service, not a talent agency",
    body: `The White List is a training and feedback service for writers. We are not a talent agency, talent manager or employment agency. We do not procure, offer, promise or attempt to obtain employment or engagements for anyone, we do not submit or pitch scripts, and no feature of the service is a promise of representation, sale, option or production.`,
  },
  {
    id: "eligibility",
    title: "Eligibility",
    body: `You must be at least 18 years old and able to form a binding contract to use the service. By using it you confirm that you are.`,
  },
  {
    id: "accounts",
    title: "Your account",
    body: `Keep your sign-in details secure and tell us promptly about any unauthorised use. You are responsible for what happens under your account. One person per account; accounts may not be sold or transferred.`,
  },
  {
    id: "your-content",
    title: "Your content and ownership",
    body: `You keep every right you have in the screenplays, covers, loglines, reviews and comments you upload ("your content"). We claim no ownership of it. You confirm you have the rights needed to upload it and that it does not infringe anyone else's rights.`,
  },
  {
    id: "license",
    title: "The permission you give us",
    body: `You give us a non-exclusive, worldwide, royalty-free permission to store, copy, parse, analyse and display your content only as needed to run the service for you: hosting it, showing it to the people your visibility setting allows, and producing the coverage and statistics you ask for. This permission does not let us sell or license your content, use it to train AI models, or show a private script to others. It ends when you delete the content, except for copies in backups that are overwritten in the normal course. The [Privacy Policy](/privacy#your-screenplays) describes this in detail.`,
  },
  {
    id: "no-ai-training",
    title: "No AI training on your work",
    body: `We do not use your screenplays, coverage or comments to train AI models, and we do not let others do so. Screenplay text is sent to an outside AI model only when the operator configured one, only for a coverage report you asked for, and with the provider's no-retention option where one exists; the report says which provider read it. You may export all your content at any time from your account settings. Details are in the [Privacy Policy](/privacy#no-ai-training).`,
  },
  {
    id: "public-scripts",
    title: "Public scripts",
    body: `When you make a script public, any visitor can read it and signed-in members can review and comment on it. You can make it private again at any time; copies others made while it was public are outside our control.`,
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: `Do not upload content you have no right to share; harass other members; post spam, malware or unlawful material; manipulate clout, reviews or views (for example with multiple accounts); scrape the service beyond what robots.txt allows; or try to get around rate limits, access checks or plan limits.`,
  },
  {
    id: "coverage",
    title: "Coverage reports",
    body: `Coverage is produced by software — our "Local analysis" or an AI model, and each report says which. Reports are opinions meant to help you revise; they can be wrong and are not professional, legal or financial advice, nor a prediction of commercial success.`,
  },
  {
    id: "clout",
    title: "Clout",
    body: `Clout is a reputation measure inside the service. Liquid clout can be given to scripts; solid clout cannot be spent. Clout has no cash value, cannot be bought back, sold or transferred outside the service, and may be adjusted to correct errors or abuse.`,
  },
  {
    id: "plans-and-prices",
    title: "Plans and prices",
    body: `Plans and their monthly coverage and clout are shown on the [pricing page](/pricing). All prices are in US dollars (USD) and exclude taxes unless stated. Coverage tokens bought separately never expire.`,
  },
  {
    id: "auto-renewal",
    title: "Automatic renewal",
    body: `Paid subscriptions renew automatically at the end of each monthly billing cycle at the then-current price, charged to your payment method, until you cancel. We remind you of this before you subscribe.`,
  },
  {
    id: "cancellation",
    title: "Cancellation",
    body: `You can cancel at any time from Billing & Plans. Cancellation takes effect at the end of the current billing cycle: your plan stays active until then and then moves to the Free plan. You may resume a cancelled subscription before the cycle ends.`,
  },
  {
    id: "refunds",
    title: "Refunds",
    body: `Payments are non-refundable, except:
- **California:** as required for talent training services under California law, you may cancel within 10 business days of signing up and receive a full refund of any fees paid.
- **United Kingdom:** consumers may cancel within the 14-day cooling-off period from purchase for a refund, reduced in proportion to any service already provided at your request during that period.
- Where the law of your country gives you a further right that cannot be excluded.

To ask for a refund, [contact us](/contact?topic=billing).`,
  },
  {
    id: "price-changes",
    title: "Price changes",
    body: `We give at least 30 days' notice before a price change applies to your subscription. If you do not agree, cancel before the new price takes effect.`,
  },
  {
    id: "bond",
    title: "Bond",
    body: `As required of talent training services in California, The White List maintains a bond of 50,000 USD. Information about the bond is available on request through the [contact page](/contact).`,
  },
  {
    id: "our-ip",
    title: "Our intellectual property",
    body: `The service, its software, design and the name and logo of The White List belong to us or our licensors. These terms give you no right to use them except to use the service as offered.`,
  },
  {
    id: "third-party",
    title: "Third-party services",
    body: `Sign-in providers, the card payment provider and any AI model provider are run by others under their own terms. We are not responsible for their services, though we choose them with care.`,
  },
  {
    id: "termination",
    title: "Suspension and termination",
    body: `You may stop using the service and ask us to close your account at any time. We may suspend or close an account that breaks these terms or puts other members or the service at risk, and will tell you why unless the law or safety prevents it.`,
  },
  {
    id: "disclaimers",
    title: "Disclaimers",
    body: `The service is provided "as is" and "as available". To the extent the law allows, we disclaim implied warranties of merchantability, fitness for a particular purpose and non-infringement, and we do not promise the service will be uninterrupted or error-free.`,
  },
  {
    id: "liability",
    title: "Limitation of liability",
    body: `To the extent the law allows, we are not liable for indirect, incidental, special or consequential damages or lost profits, and our total liability for any claim relating to the service is limited to the greater of 100 USD or the amount you paid us in the 30 days before the claim arose. Nothing in these terms limits liability that cannot be limited by law.`,
  },
  {
    id: "governing-law",
    title: "Governing law and disputes",
    body: `These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules. Disputes will be heard in the state or federal courts located in California, unless the law of your country of residence gives you the right to bring proceedings where you live.`,
  },
  {
    id: "changes-contact",
    title: "Changes to these terms and contact",
    body: `We may update these terms. We post changes here with a new date and, for material changes, tell you at least 30 days before they apply. Continuing to use the service after that means you accept them. Questions: [contact us](/contact).`,
  },
];
