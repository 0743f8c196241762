import { beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client';
import { createCategory, createCompanyWithPeople, createProduct } from '../../../test/factories';
import { bearer, createTestApp, secretHeaders } from '../../../test/helper';

const { app, database } = await createTestApp();
const api = testClient(app);

let token: string;
let first: string;
let second: string;
let retired: string;
let product: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  token = (await createCompanyWithPeople(database)).buyer.token;
  const category = await createCategory(database);
  product = await createProduct(database, {
    category,
    name: { nb: 'Paracetamol tabletter', en: 'Paracetamol tablets' },
    unit: 'BX',
    department: 'BERGEN',
    isPrescriptionOnly: true,
    variants: [
      { sku: 'VAR-A-20', gtin: '7040000000011', name: { nb: '20 stk', en: '20 pcs' }, stock: 5, packSize: 20 },
      { sku: 'VAR-A-100', name: { nb: '100 stk', en: '100 pcs' }, stock: 0, packSize: 100 },
      { sku: 'VAR-A-OLD', isActive: false },
    ],
  });
  [first, second, retired] = product.variants.map((v) => v.sku) as [string, string, string];
});

const lookup = (query: string, headers: Record<string, string> = bearer(token)) =>
  api.get(`/api/ardis/product/variants?${query}`, { headers });

describe('GET /api/ardis/product/variants', () => {
  it('returns the variants found in the order asked, in the caller language, and lists the missing', async () => {
    const res = await lookup(`skus=${second}&skus=${first}&skus=NOPE&skus=${retired}`, {
      ...bearer(token),
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      variants: [
        {
          sku: second,
          gtin: null,
          productId: product.id,
          productNumber: product.productNumber,
          name: '100 pcs',
          productName: 'Paracetamol tablets',
          packSize: 100,
          unit: 'BX',
          stock: 0,
          isInStock: false,
          leadTimeDays: 1,
          isPrescriptionOnly: true,
          department: 'BERGEN',
          image: null,
        },
        expect.objectContaining({ sku: first, gtin: '7040000000011', name: '20 pcs', stock: 5, isInStock: true }),
      ],
      missingSkus: ['NOPE', retired],
    });
  });

  it('accepts comma-separated SKUs and the shared secret; names default to bokmål', async () => {
    const res = await lookup(`skus=${first},${second}`, secretHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json().variants.map((v: { name: string }) => v.name)).toEqual(['20 stk', '100 stk']);
  });

  it('answers 404 when none of the SKUs exist', async () => {
    const res = await lookup('skus=NOPE,ALSO-NOPE', { ...bearer(token), 'accept-language': 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', title: 'What you asked for was not found.' });
  });

  it('answers 400 for missing or empty skus', async () => {
    for (const query of ['', 'skus=', 'skus=,,']) {
      const res = await lookup(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].path).toMatch(/^querystring\.skus/);
    }
  });

  it('answers 422 too_many_items for more than 200 SKUs, in the caller language', async () => {
    const skus = Array.from({ length: 201 }, (_, i) => `S${i}`).join(',');
    const res = await lookup(`skus=${skus}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'too_many_items', title: 'For mange varer i én forespørsel.' });
  });

  it('needs a token or the secret', async () => {
    expect((await api.get(`/api/ardis/product/variants?skus=${first}`)).statusCode).toBe(401);
  });
});
