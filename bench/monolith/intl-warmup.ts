// The shell's entry (shell/src/index.ts) starts the worker that loads the browser's formatting data; the monolith has
// no such entry (it starts at the bootstrap), so it starts the same worker here: the worker is the app's, not a cost of
// federation, and both builds load it.
import { startIntlWarmup } from '../../shell/src/features/intl-warmup/startIntlWarmup';

startIntlWarmup(document.documentElement.lang);
