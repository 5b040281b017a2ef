import { buildApp } from './app';
import { openAppDatabase } from './bootstrap';
import { loadConfig } from './config';

const config = loadConfig();
const database = await openAppDatabase(config);
const app = await buildApp(config, database);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info({ database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir, adminSignup: config.allowAdminSignup }, 'API ready');
