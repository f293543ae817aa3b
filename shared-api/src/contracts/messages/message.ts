import { z } from 'zod';

/**
 * The files an applicant may attach to a message: a scan or a photo of a document, while the
 * request is on hold waiting for them (a reply or a document).
 */
export const MESSAGE_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type TMessageAttachmentType = (typeof MESSAGE_ATTACHMENT_TYPES)[number];
/** The largest file an applicant may attach (bytes). */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** How many files one application's thread may hold from its applicant. */
export const MESSAGE_ATTACHMENTS_PER_APPLICATION = 10;
export const MESSAGE_ATTACHMENT_TOO_LARGE = 'The file must be at most 5 MB';
export const MESSAGE_ATTACHMENT_WRONG_TYPE = 'Attach a PDF, JPEG or PNG file';
export const MESSAGE_ATTACHMENT_NOT_ASKED =
  'Attach a document when the registry asks for one: this request is not waiting for a document from you';
export const MESSAGE_ATTACHMENT_LIMIT = `At most ${String(MESSAGE_ATTACHMENTS_PER_APPLICATION)} documents can be attached to one application: write to the registry instead`;

/** A file attached to a message, as both sides see it (staff download it by its id). */
export const ZMessageAttachment = z
  .object({
    id: z.number().int(),
    file_name: z.string(),
    content_type: z.enum(MESSAGE_ATTACHMENT_TYPES),
    size_bytes: z.number().int(),
  })
  .meta({ id: 'MessageAttachment' });
export type TMessageAttachment = z.infer<typeof ZMessageAttachment>;

/** A message of an application's thread as the applicant sees it (no staff identities). */
export const ZMessage = z
  .object({
    id: z.number().int(),
    sender: z.enum(['applicant', 'staff']),
    body: z.string(),
    created_at: z.string(),
    /** The document the applicant attached (null: none). */
    attachment: ZMessageAttachment.nullable(),
  })
  .meta({ id: 'Message' });
export type TMessage = z.infer<typeof ZMessage>;

/** A message as staff see it: also who replied and when the other side read it. */
export const ZStaffMessage = ZMessage.extend({
  staff_name: z.string().nullable(),
  read_at: z.string().nullable(),
}).meta({ id: 'StaffMessage' });
export type TStaffMessage = z.infer<typeof ZStaffMessage>;

export const ZMessageBody = z.string().trim().min(1, 'This field is required').max(2000);
