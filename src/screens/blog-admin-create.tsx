import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function BlogAdminCreateScreen() {
  return <ComingSoonScreen route={routeById['blog-admin-create']} />;
}
