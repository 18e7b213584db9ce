import type { FastifyInstance } from 'fastify';

export async function availabilityRoutes(_app: FastifyInstance): Promise<void> {}
