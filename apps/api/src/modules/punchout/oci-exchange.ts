import type { Db } from '../../db';
import { type FormField, type OciItem, ociFields, parseOciLines } from '../../integrations/punchout';
import type { Person } from '../../lib/access';
import { AppError } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { verifyPassword } from '../../lib/password';
import { personFor } from '../auth';
import * as cartRepo from '../cart';
import { priceNow } from '../cart';
import * as repo from './repository';

/** The one-time start link lives 5 minutes; the punch-out session itself 8 hours (absolute). */
import {
  type LinePicture,
  linePictures,
  liveSession,
  openSession,
  type PunchoutSettings,
  resetCart,
  type TransferLine,
  transferLines,
} from './sessions';

/** A line as OCI sends it, with its picture as the line's attachment (NEW_ITEM-ATTACHMENT). */
function ociItem(
  line: TransferLine,
  currency: string,
  lang: Language,
  pictures: ReadonlyMap<string, LinePicture>,
): OciItem {
  return {
    sku: line.sku,
    description: line.name,
    longText: line.info ? line.info.description[lang] || line.info.description.nb : '',
    quantity: line.quantity,
    unit: line.info?.unit ?? 'PCE',
    unitPrice: line.unitPrice,
    currency,
    leadTimeDays: line.info?.leadTimeDays ?? 0,
    matGroup: line.info?.category ?? '',
    vendor: line.info?.brand ?? '',
    productId: line.info?.productId ?? '',
    attachment: pictures.get(line.sku) ?? null,
  };
}

/** POST /api/punchout/oci/getformpayload: the form the browser posts to HOOK_URL. */
export async function ociFormPayload(
  db: Db,
  options: { caller: Person; sessionId: string; lang: Language; mediaOrigin?: string },
) {
  const session = await liveSession(db, { ...options, protocol: 'oci' });
  const { lines, currency } = await transferLines(db, session, options.caller, options.lang);
  const pictures = await linePictures(db, { lines, lang: options.lang, mediaOrigin: options.mediaOrigin });
  return {
    action: session.returnUrl,
    target: session.target ?? '_top',
    method: 'post' as const,
    fields: ociFields(lines.map((line) => ociItem(line, currency, options.lang, pictures))),
  };
}

/** What the OCI entry answers: a redirect to the start page, or an auto-posting form (VALIDATE, BACKGROUND_SEARCH). */
export type OciAnswer = { kind: 'redirect'; location: string } | { kind: 'form'; html: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An HTML page whose form posts the fields to HOOK_URL at once (OCI answers without redirects). */
export function autoPostPage(action: string, target: string, fields: FormField[]): string {
  const inputs = fields
    .map((f) => `<input type="hidden" name="${escapeHtml(f.name)}" value="${escapeHtml(f.value)}">`)
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>OCI</title></head><body onload="document.forms[0].submit()">
<form method="post" action="${escapeHtml(action)}" target="${escapeHtml(target)}">
${inputs}
<noscript><button type="submit">Continue</button></noscript>
</form></body></html>`;
}

/** Reads a parameter case-insensitively (OCI systems differ in case). */
const param = (params: Map<string, string>, ...names: string[]) => {
  for (const name of names) {
    const value = params.get(name.toUpperCase());
    if (value !== undefined) return value;
  }
  return undefined;
};

/**
 * GET|POST /punchout/oci: checks USERNAME/PASSWORD, then by FUNCTION opens a session and redirects to the
 * one-time start URL (none, DETAIL, SOURCING), or answers the lines as NEW_ITEM-* fields at once (VALIDATE,
 * BACKGROUND_SEARCH). Wrong credentials → 401 (AppError invalid_credentials).
 */
export async function ociEntry(
  db: Db,
  options: { form: [string, string][]; settings: PunchoutSettings; lang: Language },
): Promise<OciAnswer> {
  const params = new Map(options.form.map(([k, v]) => [k.toUpperCase(), v]));
  const username = param(params, 'USERNAME') ?? '';
  const password = param(params, 'PASSWORD') ?? '';
  const hookUrl = param(params, 'HOOK_URL') ?? '';
  if (!/^https?:\/\//i.test(hookUrl)) {
    throw new AppError('validation_failed', {
      errors: [{ path: 'HOOK_URL', message: 'HOOK_URL must be an http(s) URL' }],
    });
  }
  const config = username ? await repo.findConfigByOciUser(db, username) : null;
  const isValid = await verifyPassword(password, config?.ociPasswordHash);
  if (!config || !isValid) throw new AppError('invalid_credentials');
  const person = await personFor(db, config.contactId);
  if (!person || !person.companies.has(config.companyId)) throw new AppError('forbidden');
  const target = param(params, '~TARGET', 'RETURNTARGET') || '_top';
  const fn = (param(params, 'FUNCTION') ?? '').toUpperCase();
  const lang = options.lang;

  if (fn === 'VALIDATE' || fn === 'BACKGROUND_SEARCH') {
    const wanted =
      fn === 'VALIDATE'
        ? parseOciLines(options.form).filter((line) => line.sku && line.quantity > 0)
        : (await repo.searchItems(db, (param(params, 'SEARCHSTRING') ?? '').trim(), 20)).map((item) => ({
            sku: item.sku,
            quantity: 1,
          }));
    const company = await cartRepo.findCompany(db, config.companyId);
    const currency = company ? ((await cartRepo.findMarketCurrency(db, company.market)) ?? company.currency) : 'NOK';
    const lines = wanted.map((line) => ({ sku: line.sku, quantity: Math.ceil(line.quantity) }));
    const priced =
      company && lines.length > 0
        ? ((await priceNow(db, { caller: person, companyId: config.companyId, market: company.market, lines, lang })) ??
          [])
        : [];
    const info = await repo.loadItemInfo(
      db,
      lines.map((l) => l.sku),
    );
    const transfers = lines.flatMap((line, i): TransferLine[] => {
      const price = priced[i];
      const item = info.get(line.sku);
      if (!price?.available || price.unitPrice === null || !item) return [];
      return [
        {
          sku: line.sku,
          quantity: line.quantity,
          unitPrice: price.unitPrice,
          name: item.name[lang] || item.name.nb,
          info: item,
        },
      ];
    });
    const pictures = await linePictures(db, { lines: transfers, lang, mediaOrigin: options.settings.mediaOrigin });
    const items = transfers.map((line) => ociItem(line, currency, lang, pictures));
    return { kind: 'form', html: autoPostPage(hookUrl, target, ociFields(items)) };
  }

  let landingPath: string | null = null;
  if (fn === 'DETAIL') {
    const productId = param(params, 'PRODUCTID') ?? '';
    const [item] = [...(await repo.loadItemInfo(db, [productId])).values()];
    landingPath = item ? `/product/${encodeURIComponent(item.productSlug)}?sku=${encodeURIComponent(item.sku)}` : null;
  } else if (fn === 'SOURCING') {
    landingPath = `/search?q=${encodeURIComponent(param(params, 'SEARCHSTRING') ?? '')}`;
  }
  const cartId = await resetCart(db, { person, companyId: config.companyId, lines: [], lang });
  const { startUrl } = await openSession(db, options.settings, {
    config,
    protocol: 'oci',
    operation: 'create',
    returnUrl: hookUrl,
    target,
    version: param(params, 'OCI_VERSION') ?? null,
    landingPath,
    cartId,
  });
  return { kind: 'redirect', location: startUrl };
}
