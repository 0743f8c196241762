// A product's picture as `pictureOf` (components/ui/product-image.tsx) worked it out: a square frame whose size the
// place sets in CSS, tinted with the image's dominant colour, with the AVIF and WebP files offered first. Plain
// markup, so server and client components both draw it; a product without an image gets an empty frame.
import type { CSSProperties, ImgHTMLAttributes } from 'react';

export type PictureProps = {
  dominantColor: string;
  avif: string;
  webp: string;
  img: ImgHTMLAttributes<HTMLImageElement>;
};

export function Picture({ picture, className }: { picture: PictureProps | null; className?: string }) {
  const frame = className ? `product-image ${className}` : 'product-image';
  if (!picture) {
    return (
      <span className={`${frame} product-image-none`} data-product-image="none" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
          <path d="M4 7.5 12 3l8 4.5v9L12 21l-8-4.5z M4 7.5l8 4.5 8-4.5 M12 12v9" />
        </svg>
      </span>
    );
  }
  const { sizes } = picture.img;
  return (
    <span className={frame} style={{ '--dominant': picture.dominantColor } as CSSProperties} data-product-image="">
      <picture>
        <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
        <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
        {/* biome-ignore lint/a11y/useAltText: alt is in img (the API's text, or '' when decorative) */}
        <img {...picture.img} />
      </picture>
    </span>
  );
}
