import { z } from 'zod';
import { priceListKinds } from '../../db/schema';

/** A market code (ISO 3166-1 alpha-2); lower case is accepted. */
export const marketCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'A two-letter market code such as NO')
  .transform((value) => value.toUpperCase())
  .meta({ description: 'Market (country) code: NO, SE or DK.', example: 'NO' });

export const agreementKind = z.enum(priceListKinds).meta({
  id: 'AgreementKind',
  description: 'Which kind of price agreement set a price: the list price, a campaign or the customer contract.',
});

export const priceAgreement = z
  .object({
    kind: agreementKind,
    priceListId: z.uuid(),
    code: z.string(),
    name: z.string(),
    validTo: z.string().nullable().meta({ description: 'When the list ends (exclusive, ISO time); null when open.' }),
    minQuantity: z.number().int().meta({ description: 'The quantity tier of the list the price came from.' }),
  })
  .meta({ id: 'PriceAgreement', description: 'The price list that priced a line.' });

/** Why a cart or order line has its price, in facts and in words (docs/pricing.md, "Price source"). */
export const priceSource = z
  .object({
    kind: z.union([agreementKind, z.literal('quote')]),
    code: z.string(),
    name: z.string().nullable(),
    validTo: z.string().nullable().meta({ description: "The agreement's end (exclusive), e.g. a campaign's." }),
    minQuantity: z.number().int().nullable().meta({ description: 'The quantity tier the price came from.' }),
    text: z.string().meta({
      description:
        'In the caller\'s language, e.g. "Kontraktsprisliste Nordlys 2026", "Kampanje Vårkampanje, til 30.4."',
    }),
  })
  .meta({ id: 'PriceSource' });
export type PriceSource = z.infer<typeof priceSource>;

export const priceTier = z
  .object({
    minQuantity: z.number().int(),
    unitPrice: z.number().int().meta({ description: 'Minor units, excl. VAT.' }),
    agreementKind,
  })
  .meta({ id: 'PriceTier', description: 'From this quantity up, this unit price applies (until the next tier).' });

export const pricesBody = z
  .object({
    customerId: z.uuid().optional().meta({
      description:
        "The company to price for (its contract and markets). Without it: the caller's only company, else list prices.",
    }),
    market: marketCode.optional().meta({ description: "Defaults to the company's market, else NO." }),
    lines: z
      .array(
        z.object({
          sku: z.string().trim().min(1).max(64),
          quantity: z.number().int().min(1).max(1_000_000),
        }),
      )
      .min(1)
      .meta({ description: 'At most 500 lines (more → 422 too_many_items).' }),
  })
  .meta({ id: 'PricesRequest' });
export type PricesBody = z.infer<typeof pricesBody>;

export const unavailableReasons = ['unknown_sku', 'not_sold', 'no_price', 'below_minimum_quantity'] as const;

export const pricedLine = z
  .object({
    sku: z.string(),
    quantity: z.number().int(),
    available: z.boolean().meta({ description: 'False when the line cannot be priced; see `reason`.' }),
    reason: z.enum(unavailableReasons).nullable(),
    message: z.string().nullable().meta({ description: "Why the line has no price, in the caller's language." }),
    currency: z.string().length(3),
    unitPrice: z.number().int().nullable().meta({ description: 'Minor units excl. VAT at this quantity.' }),
    listUnitPrice: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The market's list price at this quantity (minor units excl. VAT), if any." }),
    vatRate: z.number().int().nullable().meta({ description: 'VAT in basis points (2500 = 25 %).' }),
    lineTotal: z.number().int().nullable().meta({ description: 'unitPrice × quantity, excl. VAT.' }),
    vatAmount: z.number().int().nullable(),
    tiers: z.array(priceTier),
    agreement: priceAgreement.nullable(),
  })
  .meta({ id: 'PricedLine' });
export type PricedLine = z.infer<typeof pricedLine>;

export const pricesResponse = z
  .object({
    customerId: z.uuid().nullable().meta({ description: 'The company whose agreements were used, if any.' }),
    market: z.string(),
    currency: z.string().length(3),
    lines: z.array(pricedLine),
    totalExclVat: z.number().int().meta({ description: 'Sum of the available lines, excl. VAT.' }),
    totalVat: z.number().int(),
  })
  .meta({ id: 'PricesResponse' });
export type PricesResponse = z.infer<typeof pricesResponse>;

/** A variant's price for the caller, as product pages show it. */
export const variantPrice = z
  .object({
    currency: z.string().length(3),
    unitPrice: z.number().int().meta({ description: 'Minor units excl. VAT for one unit.' }),
    listUnitPrice: z.number().int().nullable(),
    vatRate: z.number().int(),
    agreement: priceAgreement,
    tiers: z.array(priceTier),
  })
  .meta({ id: 'VariantPrice' });
export type VariantPrice = z.infer<typeof variantPrice>;

/** The lowest quantity-1 price among a product's variants, for listings. */
export const fromPrice = z
  .object({
    amount: z.number().int().meta({ description: 'Minor units excl. VAT.' }),
    listAmount: z.number().int().nullable(),
    currency: z.string().length(3),
    agreementKind,
  })
  .meta({ id: 'FromPrice' });
export type FromPrice = z.infer<typeof fromPrice>;
