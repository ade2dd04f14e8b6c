import { type Database, transaction } from './sqlite.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * The schema, as an append-only list. Never edit a migration that has shipped: add a new one,
 * because existing database files have already applied the old text.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'agencies, users and sessions',
    sql: `
      CREATE TABLE agencies (
        id INTEGER PRIMARY KEY,
        subdomain TEXT NOT NULL UNIQUE,
        config_file TEXT NOT NULL,
        config_json TEXT NOT NULL,
        deals_fingerprint TEXT,
        retired_at TEXT,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        agency_id INTEGER NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
        email TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        user_type TEXT NOT NULL,
        first_name TEXT NOT NULL DEFAULT '',
        last_name TEXT NOT NULL DEFAULT '',
        profile_image TEXT,
        credits_amount REAL,
        credits_currency TEXT,
        is_reward_wallet_enable INTEGER NOT NULL DEFAULT 0,
        is_travel_agent INTEGER NOT NULL DEFAULT 0,
        is_restricted_agent INTEGER NOT NULL DEFAULT 0,
        language TEXT,
        created_at TEXT NOT NULL,
        UNIQUE (agency_id, email)
      );
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_by_expiry ON sessions (expires_at);
      CREATE TABLE login_failures (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL,
        ip TEXT NOT NULL,
        failed_at INTEGER NOT NULL
      );
      CREATE INDEX login_failures_by_key ON login_failures (email, ip, failed_at);
    `,
  },
  {
    version: 2,
    name: 'market data, navigation and deals',
    sql: `
      CREATE TABLE countries (
        code TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        currency TEXT NOT NULL,
        emoji TEXT NOT NULL,
        unicode TEXT NOT NULL,
        image TEXT NOT NULL,
        symbol TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE TABLE exchange_rates (
        currency TEXT PRIMARY KEY,
        per_usd REAL NOT NULL CHECK (per_usd > 0),
        updated_at TEXT NOT NULL
      );
      CREATE TABLE agency_languages (
        agency_id INTEGER NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        code TEXT NOT NULL,
        name TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (agency_id, code)
      );
      CREATE TABLE agency_navigation (
        agency_id INTEGER NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
        role TEXT NOT NULL,
        items_json TEXT NOT NULL,
        PRIMARY KEY (agency_id, role)
      );
      CREATE TABLE deals (
        id TEXT PRIMARY KEY,
        agency_id INTEGER NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
        service TEXT NOT NULL CHECK (service IN ('hotel', 'activity', 'car')),
        position INTEGER NOT NULL,
        latitude REAL NOT NULL,
        longitude REAL NOT NULL,
        name TEXT NOT NULL,
        base_rate REAL NOT NULL,
        tax_and_fee REAL NOT NULL,
        total_rate REAL NOT NULL,
        published_rate REAL NOT NULL,
        details_json TEXT NOT NULL
      );
      CREATE INDEX deals_by_agency ON deals (agency_id, service, position);
    `,
  },
  {
    version: 3,
    name: 'resort service',
    sql: `
      CREATE TABLE resort_regions (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        parent_id INTEGER REFERENCES resort_regions(id)
      );
      CREATE TABLE resort_properties (
        id INTEGER PRIMARY KEY,
        region_id INTEGER NOT NULL REFERENCES resort_regions(id),
        name TEXT NOT NULL,
        latitude REAL NOT NULL,
        longitude REAL NOT NULL,
        rating REAL NOT NULL,
        image TEXT NOT NULL,
        nightly_usd REAL NOT NULL,
        rooms INTEGER NOT NULL
      );
      CREATE TABLE resort_itineraries (
        reference_number TEXT PRIMARY KEY,
        agency_id INTEGER NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
        property_id INTEGER NOT NULL REFERENCES resort_properties(id),
        check_in TEXT NOT NULL,
        check_out TEXT NOT NULL,
        adults INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('HELD', 'RELEASED')),
        hold_expires_at TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'accounts: sign-up, e-mail verification and password reset',
    sql: `
      -- Existing and seeded users are verified; a sign-up starts unverified.
      ALTER TABLE users ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 1;
      -- Single-use e-mail links. Only a digest of the token is kept; a sign-up's link carries
      -- the password and names that submission chose (applied when the link is opened).
      CREATE TABLE account_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
        payload_json TEXT,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX account_tokens_by_user ON account_tokens (user_id, purpose);
      -- Attempts of the account calls that can be abused (mail bombing, token guessing).
      CREATE TABLE account_attempts (
        id INTEGER PRIMARY KEY,
        action TEXT NOT NULL,
        key TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX account_attempts_by_key ON account_attempts (action, key, at);
    `,
  },
  {
    version: 5,
    name: 'hotel bookings',
    // A booking belongs to one agency and one user (NULL: a visitor of an agency with the
    // non-login flow, who reaches it by its unguessable id). The card number is never stored.
    sql: `
      CREATE TABLE hotel_bookings (
        id TEXT PRIMARY KEY,
        agency_id INTEGER NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        hotel_id TEXT NOT NULL,
        room_id TEXT NOT NULL,
        hotel_json TEXT NOT NULL,
        check_in TEXT NOT NULL,
        check_out TEXT NOT NULL,
        rooms INTEGER NOT NULL CHECK (rooms > 0),
        adults INTEGER NOT NULL CHECK (adults > 0),
        children INTEGER NOT NULL CHECK (children >= 0),
        guest_json TEXT NOT NULL,
        published_total REAL NOT NULL,
        total REAL NOT NULL CHECK (total >= 0),
        base_total REAL NOT NULL,
        tax_total REAL NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('HELD', 'CONFIRMED')),
        reference_number TEXT UNIQUE,
        card_brand TEXT,
        card_last4 TEXT CHECK (card_last4 IS NULL OR length(card_last4) = 4),
        hold_expires_at TEXT NOT NULL,
        created_at TEXT NOT NULL,
        paid_at TEXT
      );
      CREATE INDEX hotel_bookings_by_user ON hotel_bookings (agency_id, user_id, status, check_in);
    `,
  },
  {
    version: 6,
    name: 'agents area: agency markup setting',
    sql: `
      CREATE TABLE agency_markup (
        agency_id INTEGER PRIMARY KEY REFERENCES agencies(id) ON DELETE CASCADE,
        markup_percent REAL NOT NULL CHECK (markup_percent >= 0 AND markup_percent <= 100),
        updated_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 7,
    name: 'agents area: proposals to clients and short deal links',
    sql: `
      CREATE TABLE proposals (
        id TEXT PRIMARY KEY,
        agency_id INTEGER NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
        agent_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        client_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        hotel_json TEXT NOT NULL,
        check_in TEXT NOT NULL,
        check_out TEXT NOT NULL,
        rooms INTEGER NOT NULL,
        adults INTEGER NOT NULL,
        children INTEGER NOT NULL,
        message TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('SENT', 'ACCEPTED', 'DECLINED')),
        created_at TEXT NOT NULL,
        answered_at TEXT
      );
      CREATE INDEX proposals_by_agency ON proposals (agency_id, created_at);
      CREATE INDEX proposals_by_client ON proposals (agency_id, client_id);
      CREATE TABLE deal_links (
        code TEXT PRIMARY KEY,
        agency_id INTEGER NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
        agent_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        hotel_json TEXT NOT NULL,
        target TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 8,
    name: 'booking engine: flight, car, activity and cruise bookings and their payments',
    // The offer, choices, travellers and contact are kept as the JSON core's schemas give them;
    // the days and totals the lists sort and sum by are columns. user_id NULL: a visitor's
    // booking (non-login flow); booked_by: the agent who made it. One payment row per approved
    // charge, UNIQUE per booking, written in the transaction that confirms the booking, so a
    // booking is charged once however many pay requests arrive.
    sql: `
      CREATE TABLE engine_bookings (
        id TEXT PRIMARY KEY,
        agency_id INTEGER NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        booked_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
        vertical TEXT NOT NULL CHECK (vertical IN ('flights', 'cars', 'activities', 'cruise')),
        status TEXT NOT NULL CHECK (status IN ('HELD', 'CONFIRMED', 'CANCELLED')),
        reference_number TEXT UNIQUE,
        offer_json TEXT NOT NULL,
        choice_json TEXT NOT NULL,
        travellers_json TEXT NOT NULL,
        contact_json TEXT NOT NULL,
        start_date TEXT NOT NULL,
        end_date TEXT NOT NULL,
        published_total REAL NOT NULL,
        total REAL NOT NULL CHECK (total >= 0),
        base_total REAL NOT NULL,
        tax_total REAL NOT NULL,
        free_cancellation INTEGER NOT NULL CHECK (free_cancellation IN (0, 1)),
        hold_expires_at TEXT NOT NULL,
        created_at TEXT NOT NULL,
        cancelled_at TEXT,
        refunded_amount REAL
      );
      CREATE INDEX engine_bookings_by_user ON engine_bookings (agency_id, user_id, status);
      CREATE INDEX engine_bookings_by_agency ON engine_bookings (agency_id, status, start_date);
      CREATE TABLE booking_payments (
        id INTEGER PRIMARY KEY,
        booking_id TEXT NOT NULL UNIQUE REFERENCES engine_bookings(id) ON DELETE CASCADE,
        gateway TEXT NOT NULL,
        amount REAL NOT NULL CHECK (amount >= 0),
        card_brand TEXT NOT NULL,
        card_last4 TEXT NOT NULL CHECK (length(card_last4) = 4),
        idempotency_key TEXT,
        paid_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 9,
    name: 'booking engine: resort holds booked and paid',
    // engine_bookings takes the vertical 'resorts'. SQLite cannot change a CHECK, so the table is
    // rebuilt, and booking_payments with it: dropping the table it references would delete its
    // rows (ON DELETE CASCADE, foreign keys are on). Every row is copied; the renames carry the
    // references over. resort_itineraries keeps its CHECK (HELD, RELEASED) and gains booking_id:
    // the engine booking that paid the hold (a booked hold, BOOKED in hold-check), set in the
    // transaction that confirms it, one hold per booking.
    sql: `
      CREATE TABLE engine_bookings_v9 (
        id TEXT PRIMARY KEY,
        agency_id INTEGER NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        booked_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
        vertical TEXT NOT NULL
          CHECK (vertical IN ('flights', 'cars', 'activities', 'cruise', 'resorts')),
        status TEXT NOT NULL CHECK (status IN ('HELD', 'CONFIRMED', 'CANCELLED')),
        reference_number TEXT UNIQUE,
        offer_json TEXT NOT NULL,
        choice_json TEXT NOT NULL,
        travellers_json TEXT NOT NULL,
        contact_json TEXT NOT NULL,
        start_date TEXT NOT NULL,
        end_date TEXT NOT NULL,
        published_total REAL NOT NULL,
        total REAL NOT NULL CHECK (total >= 0),
        base_total REAL NOT NULL,
        tax_total REAL NOT NULL,
        free_cancellation INTEGER NOT NULL CHECK (free_cancellation IN (0, 1)),
        hold_expires_at TEXT NOT NULL,
        created_at TEXT NOT NULL,
        cancelled_at TEXT,
        refunded_amount REAL
      );
      INSERT INTO engine_bookings_v9 (id, agency_id, user_id, booked_by, vertical, status,
          reference_number, offer_json, choice_json, travellers_json, contact_json, start_date,
          end_date, published_total, total, base_total, tax_total, free_cancellation,
          hold_expires_at, created_at, cancelled_at, refunded_amount)
        SELECT id, agency_id, user_id, booked_by, vertical, status, reference_number, offer_json,
          choice_json, travellers_json, contact_json, start_date, end_date, published_total, total,
          base_total, tax_total, free_cancellation, hold_expires_at, created_at, cancelled_at,
          refunded_amount
        FROM engine_bookings;
      CREATE TABLE booking_payments_v9 (
        id INTEGER PRIMARY KEY,
        booking_id TEXT NOT NULL UNIQUE REFERENCES engine_bookings_v9(id) ON DELETE CASCADE,
        gateway TEXT NOT NULL,
        amount REAL NOT NULL CHECK (amount >= 0),
        card_brand TEXT NOT NULL,
        card_last4 TEXT NOT NULL CHECK (length(card_last4) = 4),
        idempotency_key TEXT,
        paid_at TEXT NOT NULL
      );
      INSERT INTO booking_payments_v9 (id, booking_id, gateway, amount, card_brand, card_last4,
          idempotency_key, paid_at)
        SELECT id, booking_id, gateway, amount, card_brand, card_last4, idempotency_key, paid_at
        FROM booking_payments;
      DROP TABLE booking_payments;
      DROP TABLE engine_bookings;
      ALTER TABLE engine_bookings_v9 RENAME TO engine_bookings;
      ALTER TABLE booking_payments_v9 RENAME TO booking_payments;
      CREATE INDEX engine_bookings_by_user ON engine_bookings (agency_id, user_id, status);
      CREATE INDEX engine_bookings_by_agency ON engine_bookings (agency_id, status, start_date);
      ALTER TABLE resort_itineraries ADD COLUMN booking_id TEXT REFERENCES engine_bookings(id);
      CREATE UNIQUE INDEX resort_itineraries_by_booking ON resort_itineraries (booking_id)
        WHERE booking_id IS NOT NULL;
    `,
  },
  {
    version: 10,
    name: 'booking engine: hotel stays',
    // engine_bookings takes the vertical 'hotels', rebuilt as in version 9 (booking_payments
    // with it). resort_itineraries.booking_id refers to engine_bookings without a delete action,
    // so dropping the table would break those references: they are set aside, emptied, and put
    // back once the rebuilt table holds every row again under its old name.
    sql: `
      CREATE TEMP TABLE held_references AS
        SELECT reference_number, booking_id FROM resort_itineraries WHERE booking_id IS NOT NULL;
      UPDATE resort_itineraries SET booking_id = NULL WHERE booking_id IS NOT NULL;
      CREATE TABLE engine_bookings_v10 (
        id TEXT PRIMARY KEY,
        agency_id INTEGER NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        booked_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
        vertical TEXT NOT NULL
          CHECK (vertical IN ('hotels', 'flights', 'cars', 'activities', 'cruise', 'resorts')),
        status TEXT NOT NULL CHECK (status IN ('HELD', 'CONFIRMED', 'CANCELLED')),
        reference_number TEXT UNIQUE,
        offer_json TEXT NOT NULL,
        choice_json TEXT NOT NULL,
        travellers_json TEXT NOT NULL,
        contact_json TEXT NOT NULL,
        start_date TEXT NOT NULL,
        end_date TEXT NOT NULL,
        published_total REAL NOT NULL,
        total REAL NOT NULL CHECK (total >= 0),
        base_total REAL NOT NULL,
        tax_total REAL NOT NULL,
        free_cancellation INTEGER NOT NULL CHECK (free_cancellation IN (0, 1)),
        hold_expires_at TEXT NOT NULL,
        created_at TEXT NOT NULL,
        cancelled_at TEXT,
        refunded_amount REAL
      );
      INSERT INTO engine_bookings_v10 (id, agency_id, user_id, booked_by, vertical, status,
          reference_number, offer_json, choice_json, travellers_json, contact_json, start_date,
          end_date, published_total, total, base_total, tax_total, free_cancellation,
          hold_expires_at, created_at, cancelled_at, refunded_amount)
        SELECT id, agency_id, user_id, booked_by, vertical, status, reference_number, offer_json,
          choice_json, travellers_json, contact_json, start_date, end_date, published_total, total,
          base_total, tax_total, free_cancellation, hold_expires_at, created_at, cancelled_at,
          refunded_amount
        FROM engine_bookings;
      CREATE TABLE booking_payments_v10 (
        id INTEGER PRIMARY KEY,
        booking_id TEXT NOT NULL UNIQUE REFERENCES engine_bookings_v10(id) ON DELETE CASCADE,
        gateway TEXT NOT NULL,
        amount REAL NOT NULL CHECK (amount >= 0),
        card_brand TEXT NOT NULL,
        card_last4 TEXT NOT NULL CHECK (length(card_last4) = 4),
        idempotency_key TEXT,
        paid_at TEXT NOT NULL
      );
      INSERT INTO booking_payments_v10 (id, booking_id, gateway, amount, card_brand, card_last4,
          idempotency_key, paid_at)
        SELECT id, booking_id, gateway, amount, card_brand, card_last4, idempotency_key, paid_at
        FROM booking_payments;
      DROP TABLE booking_payments;
      DROP TABLE engine_bookings;
      ALTER TABLE engine_bookings_v10 RENAME TO engine_bookings;
      ALTER TABLE booking_payments_v10 RENAME TO booking_payments;
      CREATE INDEX engine_bookings_by_user ON engine_bookings (agency_id, user_id, status);
      CREATE INDEX engine_bookings_by_agency ON engine_bookings (agency_id, status, start_date);
      UPDATE resort_itineraries SET booking_id = (SELECT booking_id FROM held_references
          WHERE held_references.reference_number = resort_itineraries.reference_number)
        WHERE reference_number IN (SELECT reference_number FROM held_references);
      DROP TABLE held_references;
    `,
  },
  {
    version: 11,
    name: 'agencies edit their own site: config versions and their publishing',
    // Every saved config of an agency, numbered 1, 2, ... per agency; the latest is the agency's
    // config. Version 1 is the onboarding file (source 'file'); the agencies already here get it
    // from the config they were last seeded with. saved_by_email is kept beside the user id so the
    // history still names who saved after the user is gone. changes_json: the JSON paths changed
    // against the version before. A file version is what \`npm run build\` publishes, so it starts
    // published; a saved one waits in the publish queue.
    sql: `
      CREATE TABLE agency_config_versions (
        agency_id INTEGER NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
        number INTEGER NOT NULL CHECK (number > 0),
        config_json TEXT NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('file', 'settings', 'restore')),
        restored_from INTEGER,
        saved_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
        saved_by_email TEXT,
        saved_at TEXT NOT NULL,
        changes_json TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('queued', 'building', 'published', 'failed')),
        failure TEXT,
        status_at TEXT NOT NULL,
        PRIMARY KEY (agency_id, number)
      );
      CREATE INDEX agency_config_versions_by_status ON agency_config_versions (status, saved_at);
      INSERT INTO agency_config_versions (agency_id, number, config_json, source, saved_at,
          changes_json, status, status_at)
        SELECT id, 1, config_json, 'file', updated_at, '[]', 'published', updated_at
        FROM agencies;
    `,
  },
];

/**
 * Brings the database to the newest schema. Pending migrations run in one transaction, so a
 * failure leaves the file exactly as it was. Returns the versions applied.
 */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )
  `);
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as
    | { version: number | null }
    | undefined;
  const current = row?.version ?? 0;
  const latest = migrations.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new Error(
      `database schema version ${current} is newer than this code knows (${latest}); refusing to use it`,
    );
  }
  const pending = migrations.filter((migration) => migration.version > current);
  if (pending.length === 0) return [];
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  transaction(db, () => {
    for (const migration of pending) {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    }
  });
  return pending.map((migration) => migration.version);
}
