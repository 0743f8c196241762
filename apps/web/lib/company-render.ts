// Whether this render is the page cache's render of a company's page (docs/decisions/020-signed-in-listing-cache.md):
// that page is kept for every buyer of the company, so nothing of the person who asked may be drawn into it (the
// header's person part, the product page's shopping lists); the browser asks for those.
import { headers } from 'next/headers';
import { cache } from 'react';
import { COMPANY_FILL_HEADER, isFillRequest } from './page-cache';

export const isCompanyPageRender = cache(async (): Promise<boolean> => {
  const request = await headers();
  return request.get(COMPANY_FILL_HEADER) === '1' && isFillRequest(request);
});
