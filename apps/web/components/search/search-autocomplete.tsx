'use client';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { Suggestions } from '../../lib/autocomplete';
import { searchTexts } from '../../lib/i18n/areas/search';
import type { Language } from '../../lib/i18n/dictionary';

// Pictures load with the first answer, not with every page: next/image's getImageProps is most of what this box
// would otherwise add to each page's first load (docs/web.md, "Pages and forms").
const ProductImage = dynamic(() => import('../ui/product-image').then((m) => m.ProductImage), {
  ssr: false,
  loading: () => <span className="product-image autocomplete-image" aria-hidden="true" />,
});

/** Long enough that a word typed at speed asks once, short enough to feel immediate. */
const DEBOUNCE_MS = 150;

type Option = { id: string; href: string };

/**
 * The header's search box with suggestions as you type (the ARIA 1.2 combobox with a listbox popup): products
 * with picture and the buyer's price, categories, articles, and "did you mean". It renders the plain GET form to
 * /search, so before scripts load (or without them) Enter still searches; Enter on a highlighted suggestion opens
 * it. Suggestions come from our route handler (app/api/search/autocomplete), never from the API; a newer
 * keystroke aborts the older request, and answers are kept per text for this page's life (backspacing is free).
 */
export function SearchAutocomplete({
  language,
  label,
  placeholder,
  submit,
}: {
  language: Language;
  label: string;
  placeholder: string;
  submit: string;
}) {
  const t = searchTexts[language];
  const router = useRouter();
  const id = useId();
  const inputId = 'site-search';
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<Suggestions | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const cache = useRef(new Map<string, Suggestions>());
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    const q = query.trim();
    // Whatever is still on its way answers an older text: it must not replace what this one shows.
    inFlight.current?.abort();
    if (q.length < 2) {
      setResult(null);
      return;
    }
    const cached = cache.current.get(q);
    if (cached) {
      setResult(cached);
      setActive(-1);
      return;
    }
    const timer = setTimeout(async () => {
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const response = await fetch(`/api/search/autocomplete?q=${encodeURIComponent(q)}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        if (!response.ok) return;
        const next = (await response.json()) as Suggestions;
        cache.current.set(q, next);
        setResult(next);
        setActive(-1);
      } catch {
        // Aborted by a newer keystroke, or the network: the box stays a plain search box.
      }
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const shown = query.trim().length >= 2 && result ? result : null;
  const options: Option[] = shown
    ? [
        ...(shown.didYouMean ? [{ id: `${id}-dym`, href: `/search?q=${encodeURIComponent(shown.didYouMean)}` }] : []),
        ...shown.products.map((p) => ({ id: `${id}-p-${p.id}`, href: p.href })),
        ...shown.categories.map((c) => ({ id: `${id}-c-${c.href}`, href: c.href })),
        ...shown.content.map((c) => ({ id: `${id}-a-${c.href}`, href: c.href })),
      ]
    : [];
  const isExpanded = isOpen && options.length > 0;
  const indexOf = (key: string, prefix: string) => options.findIndex((o) => o.id === `${id}-${prefix}-${key}`);

  // The header stays across client navigations: the box is left empty for the next search.
  const open = (href: string) => {
    setOpen(false);
    setActive(-1);
    setQuery('');
    router.push(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      if (!isOpen) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end comes back to the text field (-1), as the pattern's examples do.
      setActive((current) => {
        const next = current + step;
        return next < -1 ? options.length - 1 : next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Enter') {
      const option = isExpanded ? options[active] : undefined;
      // A code the answer names exactly opens its product without the search page's redirect in between.
      const exact = shown?.query === query.trim() ? shown.exactHref : null;
      if (option || exact) {
        event.preventDefault();
        open(option?.href ?? exact ?? '/search');
      }
      // Otherwise the form submits: /search (which opens an exact code's product itself).
    } else if (event.key === 'Escape') {
      if (isExpanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        event.preventDefault();
        setQuery('');
      }
    }
  };

  const optionProps = (index: number, href: string, extraClass = '') => ({
    id: options[index]?.id,
    role: 'option' as const,
    'aria-selected': index === active,
    className: `autocomplete-option${index === active ? ' is-active' : ''}${extraClass ? ` ${extraClass}` : ''}`,
    // Keeps the focus in the text field, so the list does not close before the click lands.
    onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
    onMouseMove: () => setActive(index),
    onClick: () => open(href),
  });

  return (
    <form
      action="/search"
      method="get"
      className="autocomplete"
      onSubmit={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        placeholder={placeholder}
        maxLength={200}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listId}
        aria-activedescendant={isExpanded && active >= 0 ? options[active]?.id : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <button type="submit">{submit}</button>
      <div className="autocomplete-popup" hidden={!isExpanded}>
        <div id={listId} role="listbox" aria-label={t.suggestions} className="autocomplete-list">
          {shown?.didYouMean ? (
            <div {...optionProps(0, options[0]?.href ?? '', 'autocomplete-dym')}>
              {t.didYouMean} <strong>{shown.didYouMean}</strong>?
            </div>
          ) : null}
          {shown && shown.products.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role=group (a fieldset is a form's)
            <div role="group" aria-label={t.products}>
              <div aria-hidden="true" className="autocomplete-heading">
                {t.products}
              </div>
              {shown.products.map((product) => (
                <div key={product.id} {...optionProps(indexOf(product.id, 'p'), product.href)}>
                  <ProductImage
                    image={product.image}
                    sizes="3rem"
                    alt=""
                    placeholder="color"
                    className="autocomplete-image"
                  />
                  <span className="autocomplete-name">
                    {/* The API escapes the name and adds only <mark> (docs/catalog.md). */}
                    {/* biome-ignore lint/security/noDangerouslySetInnerHtml: API-escaped text with <mark> tags only */}
                    <span dangerouslySetInnerHTML={{ __html: product.highlightedName }} />
                    <span className="muted autocomplete-number">{product.productNumber}</span>
                  </span>
                  <span className="autocomplete-price">
                    {product.price ? `${product.isFrom ? `${t.from} ` : ''}${product.price}` : t.noPrice}
                  </span>
                </div>
              ))}
            </div>
          ) : null}
          {shown && shown.categories.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role=group (a fieldset is a form's)
            <div role="group" aria-label={t.categories}>
              <div aria-hidden="true" className="autocomplete-heading">
                {t.categories}
              </div>
              {shown.categories.map((category) => (
                <div key={category.href} {...optionProps(indexOf(category.href, 'c'), category.href)}>
                  <span className="autocomplete-name">{category.name}</span>
                  <span className="muted">{t.productCount(category.productCount)}</span>
                </div>
              ))}
            </div>
          ) : null}
          {shown && shown.content.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role=group (a fieldset is a form's)
            <div role="group" aria-label={t.content}>
              <div aria-hidden="true" className="autocomplete-heading">
                {t.content}
              </div>
              {shown.content.map((hit) => (
                <div key={hit.href} {...optionProps(indexOf(hit.href, 'a'), hit.href)}>
                  <span className="autocomplete-name">{hit.title}</span>
                </div>
              ))}
            </div>
          ) : null}
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {isOpen && shown ? t.suggestionCount(options.length) : ''}
      </p>
    </form>
  );
}
