import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function FavoritesScreen() {
  const route = routeById['favorites'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel title="No favorites yet" description="Save vehicles you like and follow their price changes here." />
    </DashboardPage>
  );
}
