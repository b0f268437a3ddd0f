import type { DbHandle } from '../db/database';
import type { Images } from '../lib/crud/images';

/** What every catalogue and website-content module is built from. */
export type CatalogueDeps = { handle: DbHandle; images: Images };
