import { z } from 'zod';
import { personOf, staffAccess } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as s from './schemas';
import * as service from './service';

/**
 * The category tree in the back office (docs/backoffice.md, "Categories"): every staff member reads it, catalog
 * managers and administrators change it. Each write answers the whole tree again.
 */
export const categoryAdminRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  const tags = ['catalog', 'backoffice'];

  app.get('/api/backoffice/categories', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: 'Back office: the category tree with names and slugs per language, old slugs and product counts',
      response: { 200: s.backofficeCategoryTree, ...problems(401, 403) },
    },
    handler: async () => service.getTree(db),
  });

  app.post('/api/backoffice/categories', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: create a category (last among its siblings)',
      description:
        'A slug another category has (either language) → 422 category_slug_taken; an unknown parent → 422 ' +
        'category_move_invalid. Audited (category_created). Catalog managers and administrators (403 for others).',
      body: s.createCategoryBody,
      response: { 200: s.backofficeCategoryTree, ...problems(400, 401, 403, 422) },
    },
    handler: async (request) => {
      await service.createCategory(db, { by: personOf(request).contactId, input: request.body });
      return service.getTree(db);
    },
  });

  app.patch('/api/backoffice/categories/:categoryId', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: rename a category (names and/or slugs per language)',
      description:
        'A changed slug is kept as an old slug: the shop redirects it to the new one (permanently). A slug another ' +
        'category has → 422 category_slug_taken. The products are re-indexed for search. Audited (category_updated).',
      params: s.categoryIdParams,
      body: s.updateCategoryBody,
      response: { 200: s.backofficeCategoryTree, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => {
      await service.updateCategory(db, {
        by: personOf(request).contactId,
        categoryId: request.params.categoryId,
        input: request.body,
      });
      return service.getTree(db);
    },
  });

  app.post('/api/backoffice/categories/:categoryId/move', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: move a category to another parent and/or place among its siblings',
      description:
        'Below itself or one of its subcategories, or under an unknown parent → 422 category_move_invalid. The URL ' +
        '(its slug) stays. Audited (category_moved).',
      params: s.categoryIdParams,
      body: s.moveCategoryBody,
      response: { 200: s.backofficeCategoryTree, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => {
      await service.moveCategory(db, {
        by: personOf(request).contactId,
        categoryId: request.params.categoryId,
        input: request.body,
      });
      return service.getTree(db);
    },
  });

  app.delete('/api/backoffice/categories/:categoryId', {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Back office: delete an empty category',
      description:
        'Only without products and subcategories: else 422 category_not_empty with `products` and `children`. ' +
        'Its old slugs go with it. Audited (category_deleted).',
      params: s.categoryIdParams,
      response: { 204: z.null(), ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request, reply) => {
      await service.deleteCategory(db, { by: personOf(request).contactId, categoryId: request.params.categoryId });
      return reply.code(204).send(null);
    },
  });
};
