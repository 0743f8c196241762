import type { Localized } from '../db/schema/common';

/**
 * Word lists the demo catalog is generated from: a wholesaler's category tree, the
 * product types of each subcategory, and what their variants differ by. Prices are
 * NOK excl. VAT per selling unit of the first variant.
 */

export type Unit = 'PCE' | 'BX' | 'PK' | 'KGM' | 'LTR';

/** A value a product's variants differ by: its label, price factor and, for pack axes, the pack size. */
export type AxisValue = { label: Localized; factor: number; pack?: number };

/** What variants differ by; `key` is the variant property it fills. `isFree`: pick any values, not a run. */
export type Axis = {
  key: 'size' | 'color' | 'volume' | 'weight' | 'dimensions' | 'contents';
  values: AxisValue[];
  isFree?: boolean;
};

export type ProductType = {
  name: Localized;
  unit: Unit;
  /** Pieces per selling unit to choose from. */
  packs: number[];
  price: [number, number];
  axis: Axis | null;
  vatClass?: 'reduced';
  isPrescriptionOnly?: boolean;
  /** Medicines: ATC code. */
  atc?: string;
  /** No brand series in the name (medicines are named by substance). */
  isPlain?: boolean;
  materials?: Localized[];
  /** Liquids, food and medicines: no "material" property (no stainless-steel coffee). */
  hasNoMaterial?: boolean;
  /** Where this kind of product comes from (default: the subcategory's, then any of `origins`). */
  origins?: Localized[];
  /** Certifications that fit this kind of product (default: the top category's). */
  certifications?: Localized[];
  storage?: Localized;
  hsCode: string;
};

export type Subcategory = {
  slug: string;
  name: Localized;
  qualifiers: Localized[];
  sentence: Localized;
  types: ProductType[];
};

export type TopCategory = {
  slug: string;
  name: Localized;
  brands: string[];
  materials: Localized[];
  certifications: Localized[];
  sentences: Localized[];
  subcategories: Subcategory[];
};

const l = (nb: string, en: string = nb): Localized => ({ nb, en });

const run = (labels: string[], step: number): AxisValue[] =>
  labels.map((label, i) => ({ label: l(label), factor: 1 + step * i }));
const scaled = (entries: [string, number][], en?: (label: string) => string): AxisValue[] =>
  entries.map(([label, factor]) => ({ label: l(label, en ? en(label) : label), factor }));
const packs = (sizes: number[], word: Localized): AxisValue[] =>
  sizes.map((n) => ({
    label: l(`${n} ${word.nb}`, `${n} ${word.en}`),
    factor: n / sizes[0]!,
    pack: n,
  }));

export const colours: Localized[] = [
  l('Svart', 'Black'),
  l('Blå', 'Blue'),
  l('Rød', 'Red'),
  l('Grønn', 'Green'),
  l('Hvit', 'White'),
  l('Gul', 'Yellow'),
  l('Grå', 'Grey'),
  l('Oransje', 'Orange'),
  l('Rosa', 'Pink'),
  l('Lilla', 'Purple'),
];

const colour: Axis = { key: 'color', isFree: true, values: colours.map((label) => ({ label, factor: 1 })) };
const gloveSize: Axis = { key: 'size', values: run(['XS', 'S', 'M', 'L', 'XL', 'XXL'], 0) };
const apparelSize: Axis = { key: 'size', values: run(['S', 'M', 'L', 'XL', 'XXL', '3XL'], 0.03) };
const shoeSize: Axis = { key: 'size', values: run(['38', '39', '40', '41', '42', '43', '44', '45', '46', '47'], 0) };
const litres: Axis = {
  key: 'volume',
  values: scaled(
    [
      ['0,5 l', 1],
      ['1 l', 1.8],
      ['2,5 l', 4],
      ['5 l', 7.5],
      ['10 l', 14],
    ],
    (s) => s.replace(',', '.').replace(' l', ' L'),
  ),
};
const bagVolume: Axis = {
  key: 'volume',
  values: scaled([
    ['30 l', 1],
    ['60 l', 1.5],
    ['125 l', 2.4],
    ['160 l', 2.9],
    ['240 l', 3.8],
  ]),
};
const cupVolume: Axis = {
  key: 'volume',
  values: scaled([
    ['15 cl', 1],
    ['20 cl', 1.15],
    ['25 cl', 1.3],
    ['30 cl', 1.45],
    ['40 cl', 1.7],
  ]),
};
const grams: Axis = {
  key: 'weight',
  values: scaled([
    ['250 g', 1],
    ['500 g', 1.85],
    ['1 kg', 3.5],
    ['2 kg', 6.6],
    ['5 kg', 15],
  ]),
};
const kilos: Axis = {
  key: 'weight',
  values: scaled([
    ['1 kg', 1],
    ['2 kg', 1.9],
    ['5 kg', 4.5],
    ['10 kg', 8.6],
    ['25 kg', 20],
  ]),
};
const boxes: Axis = {
  key: 'dimensions',
  values: scaled([
    ['200×150×100 mm', 1],
    ['300×200×150 mm', 1.4],
    ['400×300×200 mm', 1.9],
    ['500×400×300 mm', 2.6],
    ['600×400×400 mm', 3.2],
    ['800×600×400 mm', 4.4],
  ]),
};
const tapeWidth: Axis = { key: 'size', values: run(['19 mm', '25 mm', '38 mm', '50 mm', '75 mm'], 0.35) };
const filmWidth: Axis = { key: 'size', values: run(['300 mm', '450 mm', '500 mm', '750 mm', '1000 mm'], 0.4) };
const envelope: Axis = { key: 'size', values: run(['C6', 'C5', 'E5', 'C4', 'E4', 'B4'], 0.25) };
const paperSize: Axis = { key: 'size', values: run(['A5', 'A4', 'A3'], 0.9) };
const lengthCm: Axis = { key: 'size', values: run(['30 cm', '45 cm', '60 cm', '90 cm', '120 cm', '150 cm'], 0.3) };
const widthCm: Axis = { key: 'size', values: run(['25 cm', '35 cm', '45 cm', '55 cm', '75 cm'], 0.25) };
const diameter: Axis = { key: 'size', values: run(['15 cm', '18 cm', '20 cm', '23 cm', '26 cm'], 0.2) };
const gastronorm: Axis = {
  key: 'size',
  values: run(['GN 1/6', 'GN 1/4', 'GN 1/3', 'GN 1/2', 'GN 2/3', 'GN 1/1'], 0.35),
};
const millilitres: Axis = { key: 'volume', values: run(['1 ml', '2 ml', '5 ml', '10 ml', '20 ml', '50 ml'], 0.2) };
const gauge: Axis = { key: 'size', values: run(['18G', '20G', '21G', '23G', '25G', '27G'], 0) };
const spanner: Axis = {
  key: 'size',
  values: run(['8 mm', '10 mm', '13 mm', '17 mm', '19 mm', '22 mm', '24 mm'], 0.12),
};
const screw: Axis = {
  key: 'dimensions',
  values: run(['3,5×30 mm', '4,0×40 mm', '4,5×50 mm', '5,0×60 mm', '5,0×80 mm', '6,0×100 mm'], 0.3),
};
const surgicalSize: Axis = { key: 'size', values: run(['6', '6,5', '7', '7,5', '8', '8,5'], 0) };
const tapeLength: Axis = { key: 'size', values: run(['3 m', '5 m', '8 m', '10 m'], 0.25) };
const amphours: Axis = { key: 'size', values: run(['2,0 Ah', '4,0 Ah', '5,0 Ah', '8,0 Ah'], 0.6) };
const lens: Axis = {
  key: 'color',
  isFree: true,
  values: [l('Klar', 'Clear'), l('Tonet', 'Tinted'), l('Gul', 'Yellow'), l('Speil', 'Mirror'), l('Grå', 'Grey')].map(
    (label) => ({ label, factor: 1 }),
  ),
};
const toner: Axis = {
  key: 'color',
  isFree: true,
  values: [l('Svart', 'Black'), l('Cyan'), l('Magenta'), l('Gul', 'Yellow')].map((label) => ({ label, factor: 1 })),
};
const tablets = (sizes: number[]) => ({ key: 'contents' as const, values: packs(sizes, l('stk', 'pcs')) });
const pieces = (sizes: number[]) => ({ key: 'contents' as const, values: packs(sizes, l('stk', 'pcs')) });

