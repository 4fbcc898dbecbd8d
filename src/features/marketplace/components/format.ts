/** How the marketplace writes money, distances and names: the app's formats (shared/format). */
import { formatDollars } from '../../../shared/format';

export { formatMiles, vehicleName as vehicleTitle } from '../../../shared/format';

/** A listing without a price invites a call rather than showing a dash. */
export const formatPrice = (cents: number | null) => (cents === null ? 'Call for price' : formatDollars(cents));
export const dealerPlace = (d: { name: string; city: string | null; region: string | null }) =>
  [d.city, d.region].filter(Boolean).join(', ');
