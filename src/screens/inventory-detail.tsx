import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function InventoryDetailScreen() {
  return <ComingSoonScreen route={routeById['inventory-detail']} />;
}
