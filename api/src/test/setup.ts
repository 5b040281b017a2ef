// Every API test file starts its own database (PGlite takes a few seconds to start): jest's 5 s default is too short
// on a busy machine. `testTimeout` in a project config is ignored when jest runs several projects, hence this file.
// The heaviest files (hundreds of concurrent requests on PGlite, beside another file on a 2-core machine) took up to
// 70 s a test on a slow CI machine (2026-12-01), so 120 s: a test that hangs still fails, two minutes later.
// Under native ES modules jest hands its object to each module as import.meta.jest.
import.meta.jest.setTimeout(120_000);
