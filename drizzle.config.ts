import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema, committed, and never edited once landed (DESIGN.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
