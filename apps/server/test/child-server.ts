import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** The repository root (this file is apps/server/test/child-server.ts). */
export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

/** The server's entry point, run from its TypeScript sources through tsx (the tests never need a build). */
export const MAIN_SOURCE = join(REPO_ROOT, 'apps', 'server', 'src', 'main.ts');

/** Asks the OS for a free TCP port on 127.0.0.1. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** How a child process ended. */
export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** A server process started by `spawnServer`. */
export interface ChildServer {
  readonly port: number;
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it wrote to stdout so far. */
  readonly stdout: () => string;
  /** Everything it wrote to stderr so far. */
  readonly stderr: () => string;
  /** Resolves when the process has ended. */
  readonly exited: Promise<Exit>;
  /** Polls `path` until it answers `status`; rejects when the process exits first or after `timeoutMs`. */
  readonly waitFor: (path: string, status?: number, timeoutMs?: number) => Promise<void>;
  /** SIGKILLs the process if it still runs (test clean-up). */
  readonly kill: () => Promise<void>;
}

/**
 * Spawns `node --import tsx apps/server/src/main.ts` with ONLY `env` (plus PATH, HOME and TMPDIR),
 * so nothing of the test's own environment (NODE_ENV=test, DATABASE_URL) leaks in. PORT is a
 * free port and HOST 127.0.0.1 unless `env` says otherwise.
 */
export const spawnServer = async (env: Record<string, string>): Promise<ChildServer> => {
  const port = env['PORT'] === undefined ? await freePort() : Number(env['PORT']);
  const base: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR']) {
    const value = process.env[name];
    if (value !== undefined) base[name] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN_SOURCE], {
    cwd: REPO_ROOT,
    env: { ...base, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const waitFor = async (path: string, status = 200, timeoutMs = 120_000): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before ${path} answered ${status}:\n${out}\n${err}`);
      try {
        const response = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        if (response.status === status) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${path} did not answer ${status} within ${timeoutMs} ms:\n${out}\n${err}`);
  };
  const kill = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  };
  return { port, url, child, stdout: () => out, stderr: () => err, exited, waitFor, kill };
};

/** The JSON objects of a process's log output, one per line; a line that is not JSON fails the parse. */
export const jsonLines = (text: string): Record<string, unknown>[] =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** One message a real SMTP server received: envelope recipients and the raw message. */
export interface Received {
  readonly to: string[];
  readonly raw: string;
}

/** A real SMTP server (smtp-server) on a free loopback port that keeps every message it receives. */
export const startSmtp = async (): Promise<{ readonly port: number; readonly received: Received[]; readonly close: () => Promise<void> }> => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};
