import type { Db } from '../apps/api/src/db/database';
import { newId } from '../apps/api/src/lib/ids';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const STATUSES = ['new', 'recommended', 'popular', 'regular'];
const CATEGORIES = ['Graduate', 'Postgraduate', 'Diploma', 'PhD'];

export type CatalogueSeed = { colleges: number; countries: string[] };

/**
 * 4 countries with 5 places each and `count` colleges spread evenly over status, country and
 * name ("… College" or "… Institute"): each (search, status, country) slice is 1/32 of them.
 */
export async function seedCatalogue(db: Db, count: number): Promise<CatalogueSeed> {
  const at = (n: number) => new Date(T0 + n * 60_000).toISOString();
  const countries = ['Canada', 'Australia', 'Ireland', 'Germany'].map((name, i) => ({
    id: newId(),
    name,
    code: name.slice(0, 2).toUpperCase(),
    isoCode: name.slice(0, 3).toUpperCase(),
    dialCode: null,
    currency: null,
    image: null,
    thumbnail: null,
    createdAt: at(i),
    updatedAt: at(i),
  }));
  const states = countries.flatMap((c, i) =>
    [0, 1, 2, 3, 4].map((k) => ({
      id: newId(),
      country: c.id,
      name: `Region ${i}-${k}`,
      description: null,
      active: 1,
      recommended: 0,
      createdAt: at(k),
      updatedAt: at(k),
    })),
  );
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('countries').values(countries).execute();
    await trx.insertInto('states').values(states).execute();
    for (let i = 0; i < count; i += 500) {
      const rows = Array.from({ length: Math.min(500, count - i) }, (_, k) => {
        const n = i + k;
        const country = Math.floor(n / 4) % 4;
        return {
          id: newId(),
          name: `${Math.floor(n / 16) % 2 ? 'Northern Institute' : 'Lakeside College'} ${n}`,
          email: `admissions${n}@college.example`,
          phone: null,
          address: `${n} Campus Road`,
          website: null,
          description: null,
          mapLink: null,
          country: countries[country]!.id,
          state: states[country * 5 + (n % 5)]!.id,
          courses: '[]',
          category: JSON.stringify([CATEGORIES[n % 4]]),
          status: STATUSES[n % 4]!,
          facilities: '["Library"]',
          services: '[]',
          visible: 1,
          image: null,
          thumbnail: null,
          createdAt: at(n),
          updatedAt: at(n),
        };
      });
      await trx.insertInto('colleges').values(rows).execute();
    }
  });
  return { colleges: count, countries: countries.map((c) => c.id) };
}
