import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function NotificationsScreen() {
  return <ComingSoonScreen route={routeById['notifications']} />;
}
