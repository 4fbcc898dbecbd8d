import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function CustomerEditScreen() {
  return <ComingSoonScreen route={routeById['customer-edit']} />;
}
