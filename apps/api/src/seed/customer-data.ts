/** Word lists for demo customers: places with real zip codes, streets, people and trades per market. */

export type MarketCode = 'NO' | 'SE' | 'DK';

export type Place = { city: string; zipCodes: string[] };

/** Real zip codes of each city (NO and DK 4 digits, SE 5 digits stored without the space). */
export const places: Record<MarketCode, Place[]> = {
  NO: [
    { city: 'Oslo', zipCodes: ['0150', '0152', '0154', '0155', '0181', '0250', '0484', '0580', '0661'] },
    { city: 'Bergen', zipCodes: ['5003', '5008', '5015', '5052', '5063'] },
    { city: 'Trondheim', zipCodes: ['7010', '7011', '7030', '7042'] },
    { city: 'Stavanger', zipCodes: ['4006', '4010', '4021'] },
    { city: 'Kristiansand', zipCodes: ['4610', '4612'] },
    { city: 'Tromsø', zipCodes: ['9008', '9010'] },
    { city: 'Drammen', zipCodes: ['3015', '3044'] },
    { city: 'Bodø', zipCodes: ['8006'] },
    { city: 'Ålesund', zipCodes: ['6002', '6003'] },
    { city: 'Fredrikstad', zipCodes: ['1606', '1607'] },
    { city: 'Hamar', zipCodes: ['2317'] },
    { city: 'Lillehammer', zipCodes: ['2609'] },
  ],
  SE: [
    { city: 'Stockholm', zipCodes: ['11120', '11122', '11434', '11646', '11359'] },
    { city: 'Göteborg', zipCodes: ['41101', '41103', '41663', '41705'] },
    { city: 'Malmö', zipCodes: ['21120', '21145', '21422'] },
    { city: 'Uppsala', zipCodes: ['75310', '75320'] },
    { city: 'Västerås', zipCodes: ['72211'] },
    { city: 'Örebro', zipCodes: ['70210'] },
    { city: 'Linköping', zipCodes: ['58223'] },
    { city: 'Helsingborg', zipCodes: ['25221'] },
    { city: 'Umeå', zipCodes: ['90326'] },
  ],
  DK: [
    { city: 'København K', zipCodes: ['1050', '1152', '1260', '1401'] },
    { city: 'Aarhus C', zipCodes: ['8000'] },
    { city: 'Odense C', zipCodes: ['5000'] },
    { city: 'Aalborg', zipCodes: ['9000'] },
    { city: 'Esbjerg', zipCodes: ['6700'] },
    { city: 'Randers C', zipCodes: ['8900'] },
    { city: 'Kolding', zipCodes: ['6000'] },
    { city: 'Vejle', zipCodes: ['7100'] },
    { city: 'Roskilde', zipCodes: ['4000'] },
  ],
};

export const streets: Record<MarketCode, string[]> = {
  NO: [
    'Storgata',
    'Kongens gate',
    'Industriveien',
    'Havnegata',
    'Sjøgata',
    'Fabrikkveien',
    'Strandveien',
    'Lagerveien',
  ],
  SE: ['Storgatan', 'Drottninggatan', 'Industrivägen', 'Hamngatan', 'Kungsgatan', 'Lagervägen', 'Verkstadsgatan'],
  DK: ['Vestergade', 'Østergade', 'Industrivej', 'Havnegade', 'Nørregade', 'Strandvejen', 'Lagervej'],
};

export const firstNames: Record<MarketCode, string[]> = {
  NO: [
    'Ingrid',
    'Lars',
    'Kari',
    'Ole',
    'Sofie',
    'Martin',
    'Nora',
    'Jonas',
    'Emma',
    'Henrik',
    'Ida',
    'Sindre',
    'Marte',
    'Eirik',
    'Silje',
    'Anders',
  ],
  SE: ['Anna', 'Erik', 'Maja', 'Johan', 'Elsa', 'Oskar', 'Linnea', 'Gustav', 'Ebba', 'Viktor', 'Klara', 'Axel'],
  DK: ['Mette', 'Søren', 'Freja', 'Rasmus', 'Ida', 'Mads', 'Sofie', 'Jens', 'Line', 'Frederik', 'Camilla', 'Mikkel'],
};

export const lastNames: Record<MarketCode, string[]> = {
  NO: [
    'Hansen',
    'Johansen',
    'Olsen',
    'Larsen',
    'Andersen',
    'Pedersen',
    'Nilsen',
    'Berg',
    'Haugen',
    'Bakken',
    'Lie',
    'Dahl',
    'Solberg',
    'Moen',
  ],
  SE: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Lindberg', 'Holm', 'Sjöberg', 'Lund'],
  DK: [
    'Jensen',
    'Nielsen',
    'Hansen',
    'Pedersen',
    'Andersen',
    'Christensen',
    'Larsen',
    'Sørensen',
    'Rasmussen',
    'Madsen',
  ],
};

/** Company names: a place or name, a trade, and the market's legal form. */
export const companyNameParts: Record<MarketCode, { prefixes: string[]; trades: string[]; forms: string[] }> = {
  NO: {
    prefixes: [
      'Vestland',
      'Trøndelag',
      'Sentrum',
      'Nordkapp',
      'Sørlandet',
      'Hardanger',
      'Lofoten',
      'Mjøsa',
      'Oslofjord',
      'Romerike',
      'Telemark',
      'Fjellheim',
    ],
    trades: [
      'Bygg og Anlegg',
      'Renhold',
      'Kantinedrift',
      'Legesenter',
      'Tannklinikk',
      'Hotelldrift',
      'Rørleggerservice',
      'Barnehager',
      'Transport',
      'Elektro',
      'Storkjøkken',
      'Vaskeri',
    ],
    forms: ['AS'],
  },
  SE: {
    prefixes: ['Göteborgs', 'Malmö', 'Skåne', 'Norrlands', 'Uppsala', 'Dalarnas', 'Västra', 'Söders', 'Mälardalens'],
    trades: [
      'Städservice',
      'Bygg',
      'Restaurang',
      'Vårdcentral',
      'Hotell',
      'Logistik',
      'Tandvård',
      'Elservice',
      'Storkök',
    ],
    forms: ['AB'],
  },
  DK: {
    prefixes: ['Aarhus', 'Fyns', 'Jyske', 'Sjællands', 'Nordhavn', 'Vestjysk', 'Amager', 'Limfjord'],
    trades: ['Rengøring', 'Byg', 'Catering', 'Lægehus', 'Hotel', 'Transport', 'Tandklinik', 'Storkøkken'],
    forms: ['ApS', 'A/S'],
  },
};

export const phonePrefix: Record<MarketCode, string> = { NO: '+47', SE: '+46', DK: '+45' };

export const currencies: Record<MarketCode, string> = { NO: 'NOK', SE: 'SEK', DK: 'DKK' };

/** "Søren Ølgaard" → "soren.olgaard": e-mail local parts in ASCII. */
export function emailLocal(...parts: string[]): string {
  return parts
    .join('.')
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/[øö]/g, 'o')
    .replace(/[åä]/g, 'a')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9.]+/g, '');
}
