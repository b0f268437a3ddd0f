import { sql, type Kysely } from 'kysely';
import { DEFAULT_STAGES } from '../../apps/api/src/db/migrations/020-applications';
import type { Dialect } from './seed-sql';

/*
 * The applications' data at scale: a catalogue (6 countries, 120 colleges, 1,200 courses, 4 intakes a
 * college) and 0.3 applications per enquiry: 1 in 5 students applies, 1–3 times (two thirds
 * once). Stages spread over the workflow, more early than late (22% shortlisted … 6% enrolled,
 * 15% closed); each application's stage history walks the workflow to where it stands (closed
 * ones from the stage they were closed at). Owners are the students' owners; offers carry their
 * deadline and deposit, conditional ones a condition; 1 in 100 is deleted. Three colleges in
 * four have a commission rule; half the enrolled applications' commission is invoiced, two
 * thirds of those received.
 */
export const COLLEGES = 120;
const COURSES_PER = 10;
const INTAKES_PER = 4;
const COUNTRY_IDS = ['canada', 'uk', 'australia', 'ireland', 'germany', 'new-zealand'];
const CURRENCIES = ['CAD', 'GBP', 'AUD', 'EUR', 'EUR', 'NZD'];
const INTAKE_DATES = [
  ['January', 2026, '2025-11-01'],
  ['September', 2026, '2026-07-01'],
  ['January', 2027, '2026-11-01'],
  ['September', 2027, '2027-07-01'],
] as const;
/** Cumulative share (%) of applications in the stages up to each (the workflow's order). */
const SHARE = [22, 36, 50, 60, 67, 72, 76, 79, 85, 91, 96, 98, 100];
const OPEN = 9; // stages 1–9 are open, 10–13 closed

export const collegeId = (c: number) => `college-${String(c).padStart(3, '0')}`;
const courseId = (k: number) => `course-${String(k).padStart(4, '0')}`;
const intakeId = (c: number, j: number) => `intake-${String(c * INTAKES_PER + j).padStart(4, '0')}`;

