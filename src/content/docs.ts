import { resolveCollection } from './availability';
import type { AreaCollectionSource } from './types';

/**
 * One guide per dashboard area (DOMAIN.md › Areas), each naming the registry routes it describes.
 * A guide whose area is coming soon is shown with a "Coming soon" note at its top (derived from the
 * registry, ./availability.ts); a section that needs another area is marked on its own.
 */
export const docsSource: AreaCollectionSource = {
  kind: 'docs',
  label: 'Documentation',
  categories: [
    { id: 'post', label: 'Post', description: 'Get vehicles into stock and onto the marketplace.' },
    { id: 'respond', label: 'Respond', description: 'Answer shoppers and keep every lead moving.' },
    { id: 'sell', label: 'Sell', description: 'Close deals and measure the store.' },
    { id: 'manage', label: 'Manage', description: 'Plans, people, permissions and your own account.' },
  ],
  entries: [
    {
      slug: 'inventory',
      needs: ['inventory', 'inventory-detail'],
      title: 'Inventory',
      summary:
        "Add vehicles VIN-first, price them, add photos and list them; search, filter, import and export your dealership's stock.",
      category: 'post',
      updated: '2025-01-15',
      body: `Inventory (**Dashboard › Inventory**) is your dealership's stock: every vehicle you own, from the day it arrives to the day it is archived. Owners, managers and sales staff can open it.

## Add a vehicle by VIN
1. Choose **Add vehicle** and type or scan the 17-character VIN.
2. Lotline checks the VIN offline: the check digit (position 9), the model year (position 10) and the make from the manufacturer code (positions 1–3). When the model year could belong to two 30-year cycles you pick the right one.
3. If the check digit does not match, Lotline suggests the single-character fixes that would make the VIN valid — most mistakes are one mistyped character. In North America and China the check digit is compulsory; elsewhere a mismatch is a warning you can override.
4. Complete the details (trim, mileage, colors, body, fuel, transmission). A stock number is assigned automatically from your dealership's prefix.

## Status lifecycle
Each vehicle moves through **incoming → recon → available → on hold → sold** or **wholesaled**, and finally **archived**; the status menu offers only the next steps. A vehicle appears on the marketplace once you switch on **Listed** while it is *available* or *on hold* and has an asking price; moving it to sold, wholesaled or archived takes it off.

## Pricing
The pricing tab keeps the **asking price**, your **cost**, **added costs** (recon, transport), the **pack** and the resulting **projected gross**. Every price change is kept in the price history (with a chart), and shoppers who saved the vehicle see the change in their Favorites. Sales staff do not see cost, pack and gross unless the owner allows it in **Settings › Inventory**.

## Photos
Upload several photos at once (JPEG, PNG or WebP, up to 15 MB each and 40 per vehicle), drag them into order — or move them with the keyboard — pick the cover and describe each for screen readers. Lotline resizes them on the server and keeps the original, so upload the originals.

## Find vehicles fast
Search and filters run on the server, so they stay fast with thousands of units: status, make, price, mileage and **age bucket** (0–30, 31–60, 61–90, 90+ days in stock). Sort by newest, price, mileage, year, age or stock number and page through results; the view lives in the address, so a copied link shows the same list. Select several rows to change their status, list or unlist them, change prices by an amount or a percentage, or delete them (with a few seconds to undo).

## Import and export CSV
**Import CSV** shows a preview with an error for each row that cannot be read; nothing is saved until you confirm. Rows are matched by VIN, so importing the same file twice updates vehicles instead of duplicating them. **Export CSV** downloads the current filtered list.

## Activity
The activity tab lists everything that happened to the vehicle — added or imported, edits, status and price changes, listing, photos — with who and when.`,
      sections: [
        {
          heading: 'Leads and messages on a vehicle',
          needs: ['leads', 'messages'],
          body: `The activity tab also shows the leads and messages a vehicle has collected, so you can see which units draw interest and which sit.`,
        },
        {
          heading: 'Sold through a deal',
          needs: ['deals'],
          body: `Marking a deal sold sets the vehicle to *sold* and takes it off the marketplace for you; unwinding the deal puts it back.`,
        },
      ],
    },
    {
      slug: 'vehicles',
      needs: ['vehicles'],
      title: 'Vehicles (marketplace)',
      summary:
        'Browse every listed vehicle from all dealers, filter and sort, read the deal badge, save favorites and message the dealer.',
      category: 'post',
      updated: '2025-01-15',
      body: `**Dashboard › Vehicles** is the marketplace: the vehicles every dealership on Lotline has listed. Anyone signed in can browse it.

## Filters and sort
Filter by make, model, year, price, mileage, body style, fuel, transmission and dealer; sort by price, mileage, year, newest listing or best deal. Filters and the page live in the URL, so a search can be bookmarked or shared.

## Deal badge
Each listing carries a badge — **Great**, **Good**, **Fair** or **High** — that compares its asking price with the median asking price on Lotline for the same make, model and year. It is a quick guide, not an appraisal: condition, mileage and options still matter.`,
      sections: [
        {
          heading: 'Favorites and messages',
          needs: ['favorites', 'messages', 'leads'],
          body: `Save a vehicle with the heart to follow it in **Favorites**, where you see the price change since you saved it; sold vehicles are greyed out. **Message the dealer** opens a conversation about that vehicle; on the dealer's side it creates a lead right away.`,
        },
        {
          heading: 'For dealers',
          needs: ['inventory'],
          body: `Your own listings appear here exactly as shoppers see them. To change what is listed, edit the vehicle in Inventory.`,
        },
      ],
    },
    {
      slug: 'db-vehicles',
      needs: ['db-vehicles'],
      title: 'Vehicle database and VIN tools',
      summary:
        'The reference database of makes, models, years and manufacturer codes, and a VIN breakdown tool that explains any VIN.',
      category: 'post',
      updated: '2025-01-15',
      body: `**Dashboard › Vehicle Database** holds the reference data the rest of Lotline reads: makes, models, model years and the manufacturer-code (WMI) table. Inventory forms and marketplace filters use it, so spelling stays consistent. Platform admins curate it; everyone signed in can look things up.

## VIN breakdown tool
Paste a VIN to see how it is built (ISO 3779):

| Positions | Meaning |
|---|---|
| 1–3 | World manufacturer identifier (WMI); the first character gives the region (1, 4, 5 USA; 2 Canada; 3 Mexico; J Japan; K Korea; L China; S UK; W Germany; Z Italy) |
| 4–8 | Vehicle descriptor (model, body, engine — manufacturer specific) |
| 9 | Check digit |
| 10 | Model year |
| 11 | Assembly plant |
| 12–17 | Serial number |

A VIN has 17 characters from 0–9 and A–Z without **I**, **O** and **Q**, so they cannot be confused with 1 and 0.

## The check digit
Each character gets a value (digits keep theirs; letters follow a fixed table), each value is multiplied by its position's weight, and the sum is divided by 11. The remainder is the check digit, with 10 written as **X**. A wrong check digit almost always means a typo, which is why Lotline suggests the one-character corrections that would make the VIN valid.

## Model year
Position 10 cycles every 30 years (A = 1980 or 2010 … Y = 2000 or 2030, 1 = 2001 or 2031 … 9 = 2009 or 2039). For North American cars and light trucks a digit in position 7 means the earlier cycle; otherwise Lotline offers both years and you pick.

## Low-volume makers
When the third character of the WMI is **9**, the maker builds fewer than 1,000 vehicles a year, and positions 12–14 complete its code.`,
    },
    {
      slug: 'leads',
      needs: ['leads'],
      title: 'Leads',
      summary:
        'Every shopper message becomes a lead with a source, status, assignee, follow-up date and a response timer.',
      category: 'respond',
      updated: '2025-01-15',
      body: `A lead is a person interested in buying. **Dashboard › Leads** lists them for owners, managers and sales staff.

## Where leads come from
- **Marketplace messages**: when a shopper messages you about a vehicle, Lotline creates the lead and the conversation at once, linked to that vehicle.
- **By hand**: walk-ins and phone calls — choose **Add lead**, pick the source and, if they have one in mind, the vehicle. Someone who is already your customer (the same email or phone) stays one customer.

## Statuses
**new → contacted → appointment → negotiating → converted**, or **lost** (with a reason) or **junk** (with a reason). A lost or junk lead can be reopened as contacted. Every change, message, note, call logged and price change of its vehicle is written to the lead's timeline automatically, with who and when, so anyone can pick up where a colleague left off.

## Assignment and views
Each lead has an assignee. Sales staff see their own leads and unassigned ones (and can take an unassigned one); managers and owners see all and hand leads to anyone. Use **Mine** and **All** to switch views, and the filters for status, source, assignee and overdue leads; select several leads to assign them or change their status at once.

## Response timer
Speed wins deals. Each new lead shows how long it has waited for a first reply — a message in Messages, or a connected call you log — and is flagged **overdue** after 15 minutes and **critical** after 60. Set a **next follow-up** on every open lead so nothing goes quiet.`,
      sections: [
        {
          heading: 'Lead routing and response targets',
          needs: ['settings'],
          body: `Owners and managers choose in **Settings** whether new leads go round robin to the sales staff or stay unassigned, and the overdue and critical thresholds.`,
        },
        {
          heading: 'Converting',
          needs: ['deals'],
          body: `When the customer is ready to talk numbers, choose **Create deal** on the lead's page: the deal carries the vehicle and customer with it, the lead moves to negotiating, and it is converted when the deal is sold.`,
        },
      ],
    },
    {
      slug: 'messages',
      needs: ['messages'],
      title: 'Messages',
      summary:
        'Conversations between shoppers and your dealership, one per vehicle, with unread counts and live updates.',
      category: 'respond',
      updated: '2025-01-15',
      body: `**Dashboard › Messages** holds conversations. There is one conversation per vehicle, shopper and dealership, so the context of each thread is always clear.

## For dealers
- New messages arrive live; the unread count shows in the sidebar and the notification bell.
- The first shopper message about a vehicle also creates a lead, and your replies are recorded on the lead's timeline.
- Anyone at the dealership who can open Leads can answer; the lead's assignee is notified.

## For shoppers
Start a conversation from any listing with **Message the dealer**. You will see replies here and, if you allow it in notification preferences, by email.

## Good practice
Answer the first message quickly, even if only to confirm availability and offer a time to visit. Keep pricing conversations in writing in the thread so the whole team sees the history.`,
    },
    {
      slug: 'deals',
      needs: ['deals'],
      title: 'Deals',
      summary:
        'A pipeline board and list for deals from negotiation to sold, with price, trade, fees, tax and front gross.',
      category: 'sell',
      updated: '2025-01-15',
      body: `**Dashboard › Deals** tracks every sale in progress, as a board you can drag cards across or as a list.

## Stages
**negotiation → agreed → paperwork → sold**, or **lost** (with a reason) or **unwound** when a completed sale is reversed.

## What a deal records
Vehicle, customer, sale type (cash, finance or lease), selling price, down payment, trade-in (VIN, allowance and payoff), doc fee (your dealership's default to start), tax rate, the total and **front gross** (price less the vehicle's cost, added costs and pack), plus the salesperson. Sales staff see their own deals, and see gross only when the owner lets sales see cost; managers and owners see all.

## Moving deals
Drag a card by its handle to another stage, or use the keyboard: focus the handle, press Space, choose the stage with the arrow keys and press Space again. Every move is in the deal's history. If a colleague moved or changed the same deal a moment before you, your change is not saved and the board tells you so, showing where the deal is now.

## Marking a deal sold
Moving a deal to **Sold** marks the vehicle *sold*, takes it off the marketplace and counts the sale in Reports for that day. Unwinding a deal puts the vehicle back to *available*.`,
    },
    {
      slug: 'customers',
      needs: ['customers', 'customer-edit'],
      title: 'Customers',
      summary:
        "Your dealership's contacts with timeline, emails and phones, consent flags, tags, CSV import/export and duplicate merging.",
      category: 'respond',
      updated: '2025-01-15',
      body: `**Dashboard › Customers** is your dealership's address book. A shopper who messages you about a vehicle becomes a customer by themselves (matched by email, so a returning shopper stays one customer); add walk-ins and callers with **Add customer**.

## Finding customers
Search by name, email or phone (the digits match however the number was typed), filter by tag or assignee, and sort by recent activity, newest or name. The search and filters are in the page's address, so a copied link shows the same list.

## Customer record
Open a customer to edit their names, several emails and phone numbers (one of each primary), address, tags, assignee and notes. Their page lists their leads and a **timeline** across them: every message, status change, assignment, note and call, with who and when. An email that another customer already has is refused: merge the two instead.

## Consent
Each customer has consent to marketing email and to text messages (SMS), each with the time and the place it was last given or withdrawn (the marketplace, in person, by phone, by email, a CSV import or the unsubscribe link). Changing one asks where it happened. Respect them: Lotline records consent, it does not grant it.

## Import, export and merge
Owners and managers import customers from CSV: check the column mapping, read the preview with each row's errors and how many customers will be added or updated (a row whose email, else phone, matches a customer adds to that customer), then import every row or none. **Export CSV** downloads every customer of the current search and filters, in a file that imports back. Owners and managers also **merge** duplicates: choose which of the two to keep and read what it will have first; it keeps every email, phone, tag, lead and conversation of both.`,
    },
    {
      slug: 'reports',
      needs: ['reports'],
      title: 'Reports',
      summary:
        'Units sold, revenue, gross, days to sell, inventory aging, lead funnel and response times, compared with the previous period.',
      category: 'sell',
      updated: '2026-11-24',
      body: `**Dashboard › Reports** shows the whole dealership's figures to its owners, managers and sales staff; **front gross** is for owners and managers only.

## Date range and comparison
Pick a date range (or Last 7, 30 or 90 days; the last 30 days by default, at most 366 days); every summary figure is shown next to the period of the same length just before it, with the change in percent.

## What you can measure
- **Units sold, revenue and front gross** from deals marked sold in the range (an unwound deal no longer counts; revenue is the vehicle's price on the deal, before tax and fees).
- **Average days to sell**: from the vehicle's in-stock date to the day its deal was sold.
- **Sales by day**: units, revenue and gross for each day with a sale.
- **Inventory aging**: the vehicles in stock today (incoming, in recon, available or on hold) by 0–30, 31–60, 61–90 and 90+ days, with their asking value.
- **Lead funnel by source**: the leads that arrived in the range, how many were contacted, reached an appointment, converted or were lost (junk is left out).
- **First response by salesperson**: for the leads of the range assigned to each person, how many were answered and the average and median time to the first reply.

Each report has a chart and a table, and every table downloads as CSV.`,
    },
    {
      slug: 'billing',
      needs: ['billing', 'billing-success'],
      title: 'Billing and plans',
      summary:
        'Plans by active listings and seats, monthly or annual billing, usage meters, upgrades, downgrades and invoices.',
      category: 'manage',
      updated: '2026-11-24',
      body: `**Dashboard › Billing** shows your plan, your usage and your invoices. Only the **owner** can change the plan; managers may view it.

## Plans
| Plan | Price | Active listings | Seats |
|---|---|---|---|
| Starter | $49 / month | 10 | 1 |
| Dealer | $149 / month | 50 | 5 |
| Pro | $399 / month | Unlimited | 15 |

Annual billing costs ten months — two months free. Prices are in US dollars.

## Trial
A new dealership starts a 14-day trial of the Dealer plan (or of the plan picked on the pricing page). Billing shows the days left. A trial that ends without a plan keeps your listed vehicles live, but new listings and invitations wait until a plan is chosen.

## Usage
Meters show active listings (vehicles listed on the marketplace) and seats (members and pending invitations) against your plan's limits. When you reach a limit, owners and managers are notified; vehicles already listed stay listed, but you need to take one off the marketplace or upgrade before listing another. A refusal links straight to Billing.

## Changing plans
Choose a plan and monthly or annual billing, then pay at checkout: the new plan applies as soon as the payment is confirmed, and a confirmation page shows what it unlocks. A downgrade below your current usage says what must go first (vehicles to take off the marketplace, seats to free) and can be chosen once you are within the smaller plan's limits. Without a payment provider configured, checkout is a built-in test checkout, clearly labelled "Test mode — no card is charged".

## Invoices
Every payment leaves an invoice on Billing; **View** opens it as a printable page (print it or save it as PDF).`,
    },
    {
      slug: 'settings-and-roles',
      needs: ['settings'],
      title: 'Settings, team and roles',
      summary:
        'Dealership profile and hours, team and roles (owner, manager, sales), invitations, lead routing, stock-number prefix, pack, doc fee and the audit log.',
      category: 'manage',
      updated: '2026-11-24',
      body: `**Dashboard › Settings** is where owners and managers run the dealership's team.`,
      sections: [
        {
          heading: 'Roles',
          needs: [],
          body: `| Role | What it can do |
|---|---|
| **Owner** | Everything, including billing and role changes |
| **Manager** | All of the dealership except billing changes and granting roles above their own |
| **Sales** | Create and edit inventory, work their own and unassigned leads, their own deals; cost and gross hidden unless the owner allows it |

The sidebar only shows what your role can open, and the server enforces the same rules: hiding a link is never the only guard.`,
        },
        {
          heading: 'Invitations',
          needs: ['settings'],
          body: `Invite staff by email with a role. The invitation link is valid for 7 days; the invitee sets a password and lands in the dashboard. Owners and managers can resend or revoke pending invitations. An invitation never makes an owner.`,
        },
        {
          heading: 'Dealership settings',
          needs: ['inventory', 'leads'],
          body: `Owners and managers edit the dealership's **profile** (logo, name, about, phone, website, address and opening hours per weekday, as shoppers see them), the **doc fee** and **sales tax rate** new deal sheets start with, **lead routing** (round robin over sales, or manual) and the response-time thresholds, the **stock-number prefix** and the default **pack**; the owner decides whether sales see cost and gross. Sales see these settings' effects, not the settings.`,
        },
        {
          heading: 'Team',
          needs: ['settings'],
          body: `**Settings › Team** lists everyone with their role, whether they are active and when they joined. An owner can give any role; a manager moves people between sales and manager but never makes or changes an owner. There is always at least one active owner: the last one cannot be demoted, deactivated or leave. **Deactivate** someone who left: they lose access at once and free their seat, while their leads, deals and messages stay; **Reactivate** brings them back. Anyone can leave a dealership from their personal preferences.`,
        },
        {
          heading: 'Audit log',
          needs: ['settings'],
          body: `Every change to these settings, the team and invitations is listed under **Audit log**, newest first: who made it, when, and each field before → after.`,
        },
        {
          heading: 'Notification preferences',
          needs: ['notifications'],
          body: `Choose per event whether you are told in the app, by email or both.`,
        },
        {
          heading: 'Theme and cookies',
          needs: [],
          body: `Choose light, dark or system under **Settings › Personal preferences** or in the theme menu of the dashboard's top bar. Cookie consent can be changed at any time with **Cookie settings** there or in the footer of the public site.`,
        },
      ],
    },
    {
      slug: 'account',
      needs: ['account'],
      title: 'Your account',
      summary: 'Your profile, email, password and sessions, and how to export or delete your own data.',
      category: 'manage',
      updated: '2025-01-15',
      body: `**Dashboard › Account** is about you, not your dealership.

## Profile and email
Change your name and username (3–30 characters of letters, digits, "_" and "."; not case-sensitive). Changing your email sends a 6-digit code to the new address; it is valid for 10 minutes, and your address changes once you enter it. Your old address is told of the change. Your picture (JPEG, PNG or WebP, up to 5 MB) shows as a square beside your name.

## Password and sessions
Passwords are 8–128 characters; changing yours asks for the current one and can sign out your other devices. See the devices where you are signed in (browser, system, when last active, and which one you are using) and sign any of them out, or all of them but this one. Forgot your password? Use **Forgot password** on the sign-in page; the reset link is valid for one hour and works once.

## Your data
**Download my data** saves the personal data Lotline holds about you as one JSON file. **Delete my account…** asks for your password and removes your personal data; your dealership keeps its records (such as deals you worked) with your name removed. The only owner of a dealership either makes another member an owner first, or deletes the dealership, with everything in it, together with their account by typing its name.`,
    },
  ],
};

export const docs = resolveCollection(docsSource);
