// The back-office product form as its action reads it: nested names (`name.nb`, `variants[0].sku`,
// `properties.weight.en`) into the API's body, empty languages kept as '' for the API to name, whole numbers only.
import { describe, expect, it } from 'vitest';
import { parseForm } from '../../../lib/forms';
import { dictionaries } from '../../../lib/i18n/dictionary';
import { bulkForm, productForm } from './backoffice-products';

const nb = dictionaries.nb;
const uuid = '0b7c2a52-52a4-4c8e-9d7e-3f1d2c3b4a59';
const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};
const base: [string, string][] = [
  ['productNumber', 'EN-1'],
  ['name.nb', 'Saks'],
  ['categoryId', uuid],
  ['unit', 'PCE'],
  ['packSize', '1'],
  ['vatClass', 'standard'],
  ['department', 'OSLO'],
  ['status', 'draft'],
];

describe('product form', () => {
  it('reads names, properties and variants into the API body; a missing translation is left for the API', () => {
    const parsed = parseForm(
      formOf([
        ...base,
        ['properties.weight.nb', '1 kg'],
        ['properties.weight.en', '1 kg'],
        ['properties.material.nb', ''],
        ['variants[0].sku', 'EN-1-A'],
        ['variants[0].gtin', ''],
        ['variants[0].packSize', '1'],
        ['variants[0].stock', '12'],
        ['variants[0].leadTimeDays', '2'],
        ['variants[0].isActive', 'on'],
        ['variants[0].properties.size.nb', 'L'],
        ['variants[0].properties.size.en', 'L'],
      ]),
      productForm,
      nb,
    );
    expect(parsed.isValid).toBe(true);
    if (!parsed.isValid) return;
    expect(parsed.value).toMatchObject({
      name: { nb: 'Saks', en: '' },
      description: { nb: '', en: '' },
      isPrescriptionOnly: false,
      properties: { weight: { nb: '1 kg', en: '1 kg' } },
      variants: [
        { sku: 'EN-1-A', gtin: undefined, stock: 12, isActive: true, properties: { size: { nb: 'L', en: 'L' } } },
      ],
    });
  });

  it('marks a stock that is not a whole number on its field', () => {
    const parsed = parseForm(
      formOf([
        ...base,
        ['variants[0].sku', 'EN-1-A'],
        ['variants[0].packSize', '1'],
        ['variants[0].stock', '1,5'],
        ['variants[0].leadTimeDays', '2'],
      ]),
      productForm,
      nb,
    );
    expect(parsed).toMatchObject({
      isValid: false,
      fieldErrors: { 'variants[0].stock': nb.backofficeProducts.form.wholeNumber },
    });
  });

  it('reads the bulk form: selected ids, the action, the category', () => {
    const parsed = parseForm(
      formOf([
        ['productIds', uuid],
        ['productIds', uuid.replace('0b', '1b')],
        ['action', 'move'],
        ['categoryId', uuid],
      ]),
      bulkForm,
      nb,
    );
    expect(parsed).toMatchObject({ isValid: true, value: { action: 'move', categoryId: uuid } });
    if (parsed.isValid) expect(parsed.value.productIds).toHaveLength(2);
  });
});
