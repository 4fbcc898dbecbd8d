import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PlainTab, PlainTabList, PlainTabPanel, PlainTabs } from '../../../components/ui/plain-tabs';
import type { Vehicle } from '../../../shared/schemas/vehicles';
import { ActivitySection } from './activity-section';
import { PriceHistory } from './price-history';
import { PricingSection } from './pricing-section';
import { SpecsSection } from './specs-section';
import { VehicleHeader } from './vehicle-header';

const ONE_LINE = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

export const DETAIL_TABS = ['overview', 'pricing', 'photos', 'activity'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/**
 * One vehicle: the header (identity, status, listing, delete) over four tabs. `photos` is the photo
 * manager, passed in by the screen so this feature folder does not depend on how photos are built.
 */
export function VehicleDetail({
  vehicle,
  photos,
  tab,
  onTabChange,
  onPhotosIntent,
}: {
  vehicle: Vehicle;
  /** Null until the photo manager exists: no tab rather than a fake one. */
  photos: ReactNode | null;
  /** The open tab (the screen keeps it in the URL). */
  tab: DetailTab;
  onTabChange: (tab: DetailTab) => void;
  /** A pointer resting on the Photos tab or focus reaching it: the screen starts loading the manager. */
  onPhotosIntent?: () => void;
}) {
  const open = tab === 'photos' && photos === null ? 'overview' : tab;
  return (
    <Stack gap="6" maxW="7xl" mx="auto" data-testid="vehicle-detail">
      <VehicleHeader vehicle={vehicle} />
      <PlainTabs value={open} onValueChange={(next) => onTabChange(next as DetailTab)} variant="line" lazyMount>
        {/* On a phone the four labels are wider than the screen: each keeps one line and the row
            scrolls sideways (the cut-off last tab says there is more), rather than labels wrapping. */}
        <PlainTabList overflowX="auto" overflowY="hidden" maxW="full" data-testid="detail-tabs">
          <PlainTab value="overview" {...ONE_LINE}>
            Overview &amp; specs
          </PlainTab>
          <PlainTab value="pricing" {...ONE_LINE}>
            Pricing
          </PlainTab>
          {photos !== null && (
            <PlainTab value="photos" {...ONE_LINE} onPointerEnter={onPhotosIntent} onFocus={onPhotosIntent}>
              Photos ({vehicle.photos.length})
            </PlainTab>
          )}
          <PlainTab value="activity" {...ONE_LINE}>
            Activity
          </PlainTab>
        </PlainTabList>
        <PlainTabPanel value="overview">
          <SpecsSection vehicle={vehicle} />
        </PlainTabPanel>
        <PlainTabPanel value="pricing">
          <Stack gap="6">
            <PricingSection vehicle={vehicle} />
            <PriceHistory vehicleId={vehicle.id} />
          </Stack>
        </PlainTabPanel>
        {photos !== null && <PlainTabPanel value="photos">{photos}</PlainTabPanel>}
        <PlainTabPanel value="activity">
          <ActivitySection vehicleId={vehicle.id} />
        </PlainTabPanel>
      </PlainTabs>
    </Stack>
  );
}
