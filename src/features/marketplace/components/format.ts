/** How the marketplace writes money and distances: whole dollars and miles, US style. */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

export const formatPrice = (cents: number | null) => (cents === null ? 'Call for price' : dollars.format(cents / 100));
export const formatMiles = (miles: number) => `${count.format(miles)} mi`;
/** "2021 Honda Accord EX-L". */
export const vehicleTitle = (v: { year: number; make: string; model: string; trim: string | null }) =>
  [v.year, v.make, v.model, v.trim].filter(Boolean).join(' ');
export const dealerPlace = (d: { name: string; city: string | null; region: string | null }) =>
  [d.city, d.region].filter(Boolean).join(', ');
