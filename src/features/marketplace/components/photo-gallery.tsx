import { AspectRatio, Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Photo } from '../../../shared/schemas/vehicles';
import { VehiclePhoto } from './vehicle-photo';

/**
 * The listing's photos: the chosen one large (1600-px WebP, 800 on small screens) and thumbnails
 * as buttons (320 px). The cover comes first. Photos without alt text get one from the vehicle.
 */
export function PhotoGallery({ photos, title }: { photos: readonly Photo[]; title: string }) {
  const ordered = [...photos].sort((a, b) => Number(b.isCover) - Number(a.isCover) || a.position - b.position);
  const [index, setIndex] = useState(0);
  const current = ordered[Math.min(index, ordered.length - 1)];
  const altOf = (photo: Photo, i: number) => photo.alt || `${title}, photo ${i + 1} of ${ordered.length}`;
  if (!current) return <VehiclePhoto src={null} alt={title} ratio={16 / 10} />;
  return (
    <Stack gap="3">
      <AspectRatio ratio={16 / 10} w="full" borderRadius="lg" overflow="hidden" bg="bg.muted">
        <Image
          src={current.urls.w1600}
          srcSet={`${current.urls.w800} 800w, ${current.urls.w1600} 1600w`}
          sizes="(min-width: 62em) 60vw, 100vw"
          alt={altOf(current, index)}
          objectFit="contain"
        />
      </AspectRatio>
      {ordered.length > 1 && (
        <>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            Photo {index + 1} of {ordered.length}
          </Text>
          <HStack as="ul" listStyleType="none" gap="2" overflowX="auto" pb="1" aria-label="Photos">
            {ordered.map((photo, i) => (
              <Box as="li" key={photo.id} flexShrink={0}>
                <Box
                  as="button"
                  w="24"
                  borderRadius="md"
                  overflow="hidden"
                  borderWidth="2px"
                  borderColor={i === index ? 'blue.solid' : 'transparent'}
                  aria-current={i === index ? 'true' : undefined}
                  aria-label={`Show photo ${i + 1}: ${altOf(photo, i)}`}
                  onClick={() => setIndex(i)}
                >
                  <AspectRatio ratio={4 / 3}>
                    <Image src={photo.urls.w320} alt="" objectFit="cover" loading="lazy" />
                  </AspectRatio>
                </Box>
              </Box>
            ))}
          </HStack>
        </>
      )}
    </Stack>
  );
}
