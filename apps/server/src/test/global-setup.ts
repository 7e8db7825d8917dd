import type { TestProject } from 'vitest/node';

import { dropDatabase, postgresTestServer } from './postgres-admin.ts';
import type { TestDatabaseTemplates } from './template-databases.ts';
import { preparePgliteTemplates, preparePostgresTemplate } from './template-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: TestDatabaseTemplates;
  }
}

/**
 * Runs once per test run: migrates a template database that every test file clones (PGlite,
 * or PostgreSQL when TEST_DATABASE_URL is set), so no file pays for initdb or migrations.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('databaseTemplates', await preparePgliteTemplates());
    return;
  }
  const templates = await preparePostgresTemplate(postgresTestServer(url));
  project.provide('databaseTemplates', templates);
  return async () => {
    await dropDatabase(templates.server, templates.template);
  };
}
