import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process that keeps what it receives, parsed. It can
 * be stopped and started again on the same port, as a mail server that goes down.
 */
export class SmtpSink {
  readonly messages: ParsedMail[] = [];
  /** Run while a message is being received, before the server answers: what the sender holds meanwhile can be looked at. */
  whileReceiving: (() => Promise<void>) | null = null;
  private server: SMTPServer | null = null;
  private port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then(async (mail) => {
            await this.whileReceiving?.();
            this.messages.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages sent to the address, oldest first. */
  to(address: string): ParsedMail[] {
    return this.messages.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.value.some((entry) => entry.address === address)));
  }
}
