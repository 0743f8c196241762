import { z } from 'zod';

/** Every image's files by format, as `srcset` strings (`/media/<key> 320w, …`), widest last. */
const srcSet = z
  .object({ avif: z.string(), webp: z.string(), jpeg: z.string() })
  .meta({ id: 'ImageSrcSet', description: 'A srcset per format: `<url> <width>w` entries, narrowest first.' });

const layout = {
  alt: z.string().meta({ description: "Alt text in the caller's language." }),
  width: z.number().int().meta({ description: 'Intrinsic width of the largest file (for the aspect ratio).' }),
  height: z.number().int(),
  placeholder: z.string().meta({ description: 'A ~16 px WebP as a data: URL, for a blurred placeholder.' }),
  dominantColor: z.string().meta({ description: 'The dominant colour as #rrggbb, a placeholder background.' }),
  url: z.string().meta({ description: 'The widest JPEG, for clients without srcset (relative: /media/<key>).' }),
  srcSet,
};

/** The picture a product card shows (its first image), in the widths cards need. */
export const cardImage = z.object(layout).meta({ id: 'ProductCardImage' });
export type CardImage = z.infer<typeof cardImage>;

export const productImage = z
  .object({
    id: z.uuid(),
    sku: z.string().nullable().meta({ description: "Set when the image is this variant's own." }),
    position: z.number().int().meta({ description: '0 is the cover.' }),
    ...layout,
  })
  .meta({ id: 'ProductImage' });
export type ProductImage = z.infer<typeof productImage>;

const altTexts = z.object({ nb: z.string(), en: z.string() });

/** What staff see: both alt texts, every file and where it came from. */
export const managedImage = productImage
  .extend({
    altTexts,
    renditions: z.array(
      z.object({
        url: z.string(),
        key: z.string(),
        format: z.enum(['avif', 'webp', 'jpeg']),
        width: z.number().int(),
        height: z.number().int(),
        bytes: z.number().int(),
      }),
    ),
    sourceUrl: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ManagedProductImage' });
export type ManagedImage = z.infer<typeof managedImage>;

export const managedImageList = z.object({ items: z.array(managedImage) }).meta({ id: 'ManagedProductImageList' });

export const productParams = z.object({
  productId: z.string().trim().min(1).max(120).meta({ description: 'Product id, slug or product number.' }),
});
export const imageParams = productParams.extend({ imageId: z.uuid() });
export const mediaParams = z.object({ key: z.string().max(64) });

const altInput = z
  .object({ nb: z.string().trim().max(300).optional(), en: z.string().trim().max(300).optional() })
  .meta({ description: "Alt text per language; a missing one is the product's name." });
const skuInput = z.string().trim().min(1).max(64).nullable().optional().meta({
  description: "The variant whose own picture this is; null or absent for the product's.",
});

/** The largest file, base64-encoded in JSON (a third larger). */
export const uploadBody = z
  .object({
    image: z.base64().min(1).meta({ description: 'The image file, base64. Or send the file itself as image/*.' }),
    sku: skuInput,
    alt: altInput.optional(),
  })
  .meta({ id: 'ProductImageUpload' });
export type UploadBody = z.infer<typeof uploadBody>;

export const importBody = z
  .object({
    url: z.url().max(2000).meta({ description: 'An http(s) address of the image on a public server.' }),
    sku: skuInput,
    alt: altInput.optional(),
  })
  .meta({ id: 'ProductImageImport' });
export type ImportBody = z.infer<typeof importBody>;

export const orderBody = z
  .object({ imageIds: z.array(z.uuid()).min(1).max(200).meta({ description: "Every one of the product's images." }) })
  .meta({ id: 'ProductImageOrder' });

export const updateBody = z
  .object({ alt: altInput.optional(), sku: skuInput })
  .meta({ id: 'ProductImageUpdate', description: 'Only what is sent changes; `sku: null` makes it the product’s.' });
export type UpdateBody = z.infer<typeof updateBody>;
