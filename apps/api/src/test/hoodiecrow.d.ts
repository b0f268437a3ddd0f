// The in-process IMAP server the mailbox tests read from ships no types: only what they use.
declare module 'hoodiecrow-imap' {
  type Server = {
    listen(port: number, host: string, cb: () => void): void;
    server: import('node:net').Server;
    appendMessage(mailbox: string, flags: string[], date: Date, raw: string): void;
    getMailbox(path: string): { messages: { flags: string[]; raw: string }[] };
  };
  function hoodiecrow(options: { plugins?: string[]; users?: object }): Server;
  export = hoodiecrow;
}
