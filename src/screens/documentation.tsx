import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';

export function DocumentationScreen() {
  const route = routeById['documentation'];
  return <PublicPage title={headingOf(route)} lead={route.description} />;
}
