import { Button, HStack, Input, VisuallyHidden } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

/** A labelled search box; submits on Enter or the button, and clears with an empty query. */
export function SearchForm({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
}) {
  const [draft, setDraft] = useState(value);
  const id = useId();
  useEffect(() => setDraft(value), [value]);
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        // Read from the form, not the state: a search typed and sent before the app took over the
        // page is replayed as an input event and a submit in one go, before the state has caught up.
        onSearch(String(new FormData(e.currentTarget).get('q') ?? '').trim());
      }}
    >
      <VisuallyHidden asChild>
        <label htmlFor={id}>{label}</label>
      </VisuallyHidden>
      <HStack gap="2" maxW="xl">
        <Input
          id={id}
          name="q"
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={placeholder ?? label}
          maxLength={100}
          bg="bg.panel"
        />
        <Button type="submit" colorPalette="blue">
          <Search aria-hidden /> Search
        </Button>
      </HStack>
    </form>
  );
}
