import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function InventoryScreen() {
  return <ComingSoonScreen route={routeById['inventory']} />;
}
