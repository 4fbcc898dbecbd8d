import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function CustomersScreen() {
  return <ComingSoonScreen route={routeById['customers']} />;
}
