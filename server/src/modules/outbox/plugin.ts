import fp from 'fastify-plugin';
import { createMailSender, type MailSettings } from '../mail/sender';
import { loadSmsConfig } from '../sms/config';
import { createSmsSender } from '../sms/sender';
import { OutboxWorker, type WorkerOptions } from './worker';

export interface DocumentsOptions {
  /** Base of links in emails and QR codes (no trailing slash), e.g. https://registry.example.edu */
  publicUrl: string;
  mail: Omit<MailSettings, 'publicUrl'>;
  /** Poll interval of the in-process worker; 0 = not started (tests call runOnce()). */
  outboxIntervalMs: number;
  worker?: WorkerOptions;
  /** Public verification: requests per window per client IP (default 30 a minute). */
  verifyRateLimit?: { max: number; windowMs: number };
}

export const defaultDocumentsOptions: DocumentsOptions = {
  publicUrl: 'http://localhost:3000',
  mail: { from: 'Registrar <no-reply@registrar.local>' },
  outboxIntervalMs: 0,
};

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
    documentsOptions: DocumentsOptions;
  }
}

/**
 * Starts the outbox worker with the server (the mail sender, or the SMS sender for a text, as its
 * handler; the SMS settings come from the environment, modules/sms) and stops it before the
 * database closes. With several server processes on one PostgreSQL each runs its own worker.
 */
export default fp<DocumentsOptions>(
  async (app, options) => {
    const sender = createMailSender(
      app.db,
      { ...options.mail, publicUrl: options.publicUrl },
      app.signer,
    );
    const sendSms = createSmsSender(app.db, {
      publicUrl: options.publicUrl,
      config: loadSmsConfig(),
    });
    const worker = new OutboxWorker(
      app.db,
      (job) => (job.kind === 'sms' ? sendSms(job) : sender.send(job)),
      {
        ...options.worker,
        onError: (error, job) =>
          app.log.warn({ err: error, job: job?.id, template: job?.template }, 'outbox job failed'),
      },
    );
    app.decorate('outbox', worker);
    app.decorate('documentsOptions', options);
    app.addHook('onReady', async () => worker.start(options.outboxIntervalMs));
    app.addHook('preClose', async () => {
      await worker.stop();
      sender.close();
    });
  },
  { name: 'outbox', dependencies: ['db'] },
);
