import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { casesFor } from './fuzz/cases';
import { gatesOf, OPERATOR_TOKEN, type Gates } from './fuzz/gates';
import { hintsFrom } from './fuzz/hints';
import { installChangeProbe, type ChangeProbe } from './fuzz/probe';
import { sendCase, type Finding } from './fuzz/send';
import { fuzzTargets, servedApiRoutes } from './fuzz/targets';
import type { Hints } from './fuzz/codec-arbitrary';
import { backends, startTestApp, type TestApp } from './harness';

// Rules 20.8 (decision 0012): every endpoint of the contract, fuzzed from its io-ts codec through the real
// server. FUZZ_SEED and FUZZ_CASES (per endpoint) override the defaults; the seed is printed.
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_260_615);
const CASES: Record<'pglite' | 'postgres', number> = { pglite: Number(process.env['FUZZ_CASES'] ?? 120), postgres: Number(process.env['FUZZ_CASES'] ?? 100) };
const targets = await fuzzTargets();

describe.each(backends())('schema-driven fuzz of every endpoint on $name', (backend) => {
  let t: TestApp;
  let probe: ChangeProbe;
  let hints: Hints;
  let gates: Gates;
  const findings: Finding[] = [];
  const faults: unknown[] = [];
  const unreachable = new Set<string>();
  const lines: string[] = [];
  const totals = { cases: 0, requests: 0 };
  const onFault = (error: unknown): void => {
    faults.push(error);
  };

  beforeAll(async () => {
    process.on('unhandledRejection', onFault);
    process.on('uncaughtException', onFault);
    // Every row change the probe sees must come from the request in flight: the periodic jobs
    // (offline sweep, prunes) are held still by fake setInterval, the report scheduler is off.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await startTestApp(backend, { operatorToken: OPERATOR_TOKEN, reportSchedulerPollMs: null, alertWorkers: false });
    probe = await installChangeProbe(t.db);
    gates = gatesOf(t, probe);
    hints = await hintsFrom(t.db);
    console.info(
      `fuzz on ${backend.name}: seed ${SEED}, ${CASES[backend.name]} cases per endpoint, ${targets.length} endpoints, ${probe.tables.length} tables watched`,
    );
  });

  afterAll(async () => {
    process.off('unhandledRejection', onFault);
    process.off('uncaughtException', onFault);
    console.info(
      [
        `fuzz on ${backend.name} (seed ${SEED}), answers per endpoint:`,
        ...lines,
        `total: ${targets.length} endpoints, ${totals.cases} cases, ${totals.requests} requests, ${findings.length} findings`,
      ].join('\n'),
    );
    if (unreachable.size > 0) console.info(`refinements no sampled value met (their "valid" values stay invalid): ${[...unreachable].join(', ')}`);
    await t.close();
    vi.useRealTimers();
  });

  it('knows every /web-hmac route the server serves (a route outside the contract would escape the fuzz)', () => {
    const known = new Set(targets.map((target) => `${target.method} ${target.path}`));
    const served = servedApiRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(served.length).toBeGreaterThan(50);
    expect(served.filter((route) => !known.has(route))).toEqual([]);
  });

  it.each(targets)('$method $path: no 5xx, nothing stored when refused, bad characters refused on their field', { timeout: 300_000 }, async (target) => {
    const cases = casesFor(target, hints, SEED, CASES[backend.name], unreachable);
    const outcomes = new Map<string, number>();
    const before = findings.length;
    const started = performance.now();
    let requests = 0;
    for (const fuzz of cases) {
      const gated = await gates.headersFor(target);
      for (const session of gated === null ? [null] : [gated, null]) {
        const { outcome, finding } = await sendCase(t.app, probe, target, fuzz, session);
        requests += 1;
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        if (finding !== null) findings.push(finding);
        if (session !== null && target.auth && (outcome === '1401' || outcome === '1456')) gates.sessionEnded();
      }
    }
    totals.cases += cases.length;
    totals.requests += requests;
    const summary = [...outcomes.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([o, n]) => `${o}: ${n}`)
      .join(', ');
    lines.push(
      `  ${target.method} ${target.path}${target.kind === 'envelope' ? '' : ` (${target.kind})`}: ${cases.length} cases, ${requests} requests, ${Math.round(performance.now() - started)} ms; ${summary}`,
    );
    expect(findings.slice(before)).toEqual([]);
  });

  it('every endpoint still answers valid requests after all the fuzzed writes (stored data that breaks a later read)', { timeout: 300_000 }, async () => {
    const broken: string[] = [];
    for (const target of targets) {
      for (const fuzz of casesFor(target, hints, SEED + 1, 3, unreachable).filter((c) => c.label === 'valid')) {
        const { outcome } = await sendCase(t.app, probe, target, fuzz, await gates.headersFor(target));
        if (outcome === '1401' || outcome === '1456') gates.sessionEnded();
        if (outcome.startsWith('http 5')) broken.push(`${target.method} ${target.path}: ${outcome} for ${fuzz.text ?? 'no body'}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('met no unhandled rejection or uncaught exception', () => {
    expect(faults).toEqual([]);
  });
});
