import type { Images, ImageColumns } from './images';
import type { Repository } from './repository';

type Row = Record<string, unknown>;
type Write<T> = (columns: Partial<ImageColumns>) => Promise<T>;

/**
 * The repository's writes with the request's image upload attached: stored before the row is
 * written, removed again if the write fails; a replaced or hard-deleted record's files go too.
 * Without an image pipeline they are the repository's plain writes.
 */
export function createWrites<Item extends Row, Create extends Row, Update extends Row>(
  repo: Repository<Item, Create, Update>,
  images?: Images,
) {
  const withUpload = <T>(upload: Buffer | undefined, write: Write<T>) =>
    images ? images.withUpload(upload, write) : write({});
  return {
    create: (data: Create, upload?: Buffer) =>
      withUpload(upload, (columns) => repo.create({ ...data, ...columns })),

    update: (id: string, data: Update, upload?: Buffer) =>
      withUpload(upload, async (columns) => {
        const before = columns.image ? await repo.get(id, true) : undefined;
        const after = await repo.update(id, { ...data, ...columns });
        if (after) await images?.discard(before);
        return after;
      }),

    /** Hard delete of a record read before (its files are removed once the row is gone). */
    async remove(item: Item, by: string | null = null): Promise<boolean> {
      const removed = await repo.remove(String(item._id), by);
      if (removed) await images?.discard(item);
      return removed;
    },
  };
}
