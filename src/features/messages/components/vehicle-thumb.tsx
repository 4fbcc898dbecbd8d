import { Box, Image } from '@chakra-ui/react';
import { Car } from 'lucide-react';

/** The vehicle's cover (320-px WebP) or a neutral placeholder of the same size. */
export function VehicleThumb({ url, size = 'sm' }: { url: string | null; size?: 'sm' | 'md' }) {
  const w = size === 'sm' ? '14' : '24';
  const h = size === 'sm' ? '10' : '16';
  return url ? (
    <Image src={url} alt="" w={w} h={h} objectFit="cover" borderRadius="md" loading="lazy" flexShrink={0} />
  ) : (
    <Box
      w={w}
      h={h}
      borderRadius="md"
      bg="bg.muted"
      color="fg.subtle"
      display="flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      aria-hidden
    >
      <Car size={18} />
    </Box>
  );
}
