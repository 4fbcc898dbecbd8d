import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';

export function ContactSalesScreen() {
  const route = routeById['contact-sales'];
  return <PublicPage title={headingOf(route)} lead={route.description} />;
}
