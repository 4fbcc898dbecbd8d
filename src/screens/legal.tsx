import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';

export function LegalScreen() {
  const route = routeById['legal'];
  return <PublicPage title={headingOf(route)} lead={route.description} />;
}
