import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function ReportsScreen() {
  return <ComingSoonScreen route={routeById['reports']} />;
}
