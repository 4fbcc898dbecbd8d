import { UrlSearchBox } from '../../../components/ui/url-search-box';

/** Folds a burst of keys into one request (each request cancels the one before it). */
export const DEALER_SEARCH_DEBOUNCE_MS = 250;

/**
 * The search box keeps its own text, so a slow answer never overwrites what is being typed; a
 * change of the URL from elsewhere (the back button, Clear) comes back into it.
 */
export function DealerSearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  return (
    <UrlSearchBox
      value={value}
      onSearch={onSearch}
      label="Search dealers by name or city"
      placeholder="Search name or city"
      debounceMs={DEALER_SEARCH_DEBOUNCE_MS}
    />
  );
}
