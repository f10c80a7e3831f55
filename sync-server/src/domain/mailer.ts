import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';

/**
 * Outgoing e-mail, only when SMTP is configured (docs/configuration-email.md). Nothing waits
 * on it: an invite link is always shown to copy, and a failed send only means it was not mailed.
 */
export type MailMessage = { to: string; subject: string; text: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

export type SmtpConfig = {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
};

/** SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD, SMTP_FROM; none without SMTP_HOST. */
export function smtpConfigFromEnv(env: Record<string, string | undefined>): SmtpConfig | undefined {
  const host = env.SMTP_HOST?.trim();
  if (!host) return undefined;
  const port = Number(env.SMTP_PORT ?? (env.SMTP_SECURE === '1' ? 465 : 587));
  return {
    host,
    port,
    secure: env.SMTP_SECURE === '1' || port === 465,
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
    from: env.SMTP_FROM || `Pitchside <no-reply@${host}>`,
  };
}

const TIMEOUT_MS = 15_000;

/** A reply reader over one socket: resolves with each complete reply (its code and text). */
function replies(socket: Socket | TLSSocket) {
  let buffer = '';
  let waiting: ((reply: { code: number; text: string }) => void) | null = null;
  const ready: { code: number; text: string }[] = [];
  const onData = (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    for (;;) {
      // A reply ends with a line "NNN text"; "NNN-text" lines continue it.
      const match = /(^|\r\n)(\d{3}) [^\r\n]*\r\n/.exec(buffer);
      if (!match) return;
      const end = match.index + match[0].length;
      const reply = { code: Number(match[2]), text: buffer.slice(0, end) };
      buffer = buffer.slice(end);
      if (waiting) {
        const resolve = waiting;
        waiting = null;
        resolve(reply);
      } else ready.push(reply);
    }
  };
  socket.on('data', onData);
  return {
    next: () =>
      new Promise<{ code: number; text: string }>((resolve) => {
        const first = ready.shift();
        if (first) resolve(first);
        else waiting = resolve;
      }),
    detach: () => socket.off('data', onData),
  };
}

async function exchange(socket: Socket | TLSSocket, reader: ReturnType<typeof replies>, line: string | null, expect: number) {
  if (line !== null) socket.write(`${line}\r\n`);
  const reply = await reader.next();
  if (Math.floor(reply.code / 100) !== Math.floor(expect / 100)) throw new Error(`SMTP answered ${reply.code} to ${line?.split(' ')[0] ?? 'connect'}`);
  return reply;
}

function opened(socket: Socket | TLSSocket, secure: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once(secure ? 'secureConnect' : 'connect', () => resolve());
    socket.once('error', reject);
  });
}

/** Lines starting with a dot get another (RFC 5321 4.5.2); line ends are CRLF. */
function dataOf(config: SmtpConfig, message: MailMessage): string {
  const body = message.text.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
  const subject = /^[\x20-\x7e]*$/.test(message.subject) ? message.subject : `=?UTF-8?B?${Buffer.from(message.subject).toString('base64')}?=`;
  return [
    `From: ${config.from}`,
    `To: ${message.to}`,
    `Subject: ${subject}`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    body,
    '.',
  ].join('\r\n');
}

const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

export function smtpMailer(config: SmtpConfig): Mailer {
  return {
    async send(message) {
      let socket: Socket | TLSSocket = config.secure
        ? tlsConnect({ host: config.host, port: config.port, servername: config.host })
        : netConnect({ host: config.host, port: config.port });
      socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('SMTP timed out')));
      try {
        await opened(socket, config.secure);
        let reader = replies(socket);
        await exchange(socket, reader, null, 220);
        let hello = await exchange(socket, reader, 'EHLO pitchside', 250);
        if (!config.secure && /STARTTLS/i.test(hello.text)) {
          await exchange(socket, reader, 'STARTTLS', 220);
          reader.detach();
          const plain = socket;
          socket = tlsConnect({ socket: plain, servername: config.host });
          await opened(socket, true);
          reader = replies(socket);
          hello = await exchange(socket, reader, 'EHLO pitchside', 250);
        }
        if (config.user) {
          const credentials = Buffer.from(`\u0000${config.user}\u0000${config.password ?? ''}`).toString('base64');
          await exchange(socket, reader, `AUTH PLAIN ${credentials}`, 235);
        }
        await exchange(socket, reader, `MAIL FROM:<${addressOf(config.from)}>`, 250);
        await exchange(socket, reader, `RCPT TO:<${message.to}>`, 250);
        await exchange(socket, reader, 'DATA', 354);
        await exchange(socket, reader, dataOf(config, message), 250);
        socket.write('QUIT\r\n');
      } finally {
        socket.end();
      }
    },
  };
}
