// Every API test file starts its own database (PGlite takes a few seconds to start): jest's 5 s default is too short
// on a busy machine. `testTimeout` in a project config is ignored when jest runs several projects, hence this file.
(import.meta as unknown as { jest: { setTimeout(ms: number): void } }).jest.setTimeout(60_000);
