import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';

export function FavoritesScreen() {
  return <ComingSoonScreen route={routeById['favorites']} />;
}
