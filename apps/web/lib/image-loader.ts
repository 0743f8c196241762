// next/image's loader for the API's renditions (components/ui/product-image.tsx): each image names its own files.
import type { ImageLoader } from 'next/image';

export type Rendition = { url: string; width: number };

/** `"/media/a.jpg 320w, /media/b.jpg 640w"` → its files, narrowest first; entries without a width are dropped. */
export function parseSrcSet(srcSet: string): Rendition[] {
  return srcSet
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .flatMap(([url, descriptor]) => {
      const width = /^\d+w$/.test(descriptor ?? '') ? Number.parseInt(descriptor ?? '', 10) : Number.NaN;
      return url && Number.isFinite(width) ? [{ url, width }] : [];
    })
    .sort((a, b) => a.width - b.width);
}

/** The narrowest file at least as wide as asked, else the widest; `fallback` when the image has no files. */
export function renditionLoader(renditions: Rendition[], fallback: string): ImageLoader {
  return ({ width }) => (renditions.find((r) => r.width >= width) ?? renditions.at(-1))?.url ?? fallback;
}
