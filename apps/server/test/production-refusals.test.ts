import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, spawnServer, type Exit } from './child-server';

/**
 * Rules 20.1: production (NODE_ENV=production) refuses to start without SMTP_URL and
 * PUBLIC_URL, naming each missing variable; `npm run serve` is tools/serve.mjs, which runs the
 * BUILT server with NODE_ENV=production and says how to build when the build is missing. No
 * database is needed: the configuration is refused before one is opened.
 */

const scratch = mkdtempSync(join(tmpdir(), 'yf-refusals-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs `node <script>` with only `env` (and PATH); answers how it ended and what it printed. */
const runNode = (script: string, env: Record<string, string>): Promise<Exit & { stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { env: { PATH: process.env['PATH'] ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('exit', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });

describe('production refuses to start without its mail settings', () => {
  it('names SMTP_URL and PUBLIC_URL when both are missing, and exits 1 without listening', async () => {
    const server = await spawnServer({ NODE_ENV: 'production', DATA_DIR: join(scratch, 'both') });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.stderr()).toMatch(
      /^Yardfleet server failed to start: Invalid or missing environment variables: SMTP_URL is required in production \(NODE_ENV=production\); PUBLIC_URL is required in production/,
    );
    expect(server.stderr()).not.toMatch(/\n\s+at /);
    expect(server.stdout()).not.toMatch(/listening/i);
  });

  it('names only SMTP_URL when PUBLIC_URL is set', async () => {
    const server = await spawnServer({ NODE_ENV: 'production', PUBLIC_URL: 'https://fleet.example.test', DATA_DIR: join(scratch, 'smtp') });
    expect((await server.exited).code).toBe(1);
    expect(server.stderr()).toMatch(/SMTP_URL is required in production/);
    expect(server.stderr()).not.toMatch(/PUBLIC_URL/);
  });
});

describe('npm run serve', () => {
  it('is tools/serve.mjs', () => {
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(manifest.scripts['serve']).toBe('node tools/serve.mjs');
  });

  it('says how to build when apps/server/dist/main.js is missing, and exits 1', async () => {
    const copy = join(scratch, 'unbuilt');
    mkdirSync(join(copy, 'tools'), { recursive: true });
    copyFileSync(join(REPO_ROOT, 'tools', 'serve.mjs'), join(copy, 'tools', 'serve.mjs'));
    const result = await runNode(join(copy, 'tools', 'serve.mjs'), {});
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${join(copy, 'apps', 'server', 'dist', 'main.js')} is missing`);
    expect(result.stderr).toContain('npm ci && npm run build');
  });

  it('runs the built entry point itself with NODE_ENV=production, whatever NODE_ENV was', async () => {
    const copy = join(scratch, 'built');
    mkdirSync(join(copy, 'tools'), { recursive: true });
    mkdirSync(join(copy, 'apps', 'server', 'dist'), { recursive: true });
    copyFileSync(join(REPO_ROOT, 'tools', 'serve.mjs'), join(copy, 'tools', 'serve.mjs'));
    // A stand-in for the build: reports what it was started with.
    writeFileSync(join(copy, 'apps', 'server', 'dist', 'main.js'), 'process.stdout.write(`entry ran with NODE_ENV=${process.env.NODE_ENV}`);\n');
    const result = await runNode(join(copy, 'tools', 'serve.mjs'), { NODE_ENV: 'development' });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('entry ran with NODE_ENV=production');
  });
});
