// Drawing helpers the procedural scenes share: an SVG canvas, seeded randomness, colour mixing, ridges, skies, water,
// trees, leaves, stones. Every scene file draws with these.

export { rngFor } from '../seeded-random.mjs';

const hex = (n) => Math.round(Math.max(0, Math.min(255, n))).toString(16).padStart(2, '0');
const parse = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
export function mix(a, b, t) {
  const [r1, g1, b1] = parse(a);
  const [r2, g2, b2] = parse(b);
  return `#${hex(r1 + (r2 - r1) * t)}${hex(g1 + (g2 - g1) * t)}${hex(b1 + (b2 - b1) * t)}`;
}
export const f = (n) => (Math.round(n * 10) / 10).toString();
export const pts = (list) => list.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L');

export class Canvas {
  constructor(W, H) {
    this.W = W;
    this.H = H;
    this.defs = [];
    this.body = [];
    this.n = 0;
    this.blurs = new Map();
  }
  id(prefix) {
    return `${prefix}${++this.n}`;
  }
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false) {
    const id = this.id('l');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${stopsOf(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5, user = false) {
    const id = this.id('r');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${units}>${stopsOf(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(sd) {
    if (!this.blurs.has(sd)) {
      const id = this.id('b');
      this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
      this.blurs.set(sd, `url(#${id})`);
    }
    return this.blurs.get(sd);
  }
  texture(freq, octaves, opacity, tint = '#000000', seed = 1) {
    const id = this.id('t');
    const [r, g, b] = parse(tint).map((v) => (v / 255).toFixed(3));
    this.defs.push(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}"/>` +
        `<feColorMatrix values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} 0 0 0 ${opacity * 2.2} ${-opacity * 0.9}"/></filter>`,
    );
    this.add(`<rect width="${this.W}" height="${this.H}" filter="url(#${id})"/>`);
  }
  add(s) {
    this.body.push(s);
  }
  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

function stopsOf(stops) {
  return stops
    .map((s, i) => {
      const [offset, color, opacity = 1] = Array.isArray(s) ? s : [i / (stops.length - 1), s, 1];
      return `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`;
    })
    .join('');
}

// Midpoint displacement: a natural, fractal ridge line.
export function ridge(rng, W, y0, amp, rough = 0.52, levels = 8, tilt = 0) {
  const N = 2 ** levels;
  const ys = new Array(N + 1);
  ys[0] = y0 + (rng() - 0.5) * amp;
  ys[N] = y0 + (rng() - 0.5) * amp + tilt;
  let step = N;
  let a = amp;
  while (step > 1) {
    const h = step / 2;
    for (let i = h; i < N; i += step) ys[i] = (ys[i - h] + ys[i + h]) / 2 + (rng() - 0.5) * a;
    a *= rough;
    step = h;
  }
  return ys.map((y, i) => [(i * (W + 40)) / N - 20, y]);
}
// Smooth rolling line from a few sines.
export function rolling(rng, W, y0, amp, waves = 3, n = 120) {
  const comps = Array.from({ length: waves }, (_, i) => ({ k: (i + 1) * (0.6 + rng()), ph: rng() * 6.28, a: amp / (i + 1) }));
  return Array.from({ length: n + 1 }, (_, i) => {
    const x = (i / n) * (W + 40) - 20;
    const y = y0 + comps.reduce((s, c) => s + c.a * Math.sin((x / W) * Math.PI * c.k + c.ph), 0);
    return [x, y];
  });
}
export const fillUnder = (line, H) => `M${f(line[0][0])} ${H + 10} L${pts(line)} L${f(line[line.length - 1][0])} ${H + 10} Z`;
export const yAt = (line, x) => {
  for (let i = 1; i < line.length; i++) {
    if (line[i][0] >= x) {
      const [x0, y0] = line[i - 1];
      const [x1, y1] = line[i];
      return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1);
    }
  }
  return line[line.length - 1][1];
};

export function sky(c, stops) {
  c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.lin(stops)}"/>`);
}
export function sun(c, x, y, r, core, glow, glowSize = 6) {
  c.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * glowSize)}" fill="${c.rad([[0, glow, 0.55], [0.35, glow, 0.18], [1, glow, 0]])}"/>`);
  c.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${core}" filter="${c.blur(r * 0.12)}"/>`);
}
export function mistBand(c, y, h, color, opacity) {
  c.add(`<rect x="-20" y="${f(y - h / 2)}" width="${c.W + 40}" height="${f(h)}" fill="${c.lin([[0, color, 0], [0.5, color, opacity], [1, color, 0]])}"/>`);
}
export function mistWisps(c, rng, y, spread, color, count, opacity) {
  for (let i = 0; i < count; i++) {
    const w = c.W * (0.2 + rng() * 0.35);
    c.add(`<ellipse cx="${f(rng() * c.W)}" cy="${f(y + (rng() - 0.5) * spread)}" rx="${f(w / 2)}" ry="${f(12 + rng() * 30)}" fill="${color}" opacity="${f(opacity * (0.5 + rng() * 0.5) * 100) / 100}" filter="${c.blur(28)}"/>`);
  }
}
export function pine(x, base, h, w, rng) {
  const tiers = 5 + Math.floor(rng() * 3);
  const left = [];
  const right = [];
  for (let i = 0; i < tiers; i++) {
    const t0 = i / tiers;
    const y = base - h * 0.08 - (h * 0.92 * (i + 1)) / tiers;
    const yOut = base - h * 0.08 - h * 0.92 * t0 - h * 0.02;
    const width = (w / 2) * (1 - t0 * 0.85);
    left.push([x - width, yOut], [x - width * 0.35, y + h * 0.05]);
    right.unshift([x + width * 0.35, y + h * 0.05], [x + width, yOut]);
  }
  return `M${f(x - w * 0.05)} ${f(base)} L${pts(left)} L${f(x)} ${f(base - h)} L${pts(right)} L${f(x + w * 0.05)} ${f(base)} Z`;
}
export function treeLine(c, rng, line, color, hMin, hMax, density = 0.9, opacity = 1) {
  let d = '';
  for (let x = -10; x < c.W + 10; x += (hMin / 3) * (0.5 + rng()) / density) {
    const h = hMin + rng() * (hMax - hMin);
    d += pine(x, yAt(line, x) + h * 0.15, h, h * (0.32 + rng() * 0.12), rng);
  }
  c.add(`<path d="${d}${fillUnder(line.map(([x, y]) => [x, y + hMin * 0.1]), c.H)}" fill="${color}" opacity="${opacity}"/>`);
}

