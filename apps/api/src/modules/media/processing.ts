// Turning one received image into what the shop serves (docs/media.md, decision 015): checked by its content,
// oriented, stripped of metadata, resized to the responsive widths and encoded as AVIF, WebP and a JPEG fallback,
// each file named by the hash of its bytes.
import type { Metadata } from 'sharp';
import type { Rendition } from '../../db/schema';
import { contentKey, type Storage, type StoredExtension } from '../../integrations/storage';
import { AppError } from '../../lib/errors';

/**
 * sharp, loaded on the first image (native libvips maps ~20 MB into the process): an API node that never processes
 * a picture, the usual one, does not carry it.
 */
const loadSharp = async () => (await import('sharp')).default;

/** Widths made of every image (never wider than the original): phone cards up to a zoomed product page. */
export const WIDTHS: readonly number[] = [320, 640, 1024, 1600];
const MAX_WIDTH = 1600;
/** The widest rendition listing cards need (a card is at most ~300 CSS px wide at 2× density). */
export const CARD_MAX_WIDTH = 640;

/** What sharp may read from outside: the raster formats cameras and shops use. SVG is refused (it can fetch, script). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);

const ENCODERS = [
  // AVIF is the smallest; effort 2 keeps an upload's encoding under a second (effort 4 is ~3× slower for ~5 %).
  { format: 'avif', extension: 'avif', options: { quality: 50, effort: 2 } },
  { format: 'webp', extension: 'webp', options: { quality: 78, effort: 4 } },
  { format: 'jpeg', extension: 'jpg', options: { quality: 80, mozjpeg: true } },
] as const satisfies { format: Rendition['format']; extension: StoredExtension; options: object }[];

export type Limits = { maxBytes: number; maxPixels: number };

/**
 * For the demo seed's own drawings only: `fast` encodes AVIF at effort 0 (~2× quicker, larger files) and
 * `isTrustedSvg` takes the SVG the seed drew (SVG from outside is refused: it can reference files and URLs);
 * `widths` replaces the standard widths (a drawing needs no phone-sized copy: its files are a few kB).
 */
export type ProcessOptions = { speed?: 'normal' | 'fast'; isTrustedSvg?: boolean; widths?: number[] };

export type ProcessedImage = {
  width: number;
  height: number;
  placeholder: string;
  dominantColor: string;
  renditions: Rendition[];
};

const refused = (code: 'image_unsupported' | 'image_too_large', detail: string) => new AppError(code, { detail });

/**
 * Checks an image by its content (sharp reads the header, whatever the file is called) against the limits; answers
 * its format and size, or throws 422 `image_unsupported` / `image_too_large`.
 */
export async function inspectImage(input: Buffer, limits: Limits, options: ProcessOptions = {}) {
  if (input.length > limits.maxBytes) {
    throw refused('image_too_large', `The file is ${input.length} bytes; at most ${limits.maxBytes} are taken.`);
  }
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refused('image_unsupported', 'The file is not an image that can be read.');
  }
  if (!ACCEPTED_FORMATS.has(metadata.format) && !(options.isTrustedSvg && metadata.format === 'svg')) {
    throw refused(
      'image_unsupported',
      `${metadata.format} files are not taken; send JPEG, PNG, WebP, AVIF, GIF or TIFF.`,
    );
  }
  const { width, height } = metadata;
  if (!width || !height) throw refused('image_unsupported', 'The image has no size.');
  if (width * height > limits.maxPixels) {
    throw refused(
      'image_too_large',
      `The image has ${width} × ${height} pixels; at most ${limits.maxPixels} are taken.`,
    );
  }
  return { format: metadata.format, width, height };
}

/** The widths to make of an image `width` pixels wide: those below it, and its own (or the largest) as the top. */
export function widthsFor(width: number): number[] {
  const top = Math.min(width, MAX_WIDTH);
  return [...WIDTHS.filter((w) => w < top), top];
}

/**
 * Processes a checked image and stores every rendition. EXIF, ICC and XMP are dropped (sharp keeps no metadata unless
 * asked): a phone photo's location must not reach the shop. Animated images keep their first frame.
 */
export async function processImage(
  storage: Storage,
  input: Buffer,
  limits: Limits,
  options: ProcessOptions = {},
): Promise<ProcessedImage> {
  await inspectImage(input, limits, options);
  const sharp = await loadSharp();
  // Oriented by its EXIF tag once, in sRGB, at most the largest width: the raw pixels every rendition is made from.
  const { data: pixels, info } = await sharp(input, { limitInputPixels: limits.maxPixels })
    .rotate()
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const oriented = () => sharp(pixels, raw);
  const renditions = (
    await Promise.all(
      (options.widths ?? widthsFor(info.width)).flatMap((width) =>
        ENCODERS.map(async (encoder) => {
          let pipeline = oriented().resize({ width, withoutEnlargement: true });
          // JPEG has no transparency: lay it on white, as the shop's cards are.
          if (encoder.format === 'jpeg') pipeline = pipeline.flatten({ background: '#ffffff' });
          const settings =
            encoder.format === 'avif' && options.speed === 'fast' ? { quality: 50, effort: 0 } : encoder.options;
          const { data, info: out } = await pipeline
            .toFormat(encoder.format, settings)
            .toBuffer({ resolveWithObject: true });
          const key = contentKey(data, encoder.extension);
          await storage.put(key, data, `image/${encoder.format}`);
          return { key, format: encoder.format, width: out.width, height: out.height, bytes: data.length };
        }),
      ),
    )
  ).sort((a, b) => a.width - b.width || a.format.localeCompare(b.format));
  const largest = renditions[renditions.length - 1]!;
  // The placeholder and the dominant colour from a 64 px copy: statistics over every pixel of a large image cost
  // ~50 ms and find the same colour.
  const small = await oriented().resize({ width: 64 }).raw().toBuffer({ resolveWithObject: true });
  const smallRaw = { raw: { width: small.info.width, height: small.info.height, channels: small.info.channels } };
  const [tiny, stats] = await Promise.all([
    sharp(small.data, smallRaw).resize({ width: 16 }).webp({ quality: 40 }).toBuffer(),
    sharp(small.data, smallRaw).stats(),
  ]);
  const { r, g, b } = stats.dominant;
  return {
    width: largest.width,
    height: largest.height,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    dominantColor: `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`,
    renditions,
  };
}
