import type { ModuleRegistration } from '../module';
import { ingestMail, type IngestDeps, type Ingested } from './ingest';
import { inboxRoutes } from './inbox.routes';
import { startImapMailbox } from './imap-mailbox';
import { startSmtpListener } from './smtp-listener';

/** What the app offers of the inbox: the one way mail comes in (listener, mailbox, tests). */
export type Inbox = {
  ingest: (raw: Buffer, envelope?: string[]) => Promise<Ingested>;
  /** The SMTP listener's port, when it runs. */
  smtpPort: number | undefined;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    inbox: Inbox;
  }
}

/** Replies coming back: ingest, the Unmatched list, the SMTP listener and the IMAP mailbox. */
export const inboxModule: ModuleRegistration = {
  name: 'inbox',
  register: async (api, { app, config, handle, storage, bus }) => {
    const deps: IngestDeps = {
      db: handle.db,
      storage,
      bus,
      inbound: config.inbound,
      documentMaxBytes: config.documentMaxBytes,
    };
    inboxRoutes(api, deps);
    const ingest: Inbox['ingest'] = (raw, envelope) => ingestMail(deps, raw, envelope);
    const { domain, smtpPort, smtpHost, maxBytes } = config.inbound;
    const listener =
      domain && smtpPort !== undefined
        ? await startSmtpListener({
            host: smtpHost,
            port: smtpPort,
            domain,
            maxBytes,
            ingest,
            log: app.log,
          })
        : undefined;
    // Before the database closes: a message being filed finishes (or is answered 451).
    if (listener) app.addHook('onClose', () => listener.close());
    const { imap } = config.inbound;
    const mailbox = imap ? startImapMailbox({ server: imap, ingest, log: app.log }) : undefined;
    if (mailbox) app.addHook('onClose', () => mailbox.close());
    app.decorate('inbox', { ingest, smtpPort: listener?.port });
  },
};
