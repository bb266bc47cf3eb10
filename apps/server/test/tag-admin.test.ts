import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { GREENWAY_NAME } from '../src/seed/demo';
import { backends, call, companyIdNamed, loginDemoUsers, type Session, startTestApp, type TestApp } from './harness';

type TagList = { groups: { id: string; name: string; tags: { id: string; name: string; groupId: string; groupName: string }[] }[] };

/**
 * Tag administration (the /tags screen, rules 2.14, 17.7, 3.6, 4.13, 5.13) through HTTP: the roles and
 * company cases fleet-admin.test.ts leaves out (every write refused for employees, guests and
 * app-only users; another company's names are free and its list is separate), the name rules at
 * their edges, renames carried to the tags, and deletions removing assignments.
 */
describe.each(backends())('tag administration on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power' | 'guest' | 'app', Session>;
  let greenway: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    s = await loginDemoUsers(t.app, ['admin', 'manager', 'employee', 'power', 'guest', 'app']);
    greenway = await companyIdNamed(t.db, GREENWAY_NAME);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = <E = unknown>(url: string, payload: Record<string, unknown>, session: Session = s.admin) =>
    call<E>(t.app, { method: 'POST', url: `/web-hmac/web/tag/${url}`, headers: session, payload });
  const list = async (session: Session = s.admin) =>
    (await call<TagList>(t.app, { method: 'GET', url: '/web-hmac/web/tag/list', headers: session })).body.entry;
  const seeded = async () => {
    const tag = await t.db
      .selectFrom('tags')
      .select(['id', 'group_id'])
      .where('company_id', '=', greenway)
      .where('name', '=', 'Crew B')
      .executeTakeFirstOrThrow();
    return { group: tag.group_id, tag: tag.id };
  };

  it('refuses every write to employees, guests and app-only users with 1170010403 and changes nothing', async () => {
    const ids = await seeded();
    const before = await list();
    const writes: [string, Record<string, unknown>][] = [
      ['createGroup', { name: 'Nope' }],
      ['renameGroup', { id: ids.group, name: 'Nope' }],
      ['deleteGroup', { id: ids.group }],
      ['create', { groupId: ids.group, name: 'Nope' }],
      ['rename', { id: ids.tag, name: 'Nope' }],
      ['delete', { id: ids.tag }],
    ];
    for (const session of [s.employee, s.guest, s.app]) {
      for (const [url, payload] of writes) {
        const answer = await post(url, payload, session);
        expect({ url, code: answer.body.code }).toEqual({ url, code: ServerCode.forbiddenRole });
      }
    }
    expect(await list()).toEqual(before);
    expect((await list(s.employee)).groups.map((g) => g.name)).toEqual(['Condition', 'Crew', 'Site']);
  });

  it('answers 1401 without a session and refuses unknown fields with HTTP 400 before any change', async () => {
    const anonymous = await call(t.app, { method: 'POST', url: '/web-hmac/web/tag/createGroup', payload: { name: 'Ghost' } });
    expect(anonymous.body.code).toBe(ServerCode.sessionExpired);
    const extra = await post('createGroup', { name: 'Ghost', companyId: greenway });
    expect(extra.status).toBe(400);
    expect((await list()).groups.map((g) => g.name)).not.toContain('Ghost');
  });

  it("keeps each company's tags apart: its own list only, and names taken in one company are free in another", async () => {
    expect((await list(s.power)).groups.map((g) => g.name)).toEqual(['Shift']);
    const theirs = await post<{ id: string; name: string }>('createGroup', { name: 'Crew' }, s.power);
    expect(theirs.body).toMatchObject({ code: 200, entry: { name: 'Crew' } });
    const theirTag = await post('create', { groupId: theirs.body.entry.id, name: 'Crew A' }, s.power);
    expect(theirTag.body.code).toBe(200);
    expect((await list()).groups.filter((g) => g.name === 'Crew')).toHaveLength(1);
    expect((await list(s.power)).groups.map((g) => g.name)).toEqual(['Crew', 'Shift']);
    expect((await post('deleteGroup', { id: theirs.body.entry.id }, s.power)).body).toMatchObject({ code: 200, entry: { deletedTagCount: 1 } });
  });

  it('checks names at their edges: blank is required, 50 characters pass and 51 do not, spaces are trimmed', async () => {
    expect((await post('createGroup', { name: '   ' }, s.manager)).body).toMatchObject({
      code: ServerCode.validationFailed,
      entry: { name: { code: 'required' } },
    });
    const fifty = 'x'.repeat(50);
    const group = await post<{ id: string; name: string }>('createGroup', { name: ` ${fifty} ` }, s.manager);
    expect(group.body).toMatchObject({ code: 200, entry: { name: fifty } });
    const id = group.body.entry.id;
    expect((await post('create', { groupId: id, name: 'y'.repeat(51) }, s.manager)).body).toMatchObject({ entry: { name: { code: 'too_long', max: 50 } } });
    expect((await post('create', { groupId: id, name: '' }, s.manager)).body).toMatchObject({ entry: { name: { code: 'required' } } });
    expect((await post('renameGroup', { id, name: '' }, s.manager)).body).toMatchObject({ entry: { name: { code: 'required' } } });
    expect((await post('deleteGroup', { id }, s.manager)).body.code).toBe(200);
  });

  it("renaming keeps its own name, refuses another's, carries a group rename to its tags; tag names are unique per group only", async () => {
    const ids = await seeded();
    expect((await post('renameGroup', { id: ids.group, name: 'Crew' })).body).toMatchObject({ code: 200, entry: { name: 'Crew' } });
    expect((await post('renameGroup', { id: ids.group, name: 'Site' })).body).toMatchObject({
      code: ServerCode.validationFailed,
      entry: { name: { code: 'taken' } },
    });
    expect((await post('rename', { id: ids.tag, name: 'Crew B' })).body.code).toBe(200);
    expect((await post('create', { groupId: ids.group, name: 'Crew A' })).body).toMatchObject({
      code: ServerCode.validationFailed,
      entry: { name: { code: 'taken' } },
    });
    const site = (await list()).groups.find((g) => g.name === 'Site');
    expect((await post('create', { groupId: site?.id, name: 'Crew A' })).body.code).toBe(200);

    expect((await post('renameGroup', { id: ids.group, name: 'Crews' })).body.code).toBe(200);
    const crews = (await list()).groups.find((g) => g.id === ids.group);
    expect(crews?.name).toBe('Crews');
    expect(new Set(crews?.tags.map((tag) => tag.groupName))).toEqual(new Set(['Crews']));
    expect((await post('renameGroup', { id: ids.group, name: 'Crew' })).body.code).toBe(200);
  });

  it('deleting a tag removes it from every machine; deleting it again answers 1170010404', async () => {
    const tag = await t.db.selectFrom('tags').select('id').where('company_id', '=', greenway).where('name', '=', 'Needs service').executeTakeFirstOrThrow();
    const assigned = async () => (await t.db.selectFrom('equipment_tags').select('equipment_id').where('tag_id', '=', tag.id).execute()).length;
    expect(await assigned()).toBeGreaterThan(0);
    expect((await post('delete', { id: tag.id }, s.manager)).body).toMatchObject({ code: 200, entry: null });
    expect(await assigned()).toBe(0);
    expect((await list()).groups.flatMap((g) => g.tags).map((x) => x.name)).not.toContain('Needs service');
    expect((await post('delete', { id: tag.id }, s.manager)).body.code).toBe(ServerCode.notFound);
  });
});
