import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function DealsScreen() {
  return <ComingSoonScreen route={routeById['deals']} />;
}
