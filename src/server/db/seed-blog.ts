/** The blog's launch articles: practical writing for dealers, seeded as published posts. */

export interface SeedPost {
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly tags: readonly string[];
  readonly author: string;
  readonly coverAlt: string;
  /** Days before the seed date the post was published (keeps the order stable); negative: scheduled ahead. */
  readonly daysAgo: number;
  /** Published unless said: the blog admin's demo has a draft and a scheduled post too (not on /blog yet). */
  readonly status?: 'draft' | 'scheduled';
  readonly bodyMarkdown: string;
}

export const SEED_POSTS: readonly SeedPost[] = [
  {
    slug: 'inventory-aging-the-60-day-rule',
    title: 'Inventory aging: why day 60 is the day that matters',
    excerpt:
      'Every used car loses money while it sits. Here is how to bucket your stock by age, what to do at 30, 45 and 60 days, and how to stop aged units from eating your gross.',
    tags: ['inventory', 'pricing', 'operations'],
    author: 'Lotline Team',
    coverAlt: 'Rows of used cars on a dealer lot at dusk',
    daysAgo: 42,
    bodyMarkdown: `A used vehicle is a depreciating asset financed with someone else's money. Every day it sits on your lot costs you floor-plan interest, lot space, insurance, and — most of all — market value. Industry data has shown the same pattern for years: a typical used unit loses somewhere between $20 and $40 of wholesale value per day, and the loss accelerates as the car gets older in your stock.

## Bucket your inventory by age

Start by sorting every unit into four buckets: **0–30**, **31–60**, **61–90** and **90+ days**. Count from the day the vehicle was acquired, not the day it was listed — recon time is aging time too. Lotline's inventory filter uses exactly these buckets so you can see the shape of your stock at a glance.

A healthy store keeps most of its units in the first bucket. If more than about 15% of your stock is past 60 days, you are carrying cars the market has already told you it does not want at your price.

## What to do at each milestone

- **Day 0–7: get it front-line ready.** Recon delays are the most common reason a good car ages. Track recon as its own status so the clock is visible.
- **Day 30: review the price and the listing.** Is it priced to market? Does it have 30+ real photos? Are the leads coming in? If a unit has views but no leads, the price or the photos are the problem. If it has no views, the listing is.
- **Day 45: take a real price step.** Small cuts of $100 do nothing. Move the price enough to change where the car sorts on the marketplaces — usually into the next price band shoppers filter by.
- **Day 60: decide.** Either price it to sell this week or send it to auction. A car you wholesale at day 60 almost always brings more than the same car at day 90.

## Stop aging before it starts

Aging is usually decided at acquisition. Buy cars you can retail in your market, at a price that leaves room to be competitive on day one. Track your days-to-sell by make, model and price band in Reports, and buy more of what turns.

## Make the rule visible

The point of an aging policy is that nobody has to remember it. Put the age on every inventory row, review the 45+ list in your weekly meeting, and hold the team to the decision at 60 days. Discipline here protects more gross than any single negotiation ever will.`,
  },
  {
    slug: 'vin-first-listing',
    title: 'VIN-first listing: faster, cleaner inventory from the first keystroke',
    excerpt:
      'Typing year, make, model and trim by hand invites mistakes that cost you leads. Starting every listing from the VIN gives you clean data, better search placement and fewer returns.',
    tags: ['inventory', 'vin', 'listings'],
    author: 'Lotline Team',
    coverAlt: 'A VIN plate visible through a windshield',
    daysAgo: 35,
    bodyMarkdown: `The 17-character Vehicle Identification Number is the one piece of data on a car that cannot be wrong — if you read it correctly. Starting every listing from the VIN, instead of picking year, make and model from dropdowns, is the simplest way to improve the quality of your inventory data.

## What the VIN tells you

A modern VIN (ISO 3779, and 49 CFR 565 in the United States) is structured:

- **Positions 1–3** are the World Manufacturer Identifier. The first character gives the region: 1, 4 or 5 for the USA, 2 for Canada, 3 for Mexico, J for Japan, K for Korea, W for Germany.
- **Positions 4–8** describe the vehicle: model, body, engine, restraint system.
- **Position 9** is the check digit.
- **Position 10** is the model year, which repeats on a 30-year cycle.
- **Position 11** is the plant and **12–17** the serial number.

## The check digit catches typos

Position 9 is computed from the other sixteen characters. Each character gets a value (letters map to numbers; I, O and Q are never used), each position has a weight, and the weighted sum modulo 11 gives the check digit — with 10 written as X. If one character is mistyped, the check digit almost never matches.

That means a listing tool can tell you *before you save* that a VIN is wrong, and can even suggest which single character to fix. Lotline does this offline as you type.

## Why it matters for selling

1. **Search placement.** Marketplaces match shoppers on exact year, make, model and trim. A car listed as the wrong trim shows up in the wrong searches — or in none.
2. **Price comparisons.** Market pricing tools compare your car to identical ones. Bad data means a bad comparison and a bad price.
3. **Fewer unwinds.** A customer who bought a "Limited" that turns out to be an "SE" is a customer who wants their money back.
4. **Speed.** Decoding fills in the basics in seconds; your team spends its time on photos and descriptions instead.

## Make it a habit

Scan or type the VIN first, confirm the decoded year and make, then add what only a person can: condition, options, photos and the story of the car. Stock numbers can be assigned automatically at the same moment, so the unit is trackable from the minute it arrives.`,
  },
  {
    slug: 'speed-to-lead',
    title: 'Speed to lead: the five-minute window that decides most sales',
    excerpt:
      'Shoppers contact several dealers at once, and the first real answer usually wins the appointment. How to measure response time, set up routing, and write replies that move a lead forward.',
    tags: ['leads', 'sales process', 'crm'],
    author: 'Lotline Team',
    coverAlt: 'A salesperson answering a customer message on a phone',
    daysAgo: 28,
    bodyMarkdown: `When a shopper sends a message about a car, they have almost always sent the same message to two or three other dealers. Study after study of internet leads finds the same thing: the odds of reaching and engaging a lead fall sharply after the first five minutes, and the first dealer to give a useful answer gets a large share of the appointments.

## Measure it honestly

You cannot improve what you do not measure. Track, for every lead:

- **First response time** — from the moment the message arrives to the first reply by a person (automatic acknowledgements do not count).
- **Response time by salesperson and by hour** — weekends and evenings are where most stores lose.
- **Overdue leads** — anything without a reply past your target.

Lotline starts a response timer on every new lead and flags it overdue, and Reports shows response time by salesperson.

## Route leads so someone owns them

Unassigned leads wait. Decide a routing rule and stick to it: round-robin across the sales team on shift, or by the vehicle's owner, or by the source. Whoever gets the lead gets a notification at once, and the manager sees anything that goes unanswered.

## Write a reply that moves the deal

A fast reply only helps if it is a good one. The best first responses:

1. **Answer the question asked.** If they asked whether the car is available, say yes (and confirm it is on the lot).
2. **Add one useful fact.** The out-the-door price, a recent service, the second key, the clean history report.
3. **Ask for one small next step.** "Would Saturday at 10 or 2 work for a test drive?" beats "Let me know if you have questions."
4. **Use their name and the car's name.** It shows a person read the message.

## Keep the timeline

Every message, call and appointment should land on the lead's timeline automatically. When a lead goes quiet and comes back in three weeks, whoever picks it up should see the whole story in ten seconds.

Speed to lead is not about working harder. It is about removing the minutes between a shopper asking and your team answering — and those minutes are mostly process.`,
  },
  {
    slug: 'pricing-to-market',
    title: 'Pricing to market: set the right price on day one',
    excerpt:
      'Shoppers compare every car to every other one like it. How to price against the market, read days-supply, and adjust with discipline instead of guesswork.',
    tags: ['pricing', 'inventory', 'market data'],
    author: 'Lotline Team',
    coverAlt: 'A price sticker on a used car window',
    daysAgo: 21,
    bodyMarkdown: `Online shoppers sort by price, filter by price and see "great deal" badges next to price. Before they ever call you, they have compared your car to every similar car within fifty miles. Pricing to market is simply accepting that reality and making it work for you.

## Find the right comparison set

Compare like with like: the same **year, make, model and trim**, similar **mileage** (within about 10,000 miles), similar **options and condition**, within the radius your buyers actually travel. Lotline's deal badge compares a listing to the platform median for the same make, model and year; your own comparison should go narrower.

## Price position, not a number

Decide where in the market you want each car to sit. A common approach:

- **Fresh, desirable units:** at or slightly above the median — they will sell on merit.
- **Average units:** a little below the median, so they land on the first page of price-sorted results.
- **Units you must move:** priced in the lowest quarter of the comparison set.

Write the target position down at acquisition. It keeps the team honest when the car is still there a month later.

## Watch days-supply

Days-supply is how long the current market inventory of a model would last at the current sales rate. When a model has a short supply, you can hold price; when it has a long one, the market is telling you to be sharp. Check it when you buy, not only when you price.

## Adjust on a schedule

Small, frequent, unplanned price changes confuse shoppers and your own team. Instead, review pricing on a fixed schedule (weekly is typical) and make each move meaningful — enough to change the car's position in the comparison set. Keep the full price history on the vehicle so everyone can see what has been tried.

## Know your floor

Pricing to market never means pricing blind. Know each car's total cost — acquisition, recon, transport, pack — so you know the lowest price that still leaves a deal worth doing. If the market price is below that floor, that is information about your buying, and the right answer may be the auction lane rather than a loss on your lot.`,
  },
  {
    slug: 'photos-that-sell',
    title: 'Photos that sell: a shot list for every used car',
    excerpt:
      'Listings with complete, consistent photo sets get more views and more leads. A practical shot list, lighting tips, and the mistakes that make shoppers scroll past.',
    tags: ['photos', 'listings', 'marketing'],
    author: 'Lotline Team',
    coverAlt: 'A photographer shooting an SUV at a three-quarter angle',
    daysAgo: 14,
    bodyMarkdown: `For an online shopper your photos are the test drive. Listings with a full photo set consistently draw more views and more leads than listings with a handful of pictures — and a car without photos is nearly invisible. Good car photography is not about expensive gear; it is about a consistent shot list and a few habits.

## The shot list

Aim for **30 or more photos**, always in the same order so shoppers know where to look:

1. Front three-quarter (driver side) — this is your cover photo.
2. Straight front, straight side, straight rear.
3. Rear three-quarter (passenger side).
4. Each wheel and tire, showing tread.
5. Driver's door open: seat, door panel, dash from the door.
6. Dashboard with the engine running (no warning lights), odometer readable.
7. Center stack: infotainment screen, climate controls.
8. Front seats, rear seats, headliner.
9. Cargo area, spare tire, and any accessories (second key, manuals, cargo cover).
10. Engine bay.
11. Any damage or wear — close up.

## Light and background

Shoot in open shade or on an overcast day; hard midday sun creates glare and deep shadows. Use the same spot on your lot for every car, with a clean, uncluttered background. Turn the wheels so the rim faces the camera on front three-quarter shots.

## Show the flaws

It feels wrong, but photographing scratches and worn bolsters builds trust and saves wasted trips. A shopper who arrives already knowing about the door ding is a shopper who is ready to buy.

## Common mistakes

- Other cars, people or price signs in the frame.
- Dirty interiors or floor mats still in plastic.
- Photos taken before recon, then never replaced.
- Portrait-orientation shots that crop badly on marketplaces.
- A cover photo that is not the car's best angle.

## Make it a process

Photos should be a status step, not an afterthought: a car is not "available" until its photo set is complete. Lotline lets you upload, reorder and pick the cover photo in one place, and resizes images for you.`,
  },
  {
    slug: 'reading-front-gross',
    title: "Reading a deal's front gross: where the money in a car deal really is",
    excerpt:
      'Front gross is the profit on the vehicle itself. What goes into it, how pack and added costs change it, and how to review deals so the number means something.',
    tags: ['deals', 'finance', 'reports'],
    author: 'Lotline Team',
    coverAlt: 'A deal jacket and calculator on a sales desk',
    daysAgo: 7,
    bodyMarkdown: `Every car deal makes (or loses) money in two places. **Front gross** is the profit on the vehicle itself; **back gross** is what comes from financing, service contracts and other products. Managers talk about front gross constantly, but the number is only useful if everyone calculates it the same way.

## The basic formula

> **Front gross = selling price − vehicle cost**

where **vehicle cost** is everything you have in the car:

- **Acquisition cost** — what you paid at auction, on trade or from a private seller.
- **Added costs** — reconditioning, parts, detail, transport, inspection.
- **Pack** — a fixed amount many dealers add to every unit's cost to cover overhead (lot, advertising, floor plan). A $500 pack means the salesperson's gross is calculated $500 lower than the raw margin.

## The trade-in changes the picture

When a customer trades a car in, the deal has two prices: what you allow for the trade and what the trade is actually worth. If you allow $12,000 on a trade worth $10,500, that $1,500 is **over-allowance** — it comes straight out of the front gross, even though the selling price looks strong. Always calculate gross against the trade's actual cash value.

## A worked example

| Item | Amount |
|---|---|
| Selling price | $24,900 |
| Acquisition cost | $19,200 |
| Recon and transport | $1,150 |
| Pack | $400 |
| **Front gross** | **$4,150** |

If that customer's trade was allowed $1,000 over its value, the real front gross is $3,150.

## Review deals the same way every time

- Record every cost on the vehicle as it happens, not at the end of the month.
- Keep pack consistent, and show it, so nobody is surprised.
- Review gross by salesperson, by source and by vehicle age: aged units usually explain most thin deals.
- Decide who sees what. Many stores hide cost and gross from sales staff and show commission instead; Lotline lets the owner choose.

Front gross is not the whole story of a deal, but it is the part your buying, pricing and recon decisions control directly. Read it carefully and it will tell you where your process leaks money.`,
  },
  {
    slug: 'winter-lot-checklist',
    title: 'The winter lot checklist: batteries, tires and photos in the cold',
    excerpt:
      'Cold weather drains batteries, flattens tires and makes every listing photo look grey. A short weekly routine keeps winter stock ready to show and ready to sell.',
    tags: ['operations', 'listings'],
    author: 'Priya Raman',
    coverAlt: 'Snow on the hoods of cars lined up on a dealer lot',
    daysAgo: -3,
    status: 'scheduled',
    bodyMarkdown: `Winter does not stop shoppers, but it does slow down a lot that is not ready for it.

## Every Monday

- **Start every car.** A battery that sat for two cold weeks will not start on a test drive.
- **Check tire pressure.** Pressure drops about 1 psi for every 10 °F; a low-tire light ends a test drive early.
- **Clear snow before the first customer**, not when they arrive.

## Photos in the cold

Shoot on bright overcast days, clear the snow from the whole car and the ground around it, and retake photos of units listed before the first snow: a summer photo on a winter listing looks stale.`,
  },
  {
    slug: 'first-reply-templates',
    title: 'First-reply templates that get a second message',
    excerpt:
      'The first answer to a lead decides whether there is a conversation. Three short templates that answer the question asked and invite the next step.',
    tags: ['leads', 'messages'],
    author: 'Priya Raman',
    coverAlt: 'A phone showing a conversation with a car buyer',
    daysAgo: 0,
    status: 'draft',
    bodyMarkdown: `Most shoppers message two or three dealers about similar cars. The dealer who answers first, and answers the question that was asked, usually gets the appointment.

## Answer the question, then ask one

> Yes, the 2021 Accord is still here and it has had one owner. Would Saturday morning or Monday after work suit you for a test drive?

_Draft: add the trade-in and the financing templates before publishing._`,
  },
];
