import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function BillingSuccessScreen() {
  return <ComingSoonScreen route={routeById['billing-success']} />;
}
