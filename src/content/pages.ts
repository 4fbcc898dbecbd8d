/**
 * Copy of the home, About and Community pages (read by the screens directly). Whatever describes a
 * product area names the registry routes it needs, and what is shown derives from the registry
 * (./availability.ts): a home page card, fact or answer gets a "Coming soon" badge, and a sentence
 * of a principle is left out, while an area it needs is not built yet.
 */
import type { ScreenId } from '../../registry/status';
import { availabilityOf, withAvailability, type Claim } from './availability';
import { COMPANY } from './company';

export interface CopyBlock {
  readonly title: string;
  readonly text: string;
}

/** A sentence that is said only once the routes it needs are built. */
export interface ClaimSentence extends Claim {
  readonly text: string;
}

/** A block whose text is the sentences that are true today, in order. */
export interface ClaimBlock {
  readonly title: string;
  readonly sentences: readonly ClaimSentence[];
}

const say = (text: string, needs: readonly ScreenId[] = []): ClaimSentence => ({ text, needs });

/** The block as it reads today: only the sentences whose routes are built. */
export const resolveBlocks = (blocks: readonly ClaimBlock[], built?: (id: ScreenId) => boolean): CopyBlock[] =>
  blocks.map((b) => ({
    title: b.title,
    text: b.sentences
      .filter((s) => !availabilityOf(s.needs, built).comingSoon)
      .map((s) => s.text)
      .join(' '),
  }));

export const aboutPrincipleSources: readonly ClaimBlock[] = [
  {
    title: 'Right the first time',
    sentences: [
      say('Data starts at the source.'),
      say('The VIN is validated offline, prices keep their history, and every lead writes its own timeline.', [
        'inventory',
        'leads',
      ]),
    ],
  },
  {
    title: 'Speed to the shopper',
    sentences: [
      say('The first dealer to answer usually gets the visit.'),
      say('So every lead has a response timer, and messages arrive live.', ['leads', 'messages']),
    ],
  },
  {
    title: 'Clear roles',
    sentences: [
      say(
        'Owners, managers and sales staff each see what their role allows, and the server enforces it — not just the screen.',
      ),
    ],
  },
  {
    title: 'Honest numbers',
    sentences: [
      say('Simple published prices by listings and seats.'),
      say('Reports built from what actually happened on the lot.', ['reports']),
    ],
  },
  {
    title: 'Accessible to everyone',
    sentences: [
      say(
        'Every screen works with a keyboard and a screen reader, in light and dark, on a phone on the lot or a desk in the office.',
      ),
    ],
  },
  {
    title: 'Open by default',
    sentences: [
      say('A documented API with a live OpenAPI reference.'),
      say('CSV in and out for inventory and customers.', ['inventory', 'customers']),
      say('Your own data exportable at any time.', ['account']),
    ],
  },
];

export const about = {
  lead: 'Lotline is software for car dealers, built to help a dealership post every vehicle correctly, respond to every shopper quickly, and sell with a pipeline everyone can see.',
  story: [
    'Most independent dealerships run on a patchwork: a spreadsheet for stock, a shared inbox for enquiries, a whiteboard for deals and a separate login for every listing site. Things slip through the gaps — a mistyped VIN, a lead nobody answered over the weekend, a car sold twice.',
    'Lotline is designed to put the whole loop in one place. A vehicle starts with its VIN, so the make and year are right from the first minute. A shopper message becomes a lead with a timer, so the team knows who is waiting. A deal moves through clear stages, and marking it sold updates the vehicle, the marketplace and the reports at once.',
  ],
  principles: resolveBlocks(aboutPrincipleSources),
  contact: `Press, partnerships or anything else: ${COMPANY.emails.hello}.`,
} as const;

