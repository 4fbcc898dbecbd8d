import { AspectRatio, Box, Image, Stack, Text } from '@chakra-ui/react';
import { CarFront } from 'lucide-react';

/** A 4:3 photo, or a neutral "No photo" panel of the same size so cards line up. */
export function VehiclePhoto({ src, alt, ratio = 4 / 3 }: { src: string | null; alt: string; ratio?: number }) {
  return (
    <AspectRatio ratio={ratio} w="full">
      {src ? (
        <Image src={src} alt={alt} objectFit="cover" loading="lazy" />
      ) : (
        <Box bg="bg.muted" color="fg.muted">
          <Stack align="center" gap="1">
            <CarFront aria-hidden="true" size={32} />
            <Text fontSize="sm">No photo</Text>
          </Stack>
        </Box>
      )}
    </AspectRatio>
  );
}