const t = (
  nb: string,
  en: string,
  unit: Unit,
  packSizes: number[],
  price: [number, number],
  axis: Axis | null,
  hsCode: string,
  extra: Partial<ProductType> = {},
): ProductType => ({ name: l(nb, en), unit, packs: packSizes, price, axis, hsCode, ...extra });

const dryStorage = l('Oppbevares tørt, 5–25 °C', 'Store dry, 5–25 °C');
const coolStorage = l('Oppbevares kjølig og tørt', 'Store cool and dry');
const medicineStorage = l(
  'Oppbevares ved romtemperatur, utilgjengelig for barn',
  'Store at room temperature, out of reach of children',
);
const chemicalStorage = l('Oppbevares frostfritt, i originalemballasje', 'Store frost-free, in the original container');

const rawTree: TopCategory[] = [
  {
    slug: 'renhold',
    name: l('Renhold', 'Cleaning'),
    brands: ['Renvask', 'Nordic Clean', 'Klar Pro', 'Blank & Co', 'Svanholm', 'EcoPuss', 'Vaskeriet', 'Hygienix'],
    materials: [l('Polypropylen', 'Polypropylene'), l('Mikrofiber', 'Microfibre'), l('Polyetylen', 'Polyethylene')],
    certifications: [l('Svanemerket', 'Nordic Swan Ecolabel'), l('EU Ecolabel'), l('Allergy Certified')],
    sentences: [
      l(
        'Utviklet for profesjonelt renhold i kontor, skole og helse.',
        'Made for professional cleaning in offices, schools and care.',
      ),
      l('Effektiv på fett og smuss, skånsom mot overflater.', 'Effective on grease and dirt, gentle on surfaces.'),
      l('Doseres enkelt og gir lav kostnad per bruk.', 'Easy to dose, with a low cost per use.'),
    ],
    subcategories: [
      {
        slug: 'rengjoringsmidler',
        name: l('Rengjøringsmidler', 'Cleaning agents'),
        qualifiers: [
          l('parfymefri', 'fragrance-free'),
          l('konsentrat', 'concentrate'),
          l('pH-nøytral', 'pH-neutral'),
          l('klar til bruk', 'ready to use'),
          l('med sitrusduft', 'citrus scent'),
        ],
        sentence: l('Løser smuss raskt og tørker uten striper.', 'Lifts dirt quickly and dries without streaks.'),
        types: [
          t('Allrengjøring', 'All-purpose cleaner', 'LTR', [1], [29, 59], litres, '3402.50', {
            storage: chemicalStorage,
          }),
          t('Gulvsåpe', 'Floor soap', 'LTR', [1], [35, 69], litres, '3402.50', { storage: chemicalStorage }),
          t('Sanitærrengjøring', 'Sanitary cleaner', 'LTR', [1], [39, 79], litres, '3402.50', {
            storage: chemicalStorage,
          }),
          t('Glassrens', 'Glass cleaner', 'LTR', [1], [25, 49], litres, '3402.50', { storage: chemicalStorage }),
          t('Avfettingsmiddel', 'Degreaser', 'LTR', [1], [45, 99], litres, '3402.90', { storage: chemicalStorage }),
          t('Maskinoppvaskmiddel', 'Dishwasher detergent', 'LTR', [1], [39, 89], litres, '3402.90', {
            storage: chemicalStorage,
          }),
        ],
      },
      {
        slug: 'mopper-og-gulvutstyr',
        name: l('Mopper og gulvutstyr', 'Mops and floor equipment'),
        qualifiers: [
          l('med borrelås', 'hook and loop'),
          l('lett', 'lightweight'),
          l('vaskbar 90 °C', 'washable at 90 °C'),
          l('ergonomisk', 'ergonomic'),
        ],
        sentence: l('Tåler hyppig vask og beholder formen.', 'Withstands frequent washing and keeps its shape.'),
        types: [
          t('Mikrofibermopp', 'Microfibre mop', 'PCE', [1], [59, 149], widthCm, '6307.10', {
            materials: [l('Mikrofiber', 'Microfibre')],
          }),
          t('Moppeskaft', 'Mop handle', 'PCE', [1], [89, 249], lengthCm, '9603.90', { materials: [l('Aluminium')] }),
          t('Gulvskrape', 'Floor squeegee', 'PCE', [1], [79, 199], widthCm, '9603.90'),
          t('Rengjøringsbøtte', 'Cleaning bucket', 'PCE', [1], [49, 129], colour, '3924.90'),
          t('Mopphode', 'Mop head', 'PK', [5, 10], [149, 349], widthCm, '6307.10'),
        ],
      },
      {
        slug: 'kluter-og-svamper',
        name: l('Kluter og svamper', 'Cloths and sponges'),
        qualifiers: [
          l('lofri', 'lint-free'),
          l('fargekodet', 'colour-coded'),
          l('ekstra sterk', 'extra strong'),
          l('resirkulert', 'recycled'),
        ],
        sentence: l('Fargekoding gjør det enkelt å skille soner.', 'Colour coding keeps cleaning zones apart.'),
        types: [
          t('Mikrofiberklut', 'Microfibre cloth', 'PK', [5, 10], [49, 129], colour, '6307.10'),
          t('Skuresvamp', 'Scouring sponge', 'PK', [10, 20], [39, 99], colour, '3921.13'),
          t('Engangsklut', 'Disposable cloth', 'PK', [50, 100], [59, 139], colour, '5603.13'),
          t('Skurepute', 'Scouring pad', 'PK', [5, 10], [45, 119], colour, '5603.14'),
        ],
      },
      {
        slug: 'avfallssekker',
        name: l('Avfallssekker', 'Waste bags'),
        qualifiers: [
          l('ekstra kraftig', 'heavy duty'),
          l('med knyttebånd', 'with tie handles'),
          l('gjennomsiktig', 'transparent'),
          l('av resirkulert plast', 'recycled plastic'),
        ],
        sentence: l(
          'Rivesterk folie som tåler tungt og skarpt avfall.',
          'Tear-resistant film for heavy and sharp waste.',
        ),
        types: [
          t('Avfallssekk', 'Waste bag', 'PK', [10, 25, 50], [39, 99], bagVolume, '3923.21'),
          t('Komposterbar pose', 'Compostable bag', 'PK', [25, 50], [49, 119], bagVolume, '3923.29'),
          t('Sekkestativ', 'Bag holder', 'PCE', [1], [249, 699], bagVolume, '7326.90'),
        ],
      },
      {
        slug: 'saape-og-handhygiene',
        name: l('Såpe og håndhygiene', 'Soap and hand hygiene'),
        qualifiers: [
          l('uten parfyme', 'unscented'),
          l('med aloe vera', 'with aloe vera'),
          l('skum', 'foam'),
          l('gel', 'gel'),
        ],
        sentence: l('Skånsom mot huden ved hyppig bruk.', 'Gentle on skin with frequent use.'),
        types: [
          t('Håndsåpe', 'Hand soap', 'LTR', [1], [35, 79], litres, '3401.30', { storage: dryStorage }),
          t('Hånddesinfeksjon', 'Hand sanitiser', 'LTR', [1], [59, 129], litres, '3808.94', {
            storage: chemicalStorage,
          }),
          t('Hudkrem', 'Hand cream', 'LTR', [1], [69, 149], litres, '3304.99'),
          t('Såpedispenser', 'Soap dispenser', 'PCE', [1], [149, 449], colour, '3924.90'),
        ],
      },
    ],
  },
  {
    slug: 'emballasje',
    name: l('Emballasje', 'Packaging'),
    brands: ['Fjellpakk', 'BoxLine', 'Tapeco', 'PolarPack', 'Emballa', 'Wrapster', 'Kartongen'],
    materials: [
      l('Bølgepapp', 'Corrugated board'),
      l('Polyetylen', 'Polyethylene'),
      l('Papir', 'Paper'),
      l('Polypropylen', 'Polypropylene'),
    ],
    certifications: [l('FSC®'), l('PEFC'), l('ISO 14001')],
    sentences: [
      l('Beskytter varene fra lager til kunde.', 'Protects goods from warehouse to customer.'),
      l('Laget for effektiv pakking i store volum.', 'Made for efficient packing in high volumes.'),
      l('Resirkulerbar og laget av ansvarlige råvarer.', 'Recyclable and made from responsible materials.'),
    ],
    subcategories: [
      {
        slug: 'esker-og-kartonger',
        name: l('Esker og kartonger', 'Boxes and cartons'),
        qualifiers: [
          l('enkel bølge', 'single wall'),
          l('dobbel bølge', 'double wall'),
          l('brun', 'brown'),
          l('hvit', 'white'),
        ],
        sentence: l('Leveres flatpakket og brettes raskt.', 'Delivered flat-packed and quick to fold.'),
        types: [
          t('Bølgepappeske', 'Corrugated box', 'PK', [20, 25], [119, 289], boxes, '4819.10'),
          t('Flytteeske', 'Moving box', 'PK', [10, 20], [149, 319], boxes, '4819.10'),
          t('Postordreeske', 'Mailer box', 'PK', [25, 50], [129, 299], boxes, '4819.10'),
          t('Pallekarm', 'Pallet collar', 'PCE', [1], [89, 189], null, '4415.20'),
        ],
      },
      {
        slug: 'tape',
        name: l('Tape', 'Tape'),
        qualifiers: [
          l('lavstøy', 'low-noise'),
          l('akryl', 'acrylic'),
          l('naturgummi', 'natural rubber'),
          l('papir', 'paper'),
        ],
        sentence: l('Fester godt også i kulde.', 'Sticks well even in the cold.'),
        types: [
          t('Pakketape', 'Packing tape', 'PK', [6, 36], [69, 249], tapeWidth, '3919.10'),
          t('Maskeringstape', 'Masking tape', 'PK', [6, 12], [59, 179], tapeWidth, '4823.90'),
          t('Dobbeltsidig tape', 'Double-sided tape', 'PCE', [1], [29, 99], tapeWidth, '3919.10'),
          t('Tapedispenser', 'Tape dispenser', 'PCE', [1], [129, 399], tapeWidth, '8472.90'),
        ],
      },
      {
        slug: 'strekkfilm-og-plast',
        name: l('Strekkfilm og plast', 'Stretch film and plastic'),
        qualifiers: [l('forstrukket', 'pre-stretched'), l('sort', 'black'), l('transparent'), l('23 my', '23 micron')],
        sentence: l('Holder pallen stabil med mindre plast.', 'Keeps pallets stable with less plastic.'),
        types: [
          t('Strekkfilm', 'Stretch film', 'PCE', [1], [149, 349], filmWidth, '3920.10'),
          t('Bobleplast', 'Bubble wrap', 'PCE', [1], [199, 449], filmWidth, '3921.19'),
          t('Krympefilm', 'Shrink film', 'PCE', [1], [249, 599], filmWidth, '3920.10'),
          t('Plastpose', 'Plastic bag', 'PK', [100, 250], [59, 149], bagVolume, '3923.21'),
        ],
      },
      {
        slug: 'konvolutter-og-forsendelsesposer',
        name: l('Konvolutter og forsendelsesposer', 'Envelopes and mailers'),
        qualifiers: [
          l('med vindu', 'with window'),
          l('selvklebende', 'self-seal'),
          l('hvit', 'white'),
          l('brun', 'brown'),
        ],
        sentence: l('Passer i standard postsystemer.', 'Fits standard postal systems.'),
        types: [
          t('Konvolutt', 'Envelope', 'BX', [250, 500], [89, 249], envelope, '4817.10'),
          t('Boblekonvolutt', 'Padded envelope', 'BX', [100, 200], [199, 449], envelope, '4817.10'),
          t('Forsendelsespose', 'Shipping bag', 'PK', [100], [119, 289], envelope, '3923.29'),
        ],
      },
      {
        slug: 'fyllmateriale',
        name: l('Fyllmateriale', 'Void fill'),
        qualifiers: [
          l('resirkulert', 'recycled'),
          l('biologisk nedbrytbar', 'biodegradable'),
          l('støvfri', 'dust-free'),
        ],
        sentence: l('Fyller tomrom og hindrer transportskader.', 'Fills voids and prevents transport damage.'),
        types: [
          t('Fyllpapir', 'Packing paper', 'PCE', [1], [249, 549], widthCm, '4804.39'),
          t('Løsfyll', 'Loose fill', 'PCE', [1], [199, 399], bagVolume, '3921.11'),
          t('Luftputer', 'Air cushions', 'PCE', [1], [229, 499], filmWidth, '3923.29'),
        ],
      },
      {
        slug: 'etiketter',
        name: l('Etiketter', 'Labels'),
        qualifiers: [l('termo', 'thermal'), l('permanent lim', 'permanent adhesive'), l('avtagbar', 'removable')],
        sentence: l('Skrives ut skarpt på vanlige etikettskrivere.', 'Prints sharply on common label printers.'),
        types: [
          t('Adresseetikett', 'Address label', 'BX', [500, 1000], [149, 349], paperSize, '4821.10'),
          t('Fraktetikett', 'Shipping label', 'BX', [500, 1000], [169, 389], paperSize, '4821.10'),
          t('Varseletikett «Forsiktig»', 'Warning label "Fragile"', 'PK', [250, 500], [99, 199], colour, '4821.10'),
        ],
      },
    ],
  },
  {
    slug: 'kontor',
    name: l('Kontor', 'Office'),
    brands: ['Kontorfix', 'Skrivo', 'Arkiva', 'PrintPro', 'Notera', 'Blekkhuset', 'Deskline'],
    materials: [
      l('Plast', 'Plastic'),
      l('Papp', 'Cardboard'),
      l('Metall', 'Metal'),
      l('Resirkulert plast', 'Recycled plastic'),
    ],
    certifications: [l('FSC®'), l('Blue Angel'), l('Svanemerket', 'Nordic Swan Ecolabel')],
    sentences: [
      l('Et trygt valg for hverdagen på kontoret.', 'A safe choice for everyday office work.'),
      l('Laget for lang levetid og jevn kvalitet.', 'Made for long life and consistent quality.'),
    ],
    subcategories: [
      {
        slug: 'skrivesaker',
        name: l('Skrivesaker', 'Writing instruments'),
        qualifiers: [
          l('med klips', 'with clip'),
          l('gel', 'gel'),
          l('fin spiss', 'fine tip'),
          l('med trykkmekanisme', 'retractable'),
        ],
        sentence: l('Jevn skrift uten klatter.', 'Smooth writing without blots.'),
        types: [
          t('Kulepenn', 'Ballpoint pen', 'PK', [10, 50], [49, 199], colour, '9608.10'),
          t('Tusj', 'Marker', 'PK', [4, 10], [59, 149], colour, '9608.20'),
          t('Blyant HB', 'Pencil HB', 'PK', [12, 72], [39, 189], null, '9609.10'),
          t('Merkepenn', 'Highlighter', 'PK', [4, 10], [45, 129], colour, '9608.20'),
        ],
      },
      {
        slug: 'arkivering',
        name: l('Arkivering', 'Filing'),
        qualifiers: [
          l('A4'),
          l('med lomme', 'with pocket'),
          l('resirkulert', 'recycled'),
          l('smal rygg', 'narrow spine'),
        ],
        sentence: l('Holder dokumentene ryddige og lett tilgjengelige.', 'Keeps documents tidy and easy to find.'),
        types: [
          t('Ringperm', 'Ring binder', 'PK', [10], [149, 299], colour, '4820.30'),
          t('Plastlomme', 'Punched pocket', 'PK', [100], [49, 119], null, '3926.10'),
          t('Arkivboks', 'Archive box', 'PK', [10, 25], [129, 289], colour, '4819.60'),
          t('Skilleark', 'Dividers', 'PK', [10, 20], [39, 99], colour, '4820.90'),
        ],
      },
      {
        slug: 'blekk-og-toner',
        name: l('Blekk og toner', 'Ink and toner'),
        qualifiers: [l('høykapasitet', 'high yield'), l('standard'), l('kompatibel', 'compatible'), l('original')],
        sentence: l('Gir skarpe utskrifter side etter side.', 'Sharp prints page after page.'),
        types: [
          t('Tonerkassett', 'Toner cartridge', 'PCE', [1], [490, 1490], toner, '8443.99'),
          t('Blekkpatron', 'Ink cartridge', 'PCE', [1], [149, 449], toner, '8443.99'),
          t('Trommelenhet', 'Drum unit', 'PCE', [1], [690, 1890], null, '8443.99'),
        ],
      },
      {
        slug: 'kontorrekvisita',
        name: l('Kontorrekvisita', 'Desk supplies'),
        qualifiers: [l('kompakt', 'compact'), l('for 25 ark', 'for 25 sheets'), l('soft grip'), l('metall', 'metal')],
        sentence: l('Solid utførelse for daglig bruk.', 'Solid build for daily use.'),
        types: [
          t('Stiftemaskin', 'Stapler', 'PCE', [1], [99, 349], colour, '8472.90'),
          t('Stifter 24/6', 'Staples 24/6', 'BX', [1000, 5000], [19, 69], null, '8305.20'),
          t('Binders', 'Paper clips', 'BX', [100, 1000], [15, 59], null, '8305.90'),
          t('Saks', 'Scissors', 'PCE', [1], [49, 149], lengthCm, '8213.00'),
          t('Selvklebende notatlapper', 'Sticky notes', 'PK', [6, 12], [59, 169], colour, '4820.10'),
        ],
      },
      {
        slug: 'motemrom-og-presentasjon',
        name: l('Møterom og presentasjon', 'Meeting room and presentation'),
        qualifiers: [l('magnetisk', 'magnetic'), l('emaljert', 'enamelled'), l('tørrvisk', 'dry-erase')],
        sentence: l('Gjør møtet tydeligere.', 'Makes every meeting clearer.'),
        types: [
          t('Whiteboard', 'Whiteboard', 'PCE', [1], [490, 2490], lengthCm, '9610.00'),
          t('Whiteboardtusj', 'Whiteboard marker', 'PK', [4, 10], [69, 169], colour, '9608.20'),
          t('Flippoverblokk', 'Flipchart pad', 'PK', [5], [249, 449], null, '4820.10'),
        ],
      },
    ],
  },
  {
    slug: 'storkjokken',
    name: l('Storkjøkken og servering', 'Food service'),
    brands: ['Nordkaffe', 'Serveria', 'Matpakk', 'Kjøkkenmester', 'Fjordvann', 'Kornmo', 'Tebutikken', 'GN Line'],
    materials: [l('Papp', 'Cardboard'), l('Bjørk', 'Birch'), l('Rustfritt stål', 'Stainless steel'), l('PLA')],
    certifications: [l('FSC®'), l('Nyckelhålet', 'Keyhole'), l('Fairtrade'), l('Økologisk', 'Organic')],
    sentences: [
      l('Laget for storhusholdning, kantine og catering.', 'Made for canteens, catering and large kitchens.'),
      l('Godkjent for kontakt med næringsmidler.', 'Approved for food contact.'),
      l('Jevn kvalitet fra leveranse til leveranse.', 'Consistent quality from delivery to delivery.'),
    ],
    subcategories: [
      {
        slug: 'engangsservise',
        name: l('Engangsservise', 'Disposable tableware'),
        qualifiers: [
          l('komposterbar', 'compostable'),
          l('uten plast', 'plastic-free'),
          l('hvit', 'white'),
          l('kraftig', 'sturdy'),
        ],
        sentence: l('Tåler varm og fet mat.', 'Handles hot and greasy food.'),
        types: [
          t('Papptallerken', 'Paper plate', 'PK', [50, 100], [59, 149], diameter, '4823.69'),
          t('Pappkrus', 'Paper cup', 'PK', [50, 100], [49, 119], cupVolume, '4823.69'),
          t('Bestikk av tre', 'Wooden cutlery', 'PK', [100], [69, 149], null, '4419.90', {
            materials: [l('Bjørk', 'Birch')],
          }),
          t('Sugerør av papir', 'Paper straw', 'PK', [250], [49, 99], colour, '4823.90'),
        ],
      },
      {
        slug: 'matemballasje',
        name: l('Matemballasje', 'Food containers'),
        qualifiers: [
          l('med lokk', 'with lid'),
          l('mikrobølgesikker', 'microwave-safe'),
          l('lekkasjesikker', 'leak-proof'),
        ],
        sentence: l(
          'Holder maten varm og frisk på vei til kunden.',
          'Keeps food hot and fresh on its way to the customer.',
        ),
        types: [
          t('Take-away-boks', 'Take-away box', 'PK', [50, 100], [89, 219], boxes, '4819.20'),
          t('Aluminiumsform', 'Foil tray', 'PK', [50, 100], [79, 189], gastronorm, '7615.10'),
          t('Plastfolie', 'Cling film', 'PCE', [1], [99, 249], widthCm, '3920.10'),
          t('Smørepapir', 'Sandwich paper', 'PK', [500, 1000], [89, 199], paperSize, '4806.20'),
        ],
      },
      {
        slug: 'kaffe-og-te',
        name: l('Kaffe og te', 'Coffee and tea'),
        qualifiers: [
          l('mellomristet', 'medium roast'),
          l('mørkristet', 'dark roast'),
          l('økologisk', 'organic'),
          l('Fairtrade'),
        ],
        sentence: l('Rund og balansert smak.', 'A rounded, balanced taste.'),
        types: [
          t('Filterkaffe', 'Filter coffee', 'PK', [1], [49, 99], grams, '0901.21', {
            vatClass: 'reduced',
            storage: coolStorage,
          }),
          t('Kaffebønner', 'Coffee beans', 'PK', [1], [69, 129], grams, '0901.21', {
            vatClass: 'reduced',
            storage: coolStorage,
          }),
          t('Te i poser', 'Tea bags', 'PK', [1], [39, 89], pieces([25, 50, 100, 200]), '0902.30', {
            vatClass: 'reduced',
            storage: dryStorage,
          }),
          t('Kakaopulver', 'Cocoa powder', 'PK', [1], [49, 99], grams, '1805.00', {
            vatClass: 'reduced',
            storage: dryStorage,
          }),
        ],
      },
      {
        slug: 'drikke',
        name: l('Drikke', 'Beverages'),
        qualifiers: [
          l('uten kullsyre', 'still'),
          l('med kullsyre', 'sparkling'),
          l('sukkerfri', 'sugar-free'),
          l('med sitron', 'lemon'),
        ],
        sentence: l('Serveres godt avkjølt.', 'Best served chilled.'),
        types: [
          t('Mineralvann', 'Mineral water', 'PK', [12, 24], [89, 199], litres, '2201.10', {
            vatClass: 'reduced',
            storage: coolStorage,
          }),
          t('Eplejuice', 'Apple juice', 'PK', [6, 12], [99, 219], litres, '2009.71', {
            vatClass: 'reduced',
            storage: coolStorage,
          }),
          t('Appelsinjuice', 'Orange juice', 'PK', [6, 12], [109, 239], litres, '2009.12', {
            vatClass: 'reduced',
            storage: coolStorage,
          }),
        ],
      },
      {
        slug: 'torrvarer',
        name: l('Tørrvarer', 'Dry goods'),
        qualifiers: [l('storpakning', 'catering pack'), l('økologisk', 'organic'), l('fullkorn', 'wholegrain')],
        sentence: l('Lang holdbarhet og enkel lagring.', 'Long shelf life and easy storage.'),
        types: [
          t('Sukker', 'Sugar', 'KGM', [1], [19, 39], kilos, '1701.99', { vatClass: 'reduced', storage: dryStorage }),
          t('Hvetemel', 'Wheat flour', 'KGM', [1], [15, 35], kilos, '1101.00', {
            vatClass: 'reduced',
            storage: dryStorage,
          }),
          t('Pasta penne', 'Penne pasta', 'KGM', [1], [25, 55], kilos, '1902.19', {
            vatClass: 'reduced',
            storage: dryStorage,
          }),
          t('Ris jasmin', 'Jasmine rice', 'KGM', [1], [29, 59], kilos, '1006.30', {
            vatClass: 'reduced',
            storage: dryStorage,
          }),
          t('Havregryn', 'Rolled oats', 'KGM', [1], [19, 45], kilos, '1104.12', {
            vatClass: 'reduced',
            storage: dryStorage,
          }),
        ],
      },
      {
        slug: 'kjokkenutstyr',
        name: l('Kjøkkenutstyr', 'Kitchen equipment'),
        qualifiers: [
          l('rustfritt', 'stainless'),
          l('stablebar', 'stackable'),
          l('HACCP-fargekodet', 'HACCP colour-coded'),
        ],
        sentence: l('Tåler daglig bruk i profesjonelt kjøkken.', 'Built for daily use in professional kitchens.'),
        types: [
          t('GN-beholder', 'GN container', 'PCE', [1], [149, 449], gastronorm, '7323.93', {
            materials: [l('Rustfritt stål', 'Stainless steel')],
          }),
          t('Skjærebrett', 'Cutting board', 'PCE', [1], [199, 499], colour, '3924.10'),
          t('Kokkekniv', "Chef's knife", 'PCE', [1], [299, 1290], lengthCm, '8211.92'),
        ],
      },
    ],
  },
  {
    slug: 'verneutstyr',
    name: l('Verneutstyr', 'Safety and PPE'),
    brands: ['Polar Safety', 'Vernia', 'Hjelmtind', 'StålTå', 'Synlig', 'Respira', 'Gripex'],
    materials: [l('Nitril', 'Nitrile'), l('Polyester'), l('Polykarbonat', 'Polycarbonate'), l('Skinn', 'Leather')],
    certifications: [l('CE kat. II', 'CE cat. II'), l('EN 388'), l('EN 166'), l('EN ISO 20345'), l('EN 149')],
    sentences: [
      l('Testet etter gjeldende EN-standarder.', 'Tested to current EN standards.'),
      l('God passform for lange arbeidsdager.', 'A good fit for long working days.'),
    ],
    subcategories: [
      {
        slug: 'arbeidshansker',
        name: l('Arbeidshansker', 'Work gloves'),
        qualifiers: [
          l('pudderfri', 'powder-free'),
          l('ekstra lang', 'extended cuff'),
          l('med grep', 'textured grip'),
          l('fôret', 'lined'),
        ],
        sentence: l('Godt grep i både tørre og våte omgivelser.', 'A firm grip in wet and dry conditions.'),
        types: [
          t('Nitrilhanske', 'Nitrile glove', 'BX', [100, 200], [69, 149], gloveSize, '4015.19', {
            materials: [l('Nitril', 'Nitrile')],
          }),
          t('Vinylhanske', 'Vinyl glove', 'BX', [100], [49, 99], gloveSize, '3926.20', { materials: [l('Vinyl')] }),
          t('Kuttbeskyttende hanske', 'Cut-resistant glove', 'PK', [1, 12], [79, 890], gloveSize, '6116.10'),
          t('Vinterhanske', 'Winter glove', 'PK', [1, 6], [99, 549], gloveSize, '6116.10'),
        ],
      },
      {
        slug: 'andedrettsvern',
        name: l('Åndedrettsvern', 'Respiratory protection'),
        qualifiers: [l('med ventil', 'with valve'), l('foldbar', 'foldable'), l('uten ventil', 'valveless')],
        sentence: l('Lav pustemotstand og god tetning.', 'Low breathing resistance and a good seal.'),
        types: [
          t('Støvmaske FFP2', 'Dust mask FFP2', 'BX', [1], [149, 349], pieces([10, 20, 50]), '6307.90'),
          t('Støvmaske FFP3', 'Dust mask FFP3', 'BX', [1], [199, 449], pieces([10, 20, 50]), '6307.90'),
          t('Halvmaske', 'Half mask', 'PCE', [1], [249, 690], apparelSize, '9020.00'),
          t('Gassfilter A2P3', 'Gas filter A2P3', 'PK', [2], [249, 549], null, '8421.39'),
        ],
      },
      {
        slug: 'oye-og-ansiktsvern',
        name: l('Øye- og ansiktsvern', 'Eye and face protection'),
        qualifiers: [l('antidugg', 'anti-fog'), l('ripefri', 'scratch-resistant'), l('justerbar', 'adjustable')],
        sentence: l('Klart syn og trygg beskyttelse.', 'Clear vision and reliable protection.'),
        types: [
          t('Vernebriller', 'Safety glasses', 'PCE', [1], [59, 249], lens, '9004.90'),
          t('Visir', 'Face shield', 'PCE', [1], [149, 449], lens, '3926.20'),
          t('Overbriller', 'Overspecs', 'PCE', [1], [89, 229], lens, '9004.90'),
        ],
      },
      {
        slug: 'horselvern',
        name: l('Hørselvern', 'Hearing protection'),
        qualifiers: [l('hjelmmontert', 'helmet-mounted'), l('med bøyle', 'with band'), l('gjenbrukbar', 'reusable')],
        sentence: l('Demper støy uten å isolere deg.', 'Dampens noise without cutting you off.'),
        types: [
          t('Øreklokker', 'Earmuffs', 'PCE', [1], [199, 890], colour, '6506.99'),
          t('Ørepropper', 'Earplugs', 'BX', [1], [149, 399], pieces([50, 100, 200]), '3926.90'),
        ],
      },
      {
        slug: 'vernesko',
        name: l('Vernesko', 'Safety footwear'),
        qualifiers: [
          l('S3 SRC'),
          l('vanntett', 'waterproof'),
          l('metallfri', 'metal-free'),
          l('vinterfôret', 'winter-lined'),
        ],
        sentence: l('Tåhette og spikerbeskyttelse i lett utførelse.', 'Toe cap and nail protection in a light build.'),
        types: [
          t('Vernesko', 'Safety shoe', 'PCE', [1], [690, 1690], shoeSize, '6403.40', {
            materials: [l('Skinn', 'Leather')],
          }),
          t('Vernestøvel', 'Safety boot', 'PCE', [1], [890, 1990], shoeSize, '6403.40'),
          t('Vernesandal', 'Safety sandal', 'PCE', [1], [590, 1290], shoeSize, '6403.40'),
        ],
      },
      {
        slug: 'synlighetsklaer',
        name: l('Synlighetsklær', 'High-visibility clothing'),
        qualifiers: [l('klasse 2', 'class 2'), l('klasse 3', 'class 3'), l('med lommer', 'with pockets')],
        sentence: l('Synlig i mørke og dårlig vær.', 'Visible in the dark and in bad weather.'),
        types: [
          t('Refleksvest', 'Hi-vis vest', 'PCE', [1], [79, 249], apparelSize, '6211.43', {
            materials: [l('Polyester')],
          }),
          t('Varseljakke', 'Hi-vis jacket', 'PCE', [1], [690, 1890], apparelSize, '6201.40'),
          t('Varselbukse', 'Hi-vis trousers', 'PCE', [1], [590, 1490], apparelSize, '6203.43'),
        ],
      },
    ],
  },
  {
    slug: 'medisinsk',
    name: l('Medisinsk forbruksmateriell', 'Medical supplies'),
    brands: ['MediNord', 'Sårpleie', 'Farmanor', 'Steriline', 'Diagnos', 'Komfort Care', 'Pharmaskand'],
    materials: [
      l('Bomull', 'Cotton'),
      l('Viskose', 'Viscose'),
      l('Polypropylen', 'Polypropylene'),
      l('Nitril', 'Nitrile'),
    ],
    certifications: [
      l('CE-merket medisinsk utstyr', 'CE-marked medical device'),
      l('ISO 13485'),
      l('Steril', 'Sterile'),
    ],
    sentences: [
      l('For bruk i helsetjenesten.', 'For use in healthcare.'),
      l('Produsert under kontrollerte forhold.', 'Manufactured under controlled conditions.'),
    ],
    subcategories: [
      {
        slug: 'sarbehandling',
        name: l('Sårbehandling', 'Wound care'),
        qualifiers: [
          l('steril', 'sterile'),
          l('ikke-steril', 'non-sterile'),
          l('hudvennlig', 'skin-friendly'),
          l('vannfast', 'waterproof'),
        ],
        sentence: l('Absorberer godt og fester skånsomt.', 'Absorbs well and adheres gently.'),
        types: [
          t('Kompress', 'Gauze compress', 'BX', [1], [49, 149], pieces([25, 50, 100]), '3005.90'),
          t('Plaster', 'Plaster', 'BX', [1], [39, 119], pieces([20, 50, 100]), '3005.10'),
          t('Elastisk bind', 'Elastic bandage', 'PK', [10], [99, 249], widthCm, '3005.90'),
          t('Kirurgisk tape', 'Surgical tape', 'BX', [12], [99, 229], tapeWidth, '3005.10'),
        ],
      },
      {
        slug: 'sproyter-og-kanyler',
        name: l('Sprøyter og kanyler', 'Syringes and needles'),
        qualifiers: [l('Luer Lock'), l('Luer Slip'), l('steril', 'sterile'), l('med sikkerhetsmekanisme', 'safety')],
        sentence: l('Steril og enkeltpakket.', 'Sterile and individually packed.'),
        types: [
          t('Engangssprøyte', 'Disposable syringe', 'BX', [100], [69, 179], millilitres, '9018.31'),
          t('Kanyle', 'Hypodermic needle', 'BX', [100], [59, 149], gauge, '9018.32'),
          t('Kanyleboks', 'Sharps container', 'PCE', [1], [29, 99], litres, '3923.10'),
        ],
      },
      {
        slug: 'undersokelseshansker',
        name: l('Undersøkelseshansker', 'Examination gloves'),
        qualifiers: [l('pudderfri', 'powder-free'), l('lateksfri', 'latex-free'), l('steril', 'sterile')],
        sentence: l('Tynn og følsom, med god taktilitet.', 'Thin and sensitive, with good tactility.'),
        types: [
          t(
            'Undersøkelseshanske nitril',
            'Examination glove nitrile',
            'BX',
            [100, 200],
            [79, 169],
            gloveSize,
            '4015.12',
          ),
          t('Operasjonshanske', 'Surgical glove', 'BX', [50], [449, 990], surgicalSize, '4015.12'),
        ],
      },
      {
        slug: 'reseptbelagte-legemidler',
        name: l('Reseptbelagte legemidler', 'Prescription medicines'),
        qualifiers: [],
        sentence: l(
          'Reseptpliktig. Utleveres kun mot gyldig resept.',
          'Prescription only. Dispensed against a valid prescription.',
        ),
        types: [
          t(
            'Amoksicillin 500 mg kapsler',
            'Amoxicillin 500 mg capsules',
            'PK',
            [1],
            [89, 189],
            tablets([20, 30, 100]),
            '3004.10',
            { isPrescriptionOnly: true, isPlain: true, atc: 'J01CA04', storage: medicineStorage },
          ),
          t(
            'Prednisolon 5 mg tabletter',
            'Prednisolone 5 mg tablets',
            'PK',
            [1],
            [59, 129],
            tablets([20, 30, 100]),
            '3004.32',
            { isPrescriptionOnly: true, isPlain: true, atc: 'H02AB06', storage: medicineStorage },
          ),
          t(
            'Diklofenak 50 mg tabletter',
            'Diclofenac 50 mg tablets',
            'PK',
            [1],
            [49, 119],
            tablets([20, 30, 100]),
            '3004.90',
            { isPrescriptionOnly: true, isPlain: true, atc: 'M01AB05', storage: medicineStorage },
          ),
          t(
            'Lidokain 10 mg/ml injeksjonsvæske',
            'Lidocaine 10 mg/ml solution for injection',
            'PK',
            [1],
            [149, 349],
            pieces([5, 10, 20]),
            '3004.90',
            { isPrescriptionOnly: true, isPlain: true, atc: 'N01BB02', storage: medicineStorage },
          ),
          t(
            'Metformin 500 mg tabletter',
            'Metformin 500 mg tablets',
            'PK',
            [1],
            [59, 149],
            tablets([30, 100, 250]),
            '3004.90',
            { isPrescriptionOnly: true, isPlain: true, atc: 'A10BA02', storage: medicineStorage },
          ),
        ],
      },
      {
        slug: 'reseptfrie-legemidler',
        name: l('Reseptfrie legemidler', 'Over-the-counter medicines'),
        qualifiers: [],
        sentence: l('Les pakningsvedlegget før bruk.', 'Read the package leaflet before use.'),
        types: [
          t(
            'Paracetamol 500 mg tabletter',
            'Paracetamol 500 mg tablets',
            'PK',
            [1],
            [29, 89],
            tablets([20, 30, 100]),
            '3004.90',
            { isPlain: true, atc: 'N02BE01', storage: medicineStorage },
          ),
          t(
            'Ibuprofen 200 mg tabletter',
            'Ibuprofen 200 mg tablets',
            'PK',
            [1],
            [35, 99],
            tablets([20, 30, 100]),
            '3004.90',
            { isPlain: true, atc: 'M01AE01', storage: medicineStorage },
          ),
          t(
            'Cetirizin 10 mg tabletter',
            'Cetirizine 10 mg tablets',
            'PK',
            [1],
            [49, 119],
            tablets([7, 30, 100]),
            '3004.90',
            { isPlain: true, atc: 'R06AE07', storage: medicineStorage },
          ),
        ],
      },
      {
        slug: 'diagnostikk',
        name: l('Diagnostikk', 'Diagnostics'),
        qualifiers: [l('digital', 'digital'), l('hurtig', 'rapid'), l('profesjonell', 'professional')],
        sentence: l('Pålitelige resultater på kort tid.', 'Reliable results in little time.'),
        types: [
          t('Blodsukkerstrimler', 'Blood glucose test strips', 'PK', [1], [199, 449], pieces([25, 50, 100]), '3822.19'),
          t('Febertermometer', 'Thermometer', 'PCE', [1], [99, 490], null, '9025.11'),
          t('Blodtrykksmåler', 'Blood pressure monitor', 'PCE', [1], [490, 1490], apparelSize, '9018.90'),
          t('Hurtigtest CRP', 'Rapid test CRP', 'BX', [1], [690, 1490], pieces([10, 25, 50]), '3822.19'),
        ],
      },
      {
        slug: 'inkontinens',
        name: l('Inkontinens', 'Incontinence'),
        qualifiers: [l('normal'), l('ekstra'), l('super'), l('natt', 'night')],
        sentence: l('Diskret og tørr med god absorpsjon.', 'Discreet and dry with good absorption.'),
        types: [
          t('Inkontinensbind', 'Incontinence pad', 'PK', [10, 28], [69, 189], apparelSize, '9619.00'),
          t('Bleiebukse', 'Pull-up pants', 'PK', [10, 14], [119, 249], apparelSize, '9619.00'),
          t('Stiklaken', 'Underpad', 'PK', [25, 35], [129, 289], widthCm, '9619.00'),
        ],
      },
    ],
  },
  {
    slug: 'verktoy',
    name: l('Verktøy', 'Tools'),
    brands: ['Verktøymester', 'Bergkraft', 'Skrueland', 'Presis', 'Driv', 'Toolbox Nord', 'Tindekraft', 'Jernia Pro'],
    materials: [
      l('Krom-vanadium', 'Chrome vanadium'),
      l('Herdet stål', 'Hardened steel'),
      l('Aluminium'),
      l('Glassfiber', 'Fibreglass'),
    ],
    certifications: [l('GS-merket', 'GS mark'), l('CE'), l('VDE 1000 V')],
    sentences: [
      l('Robust verktøy for fagfolk.', 'Robust tools for professionals.'),
      l('Ergonomisk håndtak reduserer belastningen.', 'An ergonomic handle reduces strain.'),
    ],
    subcategories: [
      {
        slug: 'handverktoy',
        name: l('Håndverktøy', 'Hand tools'),
        qualifiers: [
          l('isolert', 'insulated'),
          l('magnetisk', 'magnetic'),
          l('med 2K-håndtak', 'with 2K handle'),
          l('rustfri', 'rust-free'),
        ],
        sentence: l('Presis passform og lang levetid.', 'A precise fit and long life.'),
        types: [
          t('Skrutrekker', 'Screwdriver', 'PCE', [1], [59, 179], spanner, '8205.40'),
          t('Snekkerhammer', "Carpenter's hammer", 'PCE', [1], [149, 449], grams, '8205.20'),
          t('Fastnøkkel', 'Combination spanner', 'PCE', [1], [69, 249], spanner, '8204.11'),
          t('Kombinasjonstang', 'Combination pliers', 'PCE', [1], [129, 390], lengthCm, '8203.20'),
          t('Tapetkniv', 'Utility knife', 'PCE', [1], [49, 199], null, '8211.93'),
        ],
      },
      {
        slug: 'elektroverktoy',
        name: l('Elektroverktøy', 'Power tools'),
        qualifiers: [
          l('børsteløs', 'brushless'),
          l('kompakt', 'compact'),
          l('uten batteri', 'tool only'),
          l('med koffert', 'with case'),
        ],
        sentence: l('Kraftig motor og lang batteritid.', 'A powerful motor and long battery life.'),
        types: [
          t('Drill/skrutrekker 18 V', 'Cordless drill 18 V', 'PCE', [1], [1290, 3490], amphours, '8467.21'),
          t('Vinkelsliper 125 mm', 'Angle grinder 125 mm', 'PCE', [1], [990, 2990], amphours, '8467.29'),
          t('Batteri 18 V', 'Battery 18 V', 'PCE', [1], [590, 1490], amphours, '8507.60'),
          t('Stikksag', 'Jigsaw', 'PCE', [1], [1190, 2990], amphours, '8467.29'),
        ],
      },
      {
        slug: 'festemidler',
        name: l('Festemidler', 'Fasteners'),
        qualifiers: [
          l('forsinket', 'zinc-plated'),
          l('rustfri A2', 'stainless A2'),
          l('A4 syrefast', 'A4 acid-proof'),
          l('varmforsinket', 'hot-dip galvanised'),
        ],
        sentence: l('Sikkert feste i tre og mur.', 'A secure hold in wood and masonry.'),
        types: [
          t('Treskrue', 'Wood screw', 'BX', [200, 500], [79, 249], screw, '7318.12'),
          t('Spiker', 'Nail', 'BX', [1], [59, 199], kilos, '7317.00'),
          t('Plugg', 'Wall plug', 'BX', [100, 200], [49, 149], screw, '3926.90'),
          t('Maskinskrue', 'Machine screw', 'BX', [100, 200], [69, 229], screw, '7318.15'),
        ],
      },
      {
        slug: 'maleverktoy',
        name: l('Måleverktøy', 'Measuring tools'),
        qualifiers: [l('magnetisk', 'magnetic'), l('med lås', 'with lock'), l('presisjon', 'precision')],
        sentence: l('Nøyaktige mål, hver gang.', 'Accurate measurements, every time.'),
        types: [
          t('Målebånd', 'Tape measure', 'PCE', [1], [79, 249], tapeLength, '9017.80'),
          t('Vater', 'Spirit level', 'PCE', [1], [149, 590], lengthCm, '9015.30'),
          t('Laseravstandsmåler', 'Laser distance meter', 'PCE', [1], [690, 2490], null, '9015.10'),
        ],
      },
      {
        slug: 'oppbevaring',
        name: l('Oppbevaring og verktøykasser', 'Storage and tool boxes'),
        qualifiers: [l('stablebar', 'stackable'), l('med hjul', 'with wheels'), l('vanntett', 'waterproof')],
        sentence: l('Holder orden på verkstedet og i bilen.', 'Keeps the workshop and the van tidy.'),
        types: [
          t('Verktøykasse', 'Tool box', 'PCE', [1], [199, 890], lengthCm, '4202.92'),
          t('Sortimentskasse', 'Assortment box', 'PCE', [1], [149, 449], colour, '3923.10'),
          t('Hyllereol', 'Shelving unit', 'PCE', [1], [990, 3490], lengthCm, '9403.20'),
        ],
      },
    ],
  },
  {
    slug: 'papir',
    name: l('Papir og tørk', 'Paper and wipes'),
    brands: ['Tørk', 'Papirnor', 'Mykhet', 'Serviettfabrikken', 'Arkpapir', 'Skog & Ark', 'Rullen'],
    materials: [l('Nyfiber', 'Virgin fibre'), l('Resirkulert fiber', 'Recycled fibre'), l('Nonwoven')],
    certifications: [l('Svanemerket', 'Nordic Swan Ecolabel'), l('FSC®'), l('EU Ecolabel')],
    sentences: [
      l('Passer i de vanligste dispenserne.', 'Fits the most common dispensers.'),
      l('Høy absorpsjon og lavt forbruk.', 'High absorbency and low consumption.'),
    ],
    subcategories: [
      {
        slug: 'torkepapir',
        name: l('Tørkepapir', 'Hand towels'),
        qualifiers: [l('1-lags', '1-ply'), l('2-lags', '2-ply'), l('hvit', 'white'), l('natur', 'natural')],
        sentence: l('Tørker raskt og effektivt.', 'Dries quickly and effectively.'),
        types: [
          t('Tørkeark Z-falset', 'Z-fold hand towel', 'BX', [3000, 4000], [249, 549], null, '4818.30'),
          t('Tørkerull', 'Hand towel roll', 'PK', [6, 12], [249, 599], widthCm, '4818.30'),
          t('Kjøkkenrull', 'Kitchen roll', 'PK', [4, 16], [69, 249], null, '4818.20'),
        ],
      },
      {
        slug: 'toalettpapir',
        name: l('Toalettpapir', 'Toilet paper'),
        qualifiers: [l('2-lags', '2-ply'), l('3-lags', '3-ply'), l('resirkulert', 'recycled')],
        sentence: l('Myk og sterk.', 'Soft and strong.'),
        types: [
          t('Toalettpapir', 'Toilet paper', 'PK', [1], [129, 349], pieces([24, 42, 64]), '4818.10'),
          t('Jumborull', 'Jumbo roll', 'PK', [6, 12], [249, 549], null, '4818.10'),
          t('Dispenser for toalettpapir', 'Toilet roll dispenser', 'PCE', [1], [249, 890], colour, '3922.90'),
        ],
      },
      {
        slug: 'servietter',
        name: l('Servietter', 'Napkins'),
        qualifiers: [l('3-lags', '3-ply'), l('dinner'), l('cocktail'), l('linlook', 'linen feel')],
        sentence: l('Gir bordet et pent preg.', 'Gives the table a neat look.'),
        types: [
          t('Serviett 33 cm', 'Napkin 33 cm', 'PK', [250, 500], [59, 149], colour, '4818.30'),
          t('Dinnerserviett 40 cm', 'Dinner napkin 40 cm', 'PK', [50, 100], [69, 179], colour, '4818.30'),
          t('Duk på rull', 'Table cover roll', 'PCE', [1], [249, 590], colour, '4818.30'),
        ],
      },
      {
        slug: 'industritork',
        name: l('Industritørk', 'Industrial wipers'),
        qualifiers: [l('løsemiddelbestandig', 'solvent-resistant'), l('lofri', 'lint-free'), l('blå', 'blue')],
        sentence: l('Sterk også når den er våt.', 'Strong even when wet.'),
        types: [
          t('Industritørk', 'Industrial wiping roll', 'PCE', [1], [299, 690], widthCm, '4818.90'),
          t('Våtservietter', 'Wet wipes', 'PK', [1], [49, 149], pieces([50, 100, 150]), '3401.11'),
          t('Tørkeklut nonwoven', 'Nonwoven wiper', 'PK', [50, 100], [129, 329], colour, '5603.92'),
        ],
      },
      {
        slug: 'kopipapir',
        name: l('Kopipapir', 'Copy paper'),
        qualifiers: [l('80 g'), l('90 g'), l('ekstra hvit', 'extra white'), l('resirkulert', 'recycled')],
        sentence: l('Fri for papirstopp i skrivere og kopimaskiner.', 'Runs jam-free in printers and copiers.'),
        types: [
          t('Kopipapir', 'Copy paper', 'BX', [2500], [199, 449], paperSize, '4802.56'),
          t('Fargepapir', 'Coloured paper', 'PK', [500], [69, 149], colour, '4802.56'),
          t('Fotopapir', 'Photo paper', 'PK', [50, 100], [129, 349], paperSize, '4810.13'),
        ],
      },
    ],
  },
];

