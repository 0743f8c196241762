// What the header's search box shows as suggestions: the API's autocomplete answer trimmed to what the list
// draws, with links and prices made on the server (route app/api/search/autocomplete, component
// components/search/search-autocomplete.tsx). Types only here besides the shaping, so the component can import it.
import type { AutocompleteResult } from '@engros/client';
import type { ImageOfProduct } from '../components/ui/product-image';
import { formatMoney } from './money';

export type Suggestions = {
  query: string;
  /** The product an exact code names: Enter opens it. */
  exactHref: string | null;
  didYouMean: string | null;
  products: {
    id: string;
    href: string;
    name: string;
    /** API-escaped name with <mark> around the matched words only. */
    highlightedName: string;
    productNumber: string;
    image: ImageOfProduct | null;
    /** The buyer's price, formatted in their language; null without one. */
    price: string | null;
    isFrom: boolean;
  }[];
  categories: { href: string; name: string; productCount: number }[];
  content: { href: string; title: string }[];
};

const productHref = (slug: string, sku?: string | null) =>
  `/product/${encodeURIComponent(slug)}${sku ? `?sku=${encodeURIComponent(sku)}` : ''}`;

/** The API's answer as the suggestion list needs it (no blur placeholders: a 3rem thumbnail shows its colour). */
export function toSuggestions(result: AutocompleteResult, locale: string): Suggestions {
  return {
    query: result.query,
    exactHref: result.exactMatch ? productHref(result.exactMatch.slug, result.exactMatch.sku) : null,
    didYouMean: result.didYouMean,
    products: result.products.map((hit) => ({
      id: hit.id,
      href: productHref(hit.slug, hit.matchedSku),
      name: hit.name,
      highlightedName: hit.highlightedName,
      productNumber: hit.productNumber,
      image: hit.image ? { ...hit.image, placeholder: '' } : null,
      price: hit.fromPrice ? formatMoney(hit.fromPrice.amount, hit.fromPrice.currency, { locale }) : null,
      isFrom: hit.variantCount > 1,
    })),
    categories: result.categories.map((category) => ({
      href: `/category/${encodeURIComponent(category.slug)}`,
      name: category.name,
      productCount: category.productCount,
    })),
    content: result.content.flatMap((hit) =>
      hit.slug ? [{ href: `/content/${encodeURIComponent(hit.slug)}`, title: hit.title }] : [],
    ),
  };
}
