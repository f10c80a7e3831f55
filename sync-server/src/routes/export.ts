import { Hono } from 'hono';
import { requireAuth, requirePermission } from '../http/auth';
import type { AppEnv } from '../http/env';
import { requestOrigin } from '../http/request-origin';
import { recordAudit } from '../domain/audit';
import { clubExportEntries, playerExport } from '../domain/club-export';
import { requireOrganization } from '../domain/organizations';
import { zipStream } from '../club-export/zip-writer';

const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'club';

/** The club's data as one zip, streamed (mounted at /api/org-admin). */
export const clubExportRoutes = new Hono<AppEnv>().get('/export', requireAuth, requirePermission('viewOrgAdmin'), async (c) => {
  const { db, clock } = c.get('deps');
  const user = c.get('user');
  const now = clock();
  const club = await requireOrganization(db, user.organizationId);
  await recordAudit(db, user, { action: 'club.exported', summary: 'Exported all of the club data', subjectType: 'organization', subjectId: club.id }, requestOrigin(c), now);
  const chunks = zipStream(clubExportEntries(db, club.id, club.name, now), now);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return c.body(body, 200, {
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename="pitchside-${fileSafe(club.name)}-${now.toISOString().slice(0, 10)}.zip"`,
    'cache-control': 'no-store',
  });
});

/** One player's data for a subject access request (mounted at /api). */
export const playerExportRoutes = new Hono<AppEnv>().get('/players/:id/export', requireAuth, async (c) => {
  const { db, clock } = c.get('deps');
  const user = c.get('user');
  const now = clock();
  const data = await playerExport(db, user, c.req.param('id'), now);
  await recordAudit(db, user, { action: 'player.exported', summary: "Exported a player's data", subjectType: 'player', subjectId: data.player.id }, requestOrigin(c), now);
  return c.json(data, 200, { 'content-disposition': `attachment; filename="pitchside-player-${data.player.id}.json"`, 'cache-control': 'no-store' });
});
