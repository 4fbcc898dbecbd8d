import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function BlogAdminScreen() {
  return <ComingSoonScreen route={routeById['blog-admin']} />;
}
