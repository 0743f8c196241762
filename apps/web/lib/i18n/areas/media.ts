// Product images' texts (nb first; en has the same shape): the product page's gallery controls. Its component is a
// client component (components/catalog/product-gallery.tsx), so it imports this area only (decision 014).

export const nb = {
  gallery: 'Produktbilder',
  showImage: (position: number, total: number, alt: string) => `Vis bilde ${position} av ${total}: ${alt}`,
  zoom: (alt: string) => `Forstørr bildet: ${alt}`,
  zoomTitle: 'Forstørret bilde',
  close: 'Lukk',
  previous: 'Forrige bilde',
  next: 'Neste bilde',
  position: (position: number, total: number) => `Bilde ${position} av ${total}`,
  variantImage: (sku: string) => `Bilde av variant ${sku}`,
};

export const en: typeof nb = {
  gallery: 'Product images',
  showImage: (position, total, alt) => `Show image ${position} of ${total}: ${alt}`,
  zoom: (alt) => `Enlarge the image: ${alt}`,
  zoomTitle: 'Enlarged image',
  close: 'Close',
  previous: 'Previous image',
  next: 'Next image',
  position: (position, total) => `Image ${position} of ${total}`,
  variantImage: (sku) => `Image of variant ${sku}`,
};

export const mediaTexts = { nb, en };
