import type { ModuleRegistration } from '../module';
import { ingestMail, type IngestDeps, type Ingested } from './ingest';

/** What the app offers of the inbox: the one way mail comes in (listener, mailbox, tests). */
export type Inbox = { ingest: (raw: Buffer, envelope?: string[]) => Promise<Ingested> };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    inbox: Inbox;
  }
}

/** Replies coming back: ingest, the Unmatched list, the SMTP listener and the IMAP mailbox. */
export const inboxModule: ModuleRegistration = {
  name: 'inbox',
  register: (_api, { app, config, handle, storage, bus }) => {
    const deps: IngestDeps = {
      db: handle.db,
      storage,
      bus,
      inbound: config.inbound,
      documentMaxBytes: config.documentMaxBytes,
    };
    app.decorate('inbox', { ingest: (raw, envelope) => ingestMail(deps, raw, envelope) });
  },
};
