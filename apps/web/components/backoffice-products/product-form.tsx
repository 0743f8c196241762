'use client';
import type { BackofficeProduct, BackofficeProductFormOptions, BackofficeVariant } from '@engros/client';
import { type FormEvent, startTransition, useActionState, useId, useState } from 'react';
import { type ProductFormState, saveProduct } from '../../app/actions/backoffice-products';
import { backofficeProductsTexts } from '../../lib/i18n/areas/backoffice-products';
import type { Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';
import { categoryOptions } from './category-options';

const units = ['PCE', 'BX', 'PK', 'KGM', 'LTR'];
const vatClasses = ['standard', 'reduced', 'zero'] as const;
const statuses = ['draft', 'active', 'discontinued'] as const;

type Row = { key: number; variant: BackofficeVariant | null };

/**
 * The product editor: every field the storefront shows, in nb and en, and the variants (add, edit, remove). Read-only
 * staff get the same page with the fieldset disabled and no save button. The form is sent without React's reset
 * after an action, so a refused form keeps what was typed and marks the fields the API named.
 */
export function ProductForm({
  product,
  options,
  language,
  canEdit,
}: {
  product: BackofficeProduct | null;
  options: BackofficeProductFormOptions;
  language: Language;
  canEdit: boolean;
}) {
  const t = backofficeProductsTexts[language].form;
  const statusText = backofficeProductsTexts[language].statuses;
  const formId = useId();
  const [state, action, isPending] = useActionState<ProductFormState, FormData>(saveProduct, { status: 'idle' });
  const [rows, setRows] = useState<Row[]>(() =>
    (product?.variants.length ? product.variants : [null]).map((variant, key) => ({ key, variant })),
  );
  const [nextKey, setNextKey] = useState(rows.length);
  const [variantKeys, setVariantKeys] = useState<string[]>(() => [
    ...new Set((product?.variants ?? []).flatMap((v) => Object.keys(v.properties))),
  ]);
  const errors = state.fieldErrors;
  const field = (name: string, describedBy?: string) => ({
    id: `${formId}-${name}`,
    name,
    ...fieldProps(errors, name, formId, describedBy),
  });
  const label = (key: string) => options.properties.find((p) => p.key === key)?.label[language] ?? key;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => action(data));
  };
  const languages = options.languages;

  return (
    <form onSubmit={onSubmit} className="product-editor" aria-describedby={`${formId}-message`} noValidate>
      {product ? <input type="hidden" name="productId" value={product.id} /> : null}
      <fieldset disabled={!canEdit} className="product-editor-fields">
        <fieldset>
          <legend>{t.texts}</legend>
          {languages.map((lang) => (
            <div key={lang} className="product-editor-language" lang={lang}>
              <div className="field">
                <label htmlFor={`${formId}-name.${lang}`}>{t.name(t.languageNames[lang] ?? lang)}</label>
                <input
                  {...field(`name.${lang}`)}
                  defaultValue={product?.name[lang as 'nb' | 'en'] ?? ''}
                  maxLength={200}
                />
                <FieldError errors={errors} name={`name.${lang}`} formId={formId} />
              </div>
              <div className="field">
                <label htmlFor={`${formId}-description.${lang}`}>{t.description(t.languageNames[lang] ?? lang)}</label>
                <textarea
                  {...field(`description.${lang}`)}
                  defaultValue={product?.description[lang as 'nb' | 'en'] ?? ''}
                  rows={4}
                  maxLength={10000}
                />
                <FieldError errors={errors} name={`description.${lang}`} formId={formId} />
              </div>
            </div>
          ))}
        </fieldset>

        <fieldset className="product-editor-grid">
          <legend>{t.basics}</legend>
          <div className="field">
            <label htmlFor={`${formId}-productNumber`}>{t.productNumber}</label>
            <input
              {...field('productNumber', `${formId}-productNumber-help`)}
              defaultValue={product?.productNumber ?? ''}
              maxLength={64}
              required
            />
            <p id={`${formId}-productNumber-help`} className="field-help">
              {t.productNumberHelp}
            </p>
            <FieldError errors={errors} name="productNumber" formId={formId} />
          </div>
          <div className="field">
            <label htmlFor={`${formId}-status`}>{t.status}</label>
            <select
              {...field('status', `${formId}-status-help`)}
              defaultValue={product?.status ?? 'draft'}
              data-product-status
            >
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {statusText[s]}
                </option>
              ))}
            </select>
            <p id={`${formId}-status-help`} className="field-help">
              {t.statusHelp}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${formId}-categoryId`}>{t.category}</label>
            <select {...field('categoryId')} defaultValue={product?.categoryId ?? ''} required>
              <option value="" disabled>
                —
              </option>
              {categoryOptions(options.categories, language)}
            </select>
            <FieldError errors={errors} name="categoryId" formId={formId} />
          </div>
          <div className="field">
            <label htmlFor={`${formId}-brandId`}>{t.brand}</label>
            <select {...field('brandId')} defaultValue={product?.brandId ?? ''}>
              <option value="">{t.noBrand}</option>
              {options.brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${formId}-unit`}>{t.unit}</label>
            <select {...field('unit')} defaultValue={product?.unit ?? 'PCE'}>
              {[...new Set([...units, product?.unit ?? 'PCE'])].map((u) => (
                <option key={u} value={u}>
                  {t.units[u] ?? u}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${formId}-packSize`}>{t.packSize}</label>
            <input {...field('packSize')} inputMode="numeric" defaultValue={product?.packSize ?? 1} required />
            <FieldError errors={errors} name="packSize" formId={formId} />
          </div>
          <div className="field">
            <label htmlFor={`${formId}-vatClass`}>{t.vatClass}</label>
            <select {...field('vatClass')} defaultValue={product?.vatClass ?? 'standard'}>
              {vatClasses.map((v) => (
                <option key={v} value={v}>
                  {t.vatClasses[v]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${formId}-department`}>{t.department}</label>
            <select {...field('department')} defaultValue={product?.department ?? options.departments[0]?.code}>
              {options.departments.map((d) => (
                <option key={d.code} value={d.code}>
                  {d.name[language]}
                </option>
              ))}
            </select>
            <FieldError errors={errors} name="department" formId={formId} />
          </div>
          <div className="field field-checkbox">
            <input
              {...field('isPrescriptionOnly')}
              type="checkbox"
              value="on"
              defaultChecked={product?.isPrescriptionOnly ?? false}
            />
            <label htmlFor={`${formId}-isPrescriptionOnly`}>{t.prescription}</label>
          </div>
        </fieldset>

        <fieldset>
          <legend>{t.properties}</legend>
          <p className="field-help">{t.propertiesHelp}</p>
          <div className="product-editor-properties">
            {options.properties
              .filter((p) => !variantKeys.includes(p.key))
              .map((p) => (
                <fieldset key={p.key} className="product-editor-property">
                  <legend>
                    {p.label[language]} {p.isDisplayed ? null : <small>{t.hidden}</small>}
                  </legend>
                  {languages.map((lang) => {
                    const name = `properties.${p.key}.${lang}`;
                    return (
                      <div key={lang} className="field">
                        <label htmlFor={`${formId}-${name}`} className="visually-hidden">
                          {`${p.label[language]} (${lang})`}
                        </label>
                        <input
                          {...field(name)}
                          lang={lang}
                          placeholder={lang}
                          defaultValue={product?.properties[p.key]?.[lang as 'nb' | 'en'] ?? ''}
                          maxLength={200}
                        />
                        <FieldError errors={errors} name={name} formId={formId} />
                      </div>
                    );
                  })}
                </fieldset>
              ))}
          </div>
        </fieldset>

        <fieldset>
          <legend>{t.variants}</legend>
          <FieldError errors={errors} name="variants" formId={formId} />
          {rows.map((row, i) => {
            const v = row.variant;
            const at = (name: string) => `variants[${i}].${name}`;
            return (
              <fieldset key={row.key} className="product-editor-variant" data-variant={i}>
                <legend>{t.variant(i + 1)}</legend>
                <div className="product-editor-grid">
                  <div className="field">
                    <label htmlFor={`${formId}-${at('sku')}`}>{t.sku}</label>
                    {v ? (
                      // An existing variant's SKU is its identity in orders and prices: it stays.
                      <input {...field(at('sku'))} defaultValue={v.sku} readOnly />
                    ) : (
                      <input {...field(at('sku'))} defaultValue="" maxLength={64} required />
                    )}
                    <FieldError errors={errors} name={at('sku')} formId={formId} />
                  </div>
                  <div className="field">
                    <label htmlFor={`${formId}-${at('gtin')}`}>{t.gtin}</label>
                    <input
                      {...field(at('gtin'))}
                      inputMode="numeric"
                      defaultValue={v?.gtin ?? ''}
                      maxLength={14}
                      placeholder={t.gtinHelp}
                    />
                    <FieldError errors={errors} name={at('gtin')} formId={formId} />
                  </div>
                  {languages.map((lang) => (
                    <div key={lang} className="field">
                      <label htmlFor={`${formId}-${at(`name.${lang}`)}`}>
                        {t.variantName(t.languageNames[lang] ?? lang)}
                      </label>
                      <input
                        {...field(at(`name.${lang}`))}
                        defaultValue={v?.name[lang as 'nb' | 'en'] ?? ''}
                        placeholder={t.variantNameHelp}
                        maxLength={200}
                      />
                      <FieldError errors={errors} name={at(`name.${lang}`)} formId={formId} />
                    </div>
                  ))}
                  <div className="field">
                    <label htmlFor={`${formId}-${at('packSize')}`}>{t.packSize}</label>
                    <input {...field(at('packSize'))} inputMode="numeric" defaultValue={v?.packSize ?? 1} />
                    <FieldError errors={errors} name={at('packSize')} formId={formId} />
                  </div>
                  <div className="field">
                    <label htmlFor={`${formId}-${at('stock')}`}>{t.stock}</label>
                    <input {...field(at('stock'))} inputMode="numeric" defaultValue={v?.stock ?? 0} />
                    <FieldError errors={errors} name={at('stock')} formId={formId} />
                  </div>
                  <div className="field">
                    <label htmlFor={`${formId}-${at('leadTimeDays')}`}>{t.leadTime}</label>
                    <input {...field(at('leadTimeDays'))} inputMode="numeric" defaultValue={v?.leadTimeDays ?? 1} />
                    <FieldError errors={errors} name={at('leadTimeDays')} formId={formId} />
                  </div>
                  <div className="field field-checkbox">
                    <input {...field(at('isActive'))} type="checkbox" value="on" defaultChecked={v?.isActive ?? true} />
                    <label htmlFor={`${formId}-${at('isActive')}`}>{t.active}</label>
                  </div>
                  {variantKeys.map((key) =>
                    languages.map((lang) => {
                      const name = at(`properties.${key}.${lang}`);
                      return (
                        <div key={name} className="field">
                          <label htmlFor={`${formId}-${name}`}>{`${label(key)} (${lang})`}</label>
                          <input
                            {...field(name)}
                            lang={lang}
                            defaultValue={v?.properties[key]?.[lang as 'nb' | 'en'] ?? ''}
                            maxLength={200}
                          />
                          <FieldError errors={errors} name={name} formId={formId} />
                        </div>
                      );
                    }),
                  )}
                </div>
                {canEdit && rows.length > 1 ? (
                  <button
                    type="button"
                    className="button-small button-secondary"
                    onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
                  >
                    {t.removeVariant(i + 1)}
                  </button>
                ) : null}
              </fieldset>
            );
          })}
          {canEdit ? (
            <div className="product-editor-variant-actions">
              <button
                type="button"
                className="button-small button-secondary"
                onClick={() => {
                  setRows([...rows, { key: nextKey, variant: null }]);
                  setNextKey(nextKey + 1);
                }}
              >
                {t.addVariant}
              </button>
              <label htmlFor={`${formId}-variant-key`}>{t.addVariantProperty}</label>
              <select
                id={`${formId}-variant-key`}
                value=""
                onChange={(event) => {
                  const key = event.target.value;
                  if (key && !variantKeys.includes(key)) setVariantKeys([...variantKeys, key]);
                }}
              >
                <option value="">—</option>
                {options.properties
                  .filter((p) => !variantKeys.includes(p.key))
                  .map((p) => (
                    <option key={p.key} value={p.key}>
                      {p.label[language]}
                    </option>
                  ))}
              </select>
            </div>
          ) : null}
        </fieldset>
      </fieldset>
      {canEdit ? (
        <button type="submit" className="button" disabled={isPending} data-save-product>
          {isPending ? t.saving : t.save}
        </button>
      ) : null}
      <FormMessage state={state} id={`${formId}-message`} />
    </form>
  );
}
