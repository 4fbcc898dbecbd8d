import { Badge } from '@chakra-ui/react';
import { BadgeCheck, Ban } from 'lucide-react';

/** Lotline checked the dealership's licence and details (issue 11 › Dealers). */
export function VerifiedBadge() {
  return (
    <Badge colorPalette="green" variant="subtle" gap="1" data-testid="verified-badge">
      <BadgeCheck size={14} aria-hidden="true" /> Verified
    </Badge>
  );
}

/** Only admins ever see a suspended dealership. */
export function SuspendedBadge() {
  return (
    <Badge colorPalette="red" variant="solid" gap="1">
      <Ban size={14} aria-hidden="true" /> Suspended
    </Badge>
  );
}