// Far layers fade toward the sky colour: atmospheric perspective.
export function mountainLayers(c, rng, { top, bottom, near, far, count = 5, amp = 0.28, mist = far, mistOpacity = 0.55, rough = 0.52, snow = null }) {
  for (let i = 0; i < count; i++) {
    const t = i / Math.max(1, count - 1);
    const y0 = c.H * (top + (bottom - top) * t);
    const a = c.H * amp * (1 - t * 0.6);
    const line = ridge(rng, c.W, y0, a, rough, 8, (rng() - 0.5) * a * 0.6);
    const color = mix(far, near, t);
    c.add(`<path d="${fillUnder(line, c.H)}" fill="${color}"/>`);
    if (snow && i < 2) {
      const ys = line.map((p) => p[1]);
      const thr = Math.min(...ys) + (Math.max(...ys) - Math.min(...ys)) * 0.5;
      const lower = line.map(([x, y], k) => [x, y < thr ? Math.min(thr + Math.sin(k * 0.25) * 14, y + c.H * 0.07) : y]);
      c.add(`<path d="M${pts(line)} L${pts(lower.reverse())} Z" fill="${c.lin([[0, snow], [1, mix(snow, '#9fb0c4', 0.45)]], 0, 0, 1, 1)}"/>`);
    }
    if (i < count - 1) mistBand(c, y0 + a * 0.55, c.H * 0.16, mist, mistOpacity * (1 - t * 0.4) * (snow && i < 1 ? 0.4 : 1));
  }
}