/** The catalogue, from JavaScript (a few hundred rows). */
async function catalogue(db: Kysely<unknown>) {
  const t = '2024-01-01T00:00:00.000Z';
  const meta = (id: string) => ({ id, createdAt: t, updatedAt: t });
  const into = (table: string, rows: Record<string, unknown>[]) =>
    (db as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto(table)
      .values(rows)
      .execute();
  await into(
    'countries',
    COUNTRY_IDS.map((c, i) => ({
      ...meta(c),
      name: c,
      code: c.slice(0, 3),
      isoCode: `C${i}`,
      currency: CURRENCIES[i],
    })),
  );
  const colleges = Array.from({ length: COLLEGES }, (_, c) => c);
  const list = (xs: string[]) => JSON.stringify(xs);
  await into(
    'colleges',
    colleges.map((c) => ({
      ...meta(collegeId(c)),
      name: `College ${c}`,
      country: COUNTRY_IDS[c % COUNTRY_IDS.length],
      courses: list(Array.from({ length: COURSES_PER }, (_, i) => courseId(c * COURSES_PER + i))),
      ...{ category: '[]', facilities: '[]', services: '[]', status: 'active', visible: 1 },
    })),
  );
  const courses = Array.from({ length: COLLEGES * COURSES_PER }, (_, k) => k);
  for (let i = 0; i < courses.length; i += 200)
    await into(
      'courses',
      courses.slice(i, i + 200).map((k) => ({
        ...meta(courseId(k)),
        title: `${['MSc', 'MBA', 'BSc', 'MA', 'Diploma'][k % 5]} Course ${k}`,
        ...{ mode: 'offline', domestic: 0, syllabus: '[]', prerequisites: '[]', tags: '[]' },
        visible: 1,
      })),
    );
  // Commission rules (commission.ts), a quarter of the colleges each: 15% of tuition, 12.5%
  // naming a currency (an application's own still counts first), a fixed 2,500 USD, or none.
  const rules = colleges.filter((c) => c % 4 !== 3);
  await into(
    'college_commissions',
    rules.map((c) => ({
      college: collegeId(c),
      ...[
        { type: 'percent', value: 15, currency: null },
        { type: 'percent', value: 12.5, currency: CURRENCIES[(c + 1) % 6] },
        { type: 'fixed', value: 2500, currency: 'USD' },
      ][c % 4]!,
      updatedAt: t,
    })),
  );
  await into(
    'intakes',
    colleges.flatMap((c) =>
      INTAKE_DATES.map(([intakeMonth, intakeYear, deadlineDate], j) => ({
        ...meta(intakeId(c, j)),
        college: collegeId(c),
        ...{ intakeMonth, intakeYear, deadlineDate, status: 'open', visible: 1, deletedAt: null },
      })),
    ),
  );
}

/**
 * One row per application (student n, slot r): its stage's position `pos`, the position it
 * was closed at `bpos` (closed ones), its length of history `len`, and its times as epochs.
 */
function applicationsOf(d: Dialect, rows: number, end: number, span: number) {
  const slots = `(select 0 as r union all select 1 union all select 2) rs`;
  const h = `((n * 7919) % 10007 + r * 4999) % 100`;
  const pos = `case ${SHARE.map((s, i) => `when ${h} < ${s} then ${i + 1}`).join(' ')} end`;
  const made = `${d.least(`${end - span} + n * ${span / rows} + ((n % 30) + r * 2) * 86400`, `${end - 86400}`)}`;
  return `(select n, r, pos, bpos, case when pos <= ${OPEN} then pos else bpos + 1 end as len, made,
      made + (${end} - made) * ((n * 13 + r * 7) % 90) / 100 as moved
    from (select n, r, pos, made, case pos when 10 then 3 + n % 2 when 11 then 1 + n % 4
        when 12 then 7 when 13 then 6 end as bpos
      from (select n, r, ${pos} as pos, ${made} as made from ${d.series(rows)} cross join ${slots}
        where (n / 7) % 5 = 0
          and r < case when (n / 35) % 6 < 4 then 1 when (n / 35) % 6 = 4 then 2 else 3 end) a) b) p`;
}

export async function seedApplications(
  db: Kysely<unknown>,
  d: Dialect,
  rows: number,
  { end, span, today }: { end: number; span: number; today: string },
  step: <T>(name: string, work: () => Promise<T>) => Promise<T>,
) {
  const run = (text: string) => sql.raw(text).execute(db);
  await step('catalogue', () => catalogue(db));
  const key = (e: string) =>
    d.pick(
      DEFAULT_STAGES.map(([k]) => k),
      `${e} - 1`,
    );
  const id = `'a' || ${d.pad('n * 3 + r', 10)}`;
  const course = `(n * 31 + r * 401) % ${COLLEGES * COURSES_PER}`;
  const college = `${course} / ${COURSES_PER}`;
  const todayEpoch = Date.parse(`${today}T00:00:00Z`) / 1000;
  const day = (offset: string) => `substr(${d.iso(`${todayEpoch} + (${offset}) * 86400`)}, 1, 10)`;
  const offer = 'pos between 4 and 9';
  // Half the enrolled applications' commission invoiced, two thirds of those received.
  const paid = 'pos = 9 and n % 2 = 0';
  const invoiced = (v: string) => `case when ${paid} then ${v} end`;
  await step('applications', () =>
    run(`insert into applications (id, enquiry, college, course, intake, stage, "stageAt", "assignedTo",
      tuition, currency, "createdAt", "updatedAt", "deletedAt", "offerType", "acceptanceDeadline",
      "depositAmount", "depositDueDate", "depositPaidDate", "visaAppointmentDate", "visaDecision",
      "commissionInvoicedDate", "commissionInvoicedAmount", "commissionReceivedDate", "commissionReceivedAmount")
    select ${id}, 'e' || ${d.pad(`(n * 7919) % ${rows}`, 9)},
      'college-' || ${d.pad(college, 3)}, 'course-' || ${d.pad(course, 4)},
      case when pos > 1 or n % 2 = 0 then 'intake-' || ${d.pad(`(${college}) * ${INTAKES_PER} + (n + r) % ${INTAKES_PER}`, 4)} end,
      ${key('pos')}, ${d.iso('moved')},
      case when n % 25 < 20 then 'counsellor-' || ${d.pad('n % 25', 2)} end,
      10000 + (${course} % 20) * 1000, ${d.pick(CURRENCIES, `(${college}) % 6`)},
      ${d.iso('made')}, ${d.iso('moved')}, case when (n * 3 + r) % 100 = 42 then ${d.iso('moved')} end,
      case when pos = 4 then 'conditional' when ${offer} then 'unconditional' end,
      case when ${offer} then ${day('n % 50 - 10')} end,
      case when pos between 5 and 9 then 2000 end, case when pos between 5 and 9 then ${day('n % 40 - 5')} end,
      case when pos between 6 and 9 then ${day('-(n % 60) - 1')} end,
      case when pos = 7 then ${day('n % 30 - 5')} end,
      case when pos in (8, 9) then 'granted' when pos = 12 then 'refused' end,
      ${invoiced(day('-(n % 90) - 30'))},
      ${invoiced('1500 + (n % 10) * 100')},
      case when ${paid} and n % 3 > 0 then ${day('-(n % 30) - 1')} end,
      case when ${paid} and n % 3 > 0 then 1400 + (n % 10) * 100 end
    from ${applicationsOf(d, rows, end, span)} order by n, r`),
  );
  await step('stage history', () =>
    run(`insert into application_stage_changes (id, "applicationId", "from", "to", "by", "at")
    select ${id} || '-' || j, ${id}, case when j > 0 then ${key('j')} end,
      ${key(`case when pos <= ${OPEN} or j < bpos then j + 1 else pos end`)},
      case when n % 25 < 20 then 'counsellor-' || ${d.pad('n % 25', 2)} end,
      ${d.iso(`made + case when len = 1 then 0 else (moved - made) * j / (len - 1) end`)}
    from ${applicationsOf(d, rows, end, span)}
      cross join (select n as j from ${d.series(9)}) js
    where j < len order by n, r, j`),
  );
  await step('conditions', () =>
    run(`insert into application_conditions (id, "applicationId", text, "dueDate", satisfied, "createdAt", "updatedAt")
    select ${id}, ${id}, 'IELTS 6.5 overall', ${day('n % 40 - 10')}, case when n % 3 = 0 then 1 else 0 end,
      ${d.iso('moved')}, ${d.iso('moved')}
    from ${applicationsOf(d, rows, end, span)} where pos = 4 order by n, r`),
  );
}
