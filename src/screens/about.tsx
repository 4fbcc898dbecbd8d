import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';

export function AboutScreen() {
  const route = routeById['about'];
  return <PublicPage title={headingOf(route)} lead={route.description} />;
}