export function reflectAbove(c, horizon, id, opacity = 0.55, blur = 3) {
  const clip = c.id('k');
  c.defs.push(`<clipPath id="${clip}"><rect y="${f(horizon)}" width="${c.W}" height="${f(c.H - horizon)}"/></clipPath>`);
  c.add(`<g clip-path="url(#${clip})"><use href="#${id}" xlink:href="#${id}" transform="translate(0 ${f(horizon * 2)}) scale(1 -1)" opacity="${opacity}" filter="${c.blur(blur)}"/></g>`);
}
export function ripples(c, rng, y0, y1, color, count, opacity) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const y = y0 + (y1 - y0) * Math.pow(rng(), 1.6);
    const w = 20 + ((y - y0) / (y1 - y0 || 1)) * 240 * rng();
    const x = rng() * c.W;
    d += `M${f(x)} ${f(y)} h${f(w)}`;
  }
  c.add(`<path d="${d}" stroke="${color}" stroke-width="1.6" opacity="${opacity}" stroke-linecap="round"/>`);
}

export function palm(c, rng, x, base, h, color, lean = 0.15) {
  const topX = x + h * lean;
  const topY = base - h;
  const ctrlX = x + h * lean * 0.2;
  const tw = h * 0.022;
  c.add(`<path d="M${f(x - tw * 1.6)} ${f(base)} Q${f(ctrlX - tw)} ${f(base - h * 0.55)} ${f(topX - tw * 0.6)} ${f(topY)} L${f(topX + tw * 0.6)} ${f(topY)} Q${f(ctrlX + tw)} ${f(base - h * 0.55)} ${f(x + tw * 1.6)} ${f(base)} Z" fill="${color}"/>`);
  const fronds = 7 + Math.floor(rng() * 3);
  let d = '';
  let leaf = '';
  for (let k = 0; k < fronds; k++) {
    const ang = -Math.PI + (k / (fronds - 1)) * Math.PI + (rng() - 0.5) * 0.3;
    const L = h * (0.32 + rng() * 0.14);
    const droop = L * (0.35 + rng() * 0.35) * (Math.abs(Math.cos(ang)) + 0.2);
    const ex = topX + Math.cos(ang) * L;
    const ey = topY + Math.sin(ang) * L * 0.55 + droop;
    const cx = topX + Math.cos(ang) * L * 0.5;
    const cy = topY + Math.sin(ang) * L * 0.55 - L * 0.2;
    d += `M${f(topX)} ${f(topY)} Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)}`;
    for (let s = 1; s < 20; s++) {
      const t = s / 20;
      const px = (1 - t) * (1 - t) * topX + 2 * (1 - t) * t * cx + t * t * ex;
      const py = (1 - t) * (1 - t) * topY + 2 * (1 - t) * t * cy + t * t * ey;
      const len = L * 0.2 * Math.sin(Math.PI * Math.min(1, t * 1.15));
      const dir = Math.cos(ang) >= 0 ? 1 : -1;
      for (const side of [-1, 1]) {
        const a2 = Math.PI / 2 + side * 0.5 + dir * 0.35;
        leaf += `M${f(px)} ${f(py)} l${f(Math.cos(a2) * len * dir * 0.4 * side)} ${f(Math.sin(a2) * len)}`;
      }
    }
  }
  c.add(`<path d="${d}" stroke="${color}" stroke-width="${f(h * 0.012)}" fill="none" stroke-linecap="round"/>`);
  c.add(`<path d="${leaf}" stroke="${color}" stroke-width="${f(h * 0.007)}" fill="none" stroke-linecap="round"/>`);
}

