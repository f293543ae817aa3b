import type { FastifyRequest } from 'fastify';

/** The signed-in staff user of a request (null without one: assertRole answers 401). */
export const actorOf = (request: FastifyRequest) => request.auth?.user ?? null;
