import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';

export function ContactScreen() {
  const route = routeById['contact'];
  return <PublicPage title={headingOf(route)} lead={route.description} />;
}
