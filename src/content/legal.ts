import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, CONSENT_PREFERENCES_COOKIE } from '../shared/constants';
import { COMPANY } from './company';
import type { ContentCollection } from './types';

const UPDATED = '2025-01-15';

export const legal: ContentCollection = {
  kind: 'legal',
  label: 'Legal',
  categories: [{ id: 'policies', label: 'Policies', description: 'The terms and policies that govern Lotline.' }],
  entries: [
    {
      slug: 'privacy-policy',
      title: 'Privacy Policy',
      summary: 'What personal data Lotline collects, why, how long we keep it, who we share it with and your rights.',
      category: 'policies',
      updated: UPDATED,
      body: `This policy explains how ${COMPANY.legalName} ("Lotline", "we") handles personal data when you use our website, the Lotline app and its API.

## Who is responsible
For visitors, shoppers and account holders, Lotline is the controller of your personal data. For data a dealership stores about its own customers (leads, customer records, deals), the **dealership** is the controller and Lotline processes it on the dealership's behalf.

## What we collect
- **Account data**: name, username, email, password (stored only as a salted hash), role and dealership.
- **Dealership data**: business name, phone, address, team members, plan and invoices.
- **Content you create**: vehicles, photos, prices, messages, leads, deals and customer records.
- **Forms**: what you send through the contact and sales forms (name, email, phone, dealership, message).
- **Technical data**: IP address, browser and device information, and sign-in sessions, used for security and rate limiting.
- **Cookies**: see the Cookie Policy.

## Why we use it
- To provide the service you signed up for (contract).
- To keep accounts secure, prevent abuse and fix problems (legitimate interest).
- To answer your messages and quote requests (legitimate interest or steps before a contract).
- To send product email you asked for — codes, invitations, notifications you turned on.
- Analytics and marketing only with your consent, which you can withdraw at any time.

We do not sell personal data, and we do not use dealership customer data for our own marketing.

## Who we share it with
Service providers that host, deliver email or process payments for us, under contracts that limit their use of the data; a dealership you message (your message and the details you provide); and authorities where the law requires it.

## How long we keep it
Account data while your account is open, and up to 30 days after deletion in backups. Contact and quote requests for up to 24 months. Invoices as long as tax law requires. Security logs for up to 90 days.

## Your rights
Depending on where you live (including under the CCPA/CPRA and the GDPR) you may access, correct, export or delete your data, object to or restrict processing, and withdraw consent. Use **Account › Export** and **Delete account**, or write to ${COMPANY.emails.privacy}. We answer within 30 days. You may also complain to your data protection authority.

## Security
Data is encrypted in transit. Access is limited by role on the server, not only in the interface. Passwords are hashed; sign-in attempts are rate-limited.

## Children
Lotline is not directed at children under 16 and we do not knowingly collect their data.

## Changes
We will post changes here with a new date, and email account holders about material changes before they apply.

## Contact
${COMPANY.legalName} — ${COMPANY.emails.privacy}`,
    },
    {
      slug: 'terms-of-service',
      title: 'Terms of Service',
      summary: 'The agreement between Lotline and the people and dealerships that use it.',
      category: 'policies',
      updated: UPDATED,
      body: `These terms are an agreement between you and ${COMPANY.legalName}. By creating an account or using Lotline you accept them. If you use Lotline for a dealership, you accept them on the dealership's behalf and confirm you may do so.

## The service
Lotline is software for vehicle dealers and shoppers: inventory and listings, a marketplace, leads, messages, deals, customers, reports and billing. Lotline is not a party to any vehicle sale; sales are between the dealership and the buyer.

## Accounts
Give accurate information and keep your password private. You are responsible for activity under your account. Owners are responsible for who they invite and the roles they grant.

## Plans and payment
Paid plans are billed in advance, monthly or annually, in US dollars, and renew until cancelled. A new dealership's 14-day trial converts to a paid plan only if the owner chooses one. Upgrades apply immediately and are prorated; downgrades apply from the next period once you are within the lower plan's limits. Fees are non-refundable except where the law requires otherwise.

## Your content
You keep ownership of what you upload. You grant Lotline a license to host, display and process it to run the service — for example, to show your available vehicles on the marketplace. You are responsible for the accuracy of listings, including price, mileage, condition and title status, and for complying with advertising, consumer-protection and privacy laws that apply to you.

## Acceptable use
You must follow the Acceptable Use Policy. We may suspend accounts that break it.

## Availability and changes
We work to keep Lotline available but do not promise uninterrupted service. We may change features; we will give notice before removing a feature you pay for.

## Termination
You can cancel at any time from Billing; the plan runs to the end of the paid period. You can export your data before closing your account. We may suspend or close accounts for serious or repeated breaches of these terms.

## Disclaimers and liability
Lotline is provided "as is". Deal badges, VIN decoding and reports are aids, not guarantees. To the extent the law allows, our total liability is limited to the fees you paid in the 12 months before the claim, and we are not liable for indirect or consequential losses.

## General
These terms are governed by the laws of the State of Delaware, USA, without regard to conflict-of-laws rules. If a provision is unenforceable the rest remains in effect. Questions: ${COMPANY.emails.legal}.`,
    },
    {
      slug: 'cookie-policy',
      title: 'Cookie Policy',
      summary: `Which cookies Lotline sets, what the Necessary, Functional, Analytics and Marketing categories mean, and how to change your choice.`,
      category: 'policies',
      // The time zone cookie (lotline_tz) was added.
      updated: '2026-11-24',
      body: `Cookies are small files a website stores in your browser. This policy lists the ones Lotline uses and how you control them.

## Your choice
When you first visit, the cookie banner asks for your consent. **Accept** allows all categories; the detail view lets you choose category by category and **Save Preferences**. You can change your mind at any time with **Cookie settings** in the footer, or in **Settings** once signed in. Analytics runs only when you have consented and the Analytics category is on.

## Categories
| Category | What it means | Can you turn it off? |
|---|---|---|
| **Necessary** | Required for the site to work: signing in, keeping your session secure, remembering your cookie choice. | No — always on |
| **Functional** | Remember preferences that make the site easier to use, such as settings you chose. | Yes |
| **Analytics** | Measure how the site is used (pages visited, errors) so we can improve it. Aggregated; not used to identify you. | Yes — off until you allow it |
| **Marketing** | Measure and personalize our own marketing. We do not sell data to advertisers. | Yes — off until you allow it |

## Cookies we set
| Name | Purpose | Category | Lifetime | Attributes |
|---|---|---|---|---|
| \`${CONSENT_COOKIE}\` | Records whether you accepted cookies ("true" or "false"). | Necessary | ${CONSENT_MAX_AGE_DAYS} days | SameSite=Lax; Path=/ |
| \`${CONSENT_PREFERENCES_COOKIE}\` | Records your choice for each category (functional, analytics, marketing). | Necessary | ${CONSENT_MAX_AGE_DAYS} days | SameSite=Lax; Path=/ |
| Session cookie (\`lotline.session_token\`) | Keeps you signed in and protects your session. Set only when you sign in. | Necessary | Until you sign out or the session expires | HttpOnly; SameSite=Lax; Secure on HTTPS |
| \`lotline_tz\` | Your browser's time zone (such as America/Chicago), so the pages we prepare for you show times in it. Set only when Functional is on, removed when you turn it off. | Functional | 365 days | SameSite=Lax; Path=/ |

Your theme choice (light, dark or system) is kept in your browser's local storage, not in a cookie, and is never sent to us.

We do not currently set analytics or marketing cookies. If we add any, they will be listed here first and will run only with your consent.

## Blocking cookies
You can also block or delete cookies in your browser settings. Blocking necessary cookies will stop sign-in from working.

## Contact
Questions: ${COMPANY.emails.privacy}.`,
    },
    {
      slug: 'acceptable-use',
      title: 'Acceptable Use Policy',
      summary: 'What you may not do on Lotline: misleading listings, spam, abuse, scraping and attacks.',
      category: 'policies',
      updated: UPDATED,
      body: `This policy applies to everyone using Lotline: dealers, their staff, shoppers and API users. It is part of the Terms of Service.

## Listings
- List only vehicles your dealership has the right to sell, with the correct VIN.
- Describe vehicles honestly: price, mileage, condition, title status (salvage, rebuilt, flood) and open recalls you know of.
- Do not advertise a price you will not honor, or add undisclosed mandatory fees.
- Do not post vehicles as bait for a different offer.

## Messages and contact data
- Contact shoppers only about their enquiry, and respect the consent flags on customer records.
- No spam, harassment, threats, discrimination or abusive language.
- Do not use Lotline to collect personal data for unrelated purposes.

## Security and fair use
- Do not probe, scan or test the security of Lotline without written permission (report issues to ${COMPANY.emails.security}).
- Do not scrape the marketplace or the API beyond documented limits, or try to get around rate limits or role restrictions.
- Do not share accounts; each person gets their own seat.
- Do not upload malware or content that infringes someone else's rights.

## Enforcement
We may remove content, limit features, or suspend or close accounts that break this policy, in proportion to the harm. Where we can, we tell you why and give you a chance to fix it. Report abuse to ${COMPANY.emails.legal}.`,
    },
  ],
};
