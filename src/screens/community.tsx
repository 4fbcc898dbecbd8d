import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';

export function CommunityScreen() {
  const route = routeById['community'];
  return <PublicPage title={headingOf(route)} lead={route.description} />;
}
