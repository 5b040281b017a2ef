/**
 * The live channel of a signed-in tab (Server-Sent Events): `startLive(store)` once per tab (the shell does, after
 * first paint), and what pages read of it (`useLivePollingInterval`: poll while it is down).
 */
export { startLive, defaultBackoffMs, type LiveOptions } from './liveClient';
export { handleLiveEvent, parseLiveEvent } from './handleLiveEvent';
export { onLiveEvent } from './onLiveEvent';
export { liveSlice, liveStatusChanged, selectLiveStatus, useLivePollingInterval, POLL_WHILE_LIVE_DOWN_MS, type LiveState, type LiveStatus } from './liveStatus';
