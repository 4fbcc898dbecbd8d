import { Box, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/**
 * A list's search box whose text lives in the URL: typed text goes there after `debounceMs` (the
 * list refetches once per pause, not per key). It keeps its own text, so a slow answer never
 * overwrites what is being typed; a change of the URL from elsewhere (Clear filters, the back
 * button) comes back into it. Each list chooses its pause for what its search costs.
 */
export function UrlSearchBox({
  value,
  onSearch,
  label,
  placeholder,
  debounceMs,
}: {
  value: string;
  onSearch: (q: string) => void;
  /** The accessible name: what the search looks through ("Search dealers by name or city"). */
  label: string;
  placeholder: string;
  debounceMs: number;
}) {
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
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, onSearch, debounceMs]);
  return (
    <Box position="relative" flex="1" minW={{ base: 'full', md: '72' }}>
      <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" aria-hidden>
        <Search size={16} />
      </Box>
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        ps="9"
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
      />
    </Box>
  );
}
