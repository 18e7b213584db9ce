import type { FastifyInstance } from 'fastify';

export async function packageRoutes(_app: FastifyInstance): Promise<void> {}
