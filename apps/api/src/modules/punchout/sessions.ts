import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db, DbOrTx } from '../../db';
import { CxmlError } from '../../integrations/punchout';
import type { Person } from '../../lib/access';
import type { TokenSettings } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { hashPassword } from '../../lib/password';
import { issueSession, personFor } from '../auth';
import * as cartRepo from '../cart';
import { addOrderLines, getCart } from '../cart';
import { skuImages } from '../media';
import { audit, type Client } from '../security';
import * as repo from './repository';

/** The one-time start link lives 5 minutes; the punch-out session itself 8 hours (absolute). */

export const START_TOKEN_TTL_MS = 5 * 60 * 1000;
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const sameDigest = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
export const sameText = (a: string, b: string | null) => !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

export type PunchoutSettings = {
  webOrigin: string;
  /** Where pictures are public (MEDIA_PUBLIC_URL, else the web origin): punch-out messages carry absolute URLs. */
  mediaOrigin?: string;
};

/**
 * Sets up (or replaces) a company's punch-out: the contact sessions act as (a buyer of the company), the cXML
 * identities with the shared secret, and the OCI user. Used by the seed and the tests (no HTTP call yet).
 */
export async function configurePunchout(
  db: DbOrTx,
  options: {
    /** A fixed row id (the deterministic seed); new rows get a random one. */
    id?: string;
    companyId: string;
    contactId: string;
    cxml?: {
      from: { domain: string; identity: string };
      to: { domain: string; identity: string };
      sender: { domain: string; identity: string };
      sharedSecret: string;
    };
    oci?: { username: string; password: string };
  },
) {
  const { cxml, oci } = options;
  return repo.upsertConfig(db, {
    ...(options.id ? { id: options.id } : {}),
    companyId: options.companyId,
    contactId: options.contactId,
    cxmlFromDomain: cxml?.from.domain ?? null,
    cxmlFromIdentity: cxml?.from.identity ?? null,
    cxmlToDomain: cxml?.to.domain ?? null,
    cxmlToIdentity: cxml?.to.identity ?? null,
    cxmlSenderDomain: cxml?.sender.domain ?? null,
    cxmlSenderIdentity: cxml?.sender.identity ?? null,
    cxmlSecretDigest: cxml ? sha256(cxml.sharedSecret) : null,
    ociUsername: oci?.username ?? null,
    ociPasswordHash: oci ? await hashPassword(oci.password) : null,
  });
}

export async function punchoutPerson(db: Db, config: repo.PunchoutConfigRow): Promise<Person> {
  const person = await personFor(db, config.contactId);
  if (!person || !person.companies.has(config.companyId)) {
    throw new CxmlError(403, 'Forbidden', 'The punch-out contact of this buying organization is not active');
  }
  return person;
}

/** A new session with its one-time start token; answers the start URL (the token is only ever in that URL). */
export async function openSession(
  db: Db,
  settings: PunchoutSettings,
  values: Omit<
    Parameters<typeof repo.insertSession>[1],
    'startTokenDigest' | 'startTokenExpiresAt' | 'expiresAt' | 'companyId' | 'contactId'
  > & { config: repo.PunchoutConfigRow },
) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const { config, ...rest } = values;
  const session = await repo.insertSession(db, {
    ...rest,
    companyId: config.companyId,
    contactId: config.contactId,
    startTokenDigest: sha256(token),
    startTokenExpiresAt: new Date(now + START_TOKEN_TTL_MS),
    expiresAt: new Date(now + SESSION_TTL_MS),
  });
  return { session, startUrl: `${settings.webOrigin}/punchout/start?token=${token}` };
}

/**
 * Fills the punch-out contact's open cart for a new session: emptied (the last session's cart was handed over
 * already), then on edit/inspect the buyer's lines restored; SKUs we no longer sell are left out.
 */
export async function resetCart(
  db: Db,
  options: { person: Person; companyId: string; lines: { sku: string; quantity: number }[]; lang: Language },
) {
  const who = {
    caller: options.person,
    pid: options.person.contactId,
    customerId: options.companyId,
    lang: options.lang,
  };
  const cart = await getCart(db, who);
  await db.transaction(async (tx) => {
    await cartRepo.lockCart(tx, cart.id);
    for (const line of cart.lines) await cartRepo.deleteLine(tx, line.id);
    await cartRepo.touchCart(tx, cart.id);
  });
  const wanted = new Map<string, number>();
  for (const line of options.lines) wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + line.quantity);
  for (const [sku, quantity] of wanted) {
    try {
      await addOrderLines(db, { ...who, lines: [{ sku, quantity }] });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
    }
  }
  return cart.id;
}

