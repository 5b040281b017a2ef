import sharp from 'sharp';

/** A small valid PNG (8×6, opaque), made by sharp: uploads are decoded, so test images must be real. */
export const testPng = (width = 8, height = 6) => sharp({ create: { width, height, channels: 4, background: { r: 40, g: 120, b: 90, alpha: 1 } } }).png().toBuffer();
