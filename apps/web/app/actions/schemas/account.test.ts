import { describe, expect, it } from 'vitest';
import { parseForm } from '../../../lib/forms';
import { dictionaries } from '../../../lib/i18n/dictionary';
import { addressForm, changeContactForm, consentsForm, inviteForm, passwordForm } from './account';

const t = dictionaries.nb;
const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe('account schemas', () => {
  it('address: optional fields left empty are undefined, the default box a boolean', () => {
    const parsed = parseForm(
      formOf([
        ['name', 'Lager'],
        ['line1', 'Gate 1'],
        ['line2', ''],
        ['zipCode', '0150'],
        ['city', 'Oslo'],
        ['country', 'NO'],
        ['deliveryInstructions', '  '],
      ]),
      addressForm,
      t,
    );
    expect(parsed).toEqual({
      isValid: true,
      value: {
        name: 'Lager',
        line1: 'Gate 1',
        zipCode: '0150',
        city: 'Oslo',
        country: 'NO',
        isDefault: false,
        addressId: undefined,
        line2: undefined,
        contactName: undefined,
        phone: undefined,
        deliveryInstructions: undefined,
      },
    });
  });

  it('address: the missing required fields are each named', () => {
    const parsed = parseForm(formOf([['name', 'Lager']]), addressForm, t);
    expect(!parsed.isValid && Object.keys(parsed.fieldErrors).sort()).toEqual(['city', 'country', 'line1', 'zipCode']);
  });

  it('invite: role defaults to buyer, an unknown locale to nb, an unknown role is refused', () => {
    const base: [string, string][] = [
      ['email', 'a@b.no'],
      ['firstName', 'A'],
      ['lastName', 'B'],
    ];
    const parsed = parseForm(formOf([...base, ['locale', 'xx']]), inviteForm, t);
    expect(parsed.isValid && [parsed.value.role, parsed.value.locale]).toEqual(['buyer', 'nb']);
    const refused = parseForm(formOf([...base, ['role', 'owner']]), inviteForm, t);
    expect(!refused.isValid && refused.fieldErrors).toEqual({ role: t.forms.invalidValue });
  });

  it('contact change: the button pressed is one of three', () => {
    expect(
      parseForm(
        formOf([
          ['contactId', 'c'],
          ['op', 'role'],
          ['role', 'viewer'],
        ]),
        changeContactForm,
        t,
      ).isValid,
    ).toBe(true);
    expect(
      parseForm(
        formOf([
          ['contactId', 'c'],
          ['op', 'delete'],
        ]),
        changeContactForm,
        t,
      ).isValid,
    ).toBe(false);
  });

  it('consents: the answers per type, an unanswered one as an empty string', () => {
    const parsed = parseForm(
      formOf([
        ['type', 'newsletter'],
        ['was.newsletter', ''],
        ['granted.newsletter', 'on'],
        ['type', 'marketing_sms'],
        ['was.marketing_sms', 'true'],
      ]),
      consentsForm,
      t,
    );
    expect(parsed.isValid && parsed.value).toEqual({
      type: ['newsletter', 'marketing_sms'],
      was: { newsletter: '', marketing_sms: 'true' },
      granted: { newsletter: 'on' },
    });
  });

  it('consents: one type is a list of one', () => {
    const parsed = parseForm(formOf([['type', 'newsletter']]), consentsForm, t);
    expect(parsed.isValid && parsed.value.type).toEqual(['newsletter']);
  });

  it('password: the two new ones must match, and are taken as typed (not trimmed)', () => {
    const mismatch = parseForm(
      formOf([
        ['newPassword', 'abc '],
        ['repeatPassword', 'abc'],
      ]),
      passwordForm,
      t,
    );
    expect(mismatch).toEqual({
      isValid: false,
      message: t.account.password.mismatch,
      fieldErrors: { repeatPassword: t.account.password.mismatch },
    });
    const ok = parseForm(
      formOf([
        ['newPassword', ' abc '],
        ['repeatPassword', ' abc '],
      ]),
      passwordForm,
      t,
    );
    expect(ok.isValid && ok.value.newPassword).toBe(' abc ');
    const missing = parseForm(formOf([['currentPassword', 'x']]), passwordForm, t);
    expect(!missing.isValid && missing.fieldErrors).toEqual({
      newPassword: t.account.password.missing,
      repeatPassword: t.account.password.missing,
    });
  });
});

describe('invitation', () => {
  it('refuses an address the API would not take, on the e-mail field, in words that name it', () => {
    const form = formOf([
      ['email', 'a@b'],
      ['firstName', 'Kari'],
      ['lastName', 'Nordmann'],
    ]);
    expect(parseForm(form, inviteForm, t)).toEqual({
      isValid: false,
      fieldErrors: { email: t.forms.email },
      message: t.forms.email,
    });
  });
});
