import { createHash } from 'node:crypto';
import {
  MESSAGE_ATTACHMENT_LIMIT,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_NOT_ASKED,
  MESSAGE_ATTACHMENT_TOO_LARGE,
  MESSAGE_ATTACHMENTS_PER_APPLICATION,
  type TMessageAttachmentType,
  type TMessageAttachmentUpload,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { fieldError } from '../../lib/http-errors';
import { cleanFileName, sniffImage } from '../../lib/uploads';
import type { ThreadOwner } from './repository';

const PDF_MAGIC = Buffer.from('%PDF-');
const EXTENSIONS: Record<TMessageAttachmentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** What the bytes are, by their first bytes (the name and the declared type are not trusted). */
const sniff = (bytes: Buffer): TMessageAttachmentType | null => {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'application/pdf';
  const image = sniffImage(bytes);
  return image === 'image/png' || image === 'image/jpeg' ? image : null;
};

export interface CheckedAttachment {
  file_name: string;
  content_type: TMessageAttachmentType;
  size_bytes: number;
  sha256: string;
  content: Buffer;
}

/**
 * The file an applicant attaches, checked: decoded from base64, at most the size allowed, its
 * bytes of the type it claims (a PDF, JPEG or PNG), the request on hold waiting for the applicant
 * (a reply or a document: nobody stores files on a request that asks for none), and a thread
 * holds only so many. The name is
 * kept as a safe file name with the extension of its real type. A refusal is a 422 on
 * `attachment`.
 */
export async function checkAttachment(
  db: Db,
  owner: ThreadOwner,
  upload: TMessageAttachmentUpload,
): Promise<CheckedAttachment> {
  const content = Buffer.from(upload.content_base64, 'base64');
  if (content.length === 0) throw fieldError('attachment', 'The file is empty');
  if (content.length > MESSAGE_ATTACHMENT_MAX_BYTES)
    throw fieldError('attachment', MESSAGE_ATTACHMENT_TOO_LARGE);
  const type = sniff(content);
  if (type !== upload.content_type)
    throw fieldError(
      'attachment',
      type
        ? 'The file is not of the type its name says: choose it again'
        : 'Attach a PDF, JPEG or PNG file',
    );
  // The request's row lock: concurrent uploads to one request count one after the other.
  const request = await db
    .selectFrom('applications')
    .select(['status', 'hold_action'])
    .where('id', '=', owner.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (request.status !== 'on_hold' || !request.hold_action || request.hold_action === 'none')
    throw fieldError('attachment', MESSAGE_ATTACHMENT_NOT_ASKED);
  const { n } = await db
    .selectFrom('message_attachments as f')
    .innerJoin('messages as m', 'm.id', 'f.message_id')
    .where('m.application_id', '=', owner.id)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) >= MESSAGE_ATTACHMENTS_PER_APPLICATION)
    throw fieldError('attachment', MESSAGE_ATTACHMENT_LIMIT);
  const base = cleanFileName(upload.file_name, 120).replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return {
    file_name: `${base || 'document'}.${EXTENSIONS[type]}`,
    content_type: type,
    size_bytes: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
  };
}
