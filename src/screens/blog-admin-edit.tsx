import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function BlogAdminEditScreen() {
  const route = routeById['blog-admin-edit'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel title="Post not loaded" description="Edit the post's content and publication status." />
    </DashboardPage>
  );
}
