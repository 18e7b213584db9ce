import { defineConfig } from 'drizzle-kit';

// Each module declares its own tables in its schema.ts; drizzle-kit reads them all from here,
// so no source file has to import every module.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/schema.ts', './src/platform/**/*schema.ts'],
  out: './src/db/migrations',
});
