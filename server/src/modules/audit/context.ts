import type { FastifyRequest } from 'fastify';
import type { AuditContext } from './repository';

export const auditContextOf = (request: FastifyRequest): AuditContext => ({
  actorUserId: request.auth?.user.id ?? null,
  ip: request.ip ?? null,
});
