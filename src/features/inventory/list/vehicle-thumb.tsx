import { Box, Image } from '@chakra-ui/react';
import { Car } from 'lucide-react';

/** The cover's 320-px WebP, or a neutral placeholder of the same size (no layout shift either way). */
export function VehicleThumb({ url, label, size = 'sm' }: { url: string | null; label: string; size?: 'sm' | 'lg' }) {
  const w = size === 'sm' ? '16' : '24';
  const h = size === 'sm' ? '12' : '18';
  return url ? (
    <Image src={url} alt={label} w={w} h={h} objectFit="cover" borderRadius="md" loading="lazy" flexShrink={0} />
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
      <Car size={20} />
    </Box>
  );
}
