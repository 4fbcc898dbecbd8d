import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function BlogAdminCreateScreen() {
  const route = routeById['blog-admin-create'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel title="New post" description="Title, slug, excerpt, cover, Markdown body and tags." />
    </DashboardPage>
  );
}
