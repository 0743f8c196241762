// Issue 8 §3, the web half: fuzzing the web app's forms and server actions the way a browser without JavaScript
// posts them. Signed in through the sign-in form as the demo buyer, a company admin and the agent, the test
// crawls the pages each reaches, collects every POST form (React's progressive-enhancement fields `$ACTION_ID_…`
// or `$ACTION_REF_n`/`$ACTION_n:k`/`$ACTION_KEY`, and the form's own fields with their types and constraints) and
// posts fast-check generated submissions to each: missing fields, empty and very long strings, letters in numbers,
// negative and huge quantities, bad dates and ids, unicode, injection-looking strings. Every answer must be a
// page with the form again or a redirect (never a 5xx), and never show the error page, a stack trace, a file path
// or an error digest. Nothing may change: the test compares the account pages and the cart before and after.
//
// So that the run never changes what other browser tests rely on (they share one seeded API), a submission is
// built to be refused (docs/web.md, "Fuzzing forms"):
//   - a form with hidden fields (an address, a ticket, a contact, a SKU…) always gets garbage there, never the
//     page's value and never blank, so the action never reaches an existing record;
//   - a form without hidden fields (create a list, an address, a ticket; invite a contact…) always breaks at
//     least one of its own HTML constraints (required, maxlength, min, type email/number/date), which the server
//     must check as well (a select's or radio's unknown value is not one: some actions take it as "other");
//     forms with no constraint at all are left out;
//   - the password form (sign-in attempts count towards the lock-out) and the checkout (places orders) are left out;
//   - FORM_RULES (below) names, per form, hidden fields left alone — sent as the page had them, because garbage there
//     is not sure to be refused (a market code is two letters) — so that form is refused by a broken constraint
//     instead, and forms left out for another reason.
// WEB_FUZZ_RUNS (default 1500) is the total number of submissions, WEB_FUZZ_SEED replays a run. The signed-out
// forms (sign-in, e-mail link, eID, joining) and the pages a link lands on have tests of their own, further down.

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@engros/client';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import fc from 'fast-check';
import { DEMO_PASSWORD, e2e } from './support/browser';
import { expect, test } from './support/fixtures';
import { type ForwardingProxy, startForwardingProxy } from './support/forwarding-proxy';

const RUNS = Number(process.env.WEB_FUZZ_RUNS || 1500);
const SEED = process.env.WEB_FUZZ_SEED ? Number(process.env.WEB_FUZZ_SEED) : Date.now() % 2 ** 31;
/** Forms fuzzed at the same time (each form's submissions one after another). */
const PARALLEL = 4;

/**
 * The signed-out submissions come in through a reverse proxy the web server trusts (WEB_TRUST_PROXY), which passes
 * on the X-Forwarded-For each submission names: as many browsers, never the other tests' 127.0.0.1.
 */
let forwarding: ForwardingProxy;
test.beforeAll(async () => {
  forwarding = await startForwardingProxy(e2e().webUrl, (incoming) => incoming);
});
test.afterAll(async () => {
  await forwarding?.close();
});

type Field = {
  name: string;
  type: string;
  value: string;
  required: boolean;
  maxLength: number;
  min: string;
  options: string[];
};
type FoundForm = { role: string; page: string; action: string; fields: Field[]; text: string };