/** Series names that make products of one type distinct ("Nitrilhanske pudderfri Comfort"). */
export const series = [
  'Pro',
  'Eco',
  'Plus',
  'Premium',
  'Basic',
  'Classic',
  'Comfort',
  'Xtra',
  'Select',
  'Nordic',
  'Max',
  'Soft',
];

export const origins: Localized[] = [
  l('Norge', 'Norway'),
  l('Sverige', 'Sweden'),
  l('Danmark', 'Denmark'),
  l('Finland'),
  l('Tyskland', 'Germany'),
  l('Polen', 'Poland'),
  l('Nederland', 'Netherlands'),
  l('Italia', 'Italy'),
  l('Malaysia'),
  l('Kina', 'China'),
  l('Vietnam'),
  l('Brasil', 'Brazil'),
];

export const unitWords: Record<Unit, { nb: (n: number) => string; en: (n: number) => string }> = {
  PCE: { nb: () => 'per stk', en: () => 'per piece' },
  BX: { nb: (n) => `i eske à ${n} stk`, en: (n) => `in a box of ${n}` },
  PK: { nb: (n) => (n > 1 ? `i pakke à ${n}` : 'per pakke'), en: (n) => (n > 1 ? `in a pack of ${n}` : 'per pack') },
  KGM: { nb: () => 'per kg', en: () => 'per kg' },
  LTR: { nb: () => 'per liter', en: () => 'per litre' },
};

