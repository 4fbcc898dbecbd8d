import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';

export function HelpCenterScreen() {
  const route = routeById['help-center'];
  return <PublicPage title={headingOf(route)} lead={route.description} />;
}
