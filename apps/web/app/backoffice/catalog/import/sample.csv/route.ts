// A sample catalog file for the import (docs/backoffice-catalog.md): every column, two variants of one product and
// a second product. Static text; agents download it from the import page.
const sample = [
  'product_number;sku;name_nb;name_en;description_nb;description_en;category;brand;unit;pack_size;gtin;price_NO_NOK;price_SE_SEK;price_DK_DKK;vat_class;department;active;variant_name_nb;variant_name_en',
  'EX-1001;EX-1001-M;Nitrilhanske eksempel;Nitrile glove sample;Pudderfri nitrilhanske.;Powder-free nitrile glove.;undersokelseshansker;Eksempel;BX;100;7038010000102;89,50;95,00;62,00;standard;OSLO;ja;Nitrilhanske M;Nitrile glove M',
  'EX-1001;EX-1001-L;Nitrilhanske eksempel;Nitrile glove sample;Pudderfri nitrilhanske.;Powder-free nitrile glove.;undersokelseshansker;Eksempel;BX;100;;89,50;95,00;62,00;standard;OSLO;ja;Nitrilhanske L;Nitrile glove L',
  'EX-2001;EX-2001;Tørkepapir eksempel;Paper towel sample;;;torkepapir;;RO;6;;120;;;standard;;ja;;',
].join('\r\n');

export function GET() {
  return new Response(`\uFEFF${sample}\r\n`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="engros-catalog-sample.csv"',
      'cache-control': 'public, max-age=3600',
    },
  });
}
