'use client';
// The back office's assortment forms (docs/backoffice.md, "Assortments"): each with its own answer, errors next to
// the field the action names.
import { useActionState, useId } from 'react';
import {
  type AssortmentFormState,
  addAssortmentRule,
  assignAssortment,
  createAssortment,
  deleteAssortment,
  removeAssortmentRule,
  renameAssortment,
  unassignAssortment,
} from '../../app/actions/backoffice-assortments';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

const idle: AssortmentFormState = { status: 'idle' };

/** A new assortment by name; the action opens its page. */
export function CreateAssortmentForm({ texts }: { texts: { name: string; createButton: string } }) {
  const [state, action, isPending] = useActionState(createAssortment, idle);
  const formId = useId();
  return (
    <form action={action} className="backoffice-form" data-assortment-form="create">
      <div className="field">
        <label htmlFor={`${formId}-name`}>{texts.name}</label>
        <input
          id={`${formId}-name`}
          name="name"
          required
          maxLength={100}
          defaultValue={state.values?.name}
          {...fieldProps(state.fieldErrors, 'name', formId)}
        />
        <FieldError errors={state.fieldErrors} name="name" formId={formId} />
      </div>
      <button type="submit" className="button" disabled={isPending}>
        {texts.createButton}
      </button>
      <FormMessage state={state} />
    </form>
  );
}

/** The assortment a change is made on: its id and the version the page shows (a save on an older one is refused). */
type Shown = { assortmentId: string; version: number };

function ShownFields({ assortmentId, version }: Shown) {
  return (
    <>
      <input type="hidden" name="assortmentId" value={assortmentId} />
      <input type="hidden" name="version" value={version} />
    </>
  );
}

export function RenameAssortmentForm({
  assortmentId,
  version,
  name,
  texts,
}: Shown & {
  name: string;
  texts: { rename: string; save: string };
}) {
  const [state, action, isPending] = useActionState(renameAssortment, idle);
  const formId = useId();
  return (
    <form action={action} className="backoffice-form" data-assortment-form="rename">
      <ShownFields assortmentId={assortmentId} version={version} />
      <div className="field">
        <label htmlFor={`${formId}-name`}>{texts.rename}</label>
        <input
          id={`${formId}-name`}
          name="name"
          required
          maxLength={100}
          defaultValue={name}
          key={name}
          {...fieldProps(state.fieldErrors, 'name', formId)}
        />
        <FieldError errors={state.fieldErrors} name="name" formId={formId} />
      </div>
      <button type="submit" className="button-small" disabled={isPending}>
        {texts.save}
      </button>
      <FormMessage state={state} />
    </form>
  );
}

type RuleTexts = {
  effect: string;
  effects: Record<string, string>;
  target: string;
  targets: Record<string, string>;
  code: string;
  codeHelp: string;
  addRule: string;
};

/** Include or exclude a category, brand or product by its code. */
export function AddRuleForm({ assortmentId, version, texts }: Shown & { texts: RuleTexts }) {
  const [state, action, isPending] = useActionState(addAssortmentRule, idle);
  const formId = useId();
  return (
    <form action={action} className="backoffice-form backoffice-inline-form" data-assortment-form="add-rule">
      <ShownFields assortmentId={assortmentId} version={version} />
      <div className="field">
        <label htmlFor={`${formId}-effect`}>{texts.effect}</label>
        <select
          id={`${formId}-effect`}
          name="effect"
          defaultValue={state.values?.effect ?? 'include'}
          key={state.values?.effect}
        >
          {Object.entries(texts.effects).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${formId}-target`}>{texts.target}</label>
        <select
          id={`${formId}-target`}
          name="target"
          defaultValue={state.values?.target ?? 'category'}
          key={state.values?.target}
        >
          {Object.entries(texts.targets).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${formId}-code`}>{texts.code}</label>
        <input
          id={`${formId}-code`}
          name="code"
          required
          maxLength={100}
          defaultValue={state.values?.code}
          {...fieldProps(state.fieldErrors, 'code', formId, `${formId}-code-help`)}
        />
        <FieldError errors={state.fieldErrors} name="code" formId={formId} />
        <p id={`${formId}-code-help`} className="muted">
          {texts.codeHelp}
        </p>
      </div>
      <button type="submit" className="button" disabled={isPending}>
        {texts.addRule}
      </button>
      <FormMessage state={state} />
    </form>
  );
}

/** One button that submits hidden fields to an action, with its answer beside it. */
function ButtonForm({
  action: serverAction,
  fields,
  label,
  danger,
  name,
}: {
  action: (state: AssortmentFormState, form: FormData) => Promise<AssortmentFormState>;
  fields: Record<string, string>;
  label: string;
  danger?: boolean;
  name: string;
}) {
  const [state, action, isPending] = useActionState(serverAction, idle);
  return (
    <form action={action} className="backoffice-inline-form" data-assortment-form={name}>
      {Object.entries(fields).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button type="submit" className={danger ? 'button-small button-danger' : 'button-small'} disabled={isPending}>
        {label}
      </button>
      <FormMessage state={state} />
    </form>
  );
}

export function RemoveRuleButton(
  props: Shown & {
    rule: { effect: string; target: string; targetId: string };
    label: string;
  },
) {
  return (
    <ButtonForm
      action={removeAssortmentRule}
      name="remove-rule"
      fields={{ assortmentId: props.assortmentId, version: String(props.version), ...props.rule }}
      label={props.label}
    />
  );
}

export function DeleteAssortmentButton(props: { assortmentId: string; label: string }) {
  return (
    <ButtonForm
      action={deleteAssortment}
      name="delete"
      fields={{ assortmentId: props.assortmentId }}
      label={props.label}
      danger
    />
  );
}

export function UnassignButton(props: { assortmentId: string; customerId: string; name: string; label: string }) {
  return (
    <ButtonForm
      action={unassignAssortment}
      name="unassign"
      fields={{ assortmentId: props.assortmentId, customerId: props.customerId, name: props.name }}
      label={props.label}
    />
  );
}

/** Gives a customer (by number or name) this assortment. */
export function AssignForm({
  assortmentId,
  texts,
}: {
  assortmentId: string;
  texts: { assignLabel: string; assignHelp: string; assign: string };
}) {
  const [state, action, isPending] = useActionState(assignAssortment, idle);
  const formId = useId();
  return (
    <form action={action} className="backoffice-form" data-assortment-form="assign">
      <input type="hidden" name="assortmentId" value={assortmentId} />
      <div className="field">
        <label htmlFor={`${formId}-customer`}>{texts.assignLabel}</label>
        <input
          id={`${formId}-customer`}
          name="customer"
          required
          maxLength={100}
          defaultValue={state.values?.customer}
          {...fieldProps(state.fieldErrors, 'customer', formId, `${formId}-customer-help`)}
        />
        <FieldError errors={state.fieldErrors} name="customer" formId={formId} />
        <p id={`${formId}-customer-help`} className="muted">
          {texts.assignHelp}
        </p>
      </div>
      <button type="submit" className="button" disabled={isPending}>
        {texts.assign}
      </button>
      <FormMessage state={state} />
    </form>
  );
}
