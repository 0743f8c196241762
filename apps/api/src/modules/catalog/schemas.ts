import { z } from 'zod';
import { stringList } from '../../lib/schemas';
import { cardImage, productImage } from '../media';
import { fromPrice, marketCode, variantPrice } from '../price';

/** A product's id (uuid), slug or product number. */
export const productRef = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .meta({ description: 'Product id, slug or product number.' });
const sku = z.string().trim().min(1).max(64);

// ---------- properties ----------

export const productProperty = z
  .object({
    key: z.string(),
    label: z.string().meta({ description: "The property's name in the caller's language." }),
    value: z.string().meta({ description: "The value in the caller's language." }),
    isDisplayed: z.boolean().meta({ description: 'Shown on product pages (hidden ones are technical data).' }),
  })
  .meta({ id: 'ProductProperty' });

export const productPropertiesParams = z.object({ productId: productRef });
export const productPropertyParams = z.object({ productId: productRef, key: z.string().trim().min(1).max(64) });
export const variantPropertiesParams = z.object({ productId: productRef, sku });
export const variantPropertyParams = variantPropertiesParams.extend({ key: z.string().trim().min(1).max(64) });

export const productProperties = z
  .object({ productId: z.uuid(), properties: z.array(productProperty) })
  .meta({ id: 'ProductProperties' });

export const variantProperties = z
  .object({ productId: z.uuid(), sku: z.string(), properties: z.array(productProperty) })
  .meta({ id: 'VariantProperties' });

/**
 * The spec's repeated `propertyKeys`; clients that write arrays PHP-style send `propertyKeys[]`, which is taken too
 * (both together: all their keys), never ignored.
 */
export const variantsPropertiesQuery = z
  .object({
    propertyKeys: stringList
      .optional()
      .meta({ description: 'Property keys to return (repeated or comma-separated); all when absent.' }),
    'propertyKeys[]': stringList.optional().meta({
      description: 'The same as propertyKeys, for clients that send arrays as `propertyKeys[]=a&propertyKeys[]=b`.',
    }),
  })
  .transform(({ propertyKeys, 'propertyKeys[]': bracketed }) => ({
    propertyKeys: propertyKeys || bracketed ? [...(propertyKeys ?? []), ...(bracketed ?? [])] : undefined,
  }));

export const variantsProperties = z
  .object({
    productId: z.uuid(),
    variants: z.array(z.object({ sku: z.string(), name: z.string(), properties: z.array(productProperty) })),
  })
  .meta({ id: 'VariantsProperties' });

// ---------- variant lookup (pharmacy side) ----------

export const variantLookupQuery = z.object({
  skus: stringList
    .pipe(z.array(sku).min(1, 'Give at least one SKU'))
    .meta({ description: 'SKUs, repeated or comma-separated; at most 200 (more → 422 too_many_items).' }),
});

export const variantSummary = z
  .object({
    sku: z.string(),
    gtin: z.string().nullable(),
    productId: z.uuid(),
    productNumber: z.string(),
    name: z.string(),
    productName: z.string(),
    packSize: z.number().int(),
    unit: z.string().meta({ description: 'UN/ECE unit of measure (PCE, BX, …).' }),
    stock: z.number().int(),
    isInStock: z.boolean(),
    leadTimeDays: z.number().int(),
    isPrescriptionOnly: z.boolean(),
    department: z.string().meta({ description: 'Code of the fulfilment unit that ships it.' }),
    image: cardImage.nullable().meta({ description: "The variant's own picture, else its product's cover." }),
  })
  .meta({ id: 'VariantSummary' });

export const variantLookup = z
  .object({
    variants: z.array(variantSummary).meta({ description: 'The variants found, in the order asked.' }),
    missingSkus: z.array(z.string()).meta({ description: 'SKUs asked for that do not exist or are not sold.' }),
  })
  .meta({ id: 'VariantLookup' });

// ---------- taxonomy ----------

export type CategoryNode = {
  id: string;
  slug: string;
  name: string;
  productCount: number;
  children: CategoryNode[];
};

export const categoryNode: z.ZodType<CategoryNode> = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    productCount: z.number().int().meta({ description: 'Active products here and in every subcategory.' }),
    get children() {
      return z.array(categoryNode);
    },
  })
  .meta({ id: 'CategoryNode' });

export const categoryTree = z.object({ categories: z.array(categoryNode) }).meta({ id: 'CategoryTree' });

export const categorySlugParams = z.object({ slug: z.string().min(1).max(200) });
export const categoryLookup = z
  .object({
    id: z.uuid(),
    slug: z.string().meta({ description: "The category's current slug in the caller's language." }),
    name: z.string(),
    isCurrent: z.boolean().meta({
      description: 'False when the slug asked for is an old one (from before a rename): link to `slug` instead.',
    }),
  })
  .meta({ id: 'CategoryLookup' });

