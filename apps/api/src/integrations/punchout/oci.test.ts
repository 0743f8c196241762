import { describe, expect, it } from 'vitest';
import { OCI_FIELDS, type OciItem, ociFields } from './oci';

const item: OciItem = {
  sku: 'EN-100001-01',
  description: 'Kontorstol',
  longText: '',
  quantity: 1,
  unit: 'PCE',
  unitPrice: 10_000,
  currency: 'NOK',
  leadTimeDays: 1,
  matGroup: 'stoler',
  vendor: '',
  productId: 'p-1',
};
const fieldsOf = (line: OciItem) =>
  Object.fromEntries(ociFields([line]).map((f) => [f.name.replace(/^NEW_ITEM-|\[1\]$/g, ''), f.value]));

describe('OCI attachment fields', () => {
  it('send the picture URL and its title, with no purpose (OCI 5.0 defines only C, configuration)', () => {
    const url = 'https://shop.example/media/0123456789abcdef0123456789abcdef.jpg';
    expect(fieldsOf({ ...item, attachment: { url, title: 'Kontorstol, svart' } })).toMatchObject({
      ATTACHMENT: url,
      ATTACHMENT_TITLE: 'Kontorstol, svart',
      ATTACHMENT_PURPOSE: '',
    });
  });

  it('keep the title within 255 characters, and leave out a URL longer than that rather than cut it', () => {
    const long = `${'ord '.repeat(80)}slutt`;
    const url = 'https://shop.example/media/a.jpg';
    const title = fieldsOf({ ...item, attachment: { url, title: long } }).ATTACHMENT_TITLE!;
    expect(title.length).toBeLessThanOrEqual(255);
    expect(long.startsWith(title)).toBe(true);
    const tooLong = `https://shop.example/${'m/'.repeat(120)}a.jpg`;
    expect(fieldsOf({ ...item, attachment: { url: tooLong, title: 'Stol' } })).toMatchObject({
      ATTACHMENT: '',
      ATTACHMENT_TITLE: '',
      ATTACHMENT_PURPOSE: '',
    });
  });

  it('are present and empty without a picture, as every optional field', () => {
    const fields = fieldsOf({ ...item, attachment: null });
    for (const name of OCI_FIELDS) expect(fields).toHaveProperty(name);
    expect(fields).toMatchObject({ ATTACHMENT: '', ATTACHMENT_TITLE: '', ATTACHMENT_PURPOSE: '' });
  });
});
