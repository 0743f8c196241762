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
  /** An API refusal that names fields (400 with `errors`): which ones, by their labels. */
  fieldsRefused: (labels: string[]) =>
    labels.length === 1 ? `Sjekk feltet «${labels[0]}».` : `Sjekk feltene ${labels.map((l) => `«${l}»`).join(', ')}.`,
  /** The form fields' names as the forms label them, for messages that name a field the API refused. */
  fieldNames: {
    email: 'E-post',
    firstName: 'Fornavn',
    lastName: 'Etternavn',
    name: 'Navn',
    phone: 'Telefon',
    mobile: 'Mobil',
    line1: 'Adresse',
    line2: 'Adresselinje 2',
    zipCode: 'Postnummer',
    city: 'Sted',
    country: 'Land',
    contactName: 'Kontaktperson',
    deliveryInstructions: 'Leveringsbeskjed',
    purchaseOrderNumber: 'Innkjøpsnummer',
    comment: 'Kommentar',
    organizationNumber: 'Organisasjonsnummer',
    vatNumber: 'MVA-nummer',
    quantity: 'Antall',
    message: 'Melding',
    password: 'Passord',
  } as Record<string, string>,
};

export const en: typeof nb = {
  invalid: (count: number) => `Check the ${count} marked fields.`,
  required: 'Fill in this field.',
  tooLong: 'The text is too long.',
  invalidValue: 'This value is not valid. Reload the page and try again.',
  amount: 'Enter an amount, for example 5000, 5,000.50 or NOK 99.',
  date: 'Choose a date.',
  email: 'Enter a valid email address.',
  fieldsRefused: (labels) =>
    labels.length === 1
      ? `Check the field “${labels[0]}”.`
      : `Check the fields ${labels.map((l) => `“${l}”`).join(', ')}.`,
  fieldNames: {
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    name: 'Name',
    phone: 'Phone',
    mobile: 'Mobile',
    line1: 'Address',
    line2: 'Address line 2',
    zipCode: 'Postcode',
    city: 'City',
    country: 'Country',
    contactName: 'Contact person',
    deliveryInstructions: 'Delivery instructions',
    purchaseOrderNumber: 'Purchase order number',
    comment: 'Comment',
    organizationNumber: 'Organisation number',
    vatNumber: 'VAT number',
    quantity: 'Quantity',
    message: 'Message',
    password: 'Password',
  },
};
