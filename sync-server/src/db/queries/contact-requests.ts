import type { Db } from '../database';
import type { ContactRequestsTable } from '../tables';

export async function insertContactRequest(db: Db, row: ContactRequestsTable): Promise<void> {
  await db.insertInto('contact_requests').values(row).execute();
}