export const community = {
  lead: 'Dealers learn most from other dealers. The Lotline community is where owners, managers and salespeople share what works — and where we listen before we build.',
  channels: [
    {
      title: 'Monthly office hours',
      text: 'A live, one-hour video session on the first Tuesday of each month. Bring a question about inventory, leads or reports; the product team answers and demos what shipped.',
      action: 'Ask for an invite',
      /** The action opens the contact form on this topic, the message started. */
      contact: { topic: 'community', message: 'Please send me an invite to the next monthly office hours.' },
    },
    {
      title: 'Product feedback',
      text: 'Tell us what slows your store down. Every request is read by the product team, and we write back when something you asked for ships.',
      action: 'Send feedback',
      /** The action opens the contact form on this topic, the message started. */
      contact: { topic: 'feedback', message: 'What slows our store down: ' },
    },
    {
      title: 'Dealer roundtables',
      text: 'Small-group conversations for owners and managers about aging inventory, response times and pricing — moderated, no sales pitch.',
      action: 'Join a roundtable',
      /** The action opens the contact form on this topic, the message started. */
      contact: { topic: 'community', message: 'I would like to join a dealer roundtable. Our dealership: ' },
    },
    {
      title: 'Developers',
      text: 'Building on the API? Read the live API reference, and tell us which endpoints or webhooks you need next.',
      action: 'Open the API reference',
    },
  ],
  guidelines: [
    'Be respectful; disagree with ideas, not people.',
    'No selling to other members and no recruiting.',
    "Do not share shoppers' or customers' personal data.",
    'Share numbers you are comfortable making public; what is said in roundtables stays there.',
  ],
} as const;

/** The home page's feature cards; a point may need more than its card (it gets its own badge). */
export interface HomeFeatureSource extends Claim {
  readonly icon: 'car' | 'message-square' | 'bar-chart' | 'credit-card' | 'shield-check' | 'plug';
  readonly title: string;
  readonly text: string;
  readonly points: readonly ClaimSentence[];
}

export const homeFeatureSources: readonly HomeFeatureSource[] = [
  {
    icon: 'car',
    title: 'Post',
    needs: ['inventory'],
    text: 'Add a vehicle by its VIN: the check digit, model year and make are read offline, so listings are right the first time.',
    points: [
      say('VIN-first entry with typo fixes', ['inventory']),
      say('Photos, pricing, pack and projected gross', ['inventory', 'inventory-detail']),
      say('CSV import and export, matched by VIN', ['inventory']),
    ],
  },
  {
    icon: 'message-square',
    title: 'Respond',
    needs: ['leads', 'messages'],
    text: 'Every shopper message becomes a lead with a timeline and a response timer, answered from one inbox.',
    points: [
      say('Leads from every marketplace message', ['leads', 'vehicles']),
      say('Response timer and overdue flags', ['leads']),
      say('Live messages with unread counts', ['messages']),
    ],
  },
  {
    icon: 'bar-chart',
    title: 'Sell',
    needs: ['deals', 'reports'],
    text: 'Move deals through a clear pipeline; marking one sold updates the vehicle, the marketplace and your reports.',
    points: [
      say('Drag-and-drop deal pipeline', ['deals']),
      say('Price, trade, fees, tax and front gross', ['deals']),
      say('Reports compared with the last period', ['reports']),
    ],
  },
  {
    icon: 'credit-card',
    title: 'Billing',
    needs: ['billing'],
    text: 'Simple plans by active listings and seats, monthly or annual, with usage meters you can see.',
    points: [
      say('Published prices'),
      say('Two months free on annual'),
      say('Only owners change the plan', ['billing']),
    ],
  },
  {
    icon: 'shield-check',
    title: 'Roles',
    needs: ['settings'],
    text: 'Owners, managers and sales staff each see what their role allows; the server enforces it.',
    points: [
      say('Invitations by email', ['settings']),
      say('Cost and gross hidden from sales by default', ['inventory']),
      say('Lead routing rules', ['leads']),
    ],
  },
  {
    icon: 'plug',
    title: 'Integrations',
    needs: [],
    text: 'Connect Lotline to the rest of your store: email over your own SMTP server and a documented API with a live OpenAPI reference.',
    points: [
      say('Email over your own SMTP'),
      say('OpenAPI reference for every endpoint'),
      say('Inventory and customer CSV', ['inventory', 'customers']),
      say('REST API for your website listings', ['inventory']),
    ],
  },
];

