#!/usr/bin/env node
// Generates every image, video and sound the product serves under /media.
// Usage: node shared/scripts/make-media.mjs [--only=gallery,hero,...]
// Needs sharp, fontkit and wawoff2 (devDependencies of @wellness/shared; fontkit outlines the logo's wordmark) and
// ffmpeg on PATH (dev-time only; outputs are committed).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { decompress as decompressWoff2 } from 'wawoff2';
import { categories, destinations, gallery, hero, insights, team } from './media-catalogue.mjs';
import { mistLayer, renderScene, rngFor } from './media-scenes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const OUT = path.resolve(here, '../media');
const WIDTHS = [480, 960, 1600];
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const wanted = (group) => !only || only.includes(group);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'media-'));
sharp.concurrency(2);

function noiseTile(size, amplitude, seed) {
  const rng = rngFor(seed);
  const buf = Buffer.alloc(size * size * 4);
  for (let i = 0; i < size * size; i++) {
    const v = 128 + Math.round((rng() + rng() - 1) * amplitude);
    buf[i * 4] = buf[i * 4 + 1] = buf[i * 4 + 2] = v;
    buf[i * 4 + 3] = 255;
  }
  return { input: buf, raw: { width: size, height: size, channels: 4 }, tile: true, blend: 'overlay' };
}
const GRAIN = noiseTile(256, 18, 'grain');

async function rasterise(svg) {
  return sharp(Buffer.from(svg), { limitInputPixels: false }).removeAlpha().png({ compressionLevel: 1 }).toBuffer();
}

// Each width gets its own grain after resizing, so the grain stays fine at every size.
async function writeWidths(png, dir, name, ratio, quality = 72) {
  mkdirSync(dir, { recursive: true });
  for (const w of WIDTHS) {
    const h = Math.round(w / ratio);
    const resized = await sharp(png).resize(w, h, { fit: 'cover' }).png({ compressionLevel: 1 }).toBuffer();
    let q = quality;
    for (;;) {
      const out = await sharp(resized).composite([GRAIN]).webp({ quality: q, effort: 5, smartSubsample: true }).toBuffer();
      // Keep the 960 px file (the size most cards load) near 80 KB.
      if (w !== 960 || out.length <= 80_000 || q <= 50) {
        writeFileSync(path.join(dir, `${name}-${w}.webp`), out);
        break;
      }
      q -= 6;
    }
  }
}

async function stills(group, entries, ratio, baseW = 1600) {
  if (!wanted(group)) return;
  const H = Math.round(baseW / ratio);
  for (const { name, kind, params } of entries) {
    const png = await rasterise(renderScene(kind, baseW, H, params, `${group}/${name}`));
    await writeWidths(png, path.join(OUT, group), name, ratio);
    process.stdout.write(`${group}/${name} `);
  }
  process.stdout.write('\n');
}

const named = (record) => Object.entries(record).map(([name, v]) => ({ name, ...v }));

function ffmpeg(args) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

