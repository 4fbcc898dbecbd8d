import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';

export function BlogScreen() {
  const route = routeById['blog'];
  return <PublicPage title={headingOf(route)} lead={route.description} />;
}
