import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';

export function CareersScreen() {
  const route = routeById['careers'];
  return <PublicPage title={headingOf(route)} lead={route.description} />;
}
