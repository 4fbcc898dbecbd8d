import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function BlogAdminScreen() {
  const route = routeById['blog-admin'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel title="No posts yet" description="Write, schedule and publish posts for the public blog." />
    </DashboardPage>
  );
}
