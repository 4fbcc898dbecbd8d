import { Badge } from '@chakra-ui/react';
import { VEHICLE_STATUS_LABELS, type VehicleStatus } from '../../../shared/vehicles';
import { STATUS_PALETTE } from './format';

export function VehicleStatusBadge({ status }: { status: VehicleStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" size="lg" data-testid="status-badge">
      {VEHICLE_STATUS_LABELS[status]}
    </Badge>
  );
}
