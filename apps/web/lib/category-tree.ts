// Server-side: the category tree as the person sees it (their companies' assortments), read once per request. A
// category page needs it for its title (generateMetadata) and its breadcrumb; the home page for its tiles.
import type { CategoryNode } from '@engros/client';
import { cache } from 'react';
import { viewerApi } from './auth/viewer';

export const getCategoryTree = cache(async (): Promise<CategoryNode[]> => {
  const { api } = await viewerApi();
  return (await api.getCategoryTree({ init: { cache: 'no-store' } })).categories;
});
