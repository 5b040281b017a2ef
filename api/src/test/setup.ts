// Every API test file starts its own database (PGlite takes a few seconds to start): jest's 5 s default is too short
// on a busy machine. `testTimeout` in a project config is ignored when jest runs several projects, hence this file.
// Under native ES modules jest hands its object to each module as import.meta.jest.
import.meta.jest.setTimeout(60_000);
