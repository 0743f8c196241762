import { z } from 'zod';
import { personOf, staffAccess } from '../../lib/access';
import type { App, RoutesPlugin } from '../../lib/context';
import { problems } from '../../lib/schemas';
import * as s from './schemas';
import * as service from './service';

const tags = ['media', 'backoffice'];

/** Immutable: a key is the hash of its bytes, so a browser or CDN may keep the file for a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Product media (docs/media.md): agents manage a product's images; anyone reads the files. */
export const mediaRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  const { storage, env } = ctx;
  const limits = service.limitsOf(env);
  // Base64 in JSON is a third larger than the file it carries.
  const jsonLimit = Math.ceil((env.MEDIA_MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;

  app.get('/media/:key', {
    config: { auth: 'public' },
    schema: {
      tags: ['media'],
      summary: 'A stored image file by its content-addressed key',
      description:
        'Keys come from image answers (`url`, `srcSet`). The bytes under a key never change: cached for a year as ' +
        '`immutable`, with the key as ETag (If-None-Match → 304).',
      params: s.mediaParams,
      response: {
        200: {
          description: 'The image.',
          content: {
            'image/avif': { schema: z.any() },
            'image/webp': { schema: z.any() },
            'image/jpeg': { schema: z.any() },
          },
        },
        304: z.null().meta({ description: 'Not modified: the ETag matched.' }),
        ...problems(404),
      },
    },
    handler: async (request, reply) => {
      const { key } = request.params;
      const etag = `"${key.slice(0, key.indexOf('.'))}"`;
      if (service.isMediaKey(key) && request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
        return reply.status(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
      }
      const file = await service.readMedia(storage, key);
      return reply
        .type(file.contentType)
        .header('etag', etag)
        .header('cache-control', IMMUTABLE)
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.body);
    },
  });

  const productPath = '/api/backoffice/products/:productId/images';

  app.get(productPath, {
    config: { auth: 'agent', staff: staffAccess.read },
    schema: {
      tags,
      summary: "A product's images in order, with both alt texts and every file (agents)",
      params: s.productParams,
      response: { 200: s.managedImageList, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.listManagedImages(db, { productRef: request.params.productId, lang: request.lang }),
  });

  // In its own scope: the file itself as the body (image/*, application/octet-stream) is read as the `image` field.
  app.register(async (scoped: App) => {
    const asImageField = (_request: unknown, body: Buffer, done: (error: null, value: object) => void) =>
      done(null, { image: body.toString('base64') });
    const raw = { parseAs: 'buffer' as const, bodyLimit: env.MEDIA_MAX_UPLOAD_BYTES };
    scoped.addContentTypeParser(/^image\/[\w.+-]+$/, raw, asImageField);
    scoped.addContentTypeParser('application/octet-stream', raw, asImageField);
    scoped.post(productPath, {
      config: { auth: 'agent', staff: staffAccess.catalog },
      bodyLimit: jsonLimit,
      schema: {
        tags,
        summary: 'Add an image to a product or one of its variants (agents)',
        description:
          'JSON `{image: base64, sku?, alt?: {nb, en}}`, or the file itself as `image/*` (then set alt texts and the ' +
          'variant with PATCH). The type is read from the content, not the name: JPEG, PNG, WebP, AVIF, GIF or TIFF ' +
          '(else 422 `image_unsupported`); over MEDIA_MAX_UPLOAD_BYTES or MEDIA_MAX_PIXELS → 422 ' +
          '`image_too_large` (a body over 4/3 of the byte limit is cut off with 413). Stored as AVIF, WebP and JPEG in widths up to 1600 px, metadata (EXIF) removed. The ' +
          'same file again answers 200 with the image the product has.',
        params: s.productParams,
        body: s.uploadBody,
        response: { 200: s.managedImage, 201: s.managedImage, ...problems(400, 401, 403, 404, 413, 415, 422) },
      },
      handler: async (request, reply) => {
        const { image, isNew } = await service.addImage(db, storage, {
          productRef: request.params.productId,
          bytes: Buffer.from(request.body.image, 'base64'),
          sku: request.body.sku,
          alt: request.body.alt,
          limits,
          lang: request.lang,
          by: personOf(request).contactId,
        });
        reply.status(isNew ? 201 : 200);
        return image;
      },
    });
  });

  app.post(`${productPath}/import`, {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Add an image to a product by fetching it from a URL (agents)',
      description:
        'Only http and https addresses on the public internet (private, loopback and link-local addresses, also ' +
        'after a redirect, → 422 `image_url_refused`); at most MEDIA_MAX_UPLOAD_BYTES within ' +
        'MEDIA_IMPORT_TIMEOUT_MS (else 422 `image_too_large` / `image_fetch_failed`). Then as an upload.',
      params: s.productParams,
      body: s.importBody,
      response: { 200: s.managedImage, 201: s.managedImage, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request, reply) => {
      const { image, isNew } = await service.importImage(db, storage, {
        productRef: request.params.productId,
        url: request.body.url,
        sku: request.body.sku,
        alt: request.body.alt,
        settings: env,
        lang: request.lang,
        by: personOf(request).contactId,
      });
      reply.status(isNew ? 201 : 200);
      return image;
    },
  });

  app.put(`${productPath}/order`, {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: "Put a product's images in a new order; the first is the cover (agents)",
      params: s.productParams,
      body: s.orderBody,
      response: { 200: s.managedImageList, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.reorderImages(db, {
        productRef: request.params.productId,
        imageIds: request.body.imageIds,
        lang: request.lang,
        by: personOf(request).contactId,
      }),
  });

  app.patch(`${productPath}/:imageId`, {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: "Change an image's alt texts or the variant it shows (agents)",
      params: s.imageParams,
      body: s.updateBody,
      response: { 200: s.managedImage, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.updateImage(db, {
        productRef: request.params.productId,
        imageId: request.params.imageId,
        changes: request.body,
        lang: request.lang,
        by: personOf(request).contactId,
      }),
  });

  app.delete(`${productPath}/:imageId`, {
    config: { auth: 'agent', staff: staffAccess.catalog },
    schema: {
      tags,
      summary: 'Remove an image (agents)',
      params: s.imageParams,
      response: { 204: z.null(), ...problems(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.deleteImage(db, storage, {
        productRef: request.params.productId,
        imageId: request.params.imageId,
        by: personOf(request).contactId,
      });
      return reply.status(204).send(null);
    },
  });
};
