import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createAgent, createPerson, link, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { contacts, personLinks } from '../../db/schema';

const { app, database } = await createTestApp();
const api = testClient(app);

const post = (path: string, token: string | undefined, body: object, lang?: 'nb' | 'en') =>
  api.post(`/api/ardis/customer/${path}`, { token, body, lang });

describe('POST /api/ardis/customer/login', () => {
  it('answers the caller as the active person, and the persons the caller may act for', async () => {
    const parent = await createPerson(database, { birthDate: '1975-01-02' });
    const child = await createPerson(database, { birthDate: '2015-06-07' });
    const stranger = await createPerson(database);
    await link(database, parent, child, 'parent');
    await link(database, stranger, parent, 'carer'); // a link the other way gives the parent nothing

    const res = await post('login', parent.token, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.activePid).toBe(parent.pid);
    expect(body.person).toMatchObject({ pid: parent.pid, relation: 'self', isActive: true, birthDate: '1975-01-02' });
    expect(body.persons.map((p: { pid: string; relation: string }) => [p.pid, p.relation])).toEqual([
      [parent.pid, 'self'],
      [child.pid, 'parent'],
    ]);
    expect(body.persons[1]).toMatchObject({ birthDate: '2015-06-07', isActive: false });
  });

  it('may start as a linked person; an unlinked pid is 404, a malformed one 400, no token 401', async () => {
    const parent = await createPerson(database);
    const child = await createPerson(database);
    const stranger = await createPerson(database);
    await link(database, parent, child);
    const asChild = await post('login', parent.token, { pid: child.pid });
    expect(asChild.statusCode).toBe(200);
    expect(asChild.json()).toMatchObject({ activePid: child.pid, person: { pid: child.pid, relation: 'parent' } });
    expect((await post('login', parent.token, { pid: stranger.pid })).statusCode).toBe(404);
    expect((await post('login', parent.token, { pid: randomUUID() })).statusCode).toBe(404);
    const bad = await post('login', parent.token, { pid: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ path: 'body.pid' })]);
    expect((await post('login', undefined, {})).statusCode).toBe(401);
  });

  it('does not let staff reach persons they are not linked to', async () => {
    const agent = await createAgent(database);
    const person = await createPerson(database);
    expect((await post('login', agent.token, { pid: person.pid })).statusCode).toBe(404);
    expect((await post('get', agent.token, { pid: person.pid })).statusCode).toBe(404);
  });

  it('hides linked persons that are deactivated', async () => {
    const parent = await createPerson(database);
    const child = await createPerson(database);
    await link(database, parent, child);
    await database.db.update(contacts).set({ isActive: false }).where(eq(contacts.id, child.pid));
    const res = await post('login', parent.token, {});
    expect(res.json().persons).toHaveLength(1);
    expect((await post('get', parent.token, { pid: child.pid })).statusCode).toBe(404);
  });
});

