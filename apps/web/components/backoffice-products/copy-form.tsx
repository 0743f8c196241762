'use client';
import { useActionState, useId } from 'react';
import { copyProduct, type ProductFormState } from '../../app/actions/backoffice-products';
import { backofficeProductsTexts } from '../../lib/i18n/areas/backoffice-products';
import type { Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

/** Duplicate the product: a new product number; the copy opens as a draft. */
export function CopyProductForm({ productId, language }: { productId: string; language: Language }) {
  const t = backofficeProductsTexts[language].form;
  const id = useId();
  const [state, action, isPending] = useActionState<ProductFormState, FormData>(copyProduct, { status: 'idle' });
  return (
    <form action={action} className="product-copy" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.copy}</h2>
      <p id={`${id}-help`} className="field-help">
        {t.copyHelp}
      </p>
      <input type="hidden" name="productId" value={productId} />
      <div className="field">
        <label htmlFor={`${id}-productNumber`}>{t.copyNumber}</label>
        <input
          id={`${id}-productNumber`}
          name="productNumber"
          maxLength={64}
          required
          {...fieldProps(state.fieldErrors, 'productNumber', id, `${id}-help`)}
        />
        <FieldError errors={state.fieldErrors} name="productNumber" formId={id} />
      </div>
      <button type="submit" className="button-small" disabled={isPending}>
        {t.copySubmit}
      </button>
      <FormMessage state={state} />
    </form>
  );
}
