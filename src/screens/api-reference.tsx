import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';

export function ApiReferenceScreen() {
  const route = routeById['api-reference'];
  return <PublicPage title={headingOf(route)} lead={route.description} />;
}
