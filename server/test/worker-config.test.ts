import { loadConfig } from '../src/config';
import { workerConfig, workerEnvironment } from '../src/worker-config';

const postgresEnv = { DATABASE_URL: 'postgres://registrar@db.internal:5432/registrar' };

describe('the worker process’s configuration', () => {
  it('sends mail even when the API processes are told not to, listens on loopback only, renders nothing', () => {
    const env = { ...postgresEnv, OUTBOX_INTERVAL_MS: '0', HOST: '0.0.0.0', PORT: '3000' };
    const config = workerConfig(loadConfig(env, '/srv/registrar'), { WORKER_PORT: '9101' });
    expect(config.documents.outboxIntervalMs).toBe(2000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(9101);
    expect(config.firstPaint).toBe(false);
    // Its own interval when one is set.
    const tuned = workerConfig(
      loadConfig({ ...postgresEnv, OUTBOX_INTERVAL_MS: '500' }, '/srv/registrar'),
      {},
    );
    expect(tuned.documents.outboxIntervalMs).toBe(500);
    expect(tuned.port).toBe(0);
  });

  it('reconciles payments even when the API processes are told not to', () => {
    expect(workerEnvironment({ PAYMENT_RECONCILE_INTERVAL_MS: '0' })).toEqual({
      PAYMENT_RECONCILE_INTERVAL_MS: '60000',
    });
    expect(workerEnvironment({ PAYMENT_RECONCILE_INTERVAL_MS: '5000' })).toEqual({});
    expect(workerEnvironment({})).toEqual({});
  });

  it('refuses the embedded database, which belongs to one process, and a port that is none', () => {
    expect(() => workerConfig(loadConfig({}, '/srv/registrar'), {})).toThrow(/needs DATABASE_URL/);
    expect(() =>
      workerConfig(loadConfig(postgresEnv, '/srv/registrar'), { WORKER_PORT: 'http' }),
    ).toThrow(/WORKER_PORT/);
  });
});
