import type { ProductCardImage } from '@engros/client';
import { getImageProps } from 'next/image';
import { parseSrcSet, renditionLoader } from '../../lib/image-loader';
import { Picture, type PictureProps } from './picture';

/** What every image answer of the API has (cards, product pages, lines): layout, placeholder and files. */
export type ImageOfProduct = Pick<
  ProductCardImage,
  'alt' | 'width' | 'height' | 'placeholder' | 'dominantColor' | 'url' | 'srcSet'
>;

/**
 * A listing or search card's picture: the full width of one column on phones (main's padding 0.9rem each side),
 * two or three columns up to the 56rem breakpoint, then a column of the listing (14–20rem).
 */
export const CARD_IMAGE_SIZES = '(max-width: 36rem) calc(100vw - 2rem), (max-width: 56rem) 45vw, 20rem';

/** A small picture beside a line (cart, orders, lists, quotes, approvals, back office): 3rem. */
export const LINE_IMAGE_SIZES = '3rem';

/**
 * A product's picture wherever it appears (docs/web.md, "Product images"): a square frame whose size the place
 * sets in CSS, so nothing moves when the file arrives, with the API's blurred placeholder on a tint of its dominant
 * colour (which also fills the margins of a picture that is not square).
 * next/image's getImageProps makes the `<img>` (sizes, lazy loading, priority, placeholder; the loader maps a
 * width to the API's JPEG files), and `<picture>` offers the AVIF and WebP files first: next/image alone cannot
 * name formats. A product without an image gets an empty frame of the same size. Rendered on the server: no
 * script in the browser.
 */
export function ProductImage({
  image,
  sizes,
  alt,
  priority = false,
  loading = 'lazy',
  placeholder = 'blur',
  className,
}: {
  image: ImageOfProduct | null | undefined;
  /** How wide the frame is at each viewport width (the `sizes` attribute): the browser picks the file by it. */
  sizes: string;
  /** Overrides the API's alt text: '' where the picture repeats what is written beside it. */
  alt?: string;
  /** The page's main picture (largest paint): loaded at once, with high priority. */
  priority?: boolean;
  /** 'eager' for pictures in the first screen that are not the main one (a listing's first row). */
  loading?: 'eager' | 'lazy';
  /** 'color' (the dominant colour only) for small thumbnails, where the blur is not worth its bytes. */
  placeholder?: 'blur' | 'color';
  className?: string;
}) {
  return <Picture picture={pictureOf(image, { sizes, alt, priority, loading, placeholder })} className={className} />;
}

/**
 * What `Picture` draws for a product's image, worked out on the server (next/image's getImageProps stays out of the
 * browser's scripts): a client component that shows pictures (the home page's "Frequently bought") is handed these.
 */
export function pictureOf(
  image: ImageOfProduct | null | undefined,
  {
    sizes,
    alt,
    priority = false,
    loading = 'lazy',
    placeholder = 'blur',
  }: {
    sizes: string;
    alt?: string;
    priority?: boolean;
    loading?: 'eager' | 'lazy';
    placeholder?: 'blur' | 'color';
  },
): PictureProps | null {
  if (!image) return null;
  const jpegs = parseSrcSet(image.srcSet.jpeg);
  const { props } = getImageProps({
    src: image.url,
    alt: alt ?? image.alt,
    width: image.width,
    height: image.height,
    sizes,
    loader: renditionLoader(jpegs, image.url),
    ...(priority ? { preload: true, fetchPriority: 'high' as const } : { loading }),
    ...(placeholder === 'blur' ? { placeholder: 'blur' as const, blurDataURL: image.placeholder } : {}),
    style: { objectFit: 'contain' },
  });
  return {
    dominantColor: image.dominantColor,
    avif: image.srcSet.avif,
    webp: image.srcSet.webp,
    // The API's own JPEG widths: next/image's list would repeat a file under widths it does not have.
    img: { ...props, srcSet: image.srcSet.jpeg },
  };
}
