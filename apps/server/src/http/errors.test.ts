import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientGone, registerErrorHandler } from './errors';

/** A Fastify app with the server's error handler whose log lines (JSON) are collected. */
const appWithLog = () => {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as { level: number; msg: string });
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  registerErrorHandler(app);
  return { app, lines };
};

describe('the error handler (a client that went away is no server error)', () => {
  it('logs a premature close of the answer at info, never as a 500 error', async () => {
    const { app, lines } = appWithLog();
    app.get('/closed', async () => {
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    await app.inject({ method: 'GET', url: '/closed' });
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines.map((l) => l.msg)).toContain('the client closed the connection before the answer was sent');
    await app.close();
  });

  it('still logs any other failure as an error and answers 500', async () => {
    const { app, lines } = appWithLog();
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    const answer = await app.inject({ method: 'GET', url: '/broken' });
    expect(answer.statusCode).toBe(500);
    expect(lines.filter((l) => l.level === 50).map((l) => l.msg)).toEqual(['request failed']);
    await app.close();
  });

  it('knows a client is gone by the error code or by the destroyed response', () => {
    expect(clientGone(Object.assign(new Error('x'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }), false)).toBe(true);
    expect(clientGone(new Error('x'), true)).toBe(true);
    expect(clientGone(new Error('x'), false)).toBe(false);
    expect(clientGone('text', false)).toBe(false);
  });
});
