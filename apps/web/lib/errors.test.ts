// A refused form's summary names its fields as the form labels them, never by the API's keys.
import { ApiError } from '@engros/client';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors';
import { dictionaries } from './i18n/dictionary';

const refused = (...paths: string[]) => {
  const problem = {
    type: 'about:blank',
    title: 'The request has invalid fields.',
    status: 400,
    code: 'validation_failed',
    errors: paths.map((path) => ({ path, message: 'Missing translation' })),
  };
  return new ApiError('Bad Request', 400, JSON.stringify(problem), {}, problem);
};

describe('errorMessage', () => {
  it("names the back office product form's fields by their labels (a missing translation of the description)", () => {
    expect(errorMessage(refused('body.description.en'), dictionaries.nb)).toBe('Sjekk feltet «Beskrivelse».');
    expect(errorMessage(refused('body.variants.0.sku', 'body.productNumber'), dictionaries.en)).toBe(
      'Check the fields “Variants”, “Product number”.',
    );
  });

  it('names a field it has no label for by its key rather than hiding it', () => {
    expect(errorMessage(refused('body.somethingNew'), dictionaries.nb)).toBe('Sjekk feltet «somethingNew».');
  });
});
