import { sql, type Kysely, type Migration } from 'kysely';
import { storeKind } from '../schema-helpers.js';

/**
 * The writes that can change what an open session may do, and only those. Each one bumps the
 * counter in `session_changes`, so the browser stream (stream/session-revalidation.ts) re-checks
 * its sockets when it moves, and not on the fleet's constant telemetry and event writes. Triggers
 * rather than calls in the routes: every writer (an API route, `fleetdeck seed`, another process on
 * the same file) is covered, and a new route cannot forget it. Logins (token inserts, last login
 * stamps) and the trusted-device "last used" stamp are left out on purpose: they end no session.
 */
const WATCHED: ReadonlyArray<{ table: string; events: ReadonlyArray<string> }> = [
  // Logout, trusted-device removal, password change and reset revoke; operator deletion cascades.
  { table: 'access_tokens', events: ['UPDATE OF revoked_at, expires_at, operator_id', 'DELETE'] },
  // Type, organization and building change what the session sees (and the building's IP allow-list
  // applies); password and the §4 gates change whether it may go on at all.
  {
    table: 'operators',
    events: ['UPDATE OF type, organization_id, building_id, password_hash, password_change_required, maintenance_owner', 'DELETE'],
  },
  { table: 'contracts', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'ip_allow_entries', events: ['INSERT', 'UPDATE', 'DELETE'] },
  // The organization tree and account tags decide which buildings a session sees.
  { table: 'organizations', events: ['UPDATE OF parent_id, parent_role', 'DELETE'] },
  { table: 'buildings', events: ['INSERT', 'UPDATE OF organization_id', 'DELETE'] },
  { table: 'account_tags', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'account_tag_managers', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'account_tag_targets', events: ['INSERT', 'UPDATE', 'DELETE'] },
  // New terms hold every account until agreed (§4).
  { table: 'terms', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'term_agreements', events: ['INSERT', 'DELETE'] },
];

function triggerName(table: string, event: string): string {
  return `session_changes_${table}_${event.split(' ')[0]!.toLowerCase()}`;
}

/** The session-change counter and the triggers that move it. */
export const sessionChangesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE session_changes (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL)`.execute(db);
    await sql`INSERT INTO session_changes (id, n) VALUES (1, 0)`.execute(db);
    const postgres = storeKind(db) === 'postgres';
    // PostgreSQL's triggers run a function; one function serves every watched table.
    if (postgres) {
      await sql`CREATE FUNCTION session_changes_bump() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN UPDATE session_changes SET n = n + 1 WHERE id = 1; RETURN NULL; END $$`.execute(db);
    }
    for (const { table, events } of WATCHED) {
      for (const event of events) {
        const body = postgres ? 'FOR EACH ROW EXECUTE FUNCTION session_changes_bump()' : 'BEGIN UPDATE session_changes SET n = n + 1 WHERE id = 1; END';
        await sql.raw(`CREATE TRIGGER ${triggerName(table, event)} AFTER ${event} ON ${table} ${body}`).execute(db);
      }
    }
  },
  async down(db: Kysely<unknown>) {
    const postgres = storeKind(db) === 'postgres';
    for (const { table, events } of WATCHED) {
      for (const event of events) await sql.raw(`DROP TRIGGER IF EXISTS ${triggerName(table, event)}${postgres ? ` ON ${table}` : ''}`).execute(db);
    }
    if (postgres) await sql`DROP FUNCTION IF EXISTS session_changes_bump()`.execute(db);
    await sql`DROP TABLE IF EXISTS session_changes`.execute(db);
  },
};
