import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Logs why a remote failed; the shell's RemoteBoundary shows the visitor a retry. */
export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'wellness-shell-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] could not load "${id}" during ${lifecycle}:`, error);
      return undefined;
    },
  };
}
