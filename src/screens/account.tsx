import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function AccountScreen() {
  return <ComingSoonScreen route={routeById['account']} />;
}
