import { Popover, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import type { PopoverBodyProps } from '../../../components/ui/lazy-popover';
import { VehiclePicker } from '../add-lead/vehicle-picker';

/** The leads list's "Vehicle…" filter, open from its first render: loaded on intent by leads-filters.tsx (issue 14). */
export function VehicleFilterPopover({ trigger, onPick }: PopoverBodyProps & { onPick: (vehicleId: string) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} lazyMount unmountOnExit>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content>
            <Popover.Body>
              <VehiclePicker
                value={null}
                label="Leads about this vehicle"
                hint="Type a stock number, VIN, make or model."
                autoFocus
                onChange={(v) => {
                  setOpen(false);
                  if (v) onPick(v.id);
                }}
              />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
