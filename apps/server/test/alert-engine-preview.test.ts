import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertRulePreview } from '@yardfleet/contract/endpoints/alert-rules';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { AlertRuleDraft } from '@yardfleet/domain/alerts/alert-rule';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginAs, type Session } from './harness';
import { alertWorld, draftOf, MINUTE, report, type AlertWorld, type Machine } from './alert-engine-support';

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// The rule editor's preview replays the stored history through a draft (rules 22.5).
describe.each(backends())('alert rule preview on $name', (backend) => {
  let w: AlertWorld;
  let admin: Session;
  let faulty: Machine;
  let silent: Machine;
  let tag: string;
  let quietTag: string;
  beforeAll(async () => {
    w = await alertWorld(backend);
    const start = w.now().getTime();
    const at = (ago: number) => new Date(start - ago);
    faulty = await w.bindMachine();
    silent = await w.bindMachine();
    tag = await w.tagMachines([faulty.equipmentId, silent.equipmentId]);
    quietTag = await w.tagMachines([silent.equipmentId]);
    // Faults of 30 minutes (3 days ago), 10 minutes (1 day ago) and one still on (since 2 hours ago).
    await w.send(faulty, [
      report(at(3 * DAY), { errorCode: 'E1', activity: 'mowing' }),
      report(at(3 * DAY - 30 * MINUTE), { errorCleared: true, activity: 'idle' }),
      report(at(DAY), { errorCode: 'E2', activity: 'mowing' }),
      report(at(DAY - 10 * MINUTE), { errorCleared: true, activity: 'idle' }),
      report(at(2 * HOUR), { errorCode: 'E3', activity: 'mowing' }),
    ]);
    // Heard 3 days ago, then 2 days ago, then never again.
    await w.send(silent, [report(at(3 * DAY)), report(at(2 * DAY))]);
    await w.reset();
    admin = await loginAs(w.t.app, DEMO_LOGINS.admin);
  });
  afterAll(async () => {
    await w.t.close();
  });

  const preview = (draft: AlertRuleDraft, days?: number, session: Session = admin) =>
    call<AlertRulePreview>(w.t.app, {
      method: 'POST',
      url: '/web-hmac/web/alert/rule/preview',
      headers: session,
      payload: days === undefined ? { draft } : { draft, days },
    });
  const faults = (over: Partial<AlertRuleDraft> = {}) =>
    draftOf({ condition: { kind: 'fault_reported', errorCodes: [] }, scope: { kind: 'tag', tagId: tag }, ...over });

  it('counts the alerts a draft would have opened over the last 7 days, on how many machines, newest first', async () => {
    const { body } = await preview(faults());
    expect(body.code).toBe(200);
    expect(body.entry).toMatchObject({ opened: 3, subjects: 1 });
    const now = w.now().getTime();
    expect(body.entry.examples.map((e) => [e.subject.id, e.openedAt, e.resolvedAt])).toEqual([
      [faulty.equipmentId, new Date(now - 2 * HOUR).toISOString(), null],
      [faulty.equipmentId, new Date(now - DAY).toISOString(), new Date(now - DAY + 10 * MINUTE).toISOString()],
      [faulty.equipmentId, new Date(now - 3 * DAY).toISOString(), new Date(now - 3 * DAY + 30 * MINUTE).toISOString()],
    ]);
  });

  it('follows the draft’s timing and period: a hold drops the short fault, a reopen window keeps one alert, fewer days see less', async () => {
    expect((await preview(faults({ holdMinutes: 20 }))).body.entry).toMatchObject({ opened: 2, subjects: 1 });
    expect((await preview(faults({ reopenWithinMinutes: 10_080 }))).body.entry).toMatchObject({ opened: 1, subjects: 1 });
    expect((await preview(faults(), 2)).body.entry).toMatchObject({ opened: 2, subjects: 1 });
  });

  it('replays silence as the sweep would: machine offline opens in each long gap', async () => {
    const draft = draftOf({
      condition: { kind: 'machine_offline', offlineMinutes: 60, onlyDuringWorkingHours: false, onlyOutForWork: false },
      scope: { kind: 'tag', tagId: quietTag },
    });
    const { body } = await preview(draft);
    expect(body.entry).toMatchObject({ opened: 2, subjects: 1 });
    const now = w.now().getTime();
    expect(body.entry.examples.map((e) => [e.subject.id, e.openedAt, e.resolvedAt])).toEqual([
      [silent.equipmentId, new Date(now - 2 * DAY + HOUR).toISOString(), null],
      [silent.equipmentId, new Date(now - 3 * DAY + HOUR).toISOString(), new Date(now - 2 * DAY).toISOString()],
    ]);
    // The faulty machine's reports leave three gaps of an hour or more (the last one still open).
    expect((await preview({ ...draft, scope: { kind: 'tag', tagId: tag } })).body.entry).toMatchObject({ opened: 5, subjects: 2 });
  });

  it('stores nothing and refuses bad drafts, other companies’ ids and employees', async () => {
    await preview(faults());
    expect(await w.adb.selectFrom('alerts').select('id').execute()).toEqual([]);
    const bad = await preview(faults({ name: ' ', holdMinutes: 5000 }));
    expect(bad.body.code).toBe(ServerCode.validationFailed);
    expect(Object.keys(bad.body.entry as object).sort()).toEqual(['draft.holdMinutes', 'draft.name']);
    const group = await w.adb.insertInto('tag_groups').values({ company_id: w.brightline, name: 'Theirs' }).returning('id').executeTakeFirstOrThrow();
    const theirs = await w.adb
      .insertInto('tags')
      .values({ company_id: w.brightline, group_id: group.id, name: 'Theirs' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await preview(faults({ scope: { kind: 'tag', tagId: theirs.id } }))).body.code).toBe(ServerCode.notFound);
    const employee = await loginAs(w.t.app, DEMO_LOGINS.employee);
    expect((await preview(faults(), undefined, employee)).body.code).toBe(ServerCode.forbiddenRole);
  });
});
