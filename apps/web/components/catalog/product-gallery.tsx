'use client';

import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { mediaTexts } from '../../lib/i18n/areas/media';
import type { Language } from '../../lib/i18n/dictionary';

export type GallerySlide = {
  id: string;
  /** The picture in the main view (server-rendered ProductImage). */
  main: ReactNode;
  /** The same picture as a thumbnail, alt="" (its button carries the label). */
  thumb: ReactNode;
  /** The same picture large, in the zoom dialog. */
  large: ReactNode;
  alt: string;
  /** The variant whose own picture this is. */
  sku: string | null;
};

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * The product page's pictures: one large, thumbnails to choose (a roving tab stop: Tab reaches the chosen one, the
 * arrow keys, Home and End move), and the large one opens a dialog with the biggest files (arrows move there too,
 * Escape closes). The pictures themselves are rendered on the server; this only chooses which one shows.
 */
export function ProductGallery({
  slides,
  initialIndex = 0,
  language,
}: {
  slides: GallerySlide[];
  initialIndex?: number;
  language: Language;
}) {
  const t = mediaTexts[language];
  const [index, setIndex] = useState(Math.min(Math.max(initialIndex, 0), slides.length - 1));
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const dialog = useRef<HTMLDialogElement>(null);
  const count = slides.length;
  const current = slides[index];
  if (!current) return null;

  const move = (event: KeyboardEvent, focusThumb: boolean) => {
    const next = KEYS[event.key];
    if (!next || count < 2) return;
    event.preventDefault();
    const to = next(index, count);
    setIndex(to);
    if (focusThumb) thumbs.current[to]?.focus();
  };

  return (
    <section className="gallery" aria-label={t.gallery} data-gallery>
      <button
        type="button"
        className="gallery-main"
        aria-label={t.zoom(current.alt)}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {slides.map((slide, i) => (
          <span key={slide.id} hidden={i !== index} className="gallery-slide" data-sku={slide.sku ?? undefined}>
            {slide.main}
          </span>
        ))}
      </button>
      {count > 1 ? (
        <ul className="gallery-thumbs">
          {slides.map((slide, i) => (
            <li key={slide.id}>
              <button
                type="button"
                ref={(element) => {
                  thumbs.current[i] = element;
                }}
                className="gallery-thumb"
                aria-label={t.showImage(i + 1, count, slide.alt)}
                aria-current={i === index ? 'true' : undefined}
                tabIndex={i === index ? 0 : -1}
                onClick={() => setIndex(i)}
                onKeyDown={(event) => move(event, true)}
              >
                {slide.thumb}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {count > 1 ? t.position(index + 1, count) : ''}
      </p>
      <dialog
        ref={dialog}
        className="gallery-dialog"
        aria-labelledby="gallery-dialog-title"
        onKeyDown={(event) => move(event, false)}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === event.currentTarget) dialog.current?.close();
        }}
      >
        <div className="gallery-dialog-body">
          <header className="gallery-dialog-head">
            <h2 id="gallery-dialog-title">
              {t.zoomTitle}
              {count > 1 ? <span className="muted"> · {t.position(index + 1, count)}</span> : null}
            </h2>
            <button type="button" className="button" onClick={() => dialog.current?.close()}>
              {t.close}
            </button>
          </header>
          {slides.map((slide, i) => (
            <div key={slide.id} hidden={i !== index} className="gallery-large">
              {slide.large}
            </div>
          ))}
          {count > 1 ? (
            <p className="gallery-dialog-nav">
              <button type="button" className="button" onClick={() => setIndex((index - 1 + count) % count)}>
                {t.previous}
              </button>
              <button type="button" className="button" onClick={() => setIndex((index + 1) % count)}>
                {t.next}
              </button>
            </p>
          ) : null}
        </div>
      </dialog>
    </section>
  );
}
