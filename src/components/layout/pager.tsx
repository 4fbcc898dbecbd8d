import { Button, HStack, Text } from '@chakra-ui/react';

/**
 * Previous / Next over a list paged on the server, with where the reader is ("Page 2 of 7"). One
 * pager for every list screen, so they page alike; nothing shows when everything fits on one page.
 */
export function Pager({
  label,
  page,
  pages,
  onPage,
}: {
  /** Names the navigation landmark, e.g. "Dealer pages". */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} justify="space-between">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text fontSize="sm">
        Page {page} of {pages}
      </Text>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </HStack>
  );
}
