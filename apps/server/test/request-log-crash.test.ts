/**
 * Request log lines leave the request path (pino's file transport in a worker thread);
 * the lines logged before a crash must still reach stdout (pino flushes at exit).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const LOG_MODULE = join(import.meta.dirname, '..', 'src', 'http', 'request-log.ts');
const LINES = 3_000;

it('every line logged before an uncaught exception reaches stdout', async () => {
  const script = `
    import Fastify from 'fastify';
    import { requestLogOptions } from ${JSON.stringify(LOG_MODULE)};
    const app = Fastify(requestLogOptions('info', { enabled: true }));
    await app.ready();
    for (let i = 0; i < ${LINES}; i += 1) app.log.info({ i }, 'line');
    setImmediate(() => { app.log.error('last words'); throw new Error('crash'); });
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: join(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const lines = out
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as { msg: string; i?: number });
  expect(code).not.toBe(0);
  expect(lines.filter((l) => l.msg === 'line').map((l) => l.i)).toEqual(Array.from({ length: LINES }, (_, i) => i));
  expect(lines.at(-1)?.msg).toBe('last words');
}, 60_000);
