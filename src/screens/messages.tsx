import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function MessagesScreen() {
  return <ComingSoonScreen route={routeById['messages']} />;
}
