import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { spawnServer, type ChildServer } from './child-server';

/**
 * Rules 20.5: SIGTERM stops accepting, lets the request in flight finish (its database work
 * included), then exits 0; a request still running at SHUTDOWN_TIMEOUT_MS is cut off and the
 * process still exits 0. The server runs as a child process (tsx on src/main.ts) in production mode
 * on a fresh PGlite folder (production seeds nothing, so it starts fast; no mail is sent here).
 */

const LOGIN_BODY = JSON.stringify({ email: 'nobody@example.test', password: 'Garden2026' });

/** Opens a socket to the server and sends a login request whose body stops after `sent` bytes. */
const holdRequest = async (port: number, sent: number): Promise<{ socket: Socket; answer: Promise<string>; finish: () => void }> => {
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  const answer = new Promise<string>((resolve) => socket.once('close', () => resolve(text)));
  socket.write(
    [
      'POST /web-hmac/web/auth/login HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(LOGIN_BODY)}`,
      'lang: en-US',
      'traceId: held-request',
      'Connection: keep-alive',
      '',
      LOGIN_BODY.slice(0, sent),
    ].join('\r\n'),
  );
  return { socket, answer, finish: () => socket.write(LOGIN_BODY.slice(sent)) };
};

/** Resolves once a new TCP connection to `port` is refused; rejects if they are still accepted after `timeoutMs`. */
const refusedWithin = async (port: number, timeoutMs: number): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const outcome = await new Promise<string>((resolve) => {
      const probe = connect({ host: '127.0.0.1', port });
      probe.once('connect', () => {
        probe.destroy();
        resolve('accepted');
      });
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    if (outcome !== 'accepted') return outcome;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`new connections were still accepted ${timeoutMs} ms after SIGTERM`);
};

describe('graceful shutdown of the server process', () => {
  let server: ChildServer | undefined;
  let dataDir = '';

  const start = async (env: Record<string, string> = {}): Promise<ChildServer> => {
    dataDir = mkdtempSync(join(tmpdir(), 'yf-shutdown-'));
    server = await spawnServer({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PUBLIC_URL: 'https://fleet.example.test',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
      REPORT_SCHEDULER: 'off',
      ...env,
    });
    await server.waitFor('/readyz');
    return server;
  };

  afterEach(async () => {
    await server?.kill();
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM refuses new connections, finishes the request in flight (database included) and exits 0', async () => {
    const s = await start({ SHUTDOWN_TIMEOUT_MS: '30000' });
    const held = await holdRequest(s.port, 10);
    // The server has the request's headers (its route and hooks started) before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));
    s.child.kill('SIGTERM');
    expect(await refusedWithin(s.port, 5_000)).toBe('ECONNREFUSED');
    expect(s.child.exitCode).toBeNull();
    held.finish();
    const answer = await held.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { code: number };
    expect(body.code).toBe(ServerCode.badCredentials);
    expect(await s.exited).toEqual({ code: 0, signal: null });
    expect(s.stdout()).toMatch(/"msg":"shut down cleanly"/);
  });

  it('closes a request still running at SHUTDOWN_TIMEOUT_MS and exits 0 soon after', async () => {
    const s = await start({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const held = await holdRequest(s.port, 10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    s.child.kill('SIGTERM');
    const answer = await held.answer;
    expect(answer).toBe('');
    expect(await s.exited).toEqual({ code: 0, signal: null });
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(6_000);
    expect(s.stdout()).toMatch(/shutdown deadline reached/);
  });
});
