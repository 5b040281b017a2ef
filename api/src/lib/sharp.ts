import type SharpModule from 'sharp';

type Sharp = typeof SharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips), loaded at the first image this process decodes: its native library added 40-70 ms to every start of
 * the API (docs/performance-api.md, "Start to ready"), and most processes never decode one.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // One libvips thread per image and no operation cache: uploads share two cores with the API.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
