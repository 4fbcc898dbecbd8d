import { Button, HStack } from '@chakra-ui/react';

/** Category chips; the selected one is pressed. Empty id = all. */
export function CategoryFilter({
  categories,
  value,
  onChange,
  label,
}: {
  categories: readonly { id: string; label: string; count?: number }[];
  value: string;
  onChange: (id: string) => void;
  label: string;
}) {
  const all = [{ id: '', label: 'All' }, ...categories];
  return (
    <HStack as="nav" aria-label={label} gap="2" wrap="wrap">
      {all.map((c) => {
        const selected = c.id === value;
        return (
          <Button
            key={c.id || 'all'}
            size="sm"
            borderRadius="full"
            variant={selected ? 'solid' : 'outline'}
            colorPalette={selected ? 'blue' : 'gray'}
            aria-pressed={selected}
            onClick={() => onChange(c.id)}
          >
            {c.label}
          </Button>
        );
      })}
    </HStack>
  );
}