// ── Properties that fit the product ─────────────────────────────────────────────────────────────────────────────
// A buyer believes a catalog whose coffee comes from Brazil, not China, and has no material, and whose paper plates
// are made of board, not stainless steel. The lists below narrow what catalog.ts draws from, per subcategory and
// per product type; they never change how many values are drawn, so ids, SKUs and prices stay as they were.

const nordic = [l('Norge', 'Norway'), l('Sverige', 'Sweden'), l('Danmark', 'Denmark'), l('Finland')];
const europe = [l('Tyskland', 'Germany'), l('Polen', 'Poland'), l('Nederland', 'Netherlands'), l('Italia', 'Italy')];

/** Where each subcategory's goods plausibly come from. */
const originsBySubcategory: Record<string, Localized[]> = {
  rengjoringsmidler: [...nordic, l('Tyskland', 'Germany'), l('Nederland', 'Netherlands')],
  'saape-og-handhygiene': [...nordic, l('Tyskland', 'Germany')],
  'mopper-og-gulvutstyr': [...europe, l('Sverige', 'Sweden'), l('Kina', 'China')],
  'kluter-og-svamper': [...europe, l('Sverige', 'Sweden'), l('Kina', 'China')],
  avfallssekker: [l('Sverige', 'Sweden'), l('Polen', 'Poland'), l('Tyskland', 'Germany'), l('Finland')],
  'esker-og-kartonger': [...nordic, l('Polen', 'Poland'), l('Tyskland', 'Germany')],
  fyllmateriale: [...nordic, l('Polen', 'Poland'), l('Tyskland', 'Germany')],
  kaffe: [l('Brasil', 'Brazil'), l('Colombia'), l('Etiopia', 'Ethiopia'), l('Guatemala'), l('Kenya'), l('Vietnam')],
  te: [l('India'), l('Sri Lanka'), l('Kenya'), l('Kina', 'China')],
  kakao: [l('Elfenbenskysten', "Côte d'Ivoire"), l('Ghana'), l('Nederland', 'Netherlands')],
  drikke: [l('Norge', 'Norway'), l('Sverige', 'Sweden'), l('Danmark', 'Denmark')],
  juice: [l('Norge', 'Norway'), l('Tyskland', 'Germany'), l('Spania', 'Spain'), l('Brasil', 'Brazil')],
  torrvarer: [l('Norge', 'Norway'), l('Sverige', 'Sweden'), l('Italia', 'Italy'), l('Tyskland', 'Germany')],
  ris: [l('Thailand'), l('Vietnam'), l('India')],
  'reseptbelagte-legemidler': [
    l('Norge', 'Norway'),
    l('Sverige', 'Sweden'),
    l('Tyskland', 'Germany'),
    l('Sveits', 'Switzerland'),
  ],
  'reseptfrie-legemidler': [
    l('Norge', 'Norway'),
    l('Sverige', 'Sweden'),
    l('Tyskland', 'Germany'),
    l('Danmark', 'Denmark'),
  ],
  undersokelseshansker: [l('Malaysia'), l('Thailand'), l('Vietnam')],
  arbeidshansker: [l('Malaysia'), l('Vietnam'), l('Pakistan'), l('Sverige', 'Sweden')],
  kopipapir: [l('Finland'), l('Sverige', 'Sweden'), l('Norge', 'Norway'), l('Portugal')],
  torkepapir: [...nordic, l('Tyskland', 'Germany')],
  toalettpapir: [...nordic, l('Tyskland', 'Germany')],
  servietter: [...nordic, l('Tyskland', 'Germany'), l('Polen', 'Poland')],
  industritork: [...nordic, l('Tyskland', 'Germany')],
};

