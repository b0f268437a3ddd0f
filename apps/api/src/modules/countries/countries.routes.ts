import type { FastifyInstance } from 'fastify';
import {
  CountryCreateSchema,
  CountrySchema,
  CountryUpdateSchema,
  MESSAGES,
  countriesResource,
  isProtectedCountry,
  type Country,
} from '@studydesk/contract';
import { registerResource } from '../../lib/crud/resource';
import { AppError } from '../../lib/errors';
import type { CatalogueDeps } from '../catalogue';

export function countriesRoutes(app: FastifyInstance, { handle, images }: CatalogueDeps) {
  registerResource<Country>(app, handle, countriesResource, {
    permission: 'countries',
    schemas: { item: CountrySchema, create: CountryCreateSchema, update: CountryUpdateSchema },
    repo: {
      table: 'countries',
      searchable: ['name', 'code', 'isoCode'],
      unique: { code: MESSAGES.countries.codeTaken, isoCode: MESSAGES.countries.isoCodeTaken },
    },
    notFoundMessage: MESSAGES.countries.notFound,
    images,
    count: true,
    // Spec §5: the server refuses, whatever the page does.
    beforeRemove: (country) => {
      if (isProtectedCountry(country.name))
        throw new AppError(409, 'protected', MESSAGES.rules.cannotDeleteIndia);
    },
  });
}
