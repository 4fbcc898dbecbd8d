import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';

export function BlogPostScreen() {
  const route = routeById['blog-post'];
  return <PublicPage title={headingOf(route)} lead={route.description} />;
}
