/**
 * Synthetic test persons offered on the stand-in's sign-in page. The numbers are Tenor-style synthetic
 * identity numbers (month + 80) with both mod-11 check digits right: valid in form, never a real person.
 * The first three are meant for the demo contacts named (set `contacts.external_id` to the pid).
 */
export type TestPerson = { pid: string; name: string; note: { nb: string; en: string } };

export const TEST_PERSONS: TestPerson[] = [
  {
    pid: '12838441252',
    name: 'Ingrid Berg',
    note: { nb: 'demo: buyer@nordlys.example', en: 'demo: buyer@nordlys.example' },
  },
  {
    pid: '05917123332',
    name: 'Lars Hansen',
    note: { nb: 'demo: admin@nordlys.example', en: 'demo: admin@nordlys.example' },
  },
  {
    pid: '28869031714',
    name: 'Martin Moen',
    note: { nb: 'demo: multi@demo.example (to kunder)', en: 'demo: multi@demo.example (two customers)' },
  },
  {
    pid: '17810151242',
    name: 'Nora Nilsen',
    note: { nb: 'ingen kundetilgang', en: 'no customer access' },
  },
  {
    pid: '30877926466',
    name: 'Kari Testesen',
    note: { nb: 'fri til tester og invitasjoner', en: 'free for tests and invitations' },
  },
];
