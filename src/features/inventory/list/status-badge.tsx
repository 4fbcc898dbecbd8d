import { Badge } from '@chakra-ui/react';
import type { Palette } from '../../../theme/list-rows';
import { VEHICLE_STATUS_LABELS, type VehicleStatus } from '../../../shared/vehicles';

/** One colour per lifecycle stage, so a scan down the list reads the stock's state. */
export const STATUS_PALETTE: Readonly<Record<VehicleStatus, Palette>> = {
  incoming: 'purple',
  recon: 'orange',
  available: 'green',
  on_hold: 'yellow',
  sold: 'blue',
  wholesaled: 'gray',
  archived: 'gray',
};

export function StatusBadge({ status }: { status: VehicleStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" whiteSpace="nowrap">
      {VEHICLE_STATUS_LABELS[status]}
    </Badge>
  );
}
