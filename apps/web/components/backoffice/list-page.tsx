import type { ReactNode } from 'react';
import type { Dictionary } from '../../lib/i18n/dictionary';
import Link from '../ui/link';

// The parts every back-office list page shares (docs/backoffice.md, "List pages"): the plain GET filter form and its
// fields, and the paging links; the URL that holds the filters is lib/list-query.ts. The API decides what matches.

/** The filters of a list page: a plain GET form (the URL holds them), its submit button and, if given, a reset link. */
export function FilterForm(props: {
  action: string;
  submit: string;
  /** Where "reset" leads (the list without filters); no link without it. */
  resetHref?: string;
  t: Dictionary;
  children: ReactNode;
}) {
  return (
    <form method="get" action={props.action} className="order-filters backoffice-filters">
      {props.children}
      <button type="submit" className="button-small">
        {props.submit}
      </button>
      {props.resetHref ? <Link href={props.resetHref}>{props.t.backofficeLists.reset}</Link> : null}
    </form>
  );
}

/** The free-text filter (`q`) with the hint of what it matches. */
export function SearchFilter(props: { id: string; label: string; help: string; value?: string }) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name="q"
        type="search"
        defaultValue={props.value}
        maxLength={100}
        aria-describedby={`${props.id}-help`}
      />
      <p id={`${props.id}-help`} className="muted">
        {props.help}
      </p>
    </div>
  );
}

/** One choice of a select filter: its value in the URL and its label. */
export type Choice = { value: string; label: string };

/** Choices from values and a label for each (a status's name, a market's code as is). */
export const choicesOf = <V extends string>(values: readonly V[], label: (value: V) => string = (value) => value) =>
  values.map((value): Choice => ({ value, label: label(value) }));

/** A choice filter: "any" (the empty value) first, then the choices (or options already drawn, as a tree's). */
export function SelectFilter(props: {
  id: string;
  name: string;
  label: string;
  value?: string;
  any: string;
  choices: Choice[] | ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} name={props.name} defaultValue={props.value ?? ''}>
        <option value="">{props.any}</option>
        {Array.isArray(props.choices)
          ? props.choices.map((choice: Choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))
          : props.choices}
      </select>
    </div>
  );
}

/** A date filter (`from`, `to`). */
export function DateFilter(props: { id: string; name: string; label: string; value?: string }) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input id={props.id} name={props.name} type="date" defaultValue={props.value} />
    </div>
  );
}

/** Pages by number (skip/take lists): where this page stands, and the pages before and after it. */
type ByNumber = {
  page: number;
  pageSize: number;
  /** The page as the API answered it: how many there are in all, and the items on this page. */
  of: { total: number; items: readonly unknown[] };
  href: (page: number) => string;
};
/** Pages by cursor (lists that page on from the last row seen): back to the start, and on. */
type ByCursor = { first: string | null; next: string | null };

/**
 * A list page's paging links, the same on every back-office list: a navigation named after the list, "previous" and
 * "next" (rel prev/next), and either where the page stands ("26–50 av 123") or, for cursor lists, "first page".
 * Nothing when there is nothing to say (an empty list, a cursor list on its only page).
 */
export function Pagination(props: { label: string; t: Dictionary; id?: string } & (ByNumber | ByCursor)) {
  const texts = props.t.backofficeLists;
  const parts: ReactNode[] = [];
  if ('href' in props) {
    const { total } = props.of;
    const shown = props.of.items.length;
    const start = (props.page - 1) * props.pageSize;
    if (props.page > 1) {
      parts.push(
        <Link key="prev" href={props.href(props.page - 1)} rel="prev">
          {texts.previous}
        </Link>,
      );
    }
    if (total > 0 && shown > 0) parts.push(<span key="where">{texts.range(start + 1, start + shown, total)}</span>);
    if (start + shown < total) {
      parts.push(
        <Link key="next" href={props.href(props.page + 1)} rel="next">
          {texts.next}
        </Link>,
      );
    }
  } else {
    if (props.first) {
      parts.push(
        <Link key="first" href={props.first}>
          {texts.first}
        </Link>,
      );
    }
    if (props.next) {
      parts.push(
        <Link key="next" href={props.next} rel="next">
          {texts.next}
        </Link>,
      );
    }
  }
  if (parts.length === 0) return null;
  return (
    <nav aria-label={props.label} className="pagination" id={props.id}>
      {parts.flatMap((part, index) => (index === 0 ? [part] : [' ', part]))}
    </nav>
  );
}
