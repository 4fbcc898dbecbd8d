import { Box } from '@chakra-ui/react';

export const MAIN_CONTENT_ID = 'main-content';

/** First tab stop on every page: jumps past the navigation to the page's content. */
export function SkipLink() {
  return (
    <Box
      asChild
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipLink"
      bg="bg.panel"
      color="fg"
      px="4"
      py="2"
      borderRadius="md"
      shadow="md"
      _focus={{ top: '2' }}
    >
      <a href={`#${MAIN_CONTENT_ID}`}>Skip to content</a>
    </Box>
  );
}