const ROLES: { email: string; pages: string[] }[] = [
  {
    email: 'buyer@nordlys.example',
    pages: [
      '/',
      '/product/allrengjoring-basic-100605',
      '/cart',
      '/quick-order',
      '/account',
      '/account/lists',
      '/account/subscriptions',
      '/account/subscriptions/new',
      '/account/quotes',
      '/account/approvals',
      '/account/support',
      '/account/support/new',
      '/account/orders',
      '/account/addresses',
      '/account/consents',
      '/account/prescriptions',
    ],
  },
  {
    email: 'admin@nordlys.example',
    pages: [
      '/account',
      '/account/lists',
      '/account/contacts',
      '/account/company',
      '/account/limits',
      '/account/cost-centres',
      '/account/approvals',
      '/account/quotes',
      '/account/addresses',
      '/account/support',
    ],
  },
  {
    // An administrator: every back-office form (issue 17's pages: staff, products, prices, assortments, delivery,
    // customers, categories), one detail page of each kind linked from the lists.
    email: 'agent@engros.example',
    pages: [
      '/backoffice/dashboard',
      '/backoffice/orders',
      '/backoffice/customers',
      '/backoffice/customers/new',
      '/backoffice/quotes',
      '/backoffice/support',
      '/backoffice/catalog/import',
      '/backoffice/staff',
      '/backoffice/products',
      '/backoffice/products/new',
      '/backoffice/products/stock',
      '/backoffice/prices',
      '/backoffice/prices/explain',
      '/backoffice/assortments',
      '/backoffice/delivery',
      '/backoffice/delivery/holidays',
      '/backoffice/delivery/shipping',
      '/backoffice/delivery/markets',
      '/backoffice/categories',
    ],
  },
];
/** Detail pages found by following links from the pages above (one of each kind). */
const DETAIL = /^\/(account|backoffice)\/[a-z-]+(\/[a-z-]+)?\/[^/?#]+$/;

/** Pages whose main content must read the same after the fuzzing as before (nothing changed). */
const WATCHED =
  /^\/(cart|account\/(lists|addresses|contacts|company|limits|cost-centres|consents|support|subscriptions|quotes|approvals)$|backoffice\/(customers|support|products|prices|assortments)\/|backoffice\/(staff|products|prices|assortments|categories|delivery|delivery\/(holidays|shipping|markets))$)/;

type Snapshot = { forms: Omit<FoundForm, 'role' | 'page'>[]; links: string[]; main: string };

async function readPage(page: Page, url: string): Promise<Snapshot & { status: number }> {
  const response = await page.request.get(url, { maxRedirects: 0 });
  const html = await response.text();
  const found = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const forms = [...doc.querySelectorAll('form')]
      .filter((form) => (form.getAttribute('method') ?? 'get').toLowerCase() === 'post')
      .map((form) => ({
        action: form.getAttribute('action') ?? '',
        text: (form.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
        fields: [...form.querySelectorAll('input, select, textarea, button')]
          .filter((el) => el.getAttribute('name'))
          .map((el) => ({
            name: el.getAttribute('name') ?? '',
            type: (
              el.getAttribute('type') ??
              (el.tagName === 'BUTTON' ? 'submit' : el.tagName === 'INPUT' ? 'text' : el.tagName)
            ).toLowerCase(),
            value: el.getAttribute('value') ?? '',
            required: el.hasAttribute('required'),
            maxLength: Number(el.getAttribute('maxlength') ?? -1),
            min: el.getAttribute('min') ?? '',
            options: [...el.querySelectorAll('option')].map((o) => o.getAttribute('value') ?? o.textContent ?? ''),
          })),
      }));
    const links = [...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
    // A company's audit log (back office) lists its members' sign-ins, which the tests beside this one (and this
    // one's own sign-ins) add: not a change a form made, so it is left out of the before/after comparison.
    for (const log of doc.querySelectorAll('[data-section="customer-audit"]')) log.remove();
    const main = (doc.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ').trim();
    return { forms, links, main };
  }, html);
  return { status: response.status(), ...found };
}

// ---- values ----------------------------------------------------------------------------------------------------

const nasty = fc.constantFrom(
  '',
  ' ',
  '\t\n',
  '0',
  '-1',
  '-0',
  '1e309',
  'NaN',
  'Infinity',
  '9'.repeat(30),
  '1.5',
  '1,5',
  '0x10',
  'null',
  'undefined',
  'true',
  '[]',
  '{"$gt":""}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  '1; DROP TABLE carts; --',
  '../../../../etc/passwd',
  '%00%2e%2e',
  '\u0000',
  '$' + '{7*7}{{7*7}}', // a template-injection probe
  '2024-02-30',
  '0000-00-00',
  '31.12.2024',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ＡＢＣ１２３',
  '🙂'.repeat(20),
  '\u202eevil',
  'e\u0301\u0301\u0301',
  '__proto__',
  'constructor',
  'javascript:alert(1)',
  'https://evil.example/',
);
const text = fc.oneof(
  { arbitrary: nasty, weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.uuid().map(String), weight: 1 },
  { arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 53 }).map(String), weight: 1 },
  { arbitrary: fc.double().map(String), weight: 1 },
  { arbitrary: fc.constantFrom(300, 5_000, 100_000).map((n) => 'x'.repeat(n)), weight: 1 },
);
const number = fc.oneof(
  text,
  fc.integer({ min: -100_000_000, max: 10_000_000_000 }).map(String),
  fc.integer({ min: 0, max: 1_000 }).map(String),
);
const date = fc.oneof(
  text,
  fc
    .tuple(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 40 }))
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
);
const email = fc.oneof(text, fc.emailAddress(), fc.constantFrom('a@', '@b', 'a@b', 'a b@c.no', 'x@x.x'.repeat(100)));
/** A hidden field's value: garbage that never names an existing record, and never blank. */
const hiddenGarbage = fc.oneof(
  fc.uuid().map(String),
  nasty.filter((v) => v.trim() !== '').map((v) => `${v}x`),
  fc.string({ minLength: 1, maxLength: 40 }).map((v) => `x${v}`),
  fc.constantFrom('-1', '99999999999999999999', '0.5', 'x'.repeat(5_000)),
);
const file = fc
  .tuple(fc.constantFrom('a.csv', '../../x.csv', 'ø.txt', ''), fc.oneof(text, fc.constant('sku;quantity\nEN-1;-5\n')))
  .map(([name, body]) => ({ kind: 'file' as const, name, body }));

type Value = string | { kind: 'file'; name: string; body: string };

function fuzzValue(field: Field): fc.Arbitrary<Value> {
  switch (field.type) {
    case 'hidden':
      return hiddenGarbage;
    case 'number':
      return number;
    case 'date':
      return date;
    case 'email':
      return email;
    case 'file':
      return file;
    case 'checkbox':
    case 'radio':
    case 'submit':
    case 'select':
      return fc.oneof(fc.constantFrom(field.value || 'on', ...field.options.filter(Boolean)), text);
    default:
      return text;
  }
}

/** The ways a field can break its own HTML constraints (what the server must refuse too). */
function violations(field: Field): fc.Arbitrary<Value | undefined>[] {
  const broken: fc.Arbitrary<Value | undefined>[] = [];
  if (field.required) broken.push(fc.constantFrom(undefined, '', '   ', '\n'));
  if (field.maxLength > 0) broken.push(fc.integer({ min: 1, max: 50 }).map((n) => 'y'.repeat(field.maxLength + n)));
  if (field.type === 'number') {
    broken.push(fc.constantFrom('abc', '1e', '--1', '１２'));
    if (field.min !== '') broken.push(fc.integer({ min: 1, max: 1_000_000 }).map((n) => String(Number(field.min) - n)));
  }
  if (field.type === 'email') broken.push(fc.constantFrom('not-an-email', 'a@', '@b.no', 'a b@c.no'));
  if (field.type === 'date') broken.push(fc.constantFrom('2024-13-01', '2024-02-30', 'tomorrow', '99999-01-01'));
  return broken;
}

// ---- per-form rules -----------------------------------------------------------------------------------------

/**
 * What a form gets beyond the general rules, matched by the page it is on (and, if given, the names of its own
 * fields: all of them present). `keep` names fields sent as the page had them, never fuzzed: garbage in them is not
 * sure to be refused — a market code is two letters, which garbage could one day spell (`no`, `Se`), and the action
 * would then act on a real market. When every hidden field of a form is kept, the form is refused by breaking one
 * of its own constraints instead, as a form without hidden fields is. `leaveOut` says why a form is not fuzzed.
 */
type FormRule = { page: RegExp; fields?: string[]; keep?: string[]; leaveOut?: string };

const FORM_RULES: FormRule[] = [
  // Delivery routes and holidays of the market on the page (add a route or a holiday, rename or remove one).
  { page: /^\/backoffice\/delivery(\/holidays)?(\?|$)/, fields: ['market'], keep: ['market'] },
  // A market's VAT rates: the hidden field is the market's code.
  { page: /^\/backoffice\/delivery\/markets(\?|$)/, fields: ['code'], keep: ['code'] },
  // The product list's bulk actions: each ticked box's value is a real product id (a checkbox is sent with its
  // value), and "discontinue" needs nothing else to act on them.
  {
    page: /^\/backoffice\/products(\?|$)/,
    fields: ['productIds'],
    leaveOut: 'bulk actions: the checkboxes hold real product ids, and an action needs nothing else',
  },
];

