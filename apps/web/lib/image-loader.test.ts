import { describe, expect, it } from 'vitest';
import { parseSrcSet, renditionLoader } from './image-loader';

const srcSet = '/media/b.jpg 640w, /media/a.jpg 320w, /media/c.jpg 1024w';

describe('parseSrcSet', () => {
  it('reads the files narrowest first and drops entries without a width', () => {
    expect(parseSrcSet(srcSet)).toEqual([
      { url: '/media/a.jpg', width: 320 },
      { url: '/media/b.jpg', width: 640 },
      { url: '/media/c.jpg', width: 1024 },
    ]);
    expect(parseSrcSet('/media/x.jpg 2x, /media/y.jpg, , /media/z.jpg 10w')).toEqual([
      { url: '/media/z.jpg', width: 10 },
    ]);
    expect(parseSrcSet('')).toEqual([]);
  });
});

describe('renditionLoader', () => {
  const load = renditionLoader(parseSrcSet(srcSet), '/media/fallback.jpg');
  it('answers the narrowest file at least as wide as asked', () => {
    expect(load({ src: '/media/c.jpg', width: 1 })).toBe('/media/a.jpg');
    expect(load({ src: '/media/c.jpg', width: 320 })).toBe('/media/a.jpg');
    expect(load({ src: '/media/c.jpg', width: 321 })).toBe('/media/b.jpg');
    expect(load({ src: '/media/c.jpg', width: 1024 })).toBe('/media/c.jpg');
  });
  it('answers the widest file above every width, and the fallback without files', () => {
    expect(load({ src: '/media/c.jpg', width: 1600 })).toBe('/media/c.jpg');
    expect(renditionLoader([], '/media/fallback.jpg')({ src: '', width: 640 })).toBe('/media/fallback.jpg');
  });
});
