import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';

export function IntegrationsScreen() {
  const route = routeById['integrations'];
  return <PublicPage title={headingOf(route)} lead={route.description} />;
}
