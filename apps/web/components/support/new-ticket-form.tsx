'use client';
import { useActionState } from 'react';
import { createTicket, type TicketFormState } from '../../app/actions/support';
import { supportTexts } from '../../lib/i18n/areas/support';
import type { Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

type Props = {
  language: Language;
  categories: { value: string; label: string }[];
  orders: { id: string; label: string }[];
  orderId: string;
};

/** The new-ticket form; a refusal keeps everything typed and says why beside the button. */
export function NewTicketForm({ language, categories, orders, orderId }: Props) {
  const t = supportTexts[language];
  const [state, action, isPending] = useActionState<TicketFormState, FormData>(createTicket, { status: 'idle' });
  const values = state.values ?? { subject: '', category: 'order', orderId, body: '' };
  const key = state.version ?? 'initial';
  return (
    <form action={action} className="form support-form panel" key={key}>
      <div className="field">
        <label htmlFor="ticket-subject">{t.subject}</label>
        <input
          id="ticket-subject"
          name="subject"
          required
          maxLength={200}
          defaultValue={values.subject}
          {...fieldProps(state.fieldErrors, 'subject', 'ticket')}
        />
        <FieldError errors={state.fieldErrors} name="subject" formId="ticket" />
      </div>
      <div className="field">
        <label htmlFor="ticket-category">{t.category}</label>
        <select id="ticket-category" name="category" defaultValue={values.category}>
          {categories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="ticket-order">{t.orderOptional}</label>
        <select id="ticket-order" name="orderId" defaultValue={values.orderId}>
          <option value="">{t.noOrder}</option>
          {orders.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="ticket-body">{t.description}</label>
        <textarea
          id="ticket-body"
          name="body"
          required
          rows={6}
          maxLength={10000}
          defaultValue={values.body}
          {...fieldProps(state.fieldErrors, 'body', 'ticket')}
        />
        <FieldError errors={state.fieldErrors} name="body" formId="ticket" />
      </div>
      <div>
        <button type="submit" className="button" disabled={isPending}>
          {t.create}
        </button>
        <FormMessage state={state} data-ticket-message />
      </div>
    </form>
  );
}
