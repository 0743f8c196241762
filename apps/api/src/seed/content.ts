// Demo content, as the content platform's webhook would deliver it (docs/content.md): two articles and a landing
// page in both languages, so storefront search shows content beside products and /content/{slug} has pages.

import type { DbOrTx } from '../db';
import { syncContentSearch, upsertContent } from '../modules/content';

const published = new Date('2026-01-15T08:00:00Z');

const documents = [
  {
    id: 'demo-article-cleaning',
    type: 'article' as const,
    nb: {
      slug: 'velg-riktig-rengjoringsmiddel',
      title: 'Slik velger du riktig rengjøringsmiddel',
      body:
        'Allrengjøring passer til de fleste flater, men fett i storkjøkken krever et alkalisk middel. ' +
        'Doser etter vannets hardhet, og bruk alltid mikrofiberklut på glass. Kjøp i kartong for lavere pris per liter.',
    },
    en: {
      slug: 'choosing-the-right-cleaner',
      title: 'Choosing the right cleaner',
      body:
        'An all-purpose cleaner suits most surfaces, but grease in commercial kitchens needs an alkaline product. ' +
        'Dose by water hardness, and use a microfibre cloth on glass. Buy by the carton for a lower price per litre.',
    },
  },
  {
    id: 'demo-article-kitchen',
    type: 'article' as const,
    nb: {
      slug: 'renhold-i-storkjokken',
      title: 'Renhold i storkjøkken: en ukeplan',
      body:
        'En fast plan gir jevn hygiene: benker og skjærebrett daglig, ventilator og fettfilter ukentlig, ' +
        'kjølerom hver måned. Engros leverer rengjøring, engangsartikler og hansker på faste ruter.',
    },
    en: {
      slug: 'commercial-kitchen-cleaning-plan',
      title: 'Commercial kitchen cleaning: a weekly plan',
      body:
        'A fixed plan keeps hygiene even: counters and cutting boards daily, hood and grease filters weekly, ' +
        'cold rooms monthly. Engros delivers cleaning products, disposables and gloves on fixed routes.',
    },
  },
  {
    id: 'demo-landing-subscriptions',
    type: 'landingPage' as const,
    nb: {
      slug: 'faste-leveranser',
      title: 'Faste leveranser uten å tenke på det',
      body:
        'Sett opp en fast bestilling av kaffe, papir og rengjøring, så kommer varene på ruten din hver uke eller ' +
        'annenhver uke. Endre, pause eller avslutt når du vil.',
    },
    en: {
      slug: 'recurring-deliveries',
      title: 'Recurring deliveries without a second thought',
      body:
        'Set up a recurring order of coffee, paper and cleaning products and they arrive on your route every week ' +
        'or every other week. Change, pause or end it whenever you like.',
    },
  },
];

export async function seedContent(tx: DbOrTx): Promise<number> {
  const ids: string[] = [];
  for (const document of documents) {
    for (const language of ['nb', 'en'] as const) {
      const text = document[language];
      const id = `${document.id}.${language}`;
      ids.push(id);
      await upsertContent(tx, {
        id,
        type: document.type,
        language,
        title: text.title,
        slug: text.slug,
        body: text.body,
        productIds: [],
        productId: null,
        images: [],
        updatedAt: published,
        transactionTime: null,
      });
    }
  }
  await syncContentSearch(tx, ids);
  return ids.length;
}
