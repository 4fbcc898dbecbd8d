/** Copy of the About and Community pages (static; read by the screens directly). */
import { COMPANY } from './company';

export interface CopyBlock {
  readonly title: string;
  readonly text: string;
}

export const about = {
  lead: 'Lotline is software for car dealers. We help a dealership post every vehicle correctly, respond to every shopper quickly, and sell with a pipeline everyone can see.',
  story: [
    'Most independent dealerships run on a patchwork: a spreadsheet for stock, a shared inbox for enquiries, a whiteboard for deals and a separate login for every listing site. Things slip through the gaps — a mistyped VIN, a lead nobody answered over the weekend, a car sold twice.',
    'Lotline puts the whole loop in one place. A vehicle starts with its VIN, so the make and year are right from the first minute. A shopper message becomes a lead with a timer, so the team knows who is waiting. A deal moves through clear stages, and marking it sold updates the vehicle, the marketplace and the reports at once.',
  ],
  principles: [
    {
      title: 'Right the first time',
      text: 'Data starts at the source: the VIN is validated offline, prices keep their history, and every lead writes its own timeline.',
    },
    {
      title: 'Speed to the shopper',
      text: 'A response timer on every lead and live messages, because the first dealer to answer usually gets the visit.',
    },
    {
      title: 'Clear roles',
      text: 'Owners, managers and sales staff each see what their role allows, and the server enforces it — not just the screen.',
    },
    {
      title: 'Honest numbers',
      text: 'Simple published prices by listings and seats, and reports built from what actually happened on the lot.',
    },
    {
      title: 'Accessible to everyone',
      text: 'Every screen works with a keyboard and a screen reader, in light and dark, on a phone on the lot or a desk in the office.',
    },
    {
      title: 'Open by default',
      text: 'A documented API with a live OpenAPI reference, CSV in and out, and your data exportable at any time.',
    },
  ] satisfies readonly CopyBlock[],
  contact: `Press, partnerships or anything else: ${COMPANY.emails.hello}.`,
} as const;

export const community = {
  lead: 'Dealers learn most from other dealers. The Lotline community is where owners, managers and salespeople share what works — and where we listen before we build.',
  channels: [
    {
      title: 'Monthly office hours',
      text: 'A live, one-hour video session on the first Tuesday of each month. Bring a question about inventory, leads or reports; the product team answers and demos what shipped.',
      action: 'Ask for an invite',
    },
    {
      title: 'Product feedback',
      text: 'Tell us what slows your store down. Every request is read by the product team, and we write back when something you asked for ships.',
      action: 'Send feedback',
    },
    {
      title: 'Dealer roundtables',
      text: 'Small-group conversations for owners and managers about aging inventory, response times and pricing — moderated, no sales pitch.',
      action: 'Join a roundtable',
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

/** Home page: facts we can stand behind (no invented customers or testimonials). */
export const homeFacts = [
  { value: '17', label: 'characters of every VIN checked offline, with one-character fixes suggested' },
  { value: '4', label: 'inventory age buckets — 0–30, 31–60, 61–90, 90+ days — on every list' },
  { value: '3', label: 'dealership roles, enforced by the server and not only hidden in the menu' },
  { value: '14', label: 'day trial of the Dealer plan for every new dealership' },
] as const;

export const homePrinciples: readonly CopyBlock[] = [
  {
    title: 'Built around how a store works',
    text: 'The same loop every dealership runs — post the car, answer the shopper, close the deal — with nothing in between to retype.',
  },
  {
    title: 'Your data, portable',
    text: 'CSV in and out for inventory and customers, reports as CSV, and a documented API with a live OpenAPI reference.',
  },
  {
    title: 'Accessible and fast',
    text: 'Keyboard and screen-reader friendly, light and dark themes, and pages that load quickly on a phone on the lot.',
  },
];

export const homeFaq = [
  {
    q: 'Who is Lotline for?',
    a: 'Independent and franchise dealerships that want inventory, leads, messages, deals and reports in one place — and shoppers, who browse and message dealers for free.',
  },
  {
    q: 'How is pricing calculated?',
    a: 'By active listings and seats: Starter (10 listings, 1 seat), Dealer (50 listings, 5 seats) and Pro (unlimited listings, 15 seats). Annual billing gets two months free.',
  },
  {
    q: 'Can I bring my current inventory?',
    a: 'Yes. Import a CSV from your current system; every row is previewed with its errors before anything is saved, and vehicles are matched by VIN so re-imports update instead of duplicating.',
  },
  {
    q: 'Can my sales team see our costs?',
    a: 'Only if the owner allows it. Sales staff see inventory, their own and unassigned leads, and their own deals; cost and gross stay hidden by default.',
  },
  { q: 'Is there a free trial?', a: 'Every new dealership gets a 14-day trial of the Dealer plan.' },
] as const;