/** The cards as they read today: each, and each of its points, with whether it is coming soon. */
export const resolveHomeFeatures = (built?: (id: ScreenId) => boolean) =>
  homeFeatureSources.map((f) => ({
    ...f,
    ...availabilityOf(f.needs, built),
    points: withAvailability(f.points, built),
  }));

export const homeFeatures = resolveHomeFeatures();

/** Home page: facts we can stand behind (no invented customers or testimonials). */
export const homeFactSources = [
  {
    value: '17',
    label: 'characters of every VIN checked offline, with one-character fixes suggested',
    needs: ['inventory'],
  },
  {
    value: '4',
    label: 'inventory age buckets — 0–30, 31–60, 61–90, 90+ days — on every list',
    needs: ['inventory'],
  },
  { value: '3', label: 'dealership roles, enforced by the server and not only hidden in the menu', needs: [] },
  { value: '14', label: 'day trial of the Dealer plan for every new dealership', needs: ['complete-profile'] },
] as const satisfies readonly (Claim & { value: string; label: string })[];

export const homeFacts = withAvailability(homeFactSources);

export const homePrincipleSources: readonly ClaimBlock[] = [
  {
    title: 'Built around how a store works',
    sentences: [
      say('The same loop every dealership runs — post the car, answer the shopper, close the deal.'),
      say('Nothing in between to retype.', ['inventory', 'leads', 'deals']),
    ],
  },
  {
    title: 'Your data, portable',
    sentences: [
      say('A documented API with a live OpenAPI reference.'),
      say('CSV in and out for inventory and customers, and reports as CSV.', ['inventory', 'customers', 'reports']),
    ],
  },
  {
    title: 'Accessible and fast',
    sentences: [
      say(
        'Keyboard and screen-reader friendly, light and dark themes, and pages that load quickly on a phone on the lot.',
      ),
    ],
  },
];

export const homePrinciples: readonly CopyBlock[] = resolveBlocks(homePrincipleSources);

/** The closing call to action. */
export const homeCtaSource: ClaimBlock = {
  title: 'Bring your dealership to Lotline',
  sentences: [
    say('Start a 14-day trial of the Dealer plan and invite your team today.'),
    say('Import your stock from CSV and answer your first lead the same day.', ['inventory', 'leads']),
  ],
};

export const homeCta: CopyBlock = resolveBlocks([homeCtaSource])[0]!;

/** Said under the features heading while any card is coming soon. */
/**
 * The home page's pictures of the product: real screenshots of the built areas, taken from the app
 * on the seeded demo by `npm run screenshots` (scripts/capture-screenshots.ts), never drawn. Each
 * names the route it shows, so a picture appears only while that area is built, and leaves with it.
 */
export const PRODUCT_SCREENSHOT_SIZE = { width: 1280, height: 800 } as const;

export interface ProductScreenshotSource extends Claim {
  /** The file: public/screenshots/<name>.webp. */
  readonly name: string;
  /** The registry path it is taken on (`$id`: the first vehicle of the demo inventory). */
  readonly path: string;
  readonly title: string;
  readonly caption: string;
  readonly alt: string;
}

