import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';

export function QuoteSubmittedScreen() {
  const route = routeById['quote-submitted'];
  return <PublicPage title={headingOf(route)} lead={route.description} />;
}