describe('POST /api/ardis/customer/change-person and logout', () => {
  it('switches the active person of this sign-in only, and ends it at logout', async () => {
    const nurse = await createPerson(database);
    const patient = await createPerson(database);
    await link(database, nurse, patient, 'carer');
    const otherSignIn = (await signIn(database, nurse.contact)).accessToken;

    const before = await post('change-person', nurse.token, { pid: patient.pid }, 'en');
    expect(before.statusCode).toBe(422);
    expect(before.json()).toMatchObject({ code: 'pharmacy_session_required', title: 'Sign in to the pharmacy first.' });

    expect((await post('login', nurse.token, {})).statusCode).toBe(200);
    const changed = await post('change-person', nurse.token, { pid: patient.pid });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ activePid: patient.pid, person: { pid: patient.pid, relation: 'carer' } });
    expect(changed.json().persons.find((p: { isActive: boolean }) => p.isActive).pid).toBe(patient.pid);

    // get without pid answers the active person; another sign-in of the same contact has no session.
    expect((await post('get', nurse.token, {})).json()).toMatchObject({ pid: patient.pid, isActive: true });
    expect((await post('get', otherSignIn, {})).json()).toMatchObject({ pid: nurse.pid, isActive: false });
    expect((await post('change-person', otherSignIn, { pid: patient.pid })).statusCode).toBe(422);

    // Back to self is allowed.
    expect((await post('change-person', nurse.token, { pid: nurse.pid })).json().activePid).toBe(nurse.pid);

    const out = await post('logout', nurse.token, {});
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ isLoggedOut: true });
    expect((await post('logout', nurse.token, {})).statusCode).toBe(200);
    expect((await post('change-person', nurse.token, { pid: patient.pid })).statusCode).toBe(422);
    expect((await post('get', nurse.token, {})).json().pid).toBe(nurse.pid);
  });

  it('falls back to the caller when the active person is unlinked after change-person', async () => {
    const nurse = await createPerson(database);
    const patient = await createPerson(database);
    await link(database, nurse, patient, 'carer');
    await post('login', nurse.token, {});
    await post('change-person', nurse.token, { pid: patient.pid });
    await database.db.delete(personLinks).where(eq(personLinks.personId, patient.pid));
    expect((await post('get', nurse.token, {})).json()).toMatchObject({ pid: nurse.pid, relation: 'self' });
    expect((await post('get', nurse.token, { pid: patient.pid })).statusCode).toBe(404);
  });

  it('refuses a person the caller is not linked to (404) and leaves the session as it was', async () => {
    const caller = await createPerson(database);
    const stranger = await createPerson(database);
    await post('login', caller.token, {});
    expect((await post('change-person', caller.token, { pid: stranger.pid })).statusCode).toBe(404);
    expect((await post('get', caller.token, {})).json().pid).toBe(caller.pid);
  });

  it('validates the body (400) and needs a token (401)', async () => {
    const caller = await createPerson(database);
    const bad = await post('change-person', caller.token, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ path: 'body.pid' })]);
    expect((await post('change-person', undefined, { pid: caller.pid })).statusCode).toBe(401);
    expect((await post('logout', undefined, {})).statusCode).toBe(401);
    expect((await post('logout', caller.token, [1, 2])).statusCode).toBe(400);
  });
});

describe('POST /api/ardis/customer/get and update', () => {
  it('answers the caller and linked persons, 404 for others', async () => {
    const parent = await createPerson(database);
    const child = await createPerson(database);
    const stranger = await createPerson(database);
    await link(database, parent, child, 'guardian');
    expect((await post('get', parent.token, { pid: parent.pid })).json()).toMatchObject({
      pid: parent.pid,
      email: parent.contact.email,
      relation: 'self',
    });
    expect((await post('get', parent.token, { pid: child.pid })).json().relation).toBe('guardian');
    // The link is one way: the child cannot read the parent.
    expect((await post('get', child.token, { pid: parent.pid })).statusCode).toBe(404);
    expect((await post('get', parent.token, { pid: stranger.pid })).statusCode).toBe(404);
    expect((await post('get', parent.token, { pid: 'x' })).statusCode).toBe(400);
    expect((await post('get', undefined, {})).statusCode).toBe(401);
  });

  it('updates name, phone and birth date of the caller or a linked person; null clears', async () => {
    const parent = await createPerson(database, { birthDate: null });
    const child = await createPerson(database, { birthDate: null });
    await link(database, parent, child);
    const own = await post('update', parent.token, {
      pid: parent.pid,
      firstName: ' Kari ',
      phone: '+47 900 00 000',
      birthDate: '1970-03-04',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ firstName: 'Kari', phone: '+47 900 00 000', birthDate: '1970-03-04' });
    const cleared = await post('update', parent.token, { pid: parent.pid, phone: null, birthDate: null });
    expect(cleared.json()).toMatchObject({ firstName: 'Kari', phone: null, birthDate: null });
    const forChild = await post('update', parent.token, {
      pid: child.pid,
      lastName: 'Nordmann',
      birthDate: '2016-01-31',
    });
    expect(forChild.json()).toMatchObject({ pid: child.pid, lastName: 'Nordmann', birthDate: '2016-01-31' });
  });

  it('refuses others (404), bad fields (400 listing each) and anonymous callers (401)', async () => {
    const caller = await createPerson(database);
    const stranger = await createPerson(database);
    expect((await post('update', caller.token, { pid: stranger.pid, firstName: 'X' })).statusCode).toBe(404);
    expect((await post('get', stranger.token, { pid: stranger.pid })).json().firstName).toBe('Test');
    const bad = await post('update', caller.token, {
      pid: caller.pid,
      firstName: '',
      phone: 'abc',
      birthDate: '2020-13-40',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.birthDate', 'body.firstName', 'body.phone']);
    expect((await post('update', undefined, { pid: caller.pid })).statusCode).toBe(401);
  });
});