function ruleOf(form: FoundForm): FormRule | undefined {
  const names = new Set(own(form).map((f) => f.name));
  return FORM_RULES.find((rule) => rule.page.test(form.page) && (rule.fields ?? []).every((name) => names.has(name)));
}
/** Whether a field is left alone in this form: sent with the page's value. */
const kept = (form: FoundForm, field: Field) => ruleOf(form)?.keep?.includes(field.name) ?? false;

type Submission = { entries: [string, Value][]; encoding: 'multipart' | 'urlencoded' };

/** Fields sent as the page had them: React's own `$ACTION_…` fields (and Auth.js's `csrfToken`, type "carried"). */
const carried = (f: Field) => f.name.startsWith('$ACTION') || f.type === 'carried';
/** Fields a submission carries: all but the carried ones. */
const own = (form: FoundForm) => form.fields.filter((f) => !carried(f));

function submissions(form: FoundForm): fc.Arbitrary<Submission> | null {
  const fields = own(form);
  const isKept = (field: Field) => kept(form, field);
  const targeted = fields.some((f) => f.type === 'hidden' && !isKept(f));
  const encoding = fc.constantFrom<'multipart' | 'urlencoded'>('multipart', 'multipart', 'urlencoded');
  // Each field: left out, or a fuzzed value. Hidden fields are always there (garbage); kept ones as on the page.
  const free = fields.map((field): fc.Arbitrary<Value | undefined> => {
    if (isKept(field)) return fc.constant(field.value);
    return field.type === 'hidden' ? fuzzValue(field) : fc.option(fuzzValue(field), { nil: undefined, freq: 4 });
  });
  if (targeted) {
    return fc.tuple(fc.tuple(...free), encoding).map(([values, enc]) => ({
      entries: fields.flatMap((f, i) => (values[i] === undefined ? [] : [[f.name, values[i]] as [string, Value]])),
      encoding: enc,
    }));
  }
  const breakable = fields.map((f, i) => [i, isKept(f) ? [] : violations(f)] as const).filter(([, v]) => v.length > 0);
  if (breakable.length === 0) return null;
  const broken = fc.oneof(...breakable.map(([i, ways]) => fc.tuple(fc.constant(i), fc.oneof(...ways))));
  return fc.tuple(fc.tuple(...free), broken, encoding).map(([values, [index, bad], enc]) => {
    const chosen = [...values];
    chosen[index] = bad;
    // Repeated names (a radio group, quick order's rows): the broken value replaces every one of them.
    const name = fields[index]!.name;
    return {
      entries: fields.flatMap((f, i) => {
        if (f.name === name && i !== index) return [];
        return chosen[i] === undefined ? [] : [[f.name, chosen[i]] as [string, Value]];
      }),
      encoding: enc,
    };
  });
}

/** Forms never fuzzed, and why. */
function leftOut(form: FoundForm): string | null {
  const rule = ruleOf(form);
  if (rule?.leaveOut) return rule.leaveOut;
  const names = new Set(own(form).map((f) => f.name));
  if (names.has('currentPassword')) return 'password change: each try is a sign-in attempt (lock-out)';
  if (names.has('idempotencyKey')) return 'checkout: places orders';
  return null;
}

// ---- answers ---------------------------------------------------------------------------------------------------

