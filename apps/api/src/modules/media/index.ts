// The media module's public surface (docs/media.md): product images for the answers of other modules.

export { type CardImage, cardImage, type ProductImage, productImage } from './schemas';
export { type AddImageInput, addImage, coverImages, imagesForProducts, limitsOf, mediaPath } from './service';
