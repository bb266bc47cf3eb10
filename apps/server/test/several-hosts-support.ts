import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './child-server';

/** Debian's HAProxy (package haproxy; tools/test-all.mjs installs it on CI when it is missing). */
export const HAPROXY = process.env['HAPROXY_PATH'] ?? '/usr/sbin/haproxy';

/** A running HAProxy in front of server processes: its URL, and how to stop it. */
export interface LoadBalancer {
  readonly url: string;
  /** Everything HAProxy wrote so far (its alerts and warnings). */
  readonly output: () => string;
  readonly stop: () => Promise<void>;
}

/**
 * The configuration docs/deploy.md "Several hosts" gives, with the test's ports: round robin per
 * request over `backends` (host:port), health checks on /readyz, long-lived live streams kept
 * open (`timeout tunnel`), the client's address passed on (`option forwardfor`), and a
 * `x-served-by` answer header naming the server that answered (so a test sees both serve).
 */
export const haproxyConfig = (port: number, backends: readonly string[]): string =>
  [
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    '  option forwardfor',
    'frontend fleet',
    `  bind 127.0.0.1:${port}`,
    '  default_backend servers',
    'backend servers',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-response set-header x-served-by %s',
    ...backends.map((backend, i) => `  server s${i + 1} ${backend} check inter 500ms`),
    '',
  ].join('\n');

/**
 * Starts HAProxy in the foreground on a free port in front of `backends` and resolves once it
 * answers /readyz through a backend. @throws when the binary is missing (install Debian's haproxy)
 * or it exits first.
 */
export const startHaproxy = async (backends: readonly string[]): Promise<LoadBalancer> => {
  if (!existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: install Debian's haproxy (apt-get install haproxy) or set HAPROXY_PATH`);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'yf-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(port, backends));
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${output}`);
    const answer = await fetch(`${url}/readyz`).catch(() => null);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`haproxy did not pass /readyz within 20 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
