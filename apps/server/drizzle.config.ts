import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit generates the migrations from the Drizzle schema (docs/architecture.md, "Adding a migration"):
 * `npx drizzle-kit generate` after a change of src/db/schema, `npx drizzle-kit generate --custom --name=…` for
 * what Drizzle cannot say (functions, triggers, extensions, INCLUDE indexes, data). Run from apps/server.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
