import type { FastifyInstance } from 'fastify';
import type { ListEnvelope } from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import { createRepository, type RepositoryConfig, type Row } from './repository';
import { registerCrudRoutes, type CrudRoutesOptions } from './routes';

/** What a contract resource (`xResource` in packages/contract) says about itself. */
export type ContractResource = {
  path: string;
  envelope: ListEnvelope;
  sortable: readonly [string, ...string[]];
  defaultSort: string;
};

type Fixed = 'path' | 'envelope' | 'sortable' | 'repo';
export type ResourceOptions<Item extends Row> = Omit<CrudRoutesOptions<Item, Row, Row>, Fixed> & {
  repo: Omit<RepositoryConfig<Item>, 'sortable' | 'defaultSort'>;
};

/**
 * A whole resource from its contract declaration plus what is its own: the repository over
 * its table and every generic route. Returns the repository for routes the module adds.
 */
export function registerResource<Item extends Row>(
  app: FastifyInstance,
  handle: DbHandle,
  resource: ContractResource,
  { repo: table, ...routes }: ResourceOptions<Item>,
) {
  const { path, envelope, sortable, defaultSort } = resource;
  const repo = createRepository<Item, Row, Row>(handle, { ...table, sortable, defaultSort });
  registerCrudRoutes(app, { ...routes, path, envelope, sortable, repo });
  return repo;
}
