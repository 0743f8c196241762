import type { DbOrTx } from '../db';
import { departments, markets, propertyDefinitions } from '../db/schema';
import { seedDeliveryDefaults } from '../modules/delivery';

/** Markets we sell in. VAT in basis points per class; zip formats: NO and DK 4 digits, SE 5 (written "123 45" too). */
export const marketRows = [
  {
    code: 'NO',
    name: { nb: 'Norge', en: 'Norway' },
    currency: 'NOK',
    vatRates: { standard: 2500, reduced: 1500, zero: 0 },
    zipPattern: '^\\d{4}$',
    locale: 'nb-NO',
  },
  {
    code: 'SE',
    name: { nb: 'Sverige', en: 'Sweden' },
    currency: 'SEK',
    vatRates: { standard: 2500, reduced: 1200, zero: 0 },
    zipPattern: '^\\d{3} ?\\d{2}$',
    locale: 'sv-SE',
  },
  {
    code: 'DK',
    name: { nb: 'Danmark', en: 'Denmark' },
    currency: 'DKK',
    vatRates: { standard: 2500, reduced: 2500, zero: 0 },
    zipPattern: '^\\d{4}$',
    locale: 'da-DK',
  },
];

export const departmentRows = [
  {
    code: 'OSLO',
    name: { nb: 'Oslo lager', en: 'Oslo warehouse' },
    market: 'NO',
    position: 1,
  },
  {
    code: 'BERGEN',
    name: { nb: 'Bergen lager', en: 'Bergen warehouse' },
    market: 'NO',
    position: 2,
  },
  {
    code: 'GBG',
    name: { nb: 'Göteborg lager', en: 'Gothenburg warehouse' },
    market: 'SE',
    position: 3,
  },
];

export const propertyDefinitionRows = [
  {
    key: 'color',
    label: { nb: 'Farge', en: 'Colour' },
    isDisplayed: true,
    isFacet: true,
    position: 1,
  },
  {
    key: 'material',
    label: { nb: 'Materiale', en: 'Material' },
    isDisplayed: true,
    isFacet: true,
    position: 2,
  },
  {
    key: 'size',
    label: { nb: 'Størrelse', en: 'Size' },
    isDisplayed: true,
    isFacet: true,
    position: 3,
  },
  {
    key: 'origin',
    label: { nb: 'Opprinnelsesland', en: 'Country of origin' },
    isDisplayed: true,
    isFacet: true,
    position: 4,
  },
  {
    key: 'weight',
    label: { nb: 'Vekt', en: 'Weight' },
    isDisplayed: true,
    isFacet: false,
    position: 5,
  },
  {
    key: 'dimensions',
    label: { nb: 'Mål', en: 'Dimensions' },
    isDisplayed: true,
    isFacet: false,
    position: 6,
  },
  {
    key: 'storage',
    label: { nb: 'Oppbevaring', en: 'Storage' },
    isDisplayed: true,
    isFacet: false,
    position: 7,
  },
  {
    key: 'certification',
    label: { nb: 'Sertifisering', en: 'Certification' },
    isDisplayed: true,
    isFacet: true,
    position: 8,
  },
  {
    key: 'volume',
    label: { nb: 'Volum', en: 'Volume' },
    isDisplayed: true,
    isFacet: true,
    position: 9,
  },
  {
    key: 'contents',
    label: { nb: 'Pakningsinnhold', en: 'Pack contents' },
    isDisplayed: true,
    isFacet: true,
    position: 10,
  },
  {
    key: 'atc_code',
    label: { nb: 'ATC-kode', en: 'ATC code' },
    isDisplayed: true,
    isFacet: false,
    position: 11,
  },
  {
    key: 'hs_code',
    label: { nb: 'Tolltariffnummer', en: 'HS code' },
    isDisplayed: false,
    isFacet: false,
    position: 20,
  },
  {
    key: 'supplier_ref',
    label: { nb: 'Leverandørreferanse', en: 'Supplier reference' },
    isDisplayed: false,
    isFacet: false,
    position: 21,
  },
];

/** Reference data every database needs: markets, departments, property definitions, delivery tables. Idempotent. */
export async function seedReference(db: DbOrTx) {
  await db.insert(markets).values(marketRows).onConflictDoNothing();
  await db.insert(departments).values(departmentRows).onConflictDoNothing();
  await db.insert(propertyDefinitions).values(propertyDefinitionRows).onConflictDoNothing();
  await seedDeliveryDefaults(db);
}
