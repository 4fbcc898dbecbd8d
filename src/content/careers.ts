import { COMPANY } from './company';
import type { ContentCollection } from './types';

const apply = (role: string) => `## How to apply
Email **${COMPANY.emails.careers}** with the subject "${role}". Include your CV or a link to your work, and a few sentences about a problem you solved that you are proud of. No cover letter needed.

We reply to every application within 10 business days. The process: a 30-minute call with the hiring manager, a practical exercise based on real work (paid, or done together live — your choice), and a conversation with two future teammates.`;

export const careers: ContentCollection = {
  kind: 'careers',
  label: 'Careers',
  categories: [
    { id: 'engineering', label: 'Engineering', description: 'Build the product dealers run their store on.' },
    { id: 'product', label: 'Product and design', description: 'Decide what to build and make it clear.' },
    { id: 'customer', label: 'Customer', description: 'Help dealers get value from Lotline.' },
  ],
  entries: [
    {
      slug: 'senior-full-stack-engineer',
      title: 'Senior Full-Stack Engineer',
      summary: 'Build inventory, leads and deals end to end in TypeScript, React and PostgreSQL.',
      category: 'engineering',
      facts: [
        { label: 'Team', value: 'Engineering' },
        { label: 'Location', value: 'Remote (US time zones)' },
        { label: 'Type', value: 'Full-time' },
      ],
      body: `You will own features from the database to the screen: the VIN-first inventory flow, the lead timeline, the deal pipeline.

## What you will do
- Design and ship features across our Hono API, PostgreSQL schema and React front end.
- Write the tests and Storybook stories that keep every screen and state reviewable.
- Talk with dealers to understand how a used-car store actually runs.
- Review code and help keep the codebase simple.

## What we look for
- 5+ years building web applications, with solid TypeScript.
- Comfort with relational data modelling and SQL.
- Care for accessibility and for the people who use what you build.
- Clear written communication; we work mostly asynchronously.

## Nice to have
- Experience with dealer management systems, CRMs or marketplaces.
- TanStack Router or Query, Chakra UI, Drizzle.

${apply('Senior Full-Stack Engineer')}`,
    },
    {
      slug: 'backend-engineer-integrations',
      title: 'Backend Engineer, Integrations',
      summary: 'Build the API, webhooks and data feeds that connect Lotline to the rest of a dealership.',
      category: 'engineering',
      facts: [
        { label: 'Team', value: 'Engineering' },
        { label: 'Location', value: 'Remote (US time zones)' },
        { label: 'Type', value: 'Full-time' },
      ],
      body: `Dealers use many systems. You will make Lotline a good neighbour: inventory feeds, webhooks, email delivery and the public API.

## What you will do
- Extend the public API and keep its OpenAPI document accurate.
- Build CSV and feed imports and exports that handle messy real-world data.
- Design webhooks with retries, signing and clear failure reporting.
- Own reliability: monitoring, alerting and incident reviews.

## What we look for
- 3+ years building HTTP APIs in TypeScript or a similar language.
- Experience with PostgreSQL, background jobs and idempotent processing.
- A habit of writing tests for the unhappy paths.

${apply('Backend Engineer, Integrations')}`,
    },
    {
      slug: 'product-designer',
      title: 'Product Designer',
      summary: 'Design the screens a sales team uses all day, on the lot and at the desk.',
      category: 'product',
      facts: [
        { label: 'Team', value: 'Product and design' },
        { label: 'Location', value: 'Remote (US time zones)' },
        { label: 'Type', value: 'Full-time' },
      ],
      body: `Our users are busy: a salesperson answering a shopper between test drives, a manager checking aging inventory before the morning meeting. You will make their work faster.

## What you will do
- Design flows end to end, from research to shipped screens.
- Maintain our design system together with engineering, in code and in Storybook.
- Visit and interview dealers; turn what you learn into clear priorities.
- Design for mobile, keyboard and screen-reader use from the start.

## What we look for
- A portfolio showing complex, data-heavy product work.
- Strong interaction and visual design; you can prototype.
- Working knowledge of accessibility standards (WCAG 2.2).

${apply('Product Designer')}`,
    },
    {
      slug: 'customer-success-manager',
      title: 'Customer Success Manager',
      summary: 'Onboard dealerships and help them get every vehicle listed and every lead answered.',
      category: 'customer',
      facts: [
        { label: 'Team', value: 'Customer' },
        { label: 'Location', value: 'Remote (US), some travel to dealerships' },
        { label: 'Type', value: 'Full-time' },
      ],
      body: `You will be the person a dealership calls first. You help them move their stock in, set up their team and build habits that sell cars.

## What you will do
- Run onboarding: inventory import, team invitations, roles and lead routing.
- Review each account's usage and response times and suggest improvements.
- Bring what dealers tell you back to product and engineering.
- Write help-center articles from the questions you answer.

## What we look for
- 3+ years in customer success, account management or dealership operations.
- Comfortable with spreadsheets and explaining software to busy people.
- Dealership experience (sales, BDC, F&I or management) is a strong plus.

${apply('Customer Success Manager')}`,
    },
    {
      slug: 'support-specialist',
      title: 'Support Specialist',
      summary: 'Answer dealer and shopper questions by email and chat, accurately and fast.',
      category: 'customer',
      facts: [
        { label: 'Team', value: 'Customer' },
        { label: 'Location', value: 'Remote (US time zones)' },
        { label: 'Type', value: 'Full-time' },
      ],
      body: `Support is where we learn the most about our product. You will solve problems and make sure they do not come back.

## What you will do
- Answer questions by email and chat within our one-business-day promise, usually much faster.
- Reproduce bugs and write clear reports for engineering.
- Keep the help center accurate.

## What we look for
- 1+ year in a customer-facing role, ideally supporting software.
- Excellent written English; calm under pressure.
- Curiosity about how things work.

${apply('Support Specialist')}`,
    },
  ],
};
