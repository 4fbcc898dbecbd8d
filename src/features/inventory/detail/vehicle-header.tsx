import { Box, Breadcrumb, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ChevronDown, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { isPlanRefusal, SeePlansLink } from '../../../components/ui/see-plans';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-error';
import type { Vehicle } from '../../../shared/schemas/vehicles';
import { DELETE_UNDO_SECONDS, isListable, VEHICLE_STATUS_LABELS, type VehicleStatus } from '../../../shared/vehicles';
import { useChangeStatus, useDeleteVehicle, useRestoreVehicles, useSetListed } from '../mutations';
import { lastInventorySearch } from './back-to-list';
import { ConfirmDialog, preloadConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CopyButton } from '../../../components/ui/copy-button';
import { LazyMenu } from '../../../components/ui/lazy-menu';
import { PlainSwitch } from '../../../components/ui/plain-switch';
import { vehicleName } from '../../../shared/format';
import { CONFIRMED_STATUSES } from './format';
import { VehicleStatusBadge } from './status-badge';

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** Why the listed switch is off limits, or null when the vehicle can be listed. */
export function listingBlocker(vehicle: Pick<Vehicle, 'status' | 'priceCents' | 'listed'>): string | null {
  if (vehicle.listed) return null; // Unlisting is always possible.
  if (!isListable(vehicle.status))
    return `Only available or on-hold vehicles can be listed; this one is ${VEHICLE_STATUS_LABELS[vehicle.status].toLowerCase()}.`;
  if (vehicle.priceCents === null) return 'Set an asking price to list it.';
  return null;
}

/** Where the vehicle goes after each status, said plainly in the confirmation. */
const CONFIRM_TEXT: Partial<Record<VehicleStatus, string>> = {
  sold: 'It leaves the marketplace and counts as sold today. Only unwinding its deal brings it back.',
  wholesaled: 'It leaves the marketplace and your retail stock. It can only be archived afterwards.',
  archived: 'It leaves your active inventory for good; archived vehicles cannot change status again.',
};

/**
 * The status menu (Chakra's menu with its positioning, ~15 kB gzip) and the confirmation its Sold,
 * Wholesaled and Archived ask for load on intent: a pointer resting on Change status or focus
 * reaching it (LazyMenu), so the vehicle page opens without them (issue 14).
 */
const loadStatusMenu = () =>
  Promise.all([import('../../../components/ui/move-to-menu-body'), preloadConfirmDialog()]).then(
    ([m]) => m.MoveToMenuBody<VehicleStatus>,
  );

function StatusMenu({ vehicle }: { vehicle: Vehicle }) {
  const change = useChangeStatus(vehicle.id);
  const [confirming, setConfirming] = useState<VehicleStatus | null>(null);
  const move = (status: VehicleStatus) =>
    change.mutate(status, {
      onSuccess: (saved) => {
        setConfirming(null);
        toaster.create({ type: 'success', title: `Status changed to ${VEHICLE_STATUS_LABELS[saved.status]}` });
      },
      onError: (error) => {
        setConfirming(null);
        toaster.create({ type: 'error', title: errorText(error, 'Could not change the status.') });
      },
    });
  if (vehicle.nextStatuses.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="status-final">
        Final status: no further changes.
      </Text>
    );
  }
  return (
    <>
      <LazyMenu
        load={loadStatusMenu}
        bodyProps={{
          statuses: vehicle.nextStatuses,
          labelOf: (status: VehicleStatus) => VEHICLE_STATUS_LABELS[status],
          onChoose: (status: VehicleStatus) => {
            if (!CONFIRMED_STATUSES.includes(status)) return move(status);
            // After the menu has closed and handed focus back to its trigger, or the dialog would
            // open while that focus move is still on its way.
            setTimeout(() => setConfirming(status), 0);
          },
        }}
        trigger={
          <Button variant="outline" size="sm" loading={change.isPending} data-testid="status-menu">
            Change status <ChevronDown size={16} aria-hidden />
          </Button>
        }
      />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `Mark as ${VEHICLE_STATUS_LABELS[confirming].toLowerCase()}?` : ''}
        confirmLabel={confirming ? `Mark ${VEHICLE_STATUS_LABELS[confirming].toLowerCase()}` : ''}
        destructive={confirming === 'archived'}
        busy={change.isPending}
        onConfirm={() => confirming && move(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {confirming ? CONFIRM_TEXT[confirming] : ''}
      </ConfirmDialog>
    </>
  );
}

function ListedSwitch({ vehicle }: { vehicle: Vehicle }) {
  const setListed = useSetListed(vehicle.id);
  const navigate = useNavigate();
  const blocker = listingBlocker(vehicle);
  const reasonId = useId();
  // The plan's refusal stays under the switch with the way out, after its toast has gone.
  const refusal = isPlanRefusal(setListed.error) ? setListed.error : null;
  return (
    <Stack gap="1" maxW={{ md: '72' }}>
      <PlainSwitch
        checked={vehicle.listed}
        disabled={blocker !== null || setListed.isPending}
        colorPalette="green"
        onCheckedChange={(on) =>
          setListed.mutate(on, {
            onSuccess: (saved) =>
              toaster.create({
                type: 'success',
                title: saved.listed ? 'Listed on the marketplace' : 'Taken off the marketplace',
              }),
            onError: (error) => {
              toaster.create({
                type: 'error',
                title: errorText(error, 'Could not change the listing.'),
                ...(isPlanRefusal(error)
                  ? { action: { label: 'See plans', onClick: () => void navigate({ to: '/dashboard/billing' }) } }
                  : {}),
              });
            },
          })
        }
        data-testid="listed-switch"
        inputProps={{ 'aria-describedby': blocker || refusal ? reasonId : undefined }}
      >
        Listed on the marketplace
      </PlainSwitch>
      {blocker ? (
        <Text id={reasonId} fontSize="xs" color="fg.muted" data-testid="listing-blocker">
          {blocker}
        </Text>
      ) : (
        refusal && (
          <Text id={reasonId} fontSize="xs" color="fg.error" data-testid="plan-refusal">
            {refusal.message} <SeePlansLink />
          </Text>
        )
      )}
    </Stack>
  );
}

function DeleteButton({ vehicle }: { vehicle: Vehicle }) {
  const remove = useDeleteVehicle();
  const restore = useRestoreVehicles();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const name = vehicleName(vehicle);
  const confirm = () => {
    const back = lastInventorySearch(queryClient);
    remove.mutate(vehicle.id, {
      onSuccess: () => {
        setOpen(false);
        toaster.create({
          type: 'success',
          title: `${name} deleted`,
          description: `Undo within ${DELETE_UNDO_SECONDS} seconds.`,
          duration: DELETE_UNDO_SECONDS * 1000,
          action: {
            label: 'Undo',
            onClick: () =>
              restore.mutate([vehicle.id], {
                onSuccess: () => toaster.create({ type: 'success', title: `${name} restored` }),
                onError: (error) =>
                  toaster.create({ type: 'error', title: errorText(error, 'Too late to restore it.') }),
              }),
          },
        });
        void navigate({ to: '/dashboard/inventory', search: back as never });
      },
      onError: (error) => {
        setOpen(false);
        toaster.create({ type: 'error', title: errorText(error, 'Could not delete the vehicle.') });
      },
    });
  };
  return (
    <>
      <Button
        variant="outline"
        colorPalette="red"
        size="sm"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void preloadConfirmDialog()}
        onFocus={() => void preloadConfirmDialog()}
        data-testid="delete-vehicle"
      >
        <Trash2 size={16} aria-hidden /> Delete
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete this vehicle?"
        confirmLabel="Delete vehicle"
        destructive
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        {`${name} (${vehicle.stockNumber}) leaves your inventory and the marketplace. You can undo it for ${DELETE_UNDO_SECONDS} seconds.`}
      </ConfirmDialog>
    </>
  );
}

