import { serve } from '@hono/node-server';
import { join, resolve } from 'node:path';
import type { Server } from 'node:http';
import { createApp } from './app';
import { smtpConfigFromEnv, smtpMailer } from './domain/mailer';
import { answerClientErrors } from './http/client-errors';
import { keepConnectionsAlive } from './http/keep-alive';
import { isPostgresUrl, openDatabase } from './db/database';
import { PushThread } from './push-thread/push-thread';
import { seedDatabase } from './seed/index';
import { refreshDemoWeek, untilNextWeek } from './seed/demo';
import { parseEvery, parseKeep, startBackupSchedule } from './backup/backups';
import { purgeOldAudit } from './domain/audit';
import { purgeClosedOrganizations } from './domain/club-closing';
import { deleteUpload } from './domain/uploads';

/** Wires the environment (README "Configuration") to the app, and listens. */
const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(process.env.DATA_DIR ?? './data');
// An empty STATIC_DIR serves the API alone (npm run dev: Vite serves the app).
const staticDir = process.env.STATIC_DIR === '' ? undefined : resolve(process.env.STATIC_DIR ?? './dist');

// DATABASE_URL=postgres://... runs on PostgreSQL; otherwise SQLite in DATA_DIR (nothing to install).
const target = process.env.DATABASE_URL || join(dataDir, 'pitchside.db');
const db = await openDatabase(target, { warm: true });
const report = await seedDatabase(db, {
  adminEmail: process.env.ADMIN_EMAIL,
  adminPassword: process.env.ADMIN_PASSWORD,
  demo: process.env.DEMO === '1',
  ...(process.env.DEMO_PASSWORD ? { demoPassword: process.env.DEMO_PASSWORD } : {}),
});
for (const line of report) console.log(line);

// On SQLite, pushes run on a thread of their own so pulls never wait behind them (push-thread/).
const pushes = isPostgresUrl(target) ? undefined : await PushThread.start(target);
const smtp = smtpConfigFromEnv(process.env);
const appUrl = process.env.APP_URL?.replace(/\/+$/, '') || undefined;
const app = createApp({
  db,
  uploadsDir: join(dataDir, 'uploads'),
  ...(staticDir ? { staticDir } : {}),
  ...(pushes ? { pushes } : {}),
  ...(smtp ? { mailer: smtpMailer(smtp) } : {}),
  ...(appUrl ? { appUrl } : {}),
});
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Pitchside is running at http://${host}:${info.port}`);
});
answerClientErrors(server as Server);
keepConnectionsAlive(server as Server);

// BACKUP_DIR turns on scheduled backups (docs/backups.md): every BACKUP_EVERY, the newest BACKUP_KEEP kept.
const backups = process.env.BACKUP_DIR
  ? startBackupSchedule({
      target,
      dir: resolve(process.env.BACKUP_DIR),
      everyMs: parseEvery(process.env.BACKUP_EVERY ?? '1d'),
      keep: parseKeep(process.env.BACKUP_KEEP ?? '14'),
    })
  : undefined;

// The audit trail is kept two years (docs/club-data.md): what is older goes at start and each day.
const purgeAudit = () => void purgeOldAudit(db, new Date()).catch((error: unknown) => console.error('Audit purge failed:', error));
purgeAudit();
setInterval(purgeAudit, 86_400_000).unref();

// A closed club is kept 30 days, restorable, then deleted for good (docs/club-data.md).
const uploadsDir = join(dataDir, 'uploads');
const purgeClosedClubs = () =>
  void purgeClosedOrganizations(db, new Date())
    .then(({ diagramUrls }) => {
      for (const url of diagramUrls) deleteUpload(uploadsDir, url);
    })
    .catch((error: unknown) => console.error('Closed club purge failed:', error));
purgeClosedClubs();
setInterval(purgeClosedClubs, 86_400_000).unref();

// A demo server left running gets each new week's trainings (the seed gives a restarted one
// its week), so "this week" never stands empty.
if (process.env.DEMO === '1') {
  const atWeekStart = () => {
    setTimeout(() => {
      void refreshDemoWeek(db, new Date())
        .catch((error: unknown) => console.error('Demo week refresh failed:', error))
        .finally(atWeekStart);
    }, untilNextWeek(new Date()) + 1000).unref();
  };
  atWeekStart();
}

let stopping = false;
/** Stops taking connections, lets running requests finish, then closes the database. */
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  server.close(() => {
    void Promise.all([pushes?.close(), backups?.stop()])
      .then(() => db.destroy())
      .finally(() => process.exit(0));
  });
  // A transaction cut here rolls back: nothing it wrote was acknowledged.
  setTimeout(() => {
    console.error('Requests still running after 5 s; closing anyway');
    void db.destroy().finally(() => process.exit(1));
  }, 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
