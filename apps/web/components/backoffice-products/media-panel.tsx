'use client';
import type { ManagedProductImage } from '@engros/client';
import { type DragEvent, useEffect, useId, useRef, useState, useTransition } from 'react';
import {
  deleteProductImage,
  type ImagesState,
  reorderProductImages,
  updateProductImage,
  uploadProductImages,
} from '../../app/actions/backoffice-products';
import { backofficeProductsTexts } from '../../lib/i18n/areas/backoffice-products';
import type { Language } from '../../lib/i18n/dictionary';
import { FormMessage } from '../ui/form-message';

/**
 * A product's pictures on its edit page, through the media API: add by dropping files, pasting (anywhere on the
 * page, when the clipboard holds a picture) or choosing files; reorder by dragging or with the move buttons
 * (keyboard); alt texts per language and the variant a picture shows. Read-only staff see the pictures only.
 */
export function MediaPanel({
  productId,
  initial,
  skus,
  languages,
  language,
  canEdit,
}: {
  productId: string;
  initial: ManagedProductImage[];
  skus: string[];
  languages: string[];
  language: Language;
  canEdit: boolean;
}) {
  const t = backofficeProductsTexts[language].media;
  const id = useId();
  const [images, setImages] = useState(initial);
  const [answer, setAnswer] = useState<ImagesState>({ status: 'idle' });
  const [isDropTarget, setDropTarget] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();
  const fileInput = useRef<HTMLInputElement>(null);

  const apply = (state: ImagesState) => {
    setAnswer(state);
    if (state.images) setImages(state.images);
  };

  const upload = (files: File[]) => {
    const pictures = files.filter((f) => f.type.startsWith('image/') || f.type === '');
    if (pictures.length === 0) return;
    const form = new FormData();
    for (const file of pictures) form.append('image', file);
    setAnswer({ status: 'idle', message: t.uploading(pictures.length) });
    startTransition(async () => {
      apply(await uploadProductImages(productId, form));
      if (fileInput.current) fileInput.current.value = '';
    });
  };

  // Paste anywhere on the page: only a clipboard with files uploads, so pasting text into a field stays text.
  // biome-ignore lint/correctness/useExhaustiveDependencies: upload reads the latest props through its closure
  useEffect(() => {
    if (!canEdit) return;
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      upload(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [canEdit, productId]);

  const move = (imageId: string, to: number) => {
    const from = images.findIndex((i) => i.id === imageId);
    if (from < 0 || to < 0 || to >= images.length || from === to) return;
    const order = [...images];
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved!);
    setImages(order);
    startTransition(async () => {
      const state = await reorderProductImages(
        productId,
        order.map((i) => i.id),
      );
      apply({ ...state, message: state.message ?? t.moved(to + 1, order.length) });
      // Keep the keyboard where the picture went.
      document.getElementById(`${id}-${imageId}-${to === 0 ? 'down' : 'up'}`)?.focus();
    });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropTarget(false);
    if (event.dataTransfer.files.length > 0) upload([...event.dataTransfer.files]);
  };

  return (
    <section className="product-media" aria-labelledby={`${id}-title`} data-media-panel>
      <h2 id={`${id}-title`}>{t.title}</h2>
      {canEdit ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for dragged files; the file input inside and paste do the same from the keyboard
        <div
          className={isDropTarget ? 'product-media-drop is-target' : 'product-media-drop'}
          onDragOver={(event) => {
            if (event.dataTransfer.types.includes('Files')) {
              event.preventDefault();
              setDropTarget(true);
            }
          }}
          onDragLeave={() => setDropTarget(false)}
          onDrop={onDrop}
          data-drop-zone
        >
          <p id={`${id}-help`}>{isDropTarget ? t.drop : t.help}</p>
          <label htmlFor={`${id}-files`}>{t.choose}</label>
          <input
            ref={fileInput}
            id={`${id}-files`}
            type="file"
            accept="image/*"
            multiple
            aria-describedby={`${id}-help`}
            disabled={isPending}
            onChange={(event) => upload([...(event.target.files ?? [])])}
          />
        </div>
      ) : null}
      <FormMessage state={answer} />
      {images.length === 0 ? <p>{t.none}</p> : null}
      {canEdit && images.length > 1 ? <p className="field-help">{t.dragHint}</p> : null}
      <ol className="product-media-list">
        {images.map((image, index) => (
          <li
            key={image.id}
            className={dragged === image.id ? 'product-media-item is-dragged' : 'product-media-item'}
            draggable={canEdit}
            onDragStart={(event) => {
              setDragged(image.id);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', image.id);
            }}
            onDragEnd={() => setDragged(null)}
            onDragOver={(event) => {
              if (dragged) event.preventDefault();
            }}
            onDrop={(event) => {
              if (!dragged) return;
              event.preventDefault();
              event.stopPropagation();
              move(dragged, index);
              setDragged(null);
            }}
            data-image={image.id}
          >
            {/* biome-ignore lint/performance/noImgElement: the media API's own rendition, sized by the frame */}
            <img
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              className="product-media-thumb"
              style={{ background: image.dominantColor }}
            />
            <div className="product-media-fields">
              <p>
                <strong>{t.image(index + 1)}</strong> {index === 0 ? <span className="badge">{t.cover}</span> : null}
                {image.sku ? <span className="badge">{image.sku}</span> : null}
              </p>
              {canEdit ? (
                <form
                  action={(form) => startTransition(async () => apply(await updateProductImage(form)))}
                  className="product-media-form"
                >
                  <input type="hidden" name="productId" value={productId} />
                  <input type="hidden" name="imageId" value={image.id} />
                  {languages.map((lang) => (
                    <div key={lang} className="field">
                      <label htmlFor={`${id}-${image.id}-alt-${lang}`}>{t.alt(lang)}</label>
                      <input
                        id={`${id}-${image.id}-alt-${lang}`}
                        name={`alt.${lang}`}
                        lang={lang}
                        defaultValue={image.altTexts[lang as 'nb' | 'en']}
                        maxLength={300}
                      />
                    </div>
                  ))}
                  <div className="field">
                    <label htmlFor={`${id}-${image.id}-sku`}>{t.variant}</label>
                    <select id={`${id}-${image.id}-sku`} name="sku" defaultValue={image.sku ?? ''}>
                      <option value="">{t.allVariants}</option>
                      {skus.map((sku) => (
                        <option key={sku} value={sku}>
                          {sku}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="product-media-buttons">
                    <button type="submit" className="button-small" disabled={isPending}>
                      {t.save}
                    </button>
                    <button
                      type="button"
                      id={`${id}-${image.id}-up`}
                      className="button-small button-secondary"
                      disabled={isPending || index === 0}
                      onClick={() => move(image.id, index - 1)}
                    >
                      {t.moveUp}
                    </button>
                    <button
                      type="button"
                      id={`${id}-${image.id}-down`}
                      className="button-small button-secondary"
                      disabled={isPending || index === images.length - 1}
                      onClick={() => move(image.id, index + 1)}
                    >
                      {t.moveDown}
                    </button>
                    <button
                      type="button"
                      className="button-small button-secondary"
                      disabled={isPending}
                      onClick={() => startTransition(async () => apply(await deleteProductImage(productId, image.id)))}
                    >
                      {t.remove}
                    </button>
                  </div>
                </form>
              ) : (
                <dl className="product-media-alt">
                  {languages.map((lang) => (
                    <div key={lang}>
                      <dt>{t.alt(lang)}</dt>
                      <dd lang={lang}>{image.altTexts[lang as 'nb' | 'en']}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
