import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function VehiclesScreen() {
  return <ComingSoonScreen route={routeById['vehicles']} />;
}