export const productScreenshotSources: readonly ProductScreenshotSource[] = [
  {
    name: 'inventory',
    needs: ['inventory'],
    path: '/dashboard/inventory',
    title: 'Inventory',
    caption: 'Every car on the lot with its status, price and days in stock; search, filter and sort on the server.',
    alt: 'The Inventory screen of a demo dealership: vehicle counts by status, a search box, filters and sorting, and a table of vehicles with stock numbers, VINs, status, prices, mileage and days in stock.',
  },
  {
    name: 'vehicle-detail',
    needs: ['inventory-detail'],
    path: '/dashboard/inventory/$id',
    title: 'Vehicle detail',
    caption: 'One vehicle: specs decoded from the VIN, photos, pricing with projected gross, and its history.',
    alt: "A vehicle's detail screen: year, make and model with its status, stock number, VIN and days in stock, the marketplace listing switch, tabs for specs, pricing, photos and activity, and its specifications.",
  },
  {
    name: 'marketplace',
    needs: ['vehicles'],
    path: '/dashboard/vehicles',
    title: 'Marketplace',
    caption: 'What shoppers browse: listed vehicles of every dealer, with a deal rating against the market.',
    alt: 'The Vehicles marketplace: filters for make, model, dealer, year, price, mileage, body, fuel and transmission above cards of listed vehicles with price, deal rating, mileage and dealer.',
  },

  {
    name: 'leads',
    needs: ['leads'],
    path: '/dashboard/leads',
    title: 'Leads',
    caption: 'Every shopper who asked, who answers them, and how long each has waited for a reply.',
    alt: 'The Leads screen of a demo dealership: tabs counting leads by status, a search box, filters by source and salesperson, an overdue count, and a table of leads with the shopper, the vehicle, the status and source, the salesperson, the time waiting for a reply (overdue and critical ones marked), the follow-up and when each arrived.',
  },
  {
    name: 'messages',
    needs: ['messages'],
    path: '/dashboard/messages',
    title: 'Messages',
    caption: 'Conversations with shoppers, live, with the vehicle they ask about beside the thread.',
    alt: 'The Messages screen: a list of conversations with shoppers, unread ones marked, and an open thread with the vehicle card, the messages both ways and a reply box.',
  },
  {
    name: 'deals',
    needs: ['deals'],
    path: '/dashboard/deals',
    title: 'Deals',
    caption: 'Each deal from negotiation to sold on one board, with its price, how it is paid and its gross.',
    alt: 'The Deals board: columns for Negotiation, Agreed, Paperwork, Sold and Lost, each with its count, total and gross, holding cards with the shopper, the vehicle, the price, cash, finance or lease, the gross and the salesperson.',
  },
];

export const productScreenshots = withAvailability(productScreenshotSources)
  .filter((shot) => !shot.comingSoon)
  .map((shot) => ({ ...shot, src: `/screenshots/${shot.name}.webp`, ...PRODUCT_SCREENSHOT_SIZE }));

export const homeFeaturesNote = 'Cards marked “Coming soon” describe areas that are being built.';

export const homeFaqSources = [
  {
    q: 'Who is Lotline for?',
    a: 'Independent and franchise dealerships that want inventory, leads, messages, deals and reports in one place — and shoppers, who browse and message dealers for free.',
    needs: [],
  },
  {
    q: 'How is pricing calculated?',
    a: 'By active listings and seats: Starter (10 listings, 1 seat), Dealer (50 listings, 5 seats) and Pro (unlimited listings, 15 seats). Annual billing gets two months free.',
    needs: [],
  },
  {
    q: 'Can I bring my current inventory?',
    a: 'Import a CSV from your current system: every row is previewed with its errors before anything is saved, and vehicles are matched by VIN so re-imports update instead of duplicating.',
    needs: ['inventory'],
  },
  {
    q: 'Can my sales team see our costs?',
    a: 'Only if the owner allows it. Sales staff see inventory, their own and unassigned leads, and their own deals; cost and gross stay hidden by default.',
    needs: ['inventory'],
  },
  { q: 'Is there a free trial?', a: 'Every new dealership gets a 14-day trial of the Dealer plan.', needs: [] },
] as const satisfies readonly (Claim & { q: string; a: string })[];

export const homeFaq = withAvailability(homeFaqSources);

// What each plan feature needs lives in its own module (billing loads it without the marketing copy).
export { planFeatureComingSoon, planFeatureNeeds, type PlanFeature } from './plan-features';
