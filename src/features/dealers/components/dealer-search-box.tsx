import { Box, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** Folds a burst of keys into one request (each request cancels the one before it). */
export const DEALER_SEARCH_DEBOUNCE_MS = 250;

/**
 * The search box keeps its own text, so a slow answer never overwrites what is being typed; a
 * change of the URL from elsewhere (the back button, Clear) comes back into it.
 */
export function DealerSearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const pushed = useRef(value);
  useEffect(() => {
    if (value !== pushed.current) {
      pushed.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === pushed.current) return;
    const timer = setTimeout(() => {
      pushed.current = text.trim();
      onSearch(text.trim());
    }, DEALER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <Box position="relative" flex="1" minW={{ base: 'full', md: '72' }}>
      <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" aria-hidden>
        <Search size={16} />
      </Box>
      <Input
        type="search"
        aria-label="Search dealers by name or city"
        placeholder="Search name or city"
        ps="9"
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
      />
    </Box>
  );
}
