'use client';
import type { BackofficeCustomerOptions } from '@engros/client';
import { type ComponentProps, type ReactNode, useActionState, useState } from 'react';
import { type CreateCompanyState, createCompany } from '../../app/actions/backoffice-customers';
import { backofficeCustomersTexts } from '../../lib/i18n/areas/backoffice-customers';
import type { Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

const FORM = 'new-company';

/**
 * The company form: the company, its invoice address, its terms (credit, contract price list, payment terms, sales
 * rep) and its first admin, who gets the invitation mail. Each refusal stands next to its field.
 */
export function CreateCompanyForm({ options, language }: { options: BackofficeCustomerOptions; language: Language }) {
  const t = backofficeCustomersTexts[language].create;
  const [state, action, isPending] = useActionState<CreateCompanyState, FormData>(createCompany, { status: 'idle' });
  const typed = state.values ?? {};
  // The home market: the select is uncontrolled (React resets a form's fields after its action; a controlled select
  // would then show its first option while the state kept another), this follows it for the currency and lists.
  const [market, setMarket] = useState(
    typed.market || (options.markets.some((m) => m.code === 'NO') ? 'NO' : (options.markets[0]?.code ?? 'NO')),
  );
  const currency = options.markets.find((m) => m.code === market)?.currency ?? '';
  const errors = state.fieldErrors;

  /** One labelled input with its hint and its error. */
  const field = (name: string, label: string, input: ComponentProps<'input'> = {}, hint?: string) => {
    const { defaultValue, ...rest } = input;
    return (
      <div className="field">
        <label htmlFor={`${FORM}-${name}`}>{label}</label>
        <input
          id={`${FORM}-${name}`}
          name={name}
          defaultValue={typed[name] ?? defaultValue}
          key={`${name}-${typed[name] ?? ''}`}
          {...rest}
          {...fieldProps(errors, name, FORM, hint ? `${FORM}-${name}-help` : undefined)}
        />
        {hint ? (
          <p id={`${FORM}-${name}-help`} className="muted">
            {hint}
          </p>
        ) : null}
        <FieldError errors={errors} name={name} formId={FORM} />
      </div>
    );
  };
  const select = (name: string, label: string, choices: ReactNode, extra: object = {}) => (
    <div className="field">
      <label htmlFor={`${FORM}-${name}`}>{label}</label>
      <select
        id={`${FORM}-${name}`}
        name={name}
        defaultValue={typed[name] ?? ''}
        key={`${name}-${typed[name] ?? ''}`}
        {...extra}
        {...fieldProps(errors, name, FORM)}
      >
        {choices}
      </select>
      <FieldError errors={errors} name={name} formId={FORM} />
    </div>
  );

  return (
    <form action={action} className="backoffice-form backoffice-company-form" data-create-company noValidate>
      <fieldset>
        <legend>{t.company}</legend>
        {field('name', t.name, { required: true, maxLength: 200, autoComplete: 'organization' })}
        <div className="field">
          <label htmlFor={`${FORM}-market`}>{t.market}</label>
          <select
            id={`${FORM}-market`}
            name="market"
            defaultValue={market}
            key={`market-${typed.market ?? ''}`}
            onChange={(event) => setMarket(event.target.value)}
            {...fieldProps(errors, 'market', FORM)}
          >
            {options.markets.map((m) => (
              <option key={m.code} value={m.code}>
                {m.name} ({m.code}, {m.currency})
              </option>
            ))}
          </select>
          <FieldError errors={errors} name="market" formId={FORM} />
        </div>
        {field('orgNumber', t.orgNumber, { required: true, inputMode: 'numeric', maxLength: 20 }, t.orgNumberHelp)}
        {field('vatNumber', t.vatNumber, { maxLength: 30 })}
        {field('email', t.email, { type: 'email', maxLength: 254 })}
        {field('phone', t.phone, { type: 'tel', maxLength: 30 })}
      </fieldset>
      <fieldset>
        <legend>{t.invoiceAddress}</legend>
        {field('line1', t.line1, { required: true, maxLength: 200, autoComplete: 'address-line1' })}
        {field('zipCode', t.zipCode, { required: true, maxLength: 10, autoComplete: 'postal-code' })}
        {field('city', t.city, { required: true, maxLength: 100, autoComplete: 'address-level2' })}
      </fieldset>
      <fieldset>
        <legend>{t.terms}</legend>
        {field(
          'creditLimit',
          `${t.creditLimit}${currency ? ` (${currency})` : ''}`,
          { required: true, inputMode: 'decimal', defaultValue: '0' },
          t.creditLimitHelp,
        )}
        {select(
          'priceListId',
          t.priceList,
          <>
            <option value="">{t.noPriceList}</option>
            {options.priceLists
              .filter((list) => list.market === market)
              .map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name} ({list.code})
                </option>
              ))}
          </>,
        )}
        {field('paymentTermsDays', t.paymentTerms, {
          required: true,
          inputMode: 'numeric',
          defaultValue: '30',
          maxLength: 3,
        })}
        {select(
          'salesRepId',
          t.salesRep,
          <>
            <option value="">{t.noSalesRep}</option>
            {options.salesReps.map((rep) => (
              <option key={rep.contactId} value={rep.contactId}>
                {rep.name} ({rep.email})
              </option>
            ))}
          </>,
        )}
        {select(
          'assortmentId',
          t.assortment,
          <>
            <option value="">{t.wholeCatalog}</option>
            {options.assortments.map((assortment) => (
              <option key={assortment.id} value={assortment.id}>
                {assortment.name}
              </option>
            ))}
          </>,
        )}
      </fieldset>
      <fieldset>
        <legend>{t.admin}</legend>
        {field('adminEmail', t.adminEmail, { type: 'email', required: true, maxLength: 254 })}
        {field('adminFirstName', t.firstName, { required: true, maxLength: 100 })}
        {field('adminLastName', t.lastName, { required: true, maxLength: 100 })}
        {select(
          'adminLocale',
          t.language,
          <>
            <option value="nb">{t.languages.nb}</option>
            <option value="en">{t.languages.en}</option>
          </>,
        )}
      </fieldset>
      <button type="submit" className="button" disabled={isPending}>
        {t.submit}
      </button>
      <FormMessage state={state} />
    </form>
  );
}
