import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { NotFound } from '../components/errors/not-found';
import { ApiError } from '../lib/api-error';
import { usePageTitle } from '../lib/page-title';
import { vehicleName } from '../shared/format';
import { VehicleDetailError, VehicleDetailSkeleton } from '../features/inventory/detail/query-state';
import { VehicleDetail } from '../features/inventory/detail/vehicle-detail';
import { LazyPhotoManager, preloadPhotoManager } from '../features/inventory/photos/lazy-photo-manager';
import { inventoryQueries } from '../features/inventory/queries';

const routeApi = getRouteApi('/dashboard/inventory/$id');

/** The API answers 404 for an unknown id and for another dealership's vehicle alike. */
const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

export function InventoryDetailScreen() {
  const { id } = routeApi.useParams();
  const { tab } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const vehicle = useQuery(inventoryQueries.detail(id));
  usePageTitle(
    vehicle.data
      ? `${vehicleName(vehicle.data)} · ${vehicle.data.stockNumber} — Lotline`
      : isMissing(vehicle.error)
        ? 'Not Found — Lotline'
        : null,
  );

  if (vehicle.isPending) return <VehicleDetailSkeleton />;
  if (vehicle.isError) {
    if (isMissing(vehicle.error)) return <NotFound home="/dashboard" />;
    return (
      <VehicleDetailError
        message={vehicle.error instanceof ApiError ? vehicle.error.message : 'Check your connection and try again.'}
        onRetry={() => void vehicle.refetch()}
      />
    );
  }
  return (
    <VehicleDetail
      vehicle={vehicle.data}
      photos={<LazyPhotoManager vehicleId={vehicle.data.id} photos={vehicle.data.photos} />}
      onPhotosIntent={preloadPhotoManager}
      tab={tab}
      // Switching tabs is not a new page: replace, so Back still leaves the vehicle.
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}
