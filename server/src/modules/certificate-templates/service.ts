import {
  renderCertificateBody,
  type TAuthUser,
  type TCertificatePlaceholder,
  type TCertificateTemplate,
  type TCertificateTemplateInput,
  type TCertificateTemplatePreview,
  type TListCertificateTemplatesQuery,
  type TPaginated,
} from '@registrar/shared-api/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/schema';
import type { CertificateTemplatesTable } from '../../db/schema-records';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { paginate } from '../../lib/paginate';
import { assertRole } from '../../lib/roles';
import { type AuditContext, recordEntityAudit } from '../audit/repository';
import { changesBetween } from '../../lib/audit-changes';
import { mapDbErrors } from '../../lib/crud';
import { iso } from '../../lib/iso';
import * as repo from './repository';

const TEMPLATE_NOT_FOUND = 'Certificate template not found.';
const NAME_TAKEN = 'A certificate template with this name already exists.';

export const toTemplate = (row: Selectable<CertificateTemplatesTable>): TCertificateTemplate => ({
  id: row.id,
  name: row.name,
  title: row.title,
  body_template: row.body_template,
  orientation: row.orientation,
  is_active: row.is_active,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

const AUDITED: (keyof TCertificateTemplate)[] = [
  'name',
  'title',
  'body_template',
  'orientation',
  'is_active',
];

/** The fixed sample graduate a preview is filled for. */
export const SAMPLE_VALUES: Record<TCertificatePlaceholder, string> = {
  full_name: 'Adaeze Chioma Okonkwo',
  degree: 'Bachelor of Technology',
  class_of_degree: 'First Class Honours',
  programme: 'Computer Science',
  graduation_year: '2020',
  graduation_session: '2019/2020',
  serial_number: 'FUTD/2020/000001',
  date_issued: '14 March 2021',
};

/** A concurrent insert of the same name loses on the unique index: still a 409. */
const uniqueName = <T>(run: () => Promise<T>): Promise<T> =>
  mapDbErrors(run, { onUnique: () => conflict('name', NAME_TAKEN) });

/**
 * Registry officers read the list too: they issue certificates (Graduation Certificates, a
 * certificate application's page) and choose the template there. Only administrators edit.
 */
export async function listTemplates(
  db: Db,
  actor: TAuthUser | null,
  query: TListCertificateTemplatesQuery,
): Promise<TPaginated<TCertificateTemplate>> {
  assertRole(actor, 'administrator', 'registry_officer');
  const { page, per_page: perPage, search } = query;
  const { rows, total } = await repo.list(db, search, page, perPage);
  return paginate(rows.map(toTemplate), total, page, perPage, '/api/certificate-templates', {
    search,
    per_page: perPage,
  });
}

export async function getTemplate(db: Db, actor: TAuthUser | null, id: number) {
  assertRole(actor, 'administrator');
  const row = await repo.findById(db, id);
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return toTemplate(row);
}

export async function previewTemplate(
  db: Db,
  actor: TAuthUser | null,
  id: number,
): Promise<TCertificateTemplatePreview> {
  const template = await getTemplate(db, actor, id);
  return {
    title: template.title,
    orientation: template.orientation,
    rendered: renderCertificateBody(template.body_template, SAMPLE_VALUES),
  };
}

export async function createTemplate(
  db: Db,
  actor: TAuthUser | null,
  input: TCertificateTemplateInput,
  context: AuditContext,
): Promise<TCertificateTemplate> {
  assertRole(actor, 'administrator');
  return uniqueName(() =>
    db.transaction().execute(async (trx) => {
      if (await repo.findByName(trx, input.name)) throw conflict('name', NAME_TAKEN);
      const template = toTemplate(await repo.insert(trx, input));
      await recordEntityAudit(trx, context, 'certificate_template', 'created', template.id, {
        after: input,
      });
      return template;
    }),
  );
}

export async function updateTemplate(
  db: Db,
  actor: TAuthUser | null,
  id: number,
  input: TCertificateTemplateInput,
  context: AuditContext,
): Promise<TCertificateTemplate> {
  assertRole(actor, 'administrator');
  return uniqueName(() =>
    db.transaction().execute(async (trx) => {
      const before = await repo.findById(trx, id, true);
      if (!before) throw notFound(TEMPLATE_NOT_FOUND);
      if (await repo.findByName(trx, input.name, id)) throw conflict('name', NAME_TAKEN);
      const after = toTemplate(await repo.update(trx, id, input));
      await recordEntityAudit(trx, context, 'certificate_template', 'updated', id, {
        changes: changesBetween(toTemplate(before), after, AUDITED),
      });
      return after;
    }),
  );
}

export async function deleteTemplate(
  db: Db,
  actor: TAuthUser | null,
  id: number,
  context: AuditContext,
): Promise<void> {
  assertRole(actor, 'administrator');
  await db.transaction().execute(async (trx) => {
    const before = await repo.findById(trx, id, true);
    if (!before) throw notFound(TEMPLATE_NOT_FOUND);
    if (await repo.isUsed(trx, id)) {
      throw new HttpError(
        409,
        'Certificates were issued from this template: it cannot be deleted. Deactivate it instead.',
      );
    }
    await repo.remove(trx, id);
    await recordEntityAudit(trx, context, 'certificate_template', 'deleted', id, {
      before: toTemplate(before),
    });
  });
}
