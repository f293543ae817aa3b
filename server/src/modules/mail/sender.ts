import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import type { Database } from '../../db/schema';
import type { OutboxRow } from '../../db/schema-documents';
import type { Delivered } from '../outbox/repository';
import { PermanentFailure } from '../outbox/worker';
import type { InstitutionSigner } from '../signing/plugin';
import { attachmentsFor } from './attachments';
import { type Branding, loadBranding } from './branding';
import { toHtml, toText } from './layout';
import { isMailTemplate, type MailPayloads, type MailTemplate, templates } from './templates';

/** The product's text; the client replaces it with its translated email-not-sent message. */
export const EMAIL_NOT_SENT = 'Email could not be sent to this email address.';

export interface MailSettings {
  /** smtp(s)://user:pass@host:port; unset = write .eml files. */
  smtpUrl?: string;
  from: string;
  /** Where .eml files go without SMTP (DATA_DIR/mail); unset = kept in the database only. */
  dir?: string;
  publicUrl: string;
}

/** Builds the RFC 822 message of one template (the same bytes are sent and archived). */
export async function composeMessage(
  template: MailTemplate,
  payload: MailPayloads[MailTemplate],
  branding: Branding,
  envelope: { from: string; to: string; subject: string; messageId: string },
  attachments: Mail.Attachment[] = [],
): Promise<Buffer> {
  const spec = templates[template] as {
    compose: (
      d: typeof payload,
      b: Branding,
    ) => ReturnType<(typeof templates)[MailTemplate]['compose']>;
  };
  const { title, greeting, blocks } = spec.compose(payload, branding);
  return new MailComposer({
    ...envelope,
    text: toText(greeting, blocks, branding),
    html: toHtml(title, greeting, blocks, branding),
    attachments,
    headers: { 'X-Registrar-Template': template },
  })
    .compile()
    .build();
}

/**
 * A permanent refusal of the recipient (5xx to RCPT TO, e.g. 550 no such mailbox) cannot be
 * fixed by retrying; anything else (connection refused, 4xx, timeouts) is retried.
 */
export function isPermanentRecipientFailure(error: unknown): boolean {
  const e = error as { responseCode?: number; command?: string; code?: string };
  return (
    typeof e?.responseCode === 'number' &&
    e.responseCode >= 500 &&
    e.responseCode < 600 &&
    (e.command === 'RCPT TO' || e.code === 'EENVELOPE')
  );
}

const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * The outbox handler for email jobs: renders the template with the institution's branding,
 * then sends it over SMTP, or writes it to `dir/<id>.eml`. A document-ready email's token is
 * used for the message sent and left out of the archived copy and of the stored payload.
 */
export function createMailSender(
  db: Kysely<Database>,
  settings: MailSettings,
  signer: InstitutionSigner,
) {
  const transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : undefined;
  const domain = addressOf(settings.from).split('@')[1] ?? 'registrar.local';

  const send = async (job: OutboxRow): Promise<Delivered> => {
    if (!isMailTemplate(job.template))
      throw new PermanentFailure(`Unknown template ${job.template}`);
    const payload = job.payload as MailPayloads[MailTemplate] & { secret_token?: string };
    const branding = await loadBranding(db, settings.publicUrl);
    const envelope = {
      from: settings.from,
      to: job.recipient,
      subject: job.subject,
      messageId: `<outbox-${job.id}.${randomBytes(6).toString('hex')}@${domain}>`,
    };
    const attachments = await attachmentsFor(db, job.template, payload, signer);
    const raw = await composeMessage(job.template, payload, branding, envelope, attachments);
    const { secret_token: secret, ...publicPayload } = payload;
    const archived = secret
      ? await composeMessage(job.template, publicPayload, branding, envelope, attachments)
      : raw;

    if (transport) {
      try {
        await transport.sendMail({
          envelope: { from: addressOf(settings.from), to: [job.recipient] },
          raw,
        });
      } catch (error) {
        if (isPermanentRecipientFailure(error)) throw new PermanentFailure(EMAIL_NOT_SENT);
        throw error;
      }
    } else if (settings.dir) {
      await mkdir(settings.dir, { recursive: true });
      await writeFile(path.join(settings.dir, `${String(job.id).padStart(8, '0')}.eml`), raw);
    }
    return {
      transport: transport ? 'smtp' : 'file',
      messageId: envelope.messageId,
      raw: archived,
      ...(secret ? { payload: publicPayload } : {}),
    };
  };
  return { send, close: () => transport?.close() };
}
