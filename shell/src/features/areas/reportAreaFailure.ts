import { FederationError } from '@wellness/federation/runtime';
import type { RemoteName } from '@wellness/shared/contract';

export type FailureKind = 'version-mismatch' | 'load-failure' | 'render-error';

export interface AreaFailure {
  kind: FailureKind;
  area: RemoteName;
  message: string;
  needed?: string;
  found?: string;
  release?: string;
}

/** What went wrong in an area, in the shape of the API's client-error report (no personal data: no URL, no user). */
export function describeFailure(area: RemoteName, error: unknown, release?: string): AreaFailure {
  if (error instanceof FederationError) {
    return { kind: error.kind, area, message: error.message.slice(0, 500), needed: error.detail.needed, found: error.detail.found, release };
  }
  const message = String((error as Error)?.message ?? error).slice(0, 500);
  return { kind: (error as Error)?.name === 'ChunkLoadError' ? 'load-failure' : 'render-error', area, message, release };
}

const reported = new Set<string>();

/** Tells the API once per page and cause, so admins see a remote that cannot run here; never fails the page. */
export function reportAreaFailure(apiBaseUrl: string | null, failure: AreaFailure): void {
  const key = `${failure.area}:${failure.kind}:${failure.needed ?? ''}`;
  if (!apiBaseUrl || reported.has(key)) return;
  reported.add(key);
  void fetch(`${apiBaseUrl}/api/client-errors`, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(failure),
  }).catch(() => undefined);
}
