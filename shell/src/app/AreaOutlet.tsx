import { Navigate, useLocation } from '@wellness/shared/contract';
import { RoleGuard } from '../features/guards/RoleGuard';
import { RemoteArea } from '../features/areas/RemoteArea';
import { useArea } from './useArea';

/**
 * Mounts the area that owns the current location (the paths /config.json gives it and those its remote publishes),
 * behind the guards the remotes declare. Keyed by area, so moving inside an area keeps it mounted; a path no area
 * owns goes home.
 */
export function AreaOutlet() {
  const { pathname } = useLocation();
  const area = useArea(pathname);
  if (!area) return <Navigate to="/" replace />;
  return (
    <RoleGuard>
      <RemoteArea key={area} remote={area} />
    </RoleGuard>
  );
}
