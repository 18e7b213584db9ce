import type { FastifyInstance } from 'fastify';

export async function contractTemplateRoutes(_app: FastifyInstance): Promise<void> {}