/** POST /api/punchout/session: spends a start token once and signs the storefront in as the punch-out contact. */
export async function startSession(
  db: Db,
  options: { tokens: TokenSettings; token: string; now?: Date; client?: Client },
) {
  const now = options.now ?? new Date();
  const session = await repo.findSessionByTokenDigest(db, sha256(options.token));
  if (!session) throw new AppError('punchout_token_invalid');
  if (session.startTokenUsedAt) throw new AppError('punchout_token_used');
  if (session.startTokenExpiresAt.getTime() <= now.getTime() || session.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('punchout_token_expired');
  }
  const spent = await repo.spendStartToken(db, session.id, now);
  if (!spent) throw new AppError('punchout_token_used');
  const person = await personFor(db, session.contactId);
  if (!person) throw new AppError('contact_inactive');
  // The sign-in ends with the punch-out session: its refresh token does not outlive the session's 8 hours.
  const remainingSeconds = Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000);
  const settings = {
    ...options.tokens,
    refreshTtlSeconds: Math.max(1, Math.min(options.tokens.refreshTtlSeconds, remainingSeconds)),
  };
  // The sign-in is audited with the new session (docs/security.md); the company is named, as only its admins care.
  const tokens = await db.transaction(async (tx) => {
    const issued = await issueSession(tx as unknown as Db, settings, {
      id: person.contactId,
      staffRole: person.staffRole,
    });
    await audit(tx, {
      action: 'sign_in',
      method: 'punchout',
      contactId: person.contactId,
      companyId: session.companyId,
      client: options.client,
      details: { protocol: session.protocol },
    });
    return issued;
  });
  return {
    ...tokens,
    contactId: session.contactId,
    customerId: session.companyId,
    session: viewSession(session),
  };
}

export function viewSession(session: repo.PunchoutSessionRow) {
  return {
    id: session.id,
    protocol: session.protocol,
    operation: session.operation,
    returnUrl: session.returnUrl,
    target: session.target,
    landingPath: session.landingPath,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** The caller's live session of the protocol; another person's or an ended one is not found. */
export async function liveSession(db: Db, options: { caller: Person; sessionId: string; protocol: 'cxml' | 'oci' }) {
  const session = await repo.findSession(db, options.sessionId);
  if (!session || session.protocol !== options.protocol) throw notFound('No such punch-out session.');
  if (session.contactId !== options.caller.contactId && !options.caller.staffRole) {
    throw notFound('No such punch-out session.');
  }
  if (!session.startTokenUsedAt || session.expiresAt.getTime() <= Date.now()) {
    throw notFound('The punch-out session has ended.');
  }
  return session;
}

export type TransferLine = {
  sku: string;
  quantity: number;
  unitPrice: number;
  name: string;
  info: repo.ItemInfo | undefined;
};

/** The session's cart priced now; only lines we can sell now go back to the buyer. */
export async function transferLines(db: Db, session: repo.PunchoutSessionRow, caller: Person, lang: Language) {
  const owner = (await personFor(db, session.contactId)) ?? caller;
  const cart = await getCart(db, { caller: owner, pid: session.contactId, customerId: session.companyId, lang });
  const available = cart.lines.filter((line) => line.available && line.unitPrice !== null);
  const info = await repo.loadItemInfo(
    db,
    available.map((line) => line.sku),
  );
  const lines: TransferLine[] = available.map((line) => ({
    sku: line.sku,
    quantity: line.quantity,
    unitPrice: line.unitPrice!,
    name: line.name ?? line.sku,
    info: info.get(line.sku),
  }));
  await repo.updateSession(db, session.id, { transferredAt: new Date(), cartId: cart.id });
  return { lines, currency: cart.currency };
}

/** A line's picture as punch-out messages carry it: an absolute URL and a title. */
export type LinePicture = { url: string; title: string };

/**
 * Each line's picture for the procurement system (OCI NEW_ITEM-ATTACHMENT, cXML Extrinsic ImageURL): the variant's
 * own first image, else its product's cover (docs/media.md), as an absolute JPEG URL on the public media origin,
 * titled by its alt text, else the line's name. Lines without a picture, or no origin, have none.
 */
export async function linePictures(
  db: Db,
  options: { lines: { sku: string; name: string }[]; lang: Language; mediaOrigin?: string },
): Promise<Map<string, LinePicture>> {
  const { mediaOrigin } = options;
  if (!mediaOrigin || options.lines.length === 0) return new Map();
  const images = await skuImages(db, { skus: options.lines.map((line) => line.sku), lang: options.lang });
  return new Map(
    options.lines.flatMap((line) => {
      const image = images.get(line.sku);
      return image ? [[line.sku, { url: `${mediaOrigin}${image.url}`, title: image.alt.trim() || line.name }]] : [];
    }),
  );
}