const LEAKS: [string, RegExp][] = [
  // app/error.tsx (a form's own "Noe gikk galt. Prøv igjen." for a tampered id is a message, not this page).
  ['the error page', /Noe gikk galt \/ Something went wrong|Prøv igjen om litt\. \/|Application error/],
  // errors.unavailable: what an action says when something other than the API's refusal failed (a missing path
  // parameter, a client error) — bad input must be caught before that.
  ['"service unavailable" for bad input', /Tjenesten svarer ikke akkurat nå|The service is not answering/],
  ['a stack frame', /\n\s+at [\w$.<>]+ \(|at (async )?[\w$.]+ \((file:|node:|\/)/],
  ['a file path', /\/work\/|node_modules|\.next-e2e|webpack-internal|\/app\/actions\//],
  ['an error digest', /"digest"\s*:|data-digest|NEXT_HTTP_ERROR|NEXT_REDIRECT/],
  ['an error name', /\b(TypeError|ReferenceError|SyntaxError|RangeError|ZodError|ApiError|FetchError)\b/],
  ['internal error text', /Internal Server Error|ECONNREFUSED|Unexpected token|is not a function|undefined is not/i],
];

type Answer = { status: number; body: string; location: string; cookies: string[] };

async function post(
  request: APIRequestContext,
  form: FoundForm,
  submission: Submission,
  extraHeaders: Record<string, string> = {},
  /** Another way in to the same web server (the trusted reverse proxy); the Origin stays the shop's. */
  via?: string,
): Promise<Answer> {
  const { webUrl } = e2e();
  const url = new URL(form.action || form.page, new URL(form.page, via ?? webUrl)).toString();
  const actionFields = form.fields.filter(carried);
  const headers = { origin: webUrl, accept: 'text/html,application/xhtml+xml', ...extraHeaders };
  let response: Awaited<ReturnType<APIRequestContext['post']>>;
  if (submission.encoding === 'multipart') {
    const data = new FormData();
    for (const f of actionFields) data.append(f.name, f.value);
    for (const [name, value] of submission.entries) {
      if (typeof value === 'string') data.append(name, value);
      else data.append(name, new File([value.body], value.name, { type: 'text/csv' }));
    }
    response = await request.post(url, { multipart: data, headers, maxRedirects: 0, timeout: 30_000 });
  } else {
    const data = new URLSearchParams();
    for (const f of actionFields) data.append(f.name, f.value);
    for (const [name, value] of submission.entries) data.append(name, typeof value === 'string' ? value : value.body);
    response = await request.post(url, {
      data: data.toString(),
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      maxRedirects: 0,
      timeout: 30_000,
    });
  }
  return {
    status: response.status(),
    body: await response.text(),
    location: response.headers().location ?? '',
    cookies: response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value),
  };
}

/** Whether a redirect's Location (as a browser resolves it: tabs and newlines dropped) stays on the shop. */
function isOurs(location: string): boolean {
  const { webUrl } = e2e();
  try {
    return new URL(location, webUrl).origin === new URL(webUrl).origin;
  } catch {
    return false;
  }
}

function problemsWith(
  answer: Omit<Answer, 'cookies'>,
  options: { redirects?: number[]; allowRedirect?: (location: string) => boolean } = {},
): string[] {
  const redirects = options.redirects ?? [303, 307];
  const allowRedirect = options.allowRedirect ?? isOurs;
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  else if (!(answer.status === 200 || redirects.includes(answer.status) || answer.status >= 400))
    problems.push(`unexpected status ${answer.status}`);
  if (redirects.includes(answer.status) && !allowRedirect(answer.location))
    problems.push(`redirect away from the shop: ${answer.location}`);
  for (const [what, pattern] of LEAKS) {
    const hit = pattern.exec(answer.body);
    if (hit) problems.push(`${what}: …${answer.body.slice(Math.max(0, hit.index - 80), hit.index + 120)}…`);
  }
  if (answer.status === 200 && !answer.body.includes('<form')) problems.push('200 without the form again');
  return problems;
}

// ---- the test --------------------------------------------------------------------------------------------------

test(`answers ${RUNS} fuzzed form submissions without a 5xx, a leak or a change`, async ({ signedIn }) => {
  test.setTimeout(600_000);
  const sessions: { email: string; context: BrowserContext; page: Page }[] = [];
  const forms = new Map<string, FoundForm>();
  const before = new Map<string, string>();
  const crawled: string[] = [];
  const startedAt = Date.now();
  for (const role of ROLES) {
    const { context, page } = await signedIn(role.email);
    sessions.push({ email: role.email, context, page });
    const queue = [...role.pages];
    const kinds = new Set<string>();
    while (queue.length > 0) {
      const url = queue.shift()!;
      const kind = url.replace(/\/[^/]*\d[^/]*$/, '/:id');
      if (kinds.has(kind)) continue;
      kinds.add(kind);
      const read = await readPage(page, url);
      // The role's own pages must open; a linked detail page that does not (another test's leftovers) is skipped.
      if (role.pages.includes(url)) expect(read.status, `${role.email} ${url}`).toBe(200);
      else if (read.status !== 200) continue;
      crawled.push(`${role.email} ${url}`);
      if (WATCHED.test(url)) before.set(`${role.email} ${url}`, read.main);
      for (const form of read.forms) {
        // One of each kind: the action and the field names (a cart line's form once, not once per line).
        const key = `${role.email} ${form.fields.map((f) => (f.name.startsWith('$ACTION_ID_') ? f.name : f.name.replace(/\d+/g, 'n'))).join(',')}`;
        if (!forms.has(key)) forms.set(key, { ...form, role: role.email, page: url });
      }
      for (const link of read.links) if (DETAIL.test(link)) queue.push(link);
    }
  }
  const all = [...forms.values()];
  // Every per-form rule still meets its form (a rule that no longer matches would quietly fuzz the form as any).
  for (const rule of FORM_RULES)
    expect(
      all.some((form) => ruleOf(form) === rule),
      `${rule.page}`,
    ).toBe(true);
  const skipped = all.flatMap((form) => {
    const why = leftOut(form);
    return why ? [`${form.page} (${form.text}): ${why}`] : [];
  });
  const fuzzed = all
    .filter((form) => !leftOut(form))
    .flatMap((form) => {
      const arbitrary = submissions(form);
      if (!arbitrary) skipped.push(`${form.page} (${form.text}): no hidden field and no constraint to break`);
      return arbitrary ? [{ form, arbitrary }] : [];
    });
  // The forms this test must find (so a change to the pages cannot quietly shrink the fuzzing).
  const actions = new Set(
    fuzzed.map(({ form }) =>
      own(form)
        .map((f) => f.name)
        .sort()
        .join(','),
    ),
  );
  for (const expected of [
    'quantity,sku', // add to cart
    'isShared,name', // new list
    'body,category,orderId,subject', // new ticket
    'addressId', // delete an address
    'contactId,name,op,op,role,status', // change a contact (an active one: role, deactivate)
    'creditLimit,customerId,reason', // back office: credit limit
    'customerId,paymentTermsDays,salesRepId', // back office: a company's terms
    'email,firstName,lastName,locale,role', // back office: a new staff account
    'assortmentId,code,effect,target,version', // back office: an assortment's new rule
    'date,market,nameEn,nameNb', // back office: rename a holiday (the market kept)
    'code,reduced,standard,zero', // back office: a market's VAT rates (the code kept)
    'nameEn,nameNb,parentId,slugEn,slugNb', // back office: a new category
  ])
    expect([...actions], expected).toContain(expected);
  expect(fuzzed.length).toBeGreaterThanOrEqual(20);

  const perForm = Math.max(5, Math.ceil(RUNS / fuzzed.length));
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  const byForm = new Map<string, number>();
  let sent = 0;
  const queue = [...fuzzed];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const { form, arbitrary } = job;
      const request = sessions.find((s) => s.email === form.role)!.page.request;
      try {
        await fc.assert(
          fc.asyncProperty(arbitrary, async (submission) => {
            const answer = await post(request, form, submission);
            sent += 1;
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            const tally = `${form.role} ${form.page} «${form.text}» ${answer.status}`;
            byForm.set(tally, (byForm.get(tally) ?? 0) + 1);
            const problems = problemsWith(answer);
            if (problems.length > 0) throw new Error(problems.join('; '));
          }),
          { numRuns: perForm, seed: SEED, endOnFailure: true },
        );
      } catch (error) {
        const { message, cause } = error as Error & { cause?: Error };
        const report = `${cause?.message ?? ''}\n${message}`.replace(/(.)\1{40,}/g, '$1$1$1…');
        failures.push(`${form.role} ${form.page} «${form.text}»: ${report.slice(0, 2000)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));

  // Nothing changed: the account pages, the cart and the back-office pages read as before.
  const changed: string[] = [];
  for (const [key, main] of before) {
    const [email, url] = key.split(' ') as [string, string];
    const { page, context } = sessions.find((s) => s.email === email)!;
    await context.addCookies([{ name: 'lang', value: 'nb', url: e2e().webUrl }]);
    const after = await readPage(page, url);
    if (after.main !== main)
      changed.push(`${key}:\n  before: ${main.slice(0, 600)}\n  after:  ${after.main.slice(0, 600)}`);
  }
  for (const { context } of sessions) await context.close();

  writeFileSync(
    path.join(e2e().artifactsDir, 'fuzz-forms.json'),
    JSON.stringify(
      {
        seed: SEED,
        sent,
        seconds: Math.round((Date.now() - startedAt) / 1000),
        statuses: Object.fromEntries(statuses),
        byForm: Object.fromEntries(byForm),
        crawled,
        fuzzed: fuzzed.map(
          ({ form }) =>
            `${form.role} ${form.page} «${form.text}» ${own(form)
              .map((f) => `${f.name}:${f.type}${kept(form, f) ? ' (kept)' : ''}`)
              .join(' ')}`,
        ),
        skipped,
        failures,
        changed,
      },
      null,
      1,
    ),
  );
  expect(failures, `seed ${SEED} (WEB_FUZZ_SEED replays it)`).toEqual([]);
  expect(changed, `seed ${SEED}`).toEqual([]);
  expect(sent).toBeGreaterThanOrEqual(Math.min(RUNS, fuzzed.length * perForm) * 0.9);
});

test('answers garbage in the route handlers’ paths and queries with 4xx, never a 5xx or a leak', async ({
  signedIn,
}) => {
  test.setTimeout(300_000);
  const { context, page } = await signedIn('buyer@nordlys.example');
  // The GET route handlers that take an id from the path (the POST ones are punch-out's, covered in punchout.test).
  const routes: [string, (id: string, q: string) => string][] = [
    ['invoice', (id, q) => `/account/orders/${id}/invoice?department=${q}`],
    ['quote PDF', (id) => `/account/quotes/${id}/pdf`],
    ['chat events', (id) => `/api/support/chats/${id}/events`],
  ];
  const runs = Math.max(10, Math.round(RUNS / 30));
  const failures: string[] = [];
  for (const [name, url] of routes) {
    try {
      await fc.assert(
        fc.asyncProperty(hiddenGarbage, text, async (id, q) => {
          const response = await page.request.get(url(encodeURIComponent(id), encodeURIComponent(q)), {
            maxRedirects: 0,
            timeout: 15_000,
          });
          const answer = { status: response.status(), body: await response.text(), location: '' };
          const problems = problemsWith(answer).filter((p) => p !== '200 without the form again');
          if (answer.status < 400) problems.push(`status ${answer.status} for a garbage id`);
          if (problems.length > 0) throw new Error(problems.join('; '));
        }),
        { numRuns: runs, seed: SEED, endOnFailure: true },
      );
    } catch (error) {
      const { message, cause } = error as Error & { cause?: Error };
      failures.push(
        `${name}: ${`${cause?.message ?? ''}\n${message}`.replace(/(.)\1{40,}/g, '$1$1$1…').slice(0, 1500)}`,
      );
    }
  }
  await context.close();
  expect(failures, `seed ${SEED}`).toEqual([]);
});

// ---- signed-out forms ------------------------------------------------------------------------------------------
//
// The forms anyone reaches without signing in: the sign-in page's password, e-mail link and eID forms, joining a
// company, the language switch (and any other POST form the public pages have), and Auth.js's own endpoints a
// browser without JavaScript can post to as well (/api/auth/signin/email and /api/auth/callback/password, with the
// CSRF token Auth.js hands out). Each submission is built to be refused, and the test checks that nothing happened:
//   - the password form only gets addresses outside the demo domains (every seeded person is on *.example): each
//     try counts towards that address's lock-out, so the run can never lock a real account;
//   - the e-mail link form only gets addresses the API's own check (zod's z.email) refuses, or none, among them near
//     misses of the demo addresses ("buyer@nordlys.example,x.no", full-width letters, "＠") that must not mail the
//     real person a link;
//   - joining always breaks one constraint (no address, a blank, missing or over-long name), often with an address
//     on a company's domain, where a join that got through would mail a confirmation link;
//   - the eID button only makes a state at the API, as pressing it does; it gets a few submissions.
// No answer may set a session cookie, no context may end up signed in, no sign-in link or join mail may go out
// (the mailbox stand-in), and Nordlys's members and join requests read the same afterwards. The API counts sign-in
// calls (e-mail link, eID) per browser address, ten a minute; the web server believes X-Forwarded-For only from the
// proxy it trusts, through which each public submission comes with a TEST-NET-2 address (198.51.100.1–254, in
// turn), so the other browser tests' 127.0.0.1 is never counted. WEB_FUZZ_PUBLIC_RUNS (default 300) is the total.

const PUBLIC_RUNS = Number(process.env.WEB_FUZZ_PUBLIC_RUNS || 300);
const PUBLIC_PAGES = [
  '/',
  '/login',
  '/login?returnTo=/cart',
  '/login/verify-request',
  '/join',
  '/join/verify',
  '/logout',
  '/cart',
  '/quick-order',
  '/product/allrengjoring-basic-100605',
  '/search?q=papir',
];

/** zod's z.email(), the API's check of an address: the web must refuse what the API refuses. */
const API_EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const isAddress = (value: string) => value.trim().length <= 254 && API_EMAIL.test(value.trim());
/** Anything Auth.js or the API could read as a seeded person's address (all are on *.example). */
const nearDemo = (value: string) => /example|engros/.test(value.normalize('NFKC').toLowerCase());

const DEMO_ADDRESSES = ['buyer@nordlys.example', 'admin@nordlys.example', 'viewer@nordlys.example'];
const fullWidth = (value: string) => value.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const MISSES: ((address: string) => string)[] = [
  (a) => `${a},x.no`,
  (a) => `${a},`,
  (a) => `${a};x@x.no`,
  (a) => `${a} x`,
  (a) => `${a}.`,
  (a) => `"${a}"`,
  (a) => `<${a}>`,
  (a) => `Kari <${a}>`,
  (a) => a.replace('@', '@@'),
  (a) => a.replace('@', '＠'),
  (a) => a.replace('@', ' @'),
  fullWidth,
  (a) => a.replace('.example', ''),
  (a) => a.replace('.', '..'),
  (a) => `.${a}`,
  (a) => `${a}\u200b`,
  (a) => `${a}\u0000`,
  (a) => a.toUpperCase().replace('@', '@\n'),
];
/** A demo person's address, mistyped so that it is not an address any more. */
const nearMiss = fc
  .tuple(fc.constantFrom(...DEMO_ADDRESSES), fc.constantFrom(...MISSES))
  .map(([address, miss]) => miss(address))
  .filter((value) => !isAddress(value));
const notAnAddress = fc.oneof(
  nearMiss,
  email.filter((value) => !isAddress(value)),
);
/** Where to go after signing in: garbage, other sites, our sign-in pages, control characters. */
const OFF_SITE = [
  '//evil.example/',
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'https://evil.example/',
];
const returnToGarbage = fc.oneof(
  hiddenGarbage,
  fc.constantFrom(
    ...OFF_SITE,
    '/%09/evil.example',
    'javascript:alert(1)',
    '/api/auth/signout',
    '/login?returnTo=//evil.example',
  ),
);
const personName = fc.oneof(text, fc.constantFrom('Kari', 'Ola Nordmann'));
const brokenName = fc.constantFrom<string | undefined>(undefined, '', '   ', '\n', 'x'.repeat(101));
/** A fresh address on a company's domain (a join that went through would mail it) or on none. */
const joinAddress = fc
  .tuple(fc.uuid(), fc.constantFrom('nordlys.example', 'fjord.example', 'fuzz.invalid'))
  .map(([id, domain]) => `fuzz.${id.slice(0, 8)}@${domain}`);

type Pairs = [string, Value | undefined][];
const anyEncoding = fc.constantFrom<Submission['encoding']>('multipart', 'multipart', 'urlencoded');
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 5 });

function shaped(pairs: fc.Arbitrary<Pairs>, encoding = anyEncoding): fc.Arbitrary<Submission> {
  return fc.tuple(pairs, encoding).map(([chosen, enc]) => ({
    entries: chosen.filter((pair): pair is [string, Value] => pair[1] !== undefined),
    encoding: enc,
  }));
}

type PublicKind = 'password' | 'email-link' | 'eid' | 'join' | 'other';

function publicKind(form: FoundForm): PublicKind {
  const names = own(form)
    .map((f) => (f.name === 'callbackUrl' ? 'returnTo' : f.name))
    .sort()
    .join(',');
  if (names === 'email,password,returnTo') return 'password';
  if (names === 'email,returnTo') return 'email-link';
  if (names === 'returnTo') return 'eid';
  if (names === 'email,firstName,lastName') return 'join';
  return 'other';
}

/** The submissions of one signed-out form (null: nothing to break, left out). */
function publicSubmissions(form: FoundForm): fc.Arbitrary<Submission> | null {
  // Auth.js reads only urlencoded bodies (a multipart one is refused for its missing CSRF token, trivially).
  const encoding = form.action.startsWith('/api/auth/')
    ? fc.constant<Submission['encoding']>('urlencoded')
    : anyEncoding;
  const back = own(form).some((f) => f.name === 'callbackUrl') ? 'callbackUrl' : 'returnTo';
  const returnTo = maybe(returnToGarbage);
  switch (publicKind(form)) {
    case 'password':
      return shaped(
        fc.tuple(returnTo, maybe(email.filter((v) => !nearDemo(v))), maybe(text)).map(([r, e, p]) => [
          [back, r],
          ['email', e],
          ['password', p],
        ]),
        encoding,
      );
    case 'email-link':
      return shaped(
        fc.tuple(returnTo, maybe(notAnAddress)).map(([r, e]) => [
          [back, r],
          ['email', e],
        ]),
        encoding,
      );
    case 'eid':
      return shaped(
        returnTo.map((r) => [[back, r]]),
        encoding,
      );
    case 'join':
      return shaped(
        fc
          .oneof(
            fc.tuple(maybe(notAnAddress), maybe(personName), maybe(personName)),
            fc.tuple(joinAddress, brokenName, maybe(personName)),
            fc.tuple(joinAddress, maybe(personName), brokenName),
          )
          .map(([e, first, last]) => [
            ['email', e],
            ['firstName', first],
            ['lastName', last],
          ]),
        encoding,
      );
    default:
      return submissions(form);
  }
}

const SESSION_COOKIE = /^(__Secure-)?authjs\.session-token(\.\d+)?=[^;]/;
/** Mails a refused submission would have caused: a sign-in link, a join confirmation. */
const CAUSED_MAIL = /^(Logg inn i Engros|Sign in to Engros|Bekreft e-postadressen|Confirm your e-mail address)/;

type MailSummary = { id: string; to: string[]; subject: string };
async function mailbox(): Promise<MailSummary[]> {
  const response = await fetch(`${e2e().mailboxUrl}/api/messages`);
  return ((await response.json()) as { messages: MailSummary[] }).messages;
}

/** What a refused join or sign-in must leave alone: Nordlys's members and its open join requests. */
async function nordlysMembers(): Promise<string> {
  const { apiUrl, shopSecret } = e2e();
  const signedIn = await createClient({ baseUrl: apiUrl, shopSecret }).checkUser({
    body: { email: 'admin@nordlys.example', password: DEMO_PASSWORD },
  });
  const api = createClient({ baseUrl: apiUrl, accessToken: signedIn.accessToken });
  const customerId = signedIn.companies.find((c) => c.name.startsWith('Nordlys'))?.customerId ?? '';
  const [members, requests] = await Promise.all([
    api.listContacts({ path: { customerId } }),
    api.listJoinRequests({ path: { customerId } }),
  ]);
  return JSON.stringify({
    members: members.contacts.map((m) => `${m.email} ${m.role} ${m.status}`).sort(),
    requests,
  });
}

function publicProblems(answer: Answer, kind: PublicKind): string[] {
  const { eidUrl } = e2e();
  // Auth.js's endpoints redirect with 302; the eID button sends the browser to the provider.
  const problems = problemsWith(answer, {
    redirects: [302, 303, 307],
    allowRedirect: (location) => isOurs(location) || (kind === 'eid' && location.startsWith(`${eidUrl}/`)),
  }).filter((p) => !(p === '200 without the form again' && kind === 'other'));
  const signInFault = /Innlogging er ikke tilgjengelig akkurat nå|Sign-in is not available right now/.exec(answer.body);
  if (signInFault) problems.push(`"sign-in is not available" for bad input: ${signInFault[0]}`);
  if (/[?&](error=Configuration|code=unavailable)\b/.test(answer.location))
    problems.push(`bad input answered as our fault: ${answer.location}`);
  const session = answer.cookies.find((c) => SESSION_COOKIE.test(c));
  if (session) problems.push(`a session cookie was set: ${session.slice(0, 40)}…`);
  return problems;
}

test(`answers ${PUBLIC_RUNS} fuzzed signed-out submissions (sign-in, e-mail link, eID, join) without a 5xx, a session or a mail`, async ({
  browse,
}) => {
  test.setTimeout(600_000);
  const startedAt = Date.now();
  const { context: reader, page } = await browse();
  const forms = new Map<string, FoundForm>();
  const crawled: string[] = [];
  for (const url of PUBLIC_PAGES) {
    const read = await readPage(page, url);
    if (read.status !== 200) continue;
    crawled.push(url);
    for (const form of read.forms) {
      const key = form.fields.map((f) => (f.name.startsWith('$ACTION_ID_') ? f.name : f.name.replace(/\d+/g, 'n')));
      const id = key.join(',');
      if (!forms.has(id)) forms.set(id, { ...form, role: 'signed out', page: url });
    }
  }
  await reader.close();
  // Auth.js's own endpoints, as a hand-made form would post them (the CSRF token is fetched per context below).
  const field = (name: string, type: string, required = false): Field => ({
    name,
    type,
    value: '',
    required,
    maxLength: -1,
    min: '',
    options: [],
  });
  const authJs: FoundForm[] = [
    {
      role: 'signed out',
      page: '/login',
      action: '/api/auth/signin/email',
      text: 'Auth.js: e-mail link',
      fields: [field('csrfToken', 'carried'), field('callbackUrl', 'hidden'), field('email', 'email', true)],
    },
    {
      role: 'signed out',
      page: '/login',
      action: '/api/auth/callback/password',
      text: 'Auth.js: password',
      fields: [
        field('csrfToken', 'carried'),
        field('callbackUrl', 'hidden'),
        field('email', 'email', true),
        field('password', 'password', true),
      ],
    },
  ];
  const all = [...forms.values(), ...authJs];
  const kinds = all.map(publicKind);
  for (const expected of ['password', 'email-link', 'eid', 'join'] as const)
    expect(
      all.filter((form) => publicKind(form) === expected && !form.action.startsWith('/api/auth/')),
      `the ${expected} form on the public pages`,
    ).toHaveLength(1);
  const skipped: string[] = [];
  const fuzzed = all.flatMap((form, i) => {
    const arbitrary = publicSubmissions(form);
    if (!arbitrary) skipped.push(`${form.page} (${form.text}): no hidden field and no constraint to break`);
    return arbitrary ? [{ form, kind: kinds[i]!, arbitrary }] : [];
  });

  const mailsBefore = new Set((await mailbox()).map((m) => m.id));
  const membersBefore = await nordlysMembers();
  const perForm = Math.max(5, Math.ceil(PUBLIC_RUNS / fuzzed.length));
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  const byForm = new Map<string, number>();
  const addresses = new Set<string>();
  const contexts: BrowserContext[] = [];
  let sent = 0;
  const queue = [...fuzzed];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const { form, kind, arbitrary } = job;
      // A fresh browser per form (an eID state cookie or Auth.js's CSRF cookie stays with its own form).
      const { context, page: tab } = await browse();
      contexts.push(context);
      if (form.action.startsWith('/api/auth/')) {
        const csrf = (await (await tab.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
        form.fields = form.fields.map((f) => (f.name === 'csrfToken' ? { ...f, value: csrf.csrfToken } : f));
      }
      try {
        await fc.assert(
          fc.asyncProperty(arbitrary, async (submission) => {
            for (const [name, value] of submission.entries)
              if (name === 'email' && typeof value === 'string') addresses.add(value.trim().toLowerCase());
            const client = `198.51.100.${(sent % 254) + 1}`;
            sent += 1;
            const answer = await post(tab.request, form, submission, { 'x-forwarded-for': client }, forwarding.url);
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            // With the form's message (the eID button's "too many attempts", the e-mail link's "not an address").
            const message = /role="alert"[^>]*>([^<]{1,80})/.exec(answer.body)?.[1] ?? '';
            const tally = `${form.page} «${form.text}» ${answer.status}${message ? ` ${message}` : ''}`;
            byForm.set(tally, (byForm.get(tally) ?? 0) + 1);
            const problems = publicProblems(answer, kind);
            if (problems.length > 0) throw new Error(problems.join('; '));
          }),
          { numRuns: kind === 'eid' ? Math.min(perForm, 20) : perForm, seed: SEED, endOnFailure: true },
        );
      } catch (error) {
        const { message, cause } = error as Error & { cause?: Error };
        const report = `${cause?.message ?? ''}\n${message}`.replace(/(.)\1{40,}/g, '$1$1$1…');
        failures.push(`${form.page} «${form.text}»: ${report.slice(0, 2000)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));

  // Nothing happened: nobody is signed in, no link or confirmation was mailed, Nordlys reads the same.
  const changed: string[] = [];
  for (const context of contexts) {
    const session = await context.request.get(`${e2e().webUrl}/api/auth/session`);
    const body = (await session.json()) as { user?: unknown } | null;
    if (body?.user) changed.push(`a context is signed in: ${JSON.stringify(body).slice(0, 200)}`);
    await context.close();
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // mails are delivered just after the answer
  for (const mail of await mailbox()) {
    if (mailsBefore.has(mail.id)) continue;
    const to = mail.to.map((a) => a.toLowerCase());
    if (CAUSED_MAIL.test(mail.subject) || to.some((a) => addresses.has(a)))
      changed.push(`a mail to ${to.join(', ')}: ${mail.subject}`);
  }
  const membersAfter = await nordlysMembers();
  if (membersAfter !== membersBefore)
    changed.push(`Nordlys's members or join requests:\n  before: ${membersBefore}\n  after:  ${membersAfter}`);

  writeFileSync(
    path.join(e2e().artifactsDir, 'fuzz-public-forms.json'),
    JSON.stringify(
      {
        seed: SEED,
        sent,
        seconds: Math.round((Date.now() - startedAt) / 1000),
        statuses: Object.fromEntries(statuses),
        byForm: Object.fromEntries(byForm),
        crawled,
        fuzzed: fuzzed.map(
          ({ form, kind }) =>
            `${form.page} «${form.text}» (${kind}) ${own(form)
              .map((f) => `${f.name}:${f.type}`)
              .join(' ')}`,
        ),
        skipped,
        failures,
        changed,
      },
      null,
      1,
    ),
  );
  expect(failures, `seed ${SEED} (WEB_FUZZ_SEED replays it)`).toEqual([]);
  expect(changed, `seed ${SEED}`).toEqual([]);
  expect(sent).toBeGreaterThanOrEqual(Math.min(PUBLIC_RUNS, fuzzed.length * 5) * 0.9);
});

const unescapeHtml = (value: string) =>
  value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'quot' ? '"' : name === 'lt' ? '<' : name === 'gt' ? '>' : "'",
  );

test('answers garbage sign-in links, join links and sign-in page queries without a 5xx, a leak or a session', async ({
  browse,
  signedIn,
}) => {
  test.setTimeout(300_000);
  const { context, page } = await browse();
  const member = await signedIn('buyer@nordlys.example');
  const runs = Math.max(10, Math.round(PUBLIC_RUNS / 10));
  const failures: string[] = [];
  const q = encodeURIComponent;
  const routes: [string, (token: string, value: string) => string, 'signed out' | 'signed in'][] = [
    // The e-mail link's landing (Auth.js): an unknown token or address goes back to the sign-in page.
    ['e-mail link', (token, value) => `/api/auth/callback/email?token=${q(token)}&email=${q(value)}`, 'signed out'],
    [
      'e-mail link with a return path',
      (token, value) => `/api/auth/callback/email?callbackUrl=${q(value)}&token=${q(token)}&email=x%40x.no`,
      'signed out',
    ],
    ['join link', (token) => `/join/verify?token=${q(token)}`, 'signed out'],
    ['sign-in page', (token, value) => `/login?error=${q(token)}&code=${q(value)}&returnTo=${q(value)}`, 'signed out'],
    ['sign-in page, Auth.js return', (_token, value) => `/login?callbackUrl=${q(value)}`, 'signed out'],
    // Signed in, the sign-in page sends the person on to the return path: never to another site.
    ['sign-in page when signed in', (_token, value) => `/login?returnTo=${q(value)}`, 'signed in'],
    ['sign-in page when signed in, Auth.js return', (_token, value) => `/login?callbackUrl=${q(value)}`, 'signed in'],
  ];
  let sent = 0;
  for (const [name, url, who] of routes) {
    const request = who === 'signed in' ? member.page.request : page.request;
    try {
      await fc.assert(
        fc.asyncProperty(hiddenGarbage, fc.oneof(returnToGarbage, text, email), async (token, value) => {
          const client = `198.51.100.${(sent % 254) + 1}`;
          sent += 1;
          const problems: string[] = [];
          // Follow Auth.js's own redirects to itself (a dropped callbackUrl), then the answer must be the
          // sign-in page or a redirect to it.
          let target = url(token, value);
          for (let hop = 0; hop < 3; hop += 1) {
            const response = await request.get(new URL(target, forwarding.url).href, {
              maxRedirects: 0,
              timeout: 15_000,
              headers: { 'x-forwarded-for': client },
            });
            let body = await response.text();
            // A page's redirect carries Next's digest in the (unshown) body of a 307, or, when the page had begun
            // streaming, comes as 200 with a refresh tag (for browsers without JavaScript): a redirect, checked
            // as one.
            const refresh = /<meta id="__next-page-redirect" http-equiv="refresh" content="\d;url=([^"]*)"/.exec(body);
            const streamedTo = refresh ? unescapeHtml(refresh[1]!) : '';
            if (refresh || (response.status() >= 300 && response.status() < 400))
              body = body.replace(/NEXT_REDIRECT;[^"\\]*/g, 'redirect');
            const answer: Answer = {
              status: response.status(),
              body,
              location: response.headers().location ?? '',
              cookies: response
                .headersArray()
                .filter((h) => h.name.toLowerCase() === 'set-cookie')
                .map((h) => h.value),
            };
            problems.push(...publicProblems(answer, 'other'));
            if (refresh && !isOurs(streamedTo)) problems.push(`a redirect away from the shop: ${streamedTo}`);
            const redirected = answer.status >= 300 && answer.status < 400;
            const next = redirected && isOurs(answer.location) ? new URL(answer.location, e2e().webUrl) : null;
            if (next?.pathname.startsWith('/api/auth/') && problems.length === 0) {
              target = `${next.pathname}${next.search}`;
              continue;
            }
            if (who === 'signed out' && redirected && next?.pathname !== '/login')
              problems.push(`a garbage link led on to ${answer.location}`);
            break;
          }
          if (problems.length > 0) throw new Error(problems.join('; '));
        }),
        // Always the return paths a browser reads as another site (tab, newline, backslash, two slashes), and
        // codes that name an object's own machinery (an error code looked up in a dictionary).
        {
          numRuns: runs,
          seed: SEED,
          endOnFailure: true,
          examples: [
            ...OFF_SITE.map((value): [string, string] => ['x'.repeat(43), value]),
            ['__proto__', 'constructor'],
            ['constructor', '__proto__'],
          ],
        },
      );
    } catch (error) {
      const { message, cause } = error as Error & { cause?: Error };
      failures.push(
        `${name}: ${`${cause?.message ?? ''}\n${message}`.replace(/(.)\1{40,}/g, '$1$1$1…').slice(0, 1500)}`,
      );
    }
  }
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user?: unknown } | null;
  expect(session?.user, 'the signed-out browser is still signed out').toBeUndefined();
  await context.close();
  await member.context.close();
  expect(failures, `seed ${SEED}`).toEqual([]);
});