export const brand = z
  .object({ id: z.uuid(), slug: z.string(), name: z.string(), productCount: z.number().int() })
  .meta({ id: 'Brand' });
export const brandList = z.object({ brands: z.array(brand) }).meta({ id: 'BrandList' });

const categoryRef = z.object({ slug: z.string(), name: z.string() }).meta({ id: 'CategoryRef' });
const brandRef = z.object({ slug: z.string(), name: z.string() }).meta({ id: 'BrandRef' });

// ---------- prices for whom ----------

const pricingQuery = {
  market: marketCode.optional(),
  customerId: z
    .uuid()
    .optional()
    .meta({ description: 'Price for this company (needs a person token of one of its members, or the secret).' }),
};

// ---------- product list ----------

export const productSorts = ['relevance', 'name', 'price_asc', 'price_desc', 'newest'] as const;
export const MAX_PAGE_SIZE = 100;

export const productListQuery = z
  .object({
    category: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .meta({ description: 'Category slug; includes subcategories.' }),
    brand: stringList.optional().meta({ description: 'Brand slugs (repeated or comma-separated); any of them.' }),
    q: z.string().trim().max(200).optional().meta({ description: 'Free text.' }),
    sort: z
      .enum(productSorts)
      .default('relevance')
      .meta({ description: 'relevance needs q (else name); every order ends with the product id.' }),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(24),
    ...pricingQuery,
  })
  .catchall(stringList)
  .meta({
    description:
      'Property filters as prop.<key>=<value> (repeatable; values of one key are OR-ed, keys are AND-ed). ' +
      "The value is a facet value's `value`.",
  });
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productCard = z
  .object({
    id: z.uuid(),
    productNumber: z.string(),
    slug: z.string(),
    name: z.string(),
    brand: brandRef.nullable(),
    category: categoryRef,
    unit: z.string(),
    packSize: z.number().int(),
    variantCount: z.number().int(),
    fromPrice: fromPrice.nullable().meta({ description: "The caller's lowest unit price among the variants." }),
    isInStock: z.boolean(),
    image: cardImage.nullable().meta({ description: "The product's first image, in card widths (docs/media.md)." }),
  })
  .meta({ id: 'ProductCard' });
export type ProductCard = z.infer<typeof productCard>;

const facetEntry = z.object({ slug: z.string(), name: z.string(), count: z.number().int(), isSelected: z.boolean() });

