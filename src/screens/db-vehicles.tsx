import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function DbVehiclesScreen() {
  return <ComingSoonScreen route={routeById['db-vehicles']} />;
}
