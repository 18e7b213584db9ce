import type { FastifyInstance } from 'fastify';

export async function optionRoutes(_app: FastifyInstance): Promise<void> {}