export const productFacets = z
  .object({
    categories: z.array(facetEntry).meta({
      description: 'Subcategories of the chosen category (top level when none), counted under the other filters.',
    }),
    brands: z.array(facetEntry),
    properties: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        values: z.array(
          z.object({
            value: z.string().meta({ description: 'What to send back as prop.<key>=<value>.' }),
            label: z.string(),
            count: z.number().int(),
            isSelected: z.boolean(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'ProductFacets', description: "Each facet's counts apply every active filter but its own." });

export const productList = z
  .object({
    items: z.array(productCard),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    facets: productFacets,
  })
  .meta({ id: 'ProductList' });
export type ProductList = z.infer<typeof productList>;

// ---------- product detail ----------

export const productDetailParams = z.object({ productId: productRef });
export const pricingOnlyQuery = z.object(pricingQuery);

export const productVariant = z
  .object({
    sku: z.string(),
    gtin: z.string().nullable(),
    name: z.string(),
    packSize: z.number().int(),
    stock: z.number().int(),
    isInStock: z.boolean(),
    leadTimeDays: z.number().int(),
    properties: z.array(productProperty).meta({ description: 'Displayed variant properties.' }),
    price: variantPrice.nullable(),
  })
  .meta({ id: 'ProductVariant' });

export const productDetail = z
  .object({
    id: z.uuid(),
    productNumber: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    brand: brandRef.nullable(),
    category: categoryRef,
    categoryPath: z.array(categoryRef).meta({ description: 'From the top-level category down to the product’s own.' }),
    unit: z.string(),
    packSize: z.number().int(),
    isPrescriptionOnly: z.boolean(),
    department: z.string(),
    properties: z.array(productProperty).meta({ description: 'Displayed product properties.' }),
    variants: z.array(productVariant),
    images: z
      .array(productImage)
      .meta({ description: 'In order, the cover first; a variant’s own ones carry its SKU.' }),
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetail>;

/** Products a listing card may offer variants of at once: a page of cards and its code matches. */
export const MAX_VARIANT_PRODUCTS = 60;

export const productVariantsQuery = z.object({
  productIds: stringList
    .pipe(z.array(z.uuid()).min(1, 'Give at least one product id').max(MAX_VARIANT_PRODUCTS))
    .meta({ description: `Product ids, repeated or comma-separated; at most ${MAX_VARIANT_PRODUCTS}.` }),
  ...pricingQuery,
});

export const productVariantsList = z
  .object({
    products: z
      .array(z.object({ productId: z.uuid(), variants: z.array(productVariant) }))
      .meta({ description: 'In the order asked; unknown, inactive and (for a company) unassorted products left out.' }),
  })
  .meta({ id: 'ProductVariantsList' });
export type ProductVariantsList = z.infer<typeof productVariantsList>;

// ---------- search ----------

export const MAX_SEARCH_LIMIT = 50;

export const MAX_CONTENT_LIMIT = 20;

export const searchQuery = z.object({
  q: z.string().trim().min(1).max(200),
  limit: z.coerce.number().int().min(1).max(MAX_SEARCH_LIMIT).default(10),
  contentLimit: z.coerce.number().int().min(0).max(MAX_CONTENT_LIMIT).default(5).meta({
    description: "Content documents (articles, landing pages) to include, in the caller's language; 0 for none.",
  }),
  ...pricingQuery,
});

export const searchHit = productCard
  .extend({
    matchedSku: z.string().nullable().meta({ description: 'The SKU or GTIN that matched exactly, if any.' }),
    matchType: z.enum(['code', 'text', 'fuzzy']),
    highlightedName: z.string().meta({
      description: 'The name as HTML: escaped, the words that matched the query in <mark>…</mark>.',
    }),
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof searchHit>;

export const contentSearchHit = z
  .object({
    id: z.string().meta({ description: "The content platform's document id." }),
    type: z.enum(['article', 'landingPage']),
    language: z.enum(['nb', 'en']),
    slug: z.string().nullable(),
    title: z.string(),
    highlightedTitle: z.string().meta({ description: 'The title as HTML, matched words in <mark>…</mark>.' }),
    highlightedExcerpt: z
      .string()
      .meta({ description: 'Up to two passages of the body around the matches, as HTML, matched words in <mark>.' }),
    productIds: z.array(z.uuid()).meta({ description: 'Products the document names.' }),
  })
  .meta({ id: 'ContentSearchHit' });
export type ContentSearchHit = z.infer<typeof contentSearchHit>;

export const searchExactMatch = z
  .object({
    productId: z.uuid(),
    slug: z.string(),
    sku: z
      .string()
      .nullable()
      .meta({ description: 'The variant whose SKU or GTIN was typed; null for a product number.' }),
  })
  .meta({
    id: 'SearchExactMatch',
    description: 'The product an exact SKU, GTIN or product number (with or without prefix) names: open it directly.',
  });

export const searchResult = z
  .object({
    query: z.string(),
    exactMatch: searchExactMatch.nullable(),
    didYouMean: z
      .string()
      .nullable()
      .meta({ description: 'On few results: the query with misspelt words replaced by the closest catalog words.' }),
    items: z.array(searchHit),
    content: z
      .array(contentSearchHit)
      .meta({ description: "Matching articles and landing pages in the caller's language, best first." }),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResult>;

// ---------- autocomplete ----------

export const MAX_AUTOCOMPLETE_LIMIT = 10;

export const autocompleteQuery = z.object({
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(MAX_AUTOCOMPLETE_LIMIT).default(6).meta({
    description: 'Products to suggest; categories are at most 5 and content at most 3.',
  }),
  ...pricingQuery,
});

export const autocompleteCategory = z
  .object({
    slug: z.string(),
    name: z.string(),
    productCount: z.number().int().meta({ description: 'Active products, subcategories included.' }),
  })
  .meta({ id: 'AutocompleteCategory' });

export const autocompleteResult = z
  .object({
    query: z.string(),
    exactMatch: searchExactMatch.nullable(),
    didYouMean: z.string().nullable(),
    products: z.array(searchHit).meta({ description: "As in search, with the caller's from-price." }),
    categories: z.array(autocompleteCategory),
    content: z.array(contentSearchHit),
  })
  .meta({ id: 'AutocompleteResult' });
export type AutocompleteResult = z.infer<typeof autocompleteResult>;

// ---------- synonyms (back office) ----------

export const synonymGroup = z
  .object({
    id: z.uuid(),
    terms: z.array(z.string()).meta({ description: 'Words or phrases a search for any one of them also finds.' }),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SearchSynonymGroup' });
export type SynonymGroup = z.infer<typeof synonymGroup>;

export const synonymGroupList = z.object({ items: z.array(synonymGroup) }).meta({ id: 'SearchSynonymGroupList' });

export const synonymGroupBody = z.object({
  terms: z.array(z.string().trim().min(1).max(60)).min(2).max(20).meta({
    description: 'Two or more words or phrases (any market language), stored lower case, duplicates dropped.',
  }),
});
export type SynonymGroupBody = z.infer<typeof synonymGroupBody>;

export const synonymGroupParams = z.object({ synonymId: z.uuid() });
