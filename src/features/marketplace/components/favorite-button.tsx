import { Button, IconButton } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { useToggleFavorite } from '../mutations';

/** The heart: a toggle button (aria-pressed) that flips at once and rolls back if saving fails. */
export function FavoriteButton({
  vehicleId,
  favorited,
  title,
  withLabel = false,
}: {
  vehicleId: string;
  favorited: boolean;
  /** The vehicle, for the accessible name ("Save 2021 Honda Accord"). */
  title: string;
  withLabel?: boolean;
}) {
  const toggle = useToggleFavorite();
  const onClick = () => toggle.mutate({ vehicleId, favorited: !favorited });
  const icon = <Heart fill={favorited ? 'currentColor' : 'none'} aria-hidden="true" />;
  if (withLabel)
    return (
      <Button
        variant={favorited ? 'subtle' : 'outline'}
        colorPalette={favorited ? 'red' : 'gray'}
        aria-pressed={favorited}
        onClick={onClick}
      >
        {icon}
        {favorited ? 'Saved to favorites' : 'Save to favorites'}
      </Button>
    );
  return (
    <IconButton
      variant="subtle"
      bg="bg.panel"
      colorPalette={favorited ? 'red' : 'gray'}
      color={favorited ? 'red.fg' : 'fg'}
      rounded="full"
      size="sm"
      aria-pressed={favorited}
      aria-label={`Save ${title} to favorites`}
      onClick={onClick}
    >
      {icon}
    </IconButton>
  );
}
