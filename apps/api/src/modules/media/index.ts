// The media module's public surface (docs/media.md): product images for the answers of other modules.

export { inspectImage, type ProcessedImage, processImage } from './processing';
export { type CoverRow, coversJson, type GalleryRow, galleryJson } from './repository';
export { type CardImage, cardImage, type ProductImage, productImage } from './schemas';
export {
  type AddImageInput,
  addImage,
  attachProcessedImages,
  copyImages,
  coverImages,
  galleryImages,
  importImage,
  limitsOf,
  type MediaSettings,
  mediaPath,
  picturesChangedAfter,
  skuImages,
  skuPicturesVersion,
} from './service';