/** Product types whose goods come from somewhere else than the rest of their subcategory. */
const originsByType: Record<string, string> = {
  Filterkaffe: 'kaffe',
  Kaffebønner: 'kaffe',
  'Te i poser': 'te',
  Kakaopulver: 'kakao',
  Eplejuice: 'juice',
  Appelsinjuice: 'juice',
  'Ris jasmin': 'ris',
};

const fairtrade = [l('Fairtrade'), l('Økologisk', 'Organic'), l('Rainforest Alliance')];
/** Certifications that fit a subcategory better than its top category's. */
const certificationsBySubcategory: Record<string, Localized[]> = {
  'kaffe-og-te': fairtrade,
  drikke: [l('Økologisk', 'Organic'), l('Nyckelhålet', 'Keyhole')],
  torrvarer: [l('Økologisk', 'Organic'), l('Nyckelhålet', 'Keyhole'), l('Debio')],
  engangsservise: [l('FSC®'), l('OK compost'), l('Svanemerket', 'Nordic Swan Ecolabel')],
  matemballasje: [l('FSC®'), l('OK compost'), l('Godkjent for matkontakt', 'Food contact approved')],
  kjokkenutstyr: [l('NSF'), l('Godkjent for matkontakt', 'Food contact approved')],
};

/** What a food-service product is made of (the top category's list mixed birch, steel and board). */
const materialsByType: Record<string, Localized[]> = {
  Papptallerken: [l('Papp', 'Cardboard'), l('Bagasse')],
  Pappkrus: [l('Papp', 'Cardboard'), l('PLA-belagt papp', 'PLA-lined board')],
  'Take-away-boks': [l('Papp', 'Cardboard'), l('Bagasse'), l('PLA')],
  Aluminiumsform: [l('Aluminium')],
  Plastfolie: [l('Polyetylen', 'Polyethylene')],
  Smørepapir: [l('Matpapir', 'Greaseproof paper')],
  Kokkekniv: [l('Rustfritt stål', 'Stainless steel')],
};

/** Liquids, food and medicines have no material; everything else keeps what it was given. */
const isMaterialless = (type: ProductType) =>
  !type.materials && (type.unit === 'LTR' || type.unit === 'KGM' || type.vatClass === 'reduced' || Boolean(type.atc));

export const catalogTree: TopCategory[] = rawTree.map((top) => ({
  ...top,
  subcategories: top.subcategories.map((sub) => ({
    ...sub,
    types: sub.types.map((type) => {
      const origins = originsBySubcategory[originsByType[type.name.nb] ?? sub.slug];
      const certifications = certificationsBySubcategory[sub.slug];
      const materials = materialsByType[type.name.nb];
      return {
        ...type,
        ...(materials ? { materials } : {}),
        ...(origins ? { origins } : {}),
        ...(certifications ? { certifications } : {}),
        hasNoMaterial: !materials && isMaterialless(type),
      };
    }),
  })),
}));