/** Breadcrumb back to the list (the view left behind), the vehicle's name, identifiers and actions. */
export function VehicleHeader({ vehicle }: { vehicle: Vehicle }) {
  const queryClient = useQueryClient();
  const back = useMemo(() => lastInventorySearch(queryClient), [queryClient]);
  return (
    <Stack gap="4">
      <Breadcrumb.Root size="sm">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <Link to="/dashboard/inventory" search={back as never} data-testid="back-to-inventory">
                Inventory
              </Link>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{vehicle.stockNumber}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Box display="flex" gap="4" flexDirection={{ base: 'column', lg: 'row' }} alignItems={{ lg: 'flex-start' }}>
        <Stack gap="2" flex="1" minW="0">
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} tabIndex={-1} data-testid="vehicle-title">
              {vehicleName(vehicle)}
            </Heading>
            <VehicleStatusBadge status={vehicle.status} />
          </HStack>
          <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
            <Text>
              Stock{' '}
              <Text as="span" fontWeight="medium" color="fg" data-testid="stock-number">
                {vehicle.stockNumber}
              </Text>
            </Text>
            <HStack gap="1">
              <Text>
                VIN{' '}
                <Text as="span" fontFamily="mono" color="fg" data-testid="vin">
                  {vehicle.vin}
                </Text>
              </Text>
              <CopyButton value={vehicle.vin} label="Copy VIN" />
            </HStack>
            <Text>{vehicle.daysInStock === 1 ? '1 day in stock' : `${vehicle.daysInStock} days in stock`}</Text>
          </HStack>
        </Stack>
        <Stack gap="3" align={{ base: 'stretch', lg: 'flex-end' }}>
          <HStack gap="2" wrap="wrap" justify={{ lg: 'flex-end' }}>
            <StatusMenu vehicle={vehicle} />
            <DeleteButton vehicle={vehicle} />
          </HStack>
          <ListedSwitch vehicle={vehicle} />
        </Stack>
      </Box>
    </Stack>
  );
}
