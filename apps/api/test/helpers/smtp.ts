/** A real SMTP server on a loopback port that keeps what it receives. */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface Received { to: string[]; raw: string }

export async function startSmtp(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => { raw += chunk.toString(); });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset token in a mail's text (quoted-printable soft breaks undone). */
export function resetTokenIn(raw: string): string | null {
  const text = raw.replace(/=\r?\n/g, '');
  const match = /\/password\/reset\/([\w-]+)/.exec(text);
  return match ? match[1] : null;
}
