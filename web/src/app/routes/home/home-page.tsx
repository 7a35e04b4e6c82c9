import { useCurrentUser } from '../../../hooks/use-current-user';
import { VehicleCardSlotsProvider } from '../../vehicle-card-slots';
import { PublicHome } from './public-home';
import { SignedInHome } from './signed-in-home';

/** `/`: the signed-in home for a user, the public landing view otherwise (the shell shows the loader while the user loads). */
export function HomePage() {
  const { user } = useCurrentUser();
  return <VehicleCardSlotsProvider>{user ? <SignedInHome user={user} /> : <PublicHome />}</VehicleCardSlotsProvider>;
}
