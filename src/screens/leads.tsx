import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function LeadsScreen() {
  return <ComingSoonScreen route={routeById['leads']} />;
}
