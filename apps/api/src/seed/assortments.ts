import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { assortmentRules, assortments, companies, companyContacts, contacts, products } from '../db/schema';
import { idFor, slugify } from './random';

/**
 * The demo's company-specific assortment (docs/demo-data.md, docs/catalog.md "Assortments"): Fjellheim Tannklinikk
 * AS, a generated dental clinic no test relies on, sees medical supplies, safety equipment and paper, less
 * incontinence products and the safety-shoe brand StålTå, plus one pen from the office range. Its buyer
 * `innkjop@fjellheim-tannklinikk.example` is added here, after the generated people and their order history, so
 * no other seeded row moves.
 */
export const DEMO_ASSORTMENT = {
  name: 'Tannklinikk',
  companyKey: 'no-fjellheim-tannklinikk',
  buyerEmail: 'innkjop@fjellheim-tannklinikk.example',
} as const;

export async function seedAssortments(db: DbOrTx, options: { passwordHash: string }) {
  const assortmentId = idFor(`assortment:${DEMO_ASSORTMENT.name}`);
  const companyId = idFor(`company:${DEMO_ASSORTMENT.companyKey}`);
  const category = (slug: string) => idFor(`category:${slug}`);
  // The office product included on its own: the first active pen by product number (none in a tiny catalog).
  const [pen] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.categoryId, category('skrivesaker')), eq(products.isActive, true)))
    .orderBy(asc(products.productNumber))
    .limit(1);
  const rules = [
    ...['medisinsk', 'verneutstyr', 'papir'].map((slug) => ({
      effect: 'include' as const,
      target: 'category' as const,
      targetId: category(slug),
    })),
    ...(pen ? [{ effect: 'include' as const, target: 'product' as const, targetId: pen.id }] : []),
    { effect: 'exclude' as const, target: 'category' as const, targetId: category('inkontinens') },
    { effect: 'exclude' as const, target: 'brand' as const, targetId: idFor(`brand:${slugify('StålTå')}`) },
  ];
  await db.insert(assortments).values({ id: assortmentId, name: DEMO_ASSORTMENT.name });
  await db.insert(assortmentRules).values(rules.map((rule) => ({ assortmentId, ...rule })));
  await db.update(companies).set({ assortmentId }).where(eq(companies.id, companyId));

  const contactId = idFor(`contact:${DEMO_ASSORTMENT.buyerEmail}`);
  await db.insert(contacts).values({
    id: contactId,
    email: DEMO_ASSORTMENT.buyerEmail,
    firstName: 'Silje',
    lastName: 'Fjellheim',
    phone: '+4791234567',
    locale: 'nb',
    passwordHash: options.passwordHash,
    emailVerifiedAt: new Date('2025-03-03T08:00:00Z'),
  });
  await db.insert(companyContacts).values({
    companyId,
    contactId,
    role: 'buyer',
    isActive: true,
    acceptedAt: new Date('2025-03-03T08:00:00Z'),
  });
}
