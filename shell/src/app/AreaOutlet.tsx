import { areaForPath, Navigate, useLocation } from '@wellness/shared/contract';
import { RoleGuard } from '../features/guards/RoleGuard';
import { RemoteArea } from '../features/areas/RemoteArea';
import { useRuntimeConfig } from '../features/areas/runtimeConfig';

/**
 * Mounts the area that owns the current location, by the paths /config.json assigns, behind the guards the remotes
 * declare. Keyed by area, so moving inside an area keeps it mounted; a path no area owns goes home.
 */
export function AreaOutlet() {
  const config = useRuntimeConfig();
  const { pathname } = useLocation();
  const area = areaForPath(config, pathname);
  if (!area) return <Navigate to="/" replace />;
  return (
    <RoleGuard>
      <RemoteArea key={area} remote={area} />
    </RoleGuard>
  );
}
