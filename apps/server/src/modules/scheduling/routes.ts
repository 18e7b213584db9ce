import type { FastifyInstance } from 'fastify';

export async function schedulingRoutes(_app: FastifyInstance): Promise<void> {}
