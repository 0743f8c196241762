import { personOf, staffAccess } from '../../lib/access';
import type { App, RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as s from './schemas';
import * as service from './service';

const tags = ['catalog', 'backoffice'];

/** Catalog import from CSV for agents (docs/backoffice-catalog.md). */
export const catalogImportRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;

  // In its own scope: a raw text/csv body (e.g. `curl --data-binary @file.csv`) is read as the `csv` field.
  app.register(async (scoped: App) => {
    scoped.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: s.IMPORT_BODY_LIMIT },
      (_request, body, done) => done(null, { csv: String(body) }),
    );
    // A zip holding the CSV and its pictures (`curl --data-binary @catalog.zip -H 'content-type: application/zip'`).
    scoped.addContentTypeParser(
      'application/zip',
      { parseAs: 'buffer', bodyLimit: s.ZIP_BODY_LIMIT },
      (_request, body, done) => done(null, { zip: (body as Buffer).toString('base64') }),
    );

    scoped.post('/api/backoffice/catalog/imports', {
      config: { auth: 'agent', staff: staffAccess.catalog },
      // JSON with a base64 zip is a third larger than the zip.
      bodyLimit: Math.ceil((s.ZIP_BODY_LIMIT * 4) / 3) + s.IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Import products, variants and list prices from a CSV file (agents)',
        description:
          'The body is JSON `{csv, fileName, zip?}`, the file itself as `text/csv`, or a zip (`application/zip`) ' +
          'holding one .csv and the pictures its `image`/`variant_image` columns name. The whole file is checked first: ' +
          'any problem → 400 `catalog_import_invalid` with `rows` [{row, column, sku, problem, detail}] (row = line ' +
          'in the file, header = 1) and nothing is written. A clean file answers 202 with the import; its rows are ' +
          'applied in the background in batches (upsert by SKU), followed at GET /api/backoffice/catalog/imports/{importId}.',
        body: s.importBody,
        response: { 202: s.importStatus, ...problems(400, 401, 403, 413, 415, 422) },
      },
      handler: async (request, reply) => {
        const result = await service.startImport(db, {
          input: request.body,
          contactId: personOf(request).contactId,
          log: request.log,
          media: { storage: ctx.storage, settings: ctx.env },
        });
        reply.status(202);
        return result;
      },
    });
  });

  app.get('/api/backoffice/catalog/imports', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: 'The latest catalog imports, newest first (agents)',
      querystring: s.importListQuery,
      response: { 200: s.importList, ...problems(400, 401, 403) },
    },
    handler: async (request) => service.listImports(db, request.query.take),
  });

  app.get('/api/backoffice/catalog/imports/:importId', {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: "A catalog import's progress and the rows that failed (agents)",
      params: s.importParams,
      response: { 200: s.importStatus, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.getImport(db, request.params.importId),
  });
};