function leafPath(x, y, len, wid, ang) {
  const ca = Math.cos(ang);
  const sa = Math.sin(ang);
  const P = (u, v) => [x + u * ca - v * sa, y + u * sa + v * ca];
  const [tx, ty] = P(len, 0);
  const [c1x, c1y] = P(len * 0.35, wid);
  const [c2x, c2y] = P(len * 0.8, wid * 0.55);
  const [c3x, c3y] = P(len * 0.8, -wid * 0.55);
  const [c4x, c4y] = P(len * 0.35, -wid);
  return {
    outline: `M${f(x)} ${f(y)} C${f(c1x)} ${f(c1y)} ${f(c2x)} ${f(c2y)} ${f(tx)} ${f(ty)} C${f(c3x)} ${f(c3y)} ${f(c4x)} ${f(c4y)} ${f(x)} ${f(y)} Z`,
    rib: `M${f(x)} ${f(y)} L${f(tx)} ${f(ty)}`,
    veins: Array.from({ length: 7 }, (_, i) => {
      const u = len * (0.12 + i * 0.11);
      const [ax, ay] = P(u, 0);
      const w = wid * 0.8 * Math.sin(Math.PI * (u / len)) ;
      const [bx, by] = P(u + len * 0.12, w);
      const [cx, cy] = P(u + len * 0.12, -w);
      return `M${f(ax)} ${f(ay)} L${f(bx)} ${f(by)} M${f(ax)} ${f(ay)} L${f(cx)} ${f(cy)}`;
    }).join(''),
  };
}
export function leaf(c, x, y, len, wid, ang, color, { blur = 0, opacity = 1, light = '#ffffff' } = {}) {
  const p = leafPath(x, y, len, wid, ang);
  const filter = blur ? ` filter="${c.blur(blur)}"` : '';
  const fill = c.lin([[0, mix(color, '#000000', 0.25)], [1, mix(color, light, 0.25)]], 0, 0, 1, 1);
  c.add(`<g opacity="${opacity}"${filter}><path d="${p.outline}" fill="${fill}"/><path d="${p.rib}${p.veins}" stroke="${mix(color, light, 0.45)}" stroke-width="${f(Math.max(1.2, wid * 0.035))}" opacity="0.55" fill="none"/></g>`);
}
export function bokeh(c, rng, count, colors, rMin, rMax, area = [0, 0, 1, 1], opacityRange = [0.25, 0.7]) {
  for (let i = 0; i < count; i++) {
    const r = rMin + Math.pow(rng(), 2) * (rMax - rMin);
    const col = colors[Math.floor(rng() * colors.length)];
    const x = c.W * (area[0] + rng() * (area[2] - area[0]));
    const y = c.H * (area[1] + rng() * (area[3] - area[1]));
    const op = opacityRange[0] + rng() * (opacityRange[1] - opacityRange[0]);
    c.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c.rad([[0, col, 0.75], [0.8, col, 0.9], [0.95, mix(col, '#ffffff', 0.3), 1], [1, col, 0]])}" opacity="${op.toFixed(2)}" filter="${c.blur(Math.max(2, r * 0.08))}"/>`);
  }
}
export function stone(c, x, y, rx, ry, color, rot = 0) {
  const fill = c.rad([[0, mix(color, '#ffffff', 0.28)], [0.6, color], [1, mix(color, '#000000', 0.45)]], 0.38, 0.3, 0.75);
  c.add(`<ellipse cx="${f(x + rx * 0.1)}" cy="${f(y + ry * 0.55)}" rx="${f(rx * 1.05)}" ry="${f(ry * 0.45)}" fill="#000000" opacity="0.28" filter="${c.blur(ry * 0.25)}"/>`);
  c.add(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" transform="rotate(${f(rot)} ${f(x)} ${f(y)})" fill="${fill}"/>`);
}

// ---------------------------------------------------------------- scenes

