import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function BlogAdminEditScreen() {
  return <ComingSoonScreen route={routeById['blog-admin-edit']} />;
}
