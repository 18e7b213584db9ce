import type { FastifyInstance } from 'fastify';

export async function businessRoutes(_app: FastifyInstance): Promise<void> {}
