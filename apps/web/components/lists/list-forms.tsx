'use client';
// The shopping-list forms that need state (the API's answer beside the form, typed values kept).
import { useActionState } from 'react';
import {
  addListLine,
  createList,
  deleteList,
  importList,
  type ListFormState,
  listToCart,
  removeListLine,
  updateList,
  updateListLine,
} from '../../app/actions/lists';
import { listsTexts } from '../../lib/i18n/areas/lists';
import type { Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';
import { ListNameInput, QuantityInput } from './fields';

const idle: ListFormState = { status: 'idle' };

export function CreateListForm({ language, canShare }: { language: Language; canShare: boolean }) {
  const t = listsTexts[language].lists;
  const [state, action, isPending] = useActionState(createList, idle);
  const v = state.version ?? 0;
  return (
    <form action={action} className="lists-form" data-create-list>
      <label htmlFor="new-list-name" className="block">
        {t.name}
      </label>
      <ListNameInput
        id="new-list-name"
        defaultValue={state.values?.name ?? ''}
        key={`name-${v}`}
        {...fieldProps(state.fieldErrors, 'name', 'new-list')}
      />
      <FieldError errors={state.fieldErrors} name="name" formId="new-list" />
      {canShare ? (
        <label className="check">
          <input type="checkbox" name="isShared" defaultChecked={state.values?.isShared === 'on'} key={`s-${v}`} />{' '}
          {t.shareWithCompany}
        </label>
      ) : null}
      <div>
        <button type="submit" className="button" disabled={isPending}>
          {t.createButton}
        </button>
      </div>
      <FormMessage state={state} />
    </form>
  );
}

export function ListSettingsForm({
  language,
  cartId,
  name,
  isShared,
  canShare,
}: {
  language: Language;
  cartId: string;
  name: string;
  isShared: boolean;
  canShare: boolean;
}) {
  const t = listsTexts[language].lists;
  const [state, action, isPending] = useActionState(updateList, idle);
  const v = state.version ?? 0;
  const typed = state.values;
  return (
    <form action={action} className="lists-form" data-list-settings>
      <input type="hidden" name="cartId" value={cartId} />
      <label htmlFor="list-name" className="block">
        {t.name}
      </label>
      <ListNameInput
        id="list-name"
        defaultValue={typed?.name ?? name}
        key={`name-${v}`}
        {...fieldProps(state.fieldErrors, 'name', 'list-settings')}
      />
      <FieldError errors={state.fieldErrors} name="name" formId="list-settings" />
      {canShare ? (
        <>
          <input type="hidden" name="canShare" value="1" />
          <label className="check">
            <input
              type="checkbox"
              name="isShared"
              defaultChecked={typed ? typed.isShared === 'on' : isShared}
              key={`s-${v}`}
            />{' '}
            {t.shareWithCompany}
          </label>
        </>
      ) : null}
      <div>
        <button type="submit" className="button-small" disabled={isPending}>
          {t.rename}
        </button>
      </div>
      <FormMessage state={state} />
    </form>
  );
}

export function DeleteListForm({ language, cartId }: { language: Language; cartId: string }) {
  const t = listsTexts[language].lists;
  const [state, action, isPending] = useActionState(deleteList, idle);
  return (
    <details className="danger-details">
      <summary>{t.delete}</summary>
      <form action={action} className="lists-form">
        <input type="hidden" name="cartId" value={cartId} />
        <p>{t.deleteQuestion}</p>
        <div>
          <button type="submit" className="button button-secondary danger" disabled={isPending}>
            {t.deleteConfirm}
          </button>
        </div>
        <FormMessage state={state} />
      </form>
    </details>
  );
}

/** A line's quantity (Update) and Remove, as on the cart page. */
export function ListLineForms({
  language,
  cartId,
  sku,
  quantity,
}: {
  language: Language;
  cartId: string;
  sku: string;
  quantity: number;
}) {
  const t = listsTexts[language].lists;
  const [updateState, update, isUpdating] = useActionState(updateListLine, idle);
  const [removeState, remove, isRemoving] = useActionState(removeListLine, idle);
  const failed = [updateState, removeState].find((s) => s.status === 'error');
  const inputId = `list-qty-${sku}`;
  const errorId = `list-err-${sku}`;
  const typed = updateState.status === 'error' ? updateState.values?.quantity : undefined;
  return (
    <div className="line-forms">
      <form action={update} className="line-quantity">
        <input type="hidden" name="cartId" value={cartId} />
        <input type="hidden" name="sku" value={sku} />
        <label htmlFor={inputId} className="visually-hidden">
          {t.quantity} {sku}
        </label>
        <QuantityInput
          id={inputId}
          required
          defaultValue={typed ?? quantity}
          key={typed !== undefined ? `typed-${updateState.version}` : `q-${quantity}`}
          aria-describedby={failed ? errorId : undefined}
          aria-invalid={updateState.status === 'error' ? true : undefined}
        />
        <button type="submit" className="button-small" disabled={isUpdating}>
          {t.update}
          <span className="visually-hidden"> {sku}</span>
        </button>
      </form>
      <form action={remove}>
        <input type="hidden" name="cartId" value={cartId} />
        <input type="hidden" name="sku" value={sku} />
        <button type="submit" className="link-button danger" disabled={isRemoving}>
          {t.remove}
          <span className="visually-hidden"> {sku}</span>
        </button>
      </form>
      {failed ? <FormMessage state={failed} id={errorId} /> : null}
    </div>
  );
}

/** Add a line by item number on the list's own page. */
export function AddLineForm({ language, cartId }: { language: Language; cartId: string }) {
  const t = listsTexts[language];
  const [state, action, isPending] = useActionState(addListLine, idle);
  const v = state.version ?? 0;
  return (
    <form action={action} className="lists-form" data-add-line>
      <input type="hidden" name="cartId" value={cartId} />
      <input type="hidden" name="fromList" value="1" />
      <div className="lists-inline">
        <label>
          {t.quickOrder.sku}
          <input
            name="sku"
            type="text"
            required
            maxLength={64}
            defaultValue={state.values?.sku ?? ''}
            key={`s-${v}`}
            {...fieldProps(state.fieldErrors, 'sku', 'add-line')}
          />
          <FieldError errors={state.fieldErrors} name="sku" formId="add-line" />
        </label>
        <label htmlFor="add-line-quantity">
          {t.lists.quantity}
          <QuantityInput
            id="add-line-quantity"
            required
            defaultValue={state.values?.quantity ?? '1'}
            key={`q-${v}`}
            {...fieldProps(state.fieldErrors, 'quantity', 'add-line')}
          />
          <FieldError errors={state.fieldErrors} name="quantity" formId="add-line" />
        </label>
        <button type="submit" className="button-small" disabled={isPending}>
          {t.lists.addLine}
        </button>
      </div>
      <FormMessage state={state} />
    </form>
  );
}

export function ImportForm({ language, cartId }: { language: Language; cartId: string }) {
  const t = listsTexts[language].lists;
  const [state, action, isPending] = useActionState(importList, idle);
  const v = state.version ?? 0;
  return (
    <form action={action} className="lists-form" data-import>
      <input type="hidden" name="cartId" value={cartId} />
      <label htmlFor="import-csv" className="block">
        {t.importText}
      </label>
      <p id="import-help" className="muted">
        {t.importHelp}
      </p>
      <textarea
        id="import-csv"
        name="csv"
        rows={5}
        required
        spellCheck={false}
        aria-describedby="import-help"
        defaultValue={state.values?.csv ?? ''}
        key={`csv-${v}`}
      />
      <fieldset className="choices">
        <legend>{t.importMode}</legend>
        <label className="check">
          <input
            type="radio"
            name="mode"
            value="add"
            defaultChecked={state.values?.mode !== 'replace'}
            key={`a-${v}`}
          />{' '}
          {t.importAdd}
        </label>
        <label className="check">
          <input
            type="radio"
            name="mode"
            value="replace"
            defaultChecked={state.values?.mode === 'replace'}
            key={`r-${v}`}
          />{' '}
          {t.importReplace}
        </label>
      </fieldset>
      <div>
        <button type="submit" className="button-small" disabled={isPending}>
          {t.importButton}
        </button>
      </div>
      <FormMessage state={state} />
    </form>
  );
}

/**
 * "Whole list" and "chosen lines" to the cart. The line checkboxes sit in the lines table and belong to this form
 * through their `form` attribute (forms cannot nest inside the table's own line forms).
 */
export function ListToCartForm({ language, cartId, formId }: { language: Language; cartId: string; formId: string }) {
  const t = listsTexts[language];
  const [state, action, isPending] = useActionState(listToCart, idle);
  return (
    <form id={formId} action={action} className="lists-form" data-list-to-cart>
      <input type="hidden" name="cartId" value={cartId} />
      <div className="form-actions">
        <button type="submit" name="intent" value="all" className="button" disabled={isPending}>
          {t.lists.addAllToCart}
        </button>
        <button type="submit" name="intent" value="chosen" className="button button-secondary" disabled={isPending}>
          {t.lists.addChosenToCart}
        </button>
      </div>
      <FormMessage state={state} linkText={t.subscriptions.viewCart} data-list-message="to-cart" />
    </form>
  );
}
