// The forms' own texts: what a field error says when the form's schema gives no text of its own (lib/forms.ts).
// Merged into the dictionary as `t.forms`.

export const nb = {
  /** Above a form with several marked fields. */
  invalid: (count: number) => `Sjekk de ${count} merkede feltene.`,
  required: 'Fyll ut feltet.',
  tooLong: 'Teksten er for lang.',
  invalidValue: 'Verdien er ikke gyldig. Last siden på nytt og prøv igjen.',
  amount: 'Skriv et beløp, for eksempel 5000, 5 000,50 eller kr 99.',
  date: 'Velg en dato.',
  email: 'Skriv en gyldig e-postadresse.',
};

export const en: typeof nb = {
  invalid: (count: number) => `Check the ${count} marked fields.`,
  required: 'Fill in this field.',
  tooLong: 'The text is too long.',
  invalidValue: 'This value is not valid. Reload the page and try again.',
  amount: 'Enter an amount, for example 5000, 5,000.50 or NOK 99.',
  date: 'Choose a date.',
  email: 'Enter a valid email address.',
};
