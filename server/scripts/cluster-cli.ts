import { parseArgs } from 'node:util';
import { startCluster } from './cluster';

/**
 * `npm run cluster [-- --port 8080 --api-processes 3]`: starts the topology and keeps it running
 * until Ctrl-C.
 */
async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('npm run cluster needs DATABASE_URL (PostgreSQL): its processes share it.');
    process.exit(1);
  }
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8080' },
      'api-processes': { type: 'string', default: '3' },
    },
  });
  const apiProcesses = Number(values['api-processes']);
  const port = Number(values.port);
  if (!Number.isInteger(apiProcesses) || apiProcesses < 1 || apiProcesses > 32)
    throw new Error('--api-processes is a number from 1 to 32');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port is a port');
  const cluster = await startCluster({
    databaseUrl,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    apiProcesses,
    port,
    onOutput: (name, line) => process.stdout.write(`${name.padEnd(8)}| ${line}\n`),
  });
  process.stdout.write(
    [
      '',
      `Registrar is at ${cluster.base} (HAProxy), remotes at ${cluster.staticBase}.`,
      `API processes: ${cluster.apis.map((api) => `${api.name} on ${String(api.port)}`).join(', ')}; the worker sends mail.`,
      cluster.admin
        ? `Administrator: ${cluster.admin.email} / ${cluster.admin.password} (shown only on this first start)`
        : 'The database was set up before: sign in with the administrator account made then.',
      'Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
  let isStopping = false;
  const stop = () => {
    if (isStopping) return;
    isStopping = true;
    void cluster.stop().then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
