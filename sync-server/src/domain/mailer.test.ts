import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { smtpConfigFromEnv, smtpMailer } from './mailer';

/** A mail server that answers the SMTP steps and keeps what it was told. */
function fakeSmtp(): Promise<{ server: Server; port: number; lines: string[]; data: string[] }> {
  const lines: string[] = [];
  const data: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        data.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        inData = false;
        socket.write('250 queued\r\n');
      }
      let at: number;
      while (!inData && (at = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        lines.push(line);
        if (line.startsWith('EHLO')) socket.write('250-fake\r\n250 AUTH PLAIN\r\n');
        else if (line.startsWith('AUTH')) socket.write('235 ok\r\n');
        else if (line === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, lines, data })));
}

describe('smtpMailer', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('sends one message through the SMTP steps, signing in when given a user', async () => {
    const fake = await fakeSmtp();
    server = fake.server;
    const mailer = smtpMailer({ host: '127.0.0.1', port: fake.port, secure: false, user: 'u', password: 'p', from: 'Pitchside <no-reply@club.test>' });
    await mailer.send({ to: 'nia@club.test', subject: 'Invite', text: 'Hello\n.dot line\nhttp://x/invite/abc' });
    expect(fake.lines.slice(0, 5)).toEqual([
      'EHLO pitchside',
      `AUTH PLAIN ${Buffer.from('\u0000u\u0000p').toString('base64')}`,
      'MAIL FROM:<no-reply@club.test>',
      'RCPT TO:<nia@club.test>',
      'DATA',
    ]);
    expect(fake.data[0]).toContain('To: nia@club.test');
    expect(fake.data[0]).toContain('\r\n..dot line\r\n');
  });

  it('rejects when the server refuses, so the caller can say it was not mailed', async () => {
    await expect(smtpMailer({ host: '127.0.0.1', port: 1, secure: false, from: 'a@b.test' }).send({ to: 'x@y.test', subject: 's', text: 't' })).rejects.toThrow();
  });

  it('is configured only with SMTP_HOST', () => {
    expect(smtpConfigFromEnv({})).toBeUndefined();
    expect(smtpConfigFromEnv({ SMTP_HOST: 'mail.test' })).toMatchObject({ host: 'mail.test', port: 587, secure: false, from: 'Pitchside <no-reply@mail.test>' });
    expect(smtpConfigFromEnv({ SMTP_HOST: 'mail.test', SMTP_SECURE: '1' })).toMatchObject({ port: 465, secure: true });
  });
});
