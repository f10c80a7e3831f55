import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { postgresBinDir, startCluster, type Cluster } from '../src/db/postgres/throwaway-cluster';
import { databaseUrl, TEMPLATE_DATABASE } from './test-database';

/**
 * Vitest global setup of the server suite's PostgreSQL pass: the server named by
 * DATABASE_URL, or else a throwaway cluster started here and stopped afterwards. It holds
 * a migrated template database that every test copies (test-support/test-database.ts).
 * Test workers start after this and inherit PITCHSIDE_TEST_POSTGRES_URL.
 */
export default async function setup(options: { durable?: boolean } = {}): Promise<() => void> {
  let cluster: Cluster | undefined;
  let url = process.env.DATABASE_URL;
  if (!url) {
    const binDir = postgresBinDir();
    if (!binDir) throw new Error('The PostgreSQL pass needs DATABASE_URL or an installed PostgreSQL (initdb)');
    cluster = await startCluster(binDir, { durable: options.durable === true });
    url = cluster.url;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const template = await openDatabase(databaseUrl(url, TEMPLATE_DATABASE));
  await template.destroy();
  process.env.PITCHSIDE_TEST_POSTGRES_URL = url;
  return () => cluster?.stop();
}
