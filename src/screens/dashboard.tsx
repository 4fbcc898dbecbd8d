import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function DashboardScreen() {
  return <ComingSoonScreen route={routeById['dashboard']} />;
}
