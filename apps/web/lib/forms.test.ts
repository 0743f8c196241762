import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkbox,
  idField,
  isoDate,
  money,
  oneOf,
  optionalMoney,
  optionalText,
  parseForm,
  quantity,
  requiredText,
  textOf,
} from './forms';
import { dictionaries } from './i18n/dictionary';

const nb = dictionaries.nb;
const en = dictionaries.en;

function formOf(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

const schema = z.object({
  id: idField(),
  name: requiredText(10),
  note: optionalText(20),
  perOrder: optionalMoney(),
  amount: money(),
  quantity: quantity(),
  date: isoDate(),
  isShared: checkbox(),
  kind: oneOf(['a', 'b']),
});

const valid: [string, string][] = [
  ['id', 'x1'],
  ['name', '  Navn  '],
  ['note', '   '],
  ['perOrder', ''],
  ['amount', '1 234,50'],
  ['quantity', '12'],
  ['date', '2026-12-01'],
  ['isShared', 'on'],
  ['kind', 'b'],
];

describe('parseForm', () => {
  it('gives the typed, trimmed and converted values of a valid form', () => {
    expect(parseForm(formOf(valid), schema, nb)).toEqual({
      isValid: true,
      value: {
        id: 'x1',
        name: 'Navn',
        note: undefined,
        perOrder: null,
        amount: 123450,
        quantity: 12,
        date: '2026-12-01',
        isShared: true,
        kind: 'b',
      },
    });
    const unticked = parseForm(formOf(valid.filter(([name]) => name !== 'isShared')), schema, nb);
    expect(unticked.isValid && unticked.value.isShared).toBe(false);
  });

  it('names each bad field with its problem in the person’s language, and never throws', () => {
    const bad = formOf([
      ['name', ' '],
      ['amount', '12,3456'],
      ['perOrder', 'mye'],
      ['quantity', '1e3'],
      ['date', 'i morgen'],
      ['kind', 'c'],
    ]);
    const result = parseForm(bad, schema, nb);
    expect(result).toEqual({
      isValid: false,
      message: nb.forms.invalid(7),
      fieldErrors: {
        id: nb.forms.invalidValue,
        name: nb.forms.required,
        amount: nb.forms.amount,
        perOrder: nb.forms.amount,
        quantity: nb.errors.quantity,
        date: nb.forms.date,
        kind: nb.forms.invalidValue,
      },
    });
    const english = parseForm(bad, schema, en);
    expect(!english.isValid && english.fieldErrors.quantity).toBe(en.errors.quantity);
  });

  it('gives the one problem as the form’s message', () => {
    const form = formOf(valid.map(([name, value]) => [name, name === 'quantity' ? '0' : value]));
    expect(parseForm(form, schema, en)).toEqual({
      isValid: false,
      message: en.errors.quantity,
      fieldErrors: { quantity: en.errors.quantity },
    });
  });

  it('refuses text over the limit and a field sent twice', () => {
    const form = formOf([...valid.filter(([name]) => name !== 'name'), ['name', 'x'.repeat(11)], ['id', 'x2']]);
    const result = parseForm(form, schema, nb);
    expect(!result.isValid && result.fieldErrors).toEqual({ name: nb.forms.tooLong, id: nb.forms.invalidValue });
  });

  it('takes any stray field names without harm (prototype keys, Next’s action fields, Conform’s own)', () => {
    const form = formOf([
      ...valid,
      ['__proto__.polluted', '1'],
      ['constructor.prototype.x', '1'],
      ['$ACTION_ID_1', ''],
      ['__intent__', '{not json'],
      ['__state__', 'x'],
    ]);
    expect(parseForm(form, schema, nb).isValid).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('quantity', () => {
  it.each([
    ['1', 1],
    ['100000', 100000],
    [' 7 ', 7],
  ])('%j is %i', (typed, n) => {
    expect(quantity().safeParse(typed).data).toBe(n);
  });
  it.each(['0', '100001', '1.5', '-1', '1e3', 'x', ''])('%j is refused', (typed) => {
    expect(quantity().safeParse(typed).success).toBe(false);
  });
  it('takes 0 when the form allows it (0 removes a cart line)', () => {
    expect(quantity(0).safeParse('0').data).toBe(0);
  });
});

describe('textOf', () => {
  it('finds a text by its dotted key in either language, and falls back for an unknown key', () => {
    expect(textOf(nb, 'errors.quantity')).toBe(nb.errors.quantity);
    expect(textOf(en, 'forms.amount')).toBe(en.forms.amount);
    expect(textOf(en, 'no.such.key')).toBe(en.forms.invalidValue);
    expect(textOf(en, 'forms.invalid')).toBe(en.forms.invalidValue); // a function, not a text
  });
});
