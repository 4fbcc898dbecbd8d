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
        onSearch(draft.trim());
      }}
    >
      <VisuallyHidden asChild>
        <label htmlFor={id}>{label}</label>
      </VisuallyHidden>
      <HStack gap="2" maxW="xl">
        <Input
          id={id}
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
