import { Migrator, type Migration } from 'kysely';
import type { Db } from './database';
import * as m001 from './migrations/001-foundation';
import * as m002 from './migrations/002-enquiry-desk';
import * as m003 from './migrations/003-catalogue';
import * as m004 from './migrations/004-team';
import * as m005 from './migrations/005-hardening';
import * as m006 from './migrations/006-desk';
import * as m008 from './migrations/008-leads';
import * as m010 from './migrations/010-settings';
import * as m011 from './migrations/011-ownership';
import * as m012 from './migrations/012-callbacks';
import * as m013 from './migrations/013-history';
import * as m014 from './migrations/014-speed';
import * as m015 from './migrations/015-counts';
import * as m016 from './migrations/016-search-docs';
import * as m017 from './migrations/017-search-at-scale';
import * as m018 from './migrations/018-merge-origin';
import * as m019 from './migrations/019-open-follow-up-counts';
import * as m020 from './migrations/020-applications';
import * as m021 from './migrations/021-offers-visa';
import * as m022 from './migrations/022-commission';
import * as m023 from './migrations/023-board-order';
import * as m024 from './migrations/024-application-counts';
import * as m025 from './migrations/025-documents';
import * as m026 from './migrations/026-outbox';
import * as m027 from './migrations/027-auto-mail';
import * as m028 from './migrations/028-imports';
import * as m029 from './migrations/029-password-resets-and-record-mail';
import * as m030 from './migrations/030-outbox-from-name';
import * as m031 from './migrations/031-funnel-counts';
import * as m032 from './migrations/032-offices';
import * as m033 from './migrations/033-search-docs-replanned';
import * as m034 from './migrations/034-office-settings';
import * as m036 from './migrations/036-money';
import * as m037 from './migrations/037-office-counts';
import * as m039 from './migrations/039-commission-groups';
import * as m040 from './migrations/040-commission-schedule';
import * as m041 from './migrations/041-claims';
import * as m042 from './migrations/042-invoice-reminders';
import * as m044 from './migrations/044-inbox';
import * as m045 from './migrations/045-documents-from-mail';
import * as m046 from './migrations/046-appointments';
import * as m047 from './migrations/047-calendar-feeds';
import * as m048 from './migrations/048-offices-at-scale';
import * as m049 from './migrations/049-office-acknowledgement';
import * as m051 from './migrations/051-report-changes';
import * as m055 from './migrations/055-inbox-notices';
import * as m057 from './migrations/057-money-first-reads';
import * as m059 from './migrations/059-office-board-cover';
import * as m060 from './migrations/060-money-at-risk-due';
import * as m062 from './migrations/062-application-office';
import * as m063 from './migrations/063-search-docs-per-person';
import * as m064 from './migrations/064-money-sums';
import * as m065 from './migrations/065-stage-paths';
import * as m066 from './migrations/066-commission-sums';
import * as m068 from './migrations/068-board-kept-answers';
import * as m069 from './migrations/069-enrolled-days';
import * as m070 from './migrations/070-commission-rollup';
import * as m071 from './migrations/071-due-follow-ups';
import * as m072 from './migrations/072-pipeline-by-stage';
import * as m073 from './migrations/073-claim-line-moves';
import * as m074 from './migrations/074-phone-trunk-zero';
import * as m075 from './migrations/075-name-letters';

/** Migrations live in code, in order; a new one is one file and one line here. */
const migrations: Record<string, Migration> = {
  '001-foundation': m001,
  '002-enquiry-desk': m002,
  '003-catalogue': m003,
  '004-team': m004,
  '005-hardening': m005,
  '006-desk': m006,
  '008-leads': m008,
  '010-settings': m010,
  '011-ownership': m011,
  '012-callbacks': m012,
  '013-history': m013,
  '014-speed': m014,
  '015-counts': m015,
  '016-search-docs': m016,
  '017-search-at-scale': m017,
  '018-merge-origin': m018,
  '019-open-follow-up-counts': m019,
  '020-applications': m020,
  '021-offers-visa': m021,
  '022-commission': m022,
  '023-board-order': m023,
  '024-application-counts': m024,
  '025-documents': m025,
  '026-outbox': m026,
  '027-auto-mail': m027,
  '028-imports': m028,
  '029-password-resets-and-record-mail': m029,
  '030-outbox-from-name': m030,
  '031-funnel-counts': m031,
  '032-offices': m032,
  '033-search-docs-replanned': m033,
  '034-office-settings': m034,
  '036-money': m036,
  '037-office-counts': m037,
  '039-commission-groups': m039,
  '040-commission-schedule': m040,
  '041-claims': m041,
  '042-invoice-reminders': m042,
  '044-inbox': m044,
  '045-documents-from-mail': m045,
  '046-appointments': m046,
  '047-calendar-feeds': m047,
  '048-offices-at-scale': m048,
  '049-office-acknowledgement': m049,
  '051-report-changes': m051,
  '055-inbox-notices': m055,
  '057-money-first-reads': m057,
  '059-office-board-cover': m059,
  '060-money-at-risk-due': m060,
  '062-application-office': m062,
  '063-search-docs-per-person': m063,
  '064-money-sums': m064,
  '065-stage-paths': m065,
  '066-commission-sums': m066,
  '068-board-kept-answers': m068,
  '069-enrolled-days': m069,
  '070-commission-rollup': m070,
  '071-due-follow-ups': m071,
  '072-pipeline-by-stage': m072,
  '073-claim-line-moves': m073,
  '074-phone-trunk-zero': m074,
  '075-name-letters': m075,
};

/** The migrator over these migrations (tests step through them to check backfills). */
// Unordered: migrations are written on parallel branches, so a database migrated between two
// merges may have run a later number (039) before an earlier one (036) exists; each migration
// touches only its own tables, so running the missing one late is safe, where refusing to start
// would not be.
export const migratorFor = (db: Db) =>
  new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    allowUnorderedMigrations: true,
  });

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await migratorFor(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (failed) throw new Error(`Migration ${failed.migrationName} failed`, { cause: error });
  // Failed before any migration ran (e.g. the database went away): the cause says it best.
  if (error instanceof Error) throw error;
  if (error) throw new Error('Migrations failed', { cause: error });
}