async function heroSlides() {
  if (!wanted('hero')) return;
  const dir = path.join(OUT, 'hero');
  mkdirSync(dir, { recursive: true });
  const T = 7;
  const FPS = 24;
  const DRIFT = 96;
  for (const slide of hero) {
    const still = await rasterise(renderScene(slide.kind, 1920, 1080, slide.params, `hero/${slide.name}`));
    // Rendering the still at 2x lets zoompan move in sub-pixel steps, so the slow zoom does not shimmer.
    const big = path.join(tmp, `${slide.name}-big.png`);
    await sharp(still).resize(3840, 2160).png({ compressionLevel: 1 }).toFile(big);
    const mist = path.join(tmp, `${slide.name}-mist.png`);
    await sharp(Buffer.from(mistLayer(1280 + DRIFT, 720, `mist/${slide.name}`, slide.mist, 0.45))).png().toFile(mist);

    // Zoom and drift follow (1 - cos) over the loop, so the last frame meets the first.
    const phase = `(1-cos(2*PI*on/${T * FPS}))/2`;
    const filter =
      `[0:v]zoompan=z='1+0.07*${phase}':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2':d=1:s=1280x720:fps=${FPS}[bg];` +
      `[1:v]format=rgba[m];[bg][m]overlay=x='-${DRIFT}*(1-cos(2*PI*t/${T}))/2':y=0:shortest=1,format=yuv420p[v]`;
    const mp4 = path.join(dir, `${slide.name}.mp4`);
    for (const crf of [26, 28, 30, 32, 34]) {
      ffmpeg(['-loop', '1', '-framerate', String(FPS), '-t', String(T), '-i', big, '-loop', '1', '-framerate', String(FPS), '-t', String(T), '-i', mist,
        '-filter_complex', filter, '-map', '[v]', '-frames:v', String(T * FPS), '-an', '-c:v', 'libx264', '-preset', 'slow', '-crf', String(crf),
        '-tune', 'grain', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', mp4]);
      if (statSync(mp4).size <= 600_000) break;
    }
    // The poster is the first frame: the still at zoom 1 with the mist at rest.
    const mistFull = await sharp(mist).resize(Math.round((1280 + DRIFT) * 1.5), 1080).extract({ left: 0, top: 0, width: 1920, height: 1080 }).toBuffer();
    const poster = await sharp(still).composite([{ input: mistFull, left: 0, top: 0 }]).png().toBuffer();
    await writeWidths(poster, dir, slide.name, 16 / 9, 70);
    process.stdout.write(`hero/${slide.name} ${statSync(mp4).size}B `);
  }
  process.stdout.write('\n');
}

function ambient() {
  if (!wanted('audio')) return;
  const dir = path.join(OUT, 'audio');
  mkdirSync(dir, { recursive: true });
  const L = 36;
  // Frequencies are whole multiples of 1/L Hz and the chord swell has period L, so the file loops without a seam.
  const q = (hz) => (Math.round(hz * L) / L).toFixed(5);
  const chordA = [110, 164.81, 220, 277.18, 329.63];
  const chordB = [98, 146.83, 196, 246.94, 293.66];
  const voice = (hz, i, env) => `${(0.11 / (1 + i * 0.35)).toFixed(3)}*${env}*sin(2*PI*${q(hz)}*t)*(0.75+0.25*sin(2*PI*t/${L / (i + 2)}))`;
  const envA = `(1+cos(2*PI*t/${L}))/2`;
  const envB = `(1-cos(2*PI*t/${L}))/2`;
  const expr = [...chordA.map((hz, i) => voice(hz, i, envA)), ...chordB.map((hz, i) => voice(hz, i, envB)), `0.03*sin(2*PI*${q(55)}*t)`].join('+');
  ffmpeg([
    '-f', 'lavfi', '-i', `aevalsrc=${expr}:s=44100:d=${L}`,
    '-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=0.05:seed=7:d=${L}:r=44100`,
    '-filter_complex', '[1:a]lowpass=f=700,highpass=f=120,volume=0.6[n];[0:a][n]amix=inputs=2:normalize=0,lowpass=f=2400,aecho=0.8:0.7:120|240:0.25|0.15,volume=1.4,afade=t=in:d=0.05,afade=t=out:st=' + (L - 0.05) + ':d=0.05[a]',
    '-map', '[a]', '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '64k', path.join(dir, 'ambient.mp3'),
  ]);
}

/** A face of an installed @fontsource package, at the given variation (a variable font's weight). */
async function fontFile(pkg, file, variation) {
  const woff2 = readFileSync(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file));
  // As TrueType: fontkit reads the glyphs of a variable font's instances only from an uncompressed file.
  const font = fontkit.create(Buffer.from(await decompressWoff2(woff2)));
  return variation ? font.getVariation(variation) : font;
}

/** The SVG path of `text` set in `font` at `size`, its baseline starting at (x, y), with SVG's letter-spacing. */
function outlined(font, text, { x, y, size, spacing }) {
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  const round = (n) => Math.round(n * 10) / 10;
  let pen = x;
  const parts = run.glyphs.map((glyph, i) => {
    const origin = pen + run.positions[i].xOffset * scale;
    pen += run.positions[i].xAdvance * scale + spacing;
    return glyph.path.commands
      .map(({ command, args }) => {
        const points = args.map((v, j) => round(j % 2 === 0 ? origin + v * scale : y - v * scale));
        return { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' }[command] + points.join(' ');
      })
      .join('');
  });
  return parts.join('');
}

async function brand() {
  if (!wanted('brand')) return;
  const dir = path.join(OUT, 'brand');
  mkdirSync(dir, { recursive: true });
  // A lotus-leaf emblem over a horizon line; gold reads on ivory and on deep green alike.
  const emblem = (fill, line) =>
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="M18 30 C10 24 9 14 18 5 C27 14 26 24 18 30 Z" fill="${fill}"/>` +
    `<path d="M17 30 C9 30 3 24 3 15 C10 15 15 20 17 30 Z" fill="${fill}" opacity="0.75"/>` +
    `<path d="M19 30 C27 30 33 24 33 15 C26 15 21 20 19 30 Z" fill="${fill}" opacity="0.75"/>` +
    `<path d="M4 34 H32" stroke="${line}" stroke-width="1.6"/></g>`;
  // The wordmark as outlines of the site's own faces: an SVG image cannot use the page's web fonts, so text in it
  // would be drawn in whatever serif the visitor's system has, and looking that font up costs the browser a
  // synchronous font-configuration query on every first visit.
  const wordmark = [
    outlined(await fontFile('@fontsource/cormorant-garamond', 'cormorant-garamond-latin-600-normal.woff2'), 'Wellness', { x: 44, y: 24, size: 22, spacing: 0.5 }),
    outlined(await fontFile('@fontsource-variable/inter', 'inter-latin-wght-normal.woff2', { wght: 600 }), 'TRAVEL', { x: 45, y: 34, size: 8.4, spacing: 3.6 }),
  ];
  const word = (ink) => wordmark.map((d) => `<path d="${d}" fill="${ink}"/>`).join('');
  const logo = (ink, fill, line) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="168" height="36" viewBox="0 0 168 36" role="img" aria-label="Wellness Travel">${emblem(fill, line)}${word(ink)}</svg>\n`;
  writeFileSync(path.join(dir, 'logo.svg'), logo('#b08a4e', '#b08a4e', '#b08a4e'));
  writeFileSync(path.join(dir, 'logo-dark.svg'), logo('#1f3a33', '#8a6a34', '#1f3a33'));
  writeFileSync(path.join(dir, 'logo-light.svg'), logo('#fbf7ef', '#d7b57a', '#fbf7ef'));
  writeFileSync(
    path.join(dir, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 36 36"><rect width="36" height="36" rx="8" fill="#1f3a33"/><g transform="translate(0 0.5)">${emblem('#d7b57a', '#d7b57a')}</g></svg>\n`,
  );
}

function readme() {
  const groups = ['gallery', 'categories', 'destinations', 'team', 'insights', 'hero', 'audio', 'brand'];
  let total = 0;
  const rows = [];
  for (const g of groups) {
    const dir = path.join(OUT, g);
    let files;
    try {
      files = readdirSync(dir).sort();
    } catch {
      continue;
    }
    const byExt = new Map();
    for (const file of files) {
      const size = statSync(path.join(dir, file)).size;
      total += size;
      const key = file.endsWith('.webp') ? `${file.match(/-(\d+)\.webp$/)[1]} px wide .webp` : path.extname(file).slice(1);
      const e = byExt.get(key) ?? { count: 0, bytes: 0, max: 0 };
      e.count++;
      e.bytes += size;
      e.max = Math.max(e.max, size);
      byExt.set(key, e);
    }
    const order = (k) => (k.endsWith('.webp') ? parseInt(k, 10) : 1e6);
    for (const [key, e] of [...byExt].sort((a, b) => order(a[0]) - order(b[0]))) rows.push(`| \`${g}/\` | ${key} | ${e.count} | ${e.bytes.toLocaleString('en-US')} | ${e.max.toLocaleString('en-US')} |`);
  }
  const text = `# Media

Every image, video and sound the product shows, generated by the project itself (no stock, no external hosts):

\`\`\`sh
node shared/scripts/make-media.mjs            # everything (about 2 minutes on 2 cores)
node shared/scripts/make-media.mjs --only=hero,audio
\`\`\`

The scenes are drawn procedurally (SVG gradients, shapes, blur and noise rendered with sharp; the hero videos and
the ambient sound are made with ffmpeg from those stills and from synthesised tones). The outputs are committed; CI
never regenerates them. The apps serve this folder at \`/media/...\`. Use \`mediaUrl()\` / \`srcSetFor()\` and
\`ResponsiveImage\` from \`@wellness/shared\` rather than hand-writing paths.

## Naming

- Images come in three widths, \`<name>-480.webp\`, \`<name>-960.webp\`, \`<name>-1600.webp\`; the 960 px file stays under about 80 KB.
- \`gallery/gallery-01 … gallery-40\`, \`insights/insight-01 … insight-06\`, \`categories/<category>\`, \`destinations/<country>\`: 3:2 (480×320, 960×640, 1600×1067).
- \`team/{founder,operations,testimonial}\`: 1:1 (480, 960, 1600 square).
- \`hero/slide-1 … slide-6\`: 16:9 posters (480×270, 960×540, 1600×900) and \`slide-N.mp4\`: 1280×720, 24 fps, 7 s seamless loop,
  H.264 yuv420p, +faststart, no audio track. The poster is the video's first frame.
- \`audio/ambient.mp3\`: 36 s seamless ambient pad, mono, 64 kbps.
- \`brand/logo.svg\` (168×36, gold, reads on light and dark), \`logo-dark.svg\` (for light backgrounds), \`logo-light.svg\` (for dark
  backgrounds), \`favicon.svg\`. The wordmark is outlines of Cormorant Garamond and Inter (no text: an SVG image cannot
  use the page's fonts).

## Sizes

| group | files | count | bytes | largest |
| --- | --- | --- | --- | --- |
${rows.join('\n')}

Total: ${total.toLocaleString('en-US')} bytes.
`;
  writeFileSync(path.join(OUT, 'README.md'), text);
  console.log(`total ${total} bytes`);
}

try {
  await stills('gallery', gallery, 3 / 2);
  await stills('categories', named(categories), 3 / 2);
  await stills('destinations', named(destinations), 3 / 2);
  await stills('team', named(team), 1);
  await stills('insights', insights, 3 / 2);
  await heroSlides();
  ambient();
  await brand();
  readme();
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
