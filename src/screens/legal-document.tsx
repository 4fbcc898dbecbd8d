import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';

export function LegalDocumentScreen() {
  const route = routeById['legal-document'];
  return <PublicPage title={headingOf(route)} lead={route.description} />;
}
