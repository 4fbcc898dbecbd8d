import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function BillingScreen() {
  return <ComingSoonScreen route={routeById['billing']} />;
}
