// The pieces place scenes are built from: trees, buildings, boats, flowers and weather, each drawn at a given spot and
// size. A painter adds SVG to the canvas; sizes are in pixels of the scene (1600 × 1067 for a 3:2 still).
import { f, mix, pts } from './media-draw.mjs';

const shade = (color, t) => mix(color, '#000000', t);
const tint = (color, t) => mix(color, '#ffffff', t);

// ---------------------------------------------------------------- sky and weather

/** Flat-bottomed cumulus: a few overlapping puffs, softly edged. */
function cloud(c, x, y, w, color = '#ffffff', opacity = 0.9, shadow = null) {
  const puffs = [[-0.32, 0.05, 0.22], [-0.1, -0.12, 0.3], [0.16, -0.06, 0.26], [0.36, 0.06, 0.18]];
  let d = '';
  for (const [dx, dy, r] of puffs) d += `M${f(x + dx * w - r * w)} ${f(y + dy * w)} a${f(r * w)} ${f(r * w)} 0 1 0 ${f(2 * r * w)} 0 a${f(r * w)} ${f(r * w)} 0 1 0 ${f(-2 * r * w)} 0`;
  const clip = c.id('k');
  c.defs.push(`<clipPath id="${clip}"><rect x="${f(x - w)}" y="${f(y - w)}" width="${f(2 * w)}" height="${f(w + w * 0.12)}"/></clipPath>`);
  if (shadow) c.add(`<g clip-path="url(#${clip})" opacity="${opacity}"><path d="${d}" fill="${shadow}" transform="translate(0 ${f(w * 0.05)})" filter="${c.blur(2)}"/></g>`);
  c.add(`<g clip-path="url(#${clip})" opacity="${opacity}"><path d="${d}" fill="${color}" filter="${c.blur(1.5)}"/></g>`);
}

export function clouds(c, rng, { y0, y1, count, color = '#ffffff', opacity = 0.85, size = [120, 260], shadow = null }) {
  for (let i = 0; i < count; i++) cloud(c, rng() * c.W, y0 + rng() * (y1 - y0), size[0] + rng() * (size[1] - size[0]), color, opacity * (0.6 + rng() * 0.4), shadow);
}

export function stars(c, rng, count, maxY, color = '#fffaf0') {
  let d = '';
  for (let i = 0; i < count; i++) {
    const r = rng() < 0.06 ? 2.6 : 0.8 + rng() * 1.2;
    d += `M${f(rng() * c.W)} ${f(Math.pow(rng(), 1.3) * maxY)} m-${f(r)} 0 a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0 a${f(r)} ${f(r)} 0 1 0 -${f(2 * r)} 0`;
  }
  c.add(`<path d="${d}" fill="${color}" opacity="0.85"/>`);
}

/** A band of the galaxy: a blurred diagonal glow with denser stars inside. */
export function milkyWay(c, rng, maxY) {
  const id = c.id('mw');
  c.defs.push(`<clipPath id="${id}"><rect width="${c.W}" height="${f(maxY)}"/></clipPath>`);
  c.add(`<g clip-path="url(#${id})"><ellipse cx="${f(c.W * 0.55)}" cy="${f(maxY * 0.45)}" rx="${f(c.W * 0.6)}" ry="${f(maxY * 0.16)}" transform="rotate(-24 ${f(c.W * 0.55)} ${f(maxY * 0.45)})" fill="#c9c4e6" opacity="0.22" filter="${c.blur(30)}"/></g>`);
  let d = '';
  for (let i = 0; i < 260; i++) {
    const t = rng() * 2 - 1;
    const x = c.W * 0.55 + t * c.W * 0.6;
    const y = maxY * 0.45 - t * c.W * 0.6 * 0.45 + (rng() + rng() - 1) * maxY * 0.12;
    if (y < 0 || y > maxY) continue;
    const r = 0.6 + rng() * 0.9;
    d += `M${f(x - r)} ${f(y)} a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0 a${f(r)} ${f(r)} 0 1 0 -${f(2 * r)} 0`;
  }
  c.add(`<path d="${d}" fill="#ffffff" opacity="0.7"/>`);
}

export function steam(c, rng, x, y, w, h, count = 6, opacity = 0.35) {
  for (let i = 0; i < count; i++) {
    const cx = x + (rng() - 0.5) * w;
    const cy = y - rng() * h;
    c.add(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w * (0.12 + rng() * 0.16))}" ry="${f(h * (0.12 + rng() * 0.2))}" fill="#ffffff" opacity="${(opacity * (0.5 + rng() * 0.5)).toFixed(2)}" filter="${c.blur(18)}"/>`);
  }
}

// ---------------------------------------------------------------- trees and plants

/** Italian cypress: a tall flame. */
const cypressPath = (x, base, h, w = h * 0.16) =>
  `M${f(x)} ${f(base - h)} C${f(x + w)} ${f(base - h * 0.7)} ${f(x + w * 0.9)} ${f(base - h * 0.1)} ${f(x + w * 0.3)} ${f(base)} L${f(x - w * 0.3)} ${f(base)} C${f(x - w * 0.9)} ${f(base - h * 0.1)} ${f(x - w)} ${f(base - h * 0.7)} ${f(x)} ${f(base - h)} Z`;

export function cypresses(c, list, color, light = null) {
  c.add(`<path d="${list.map(([x, base, h]) => cypressPath(x, base, h)).join('')}" fill="${color}"/>`);
  if (light) c.add(`<path d="${list.map(([x, base, h]) => cypressPath(x + h * 0.035, base - h * 0.04, h * 0.9, h * 0.06)).join('')}" fill="${light}" opacity="0.35"/>`);
}

/** A round-crowned tree (oak, olive, plane, fruit tree): trunk and a cluster of puffs with a lit side. */
export function roundTree(c, rng, x, base, h, { leaf, trunk = '#4a3a2e', light = '#fff4d0', width = 1, twist = 0, puffs = 7 }) {
  const tw = h * 0.06;
  c.add(`<path d="M${f(x - tw)} ${f(base)} C${f(x - tw + twist * h * 0.2)} ${f(base - h * 0.3)} ${f(x - tw * 0.4 - twist * h * 0.15)} ${f(base - h * 0.45)} ${f(x - tw * 0.3)} ${f(base - h * 0.6)} L${f(x + tw * 0.3)} ${f(base - h * 0.6)} C${f(x + tw * 0.4 - twist * h * 0.15)} ${f(base - h * 0.45)} ${f(x + tw + twist * h * 0.2)} ${f(base - h * 0.3)} ${f(x + tw)} ${f(base)} Z" fill="${trunk}"/>`);
  const cy = base - h * 0.66;
  const R = h * 0.36;
  let d = '';
  let hi = '';
  for (let i = 0; i < puffs; i++) {
    const a = (i / puffs) * Math.PI * 2 + rng();
    const px = x + Math.cos(a) * R * 0.7 * width;
    const py = cy + Math.sin(a) * R * 0.45;
    const r = R * (0.45 + rng() * 0.25);
    d += `M${f(px - r * width)} ${f(py)} a${f(r * width)} ${f(r)} 0 1 0 ${f(2 * r * width)} 0 a${f(r * width)} ${f(r)} 0 1 0 ${f(-2 * r * width)} 0`;
    if (Math.sin(a) < 0.2) hi += `M${f(px - r * 0.7 * width)} ${f(py - r * 0.2)} a${f(r * 0.6 * width)} ${f(r * 0.55)} 0 1 0 ${f(1.2 * r * width)} 0 a${f(r * 0.6 * width)} ${f(r * 0.55)} 0 1 0 ${f(-1.2 * r * width)} 0`;
  }
  d += `M${f(x - R * 0.8 * width)} ${f(cy)} a${f(R * 0.8 * width)} ${f(R * 0.6)} 0 1 0 ${f(1.6 * R * width)} 0 a${f(R * 0.8 * width)} ${f(R * 0.6)} 0 1 0 ${f(-1.6 * R * width)} 0`;
  c.add(`<path d="${d}" fill="${leaf}"/>`);
  c.add(`<path d="${hi}" fill="${mix(leaf, light, 0.28)}" opacity="0.8"/>`);
}

/** Low, rounded desert shrubs (juniper, sage) scattered along a ground line function. */
export function shrubs(c, rng, count, { x0 = 0, x1 = c.W, yOf, size, color, light = '#d8e0a0' }) {
  let d = '';
  let hi = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + rng() * (x1 - x0);
    const y = yOf(x);
    const s = size * (0.6 + rng() * 0.8);
    for (let k = 0; k < 3; k++) {
      const px = x + (k - 1) * s * 0.55;
      const r = s * (0.45 + rng() * 0.2);
      d += `M${f(px - r)} ${f(y)} a${f(r)} ${f(r * 0.8)} 0 1 1 ${f(2 * r)} 0 Z`;
      hi += `M${f(px - r * 0.5)} ${f(y - r * 0.35)} a${f(r * 0.4)} ${f(r * 0.3)} 0 1 1 ${f(r * 0.8)} 0 Z`;
    }
  }
  c.add(`<path d="${d}" fill="${color}"/>`);
  c.add(`<path d="${hi}" fill="${mix(color, light, 0.35)}" opacity="0.7"/>`);
}

/** Jungle canopy: a ridge of overlapping round crowns. */
export function canopy(c, rng, yOf, { color, light = '#c8f0a0', size = 60, x0 = -40, x1 = c.W + 40, dense = 1 }) {
  let d = '';
  let hi = '';
  for (let x = x0; x < x1; x += size * (0.45 + rng() * 0.4) / dense) {
    const r = size * (0.6 + rng() * 0.7);
    const y = yOf(x) + (rng() - 0.5) * size * 0.5;
    d += `M${f(x - r)} ${f(y)} a${f(r)} ${f(r * 0.85)} 0 1 1 ${f(2 * r)} 0 L${f(x + r)} ${f(c.H + 10)} L${f(x - r)} ${f(c.H + 10)} Z`;
    hi += `M${f(x - r * 0.6)} ${f(y - r * 0.3)} a${f(r * 0.45)} ${f(r * 0.3)} 0 1 1 ${f(r * 0.9)} 0 Z`;
  }
  c.add(`<path d="${d}" fill="${color}"/>`);
  c.add(`<path d="${hi}" fill="${mix(color, light, 0.3)}" opacity="0.6"/>`);
}

/** Bamboo stalks with their nodes and a few leaf sprays. */
export function bamboo(c, rng, x0, x1, count, { color = '#6f9a4a', dark = '#3d5f2c', top = 0, bottom = c.H }) {
  for (let i = 0; i < count; i++) {
    const x = x0 + rng() * (x1 - x0);
    const w = 14 + rng() * 22;
    const lean = (rng() - 0.5) * 60;
    const col = mix(color, dark, rng() * 0.7);
    c.add(`<path d="M${f(x - w / 2)} ${f(bottom + 10)} L${f(x - w / 2 + lean)} ${f(top - 10)} L${f(x + w / 2 + lean)} ${f(top - 10)} L${f(x + w / 2)} ${f(bottom + 10)} Z" fill="${c.lin([[0, shade(col, 0.2)], [0.4, tint(col, 0.15)], [1, shade(col, 0.3)]], 0, 0, 1, 0)}"/>`);
    let nodes = '';
    for (let y = bottom - 40 - rng() * 60; y > top; y -= 110 + rng() * 60) {
      const t = (bottom - y) / (bottom - top || 1);
      nodes += `M${f(x - w / 2 + lean * t - 2)} ${f(y)} h${f(w + 4)}`;
    }
    c.add(`<path d="${nodes}" stroke="${shade(col, 0.4)}" stroke-width="4" opacity="0.7"/>`);
  }
}

/** Slender leaves in sprays, as bamboo or grass tops. */
export function leafSprays(c, rng, count, area, color, len = 60) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = area[0] + rng() * (area[2] - area[0]);
    const y = area[1] + rng() * (area[3] - area[1]);
    for (let k = 0; k < 4; k++) {
      const a = Math.PI * (0.15 + rng() * 0.7) + (rng() < 0.5 ? 0 : Math.PI * 0.2);
      const L = len * (0.6 + rng() * 0.7);
      const ex = x + Math.cos(a) * L * (rng() < 0.5 ? 1 : -1);
      const ey = y + Math.sin(a) * L * 0.4;
      d += `M${f(x)} ${f(y)} Q${f((x + ex) / 2)} ${f(Math.min(y, ey) - L * 0.15)} ${f(ex)} ${f(ey)} Q${f((x + ex) / 2)} ${f(Math.min(y, ey) - L * 0.02)} ${f(x)} ${f(y)} Z`;
    }
  }
  c.add(`<path d="${d}" fill="${color}"/>`);
}

/** Clusters of small blossoms (bougainvillea, maple foliage, flowering meadows). */
export function blossoms(c, rng, count, area, colors, r = 8, opacity = 0.95) {
  for (const color of colors) {
    let d = '';
    for (let i = 0; i < count / colors.length; i++) {
      const x = area[0] + rng() * (area[2] - area[0]);
      const y = area[1] + rng() * (area[3] - area[1]);
      const rr = r * (0.6 + rng() * 0.8);
      d += `M${f(x - rr)} ${f(y)} a${f(rr)} ${f(rr)} 0 1 0 ${f(2 * rr)} 0 a${f(rr)} ${f(rr)} 0 1 0 ${f(-2 * rr)} 0`;
    }
    c.add(`<path d="${d}" fill="${color}" opacity="${opacity}"/>`);
  }
}

/** A five-petalled tropical flower (hibiscus, frangipani), seen from the front. */
export function flower(c, x, y, r, petal, centre, rot = 0, { petals = 5, cup = 0.55 } = {}) {
  let d = '';
  for (let k = 0; k < petals; k++) {
    const a = rot + (k / petals) * Math.PI * 2;
    const px = x + Math.cos(a) * r * 0.55;
    const py = y + Math.sin(a) * r * 0.55;
    d += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(r * 0.55)}" ry="${f(r * 0.55 * cup + r * 0.12)}" transform="rotate(${f((a * 180) / Math.PI)} ${f(px)} ${f(py)})"/>`;
  }
  c.add(`<g fill="${c.rad([[0, centre], [0.35, mix(petal, centre, 0.4)], [1, petal]], 0.5, 0.5, 0.5)}">${d}</g>`);
  c.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.16)}" fill="${centre}"/>`);
}

/** Grass blades along the bottom edge: a soft foreground. */
export function grass(c, rng, y, color, { height = 60, count = 220, x0 = -10, x1 = c.W + 10 } = {}) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + rng() * (x1 - x0);
    const h = height * (0.4 + rng() * 0.8);
    const lean = (rng() - 0.5) * h * 0.6;
    d += `M${f(x - 3)} ${f(y + 8)} Q${f(x + lean * 0.3)} ${f(y - h * 0.5)} ${f(x + lean)} ${f(y - h)} Q${f(x + lean * 0.3 + 2)} ${f(y - h * 0.5)} ${f(x + 3)} ${f(y + 8)} Z`;
  }
  c.add(`<rect x="-10" y="${f(y)}" width="${c.W + 20}" height="${f(c.H - y + 10)}" fill="${color}"/>`);
  c.add(`<path d="${d}" fill="${color}"/>`);
}

// ---------------------------------------------------------------- buildings

function windowsGrid(x, y, w, h, cols, rows, ww, wh) {
  let d = '';
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) {
      const cx = x + ((k + 0.5) / cols) * w;
      const cy = y + ((r + 0.5) / rows) * h;
      d += `M${f(cx - ww / 2)} ${f(cy - wh / 2)} h${f(ww)} v${f(wh)} h${f(-ww)} Z`;
    }
  }
  return d;
}

/** A lake or garden villa: a long façade, rows of shuttered windows, a low hipped roof. */
export function villa(c, x, base, w, h, { wall = '#e8c79a', roof = '#b5563a', shutter = '#4f6b50', floors = 3, cols = 7, side = 0.35 }) {
  const rh = h * 0.16;
  c.add(`<path d="M${f(x + w)} ${f(base)} v${f(-h)} l${f(w * side * 0.4)} ${f(-h * 0.04)} v${f(h * 1.04)} Z" fill="${shade(wall, 0.22)}"/>`);
  c.add(`<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="${c.lin([[0, tint(wall, 0.1)], [1, shade(wall, 0.08)]])}"/>`);
  c.add(`<path d="M${f(x - w * 0.03)} ${f(base - h)} L${f(x + w * 0.08)} ${f(base - h - rh)} L${f(x + w * 0.92 + w * side * 0.4)} ${f(base - h - rh)} L${f(x + w * 1.03 + w * side * 0.4)} ${f(base - h - h * 0.04)} L${f(x + w * 1.03)} ${f(base - h)} Z" fill="${roof}"/>`);
  c.add(`<path d="${windowsGrid(x, base - h * 0.96, w, h * 0.88, cols, floors, w / cols * 0.34, (h * 0.88) / floors * 0.5)}" fill="${shade(wall, 0.55)}"/>`);
  c.add(`<path d="${windowsGrid(x - (w / cols) * 0.22, base - h * 0.96, w, h * 0.88, cols, floors, w / cols * 0.1, (h * 0.88) / floors * 0.5)}${windowsGrid(x + (w / cols) * 0.22, base - h * 0.96, w, h * 0.88, cols, floors, w / cols * 0.1, (h * 0.88) / floors * 0.5)}" fill="${shutter}"/>`);
}

/** A simple house block with a gable or hip roof, windows and an optional tower; used for farmhouses and villages. */
export function house(c, x, base, w, h, { wall, roof, window = null, roofH = h * 0.35, hip = false, side = 0.3, door = null }) {
  const sw = w * side;
  c.add(`<path d="M${f(x + w)} ${f(base)} v${f(-h)} l${f(sw)} ${f(-h * 0.05)} v${f(h * 1.05)} Z" fill="${shade(wall, 0.25)}"/>`);
  c.add(`<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`);
  if (hip) c.add(`<path d="M${f(x - w * 0.05)} ${f(base - h)} L${f(x + w * 0.2)} ${f(base - h - roofH)} L${f(x + w * 0.8 + sw)} ${f(base - h - roofH)} L${f(x + w + sw + w * 0.05)} ${f(base - h - h * 0.05)} L${f(x + w * 1.05)} ${f(base - h)} Z" fill="${roof}"/>`);
  else {
    c.add(`<path d="M${f(x + w)} ${f(base - h)} L${f(x + w / 2)} ${f(base - h - roofH)} L${f(x + w / 2 + sw)} ${f(base - h - roofH - h * 0.05)} L${f(x + w + sw + w * 0.04)} ${f(base - h - h * 0.05)} Z" fill="${shade(roof, 0.2)}"/>`);
    c.add(`<path d="M${f(x - w * 0.06)} ${f(base - h + 2)} L${f(x + w / 2)} ${f(base - h - roofH)} L${f(x + w * 1.06)} ${f(base - h + 2)} Z" fill="${roof}"/>`);
  }
  if (window) c.add(`<path d="${windowsGrid(x, base - h * 0.9, w, h * 0.6, Math.max(1, Math.round(w / (h * 0.5))), Math.max(1, Math.round(h / 60)), Math.min(w, h) * 0.14, h * 0.18)}" fill="${window}"/>`);
  if (door) c.add(`<rect x="${f(x + w * 0.42)}" y="${f(base - h * 0.42)}" width="${f(w * 0.16)}" height="${f(h * 0.42)}" rx="${f(w * 0.08)}" fill="${door}"/>`);
}

/** A square stone tower with a low pyramid cap (Tuscan borgo, bell tower). */
export function tower(c, x, base, w, h, { wall, roof = null, window = null, bell = false }) {
  c.add(`<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`);
  c.add(`<rect x="${f(x + w * 0.72)}" y="${f(base - h)}" width="${f(w * 0.28)}" height="${f(h)}" fill="${shade(wall, 0.2)}"/>`);
  if (bell) c.add(`<path d="M${f(x + w * 0.25)} ${f(base - h * 0.78)} h${f(w * 0.5)} v${f(-h * 0.12)} a${f(w * 0.25)} ${f(w * 0.25)} 0 0 0 ${f(-w * 0.5)} 0 Z" fill="${window ?? shade(wall, 0.6)}"/>`);
  else if (window) c.add(`<rect x="${f(x + w * 0.4)}" y="${f(base - h * 0.8)}" width="${f(w * 0.2)}" height="${f(h * 0.12)}" fill="${window}"/>`);
  if (roof) c.add(`<path d="M${f(x - w * 0.08)} ${f(base - h)} L${f(x + w / 2)} ${f(base - h - w * 0.35)} L${f(x + w * 1.08)} ${f(base - h)} Z" fill="${roof}"/>`);
  else c.add(`<path d="M${f(x - w * 0.06)} ${f(base - h)} h${f(w * 1.12)} v${f(-w * 0.08)} h${f(-w * 1.12)} Z" fill="${shade(wall, 0.1)}"/>`);
}

/** An Alpine chalet: wide, shallow gable with deep eaves, timber upper floors, white base, flower balconies. */
export function chalet(c, rng, x, base, w, h, { wood = '#8a5a34', base: plinth = '#ece6da', roof = '#5a4a3e', flowers = '#d2443c', snow = null, lit = false }) {
  const peak = base - h - w * 0.32;
  c.add(`<rect x="${f(x)}" y="${f(base - h * 0.32)}" width="${f(w)}" height="${f(h * 0.32)}" fill="${plinth}"/>`);
  c.add(`<path d="M${f(x)} ${f(base - h * 0.32)} V${f(base - h)} L${f(x + w / 2)} ${f(peak + w * 0.06)} L${f(x + w)} ${f(base - h)} V${f(base - h * 0.32)} Z" fill="${c.lin([[0, tint(wood, 0.1)], [1, shade(wood, 0.15)]], 0, 0, 1, 0)}"/>`);
  let planks = '';
  for (let y = base - h * 0.32 - 10; y > peak + 20; y -= 14) planks += `M${f(x)} ${f(y)} h${f(w)}`;
  c.add(`<path d="${planks}" stroke="${shade(wood, 0.3)}" stroke-width="2" opacity="0.35"/>`);
  const winCol = lit ? '#ffd58a' : shade(wood, 0.6);
  c.add(`<path d="${windowsGrid(x + w * 0.08, base - h * 0.92, w * 0.84, h * 0.5, 4, 2, w * 0.07, h * 0.12)}${windowsGrid(x + w * 0.1, base - h * 0.28, w * 0.8, h * 0.2, 4, 1, w * 0.07, h * 0.1)}" fill="${winCol}"/>`);
  if (lit) c.add(`<circle cx="${f(x + w / 2)}" cy="${f(base - h * 0.6)}" r="${f(w * 0.7)}" fill="${c.rad([[0, '#ffc878', 0.25], [1, '#ffc878', 0]])}"/>`);
  for (const yy of [base - h * 0.64, base - h * 0.34]) {
    c.add(`<rect x="${f(x - w * 0.04)}" y="${f(yy)}" width="${f(w * 1.08)}" height="${f(h * 0.07)}" fill="${shade(wood, 0.25)}"/>`);
    if (flowers && !snow) {
      let d = '';
      for (let k = 0; k < 26; k++) {
        const fx = x + rng() * w;
        const r = 3 + rng() * 5;
        d += `M${f(fx - r)} ${f(yy - 2)} a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0 a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
      }
      c.add(`<path d="${d}" fill="${flowers}"/>`);
    }
  }
  const eave = w * 0.12;
  c.add(`<path d="M${f(x - eave)} ${f(base - h + w * 0.04)} L${f(x + w / 2)} ${f(peak - 6)} L${f(x + w + eave)} ${f(base - h + w * 0.04)} L${f(x + w + eave)} ${f(base - h + w * 0.07)} L${f(x + w / 2)} ${f(peak + 10)} L${f(x - eave)} ${f(base - h + w * 0.07)} Z" fill="${roof}"/>`);
  if (snow) c.add(`<path d="M${f(x - eave)} ${f(base - h + w * 0.04)} L${f(x + w / 2)} ${f(peak - 6)} L${f(x + w + eave)} ${f(base - h + w * 0.04)} L${f(x + w + eave)} ${f(base - h + w * 0.02)} L${f(x + w / 2)} ${f(peak - 20)} L${f(x - eave)} ${f(base - h + w * 0.02)} Z" fill="${snow}"/>`);
}

/** A white church with an onion dome (Bavaria, the Alps). */
export function onionChurch(c, x, base, s, { wall = '#f3efe6', dome = '#3f5a46', roof = '#a54a35' }) {
  const tw = 40 * s;
  const th = 190 * s;
  c.add(`<path d="M${f(x + tw)} ${f(base)} v${f(-95 * s)} l${f(55 * s)} ${f(-40 * s)} l${f(55 * s)} ${f(40 * s)} v${f(95 * s)} Z" fill="${wall}"/>`);
  c.add(`<path d="M${f(x + tw - 4 * s)} ${f(base - 95 * s)} l${f(59 * s)} ${f(-44 * s)} l${f(59 * s)} ${f(44 * s)} l${f(-4 * s)} ${f(2 * s)} l${f(-55 * s)} ${f(-40 * s)} l${f(-55 * s)} ${f(40 * s)} Z" fill="${roof}"/>`);
  c.add(`<path d="M${f(x + tw)} ${f(base - 95 * s)} l${f(55 * s)} ${f(-40 * s)} l${f(55 * s)} ${f(40 * s)}" fill="${roof}" opacity="0.85"/>`);
  c.add(`<rect x="${f(x)}" y="${f(base - th)}" width="${f(tw)}" height="${f(th)}" fill="${wall}"/>`);
  c.add(`<rect x="${f(x + tw * 0.7)}" y="${f(base - th)}" width="${f(tw * 0.3)}" height="${f(th)}" fill="${shade(wall, 0.12)}"/>`);
  c.add(`<rect x="${f(x + tw * 0.3)}" y="${f(base - th * 0.85)}" width="${f(tw * 0.4)}" height="${f(th * 0.1)}" rx="${f(tw * 0.2)}" fill="${shade(wall, 0.5)}"/>`);
  const dx = x + tw / 2;
  const dy = base - th;
  c.add(`<path d="M${f(dx - tw * 0.55)} ${f(dy)} C${f(dx - tw * 0.9)} ${f(dy - 30 * s)} ${f(dx - tw * 0.1)} ${f(dy - 45 * s)} ${f(dx - 3 * s)} ${f(dy - 70 * s)} L${f(dx)} ${f(dy - 90 * s)} L${f(dx + 3 * s)} ${f(dy - 70 * s)} C${f(dx + tw * 0.1)} ${f(dy - 45 * s)} ${f(dx + tw * 0.9)} ${f(dy - 30 * s)} ${f(dx + tw * 0.55)} ${f(dy)} Z" fill="${c.lin([[0, tint(dome, 0.2)], [1, shade(dome, 0.25)]], 0, 0, 1, 0)}"/>`);
}

/** A lakeside castle of round and square towers with pointed red roofs (Chillon-like). */
export function lakeCastle(c, x, base, s, { wall = '#d9d0bf', roof = '#9b4a35' }) {
  const parts = [
    [0, 90, 150, false], [60, 60, 120, true], [110, 120, 110, false], [220, 70, 200, true], [280, 130, 120, false], [400, 60, 150, true], [450, 70, 90, false],
  ];
  for (const [dx, w, h, round] of parts) {
    const px = x + dx * s;
    const pw = w * s;
    const ph = h * s;
    c.add(`<rect x="${f(px)}" y="${f(base - ph)}" width="${f(pw)}" height="${f(ph)}" fill="${c.lin([[0, tint(wall, 0.1)], [0.7, wall], [1, shade(wall, 0.25)]], 0, 0, 1, 0)}"/>`);
    const rh = (round ? 0.9 : 0.45) * pw;
    c.add(`<path d="M${f(px - 4 * s)} ${f(base - ph)} L${f(px + pw / 2)} ${f(base - ph - rh)} L${f(px + pw + 4 * s)} ${f(base - ph)} Z" fill="${roof}"/>`);
    c.add(`<path d="M${f(px + pw / 2)} ${f(base - ph - rh)} L${f(px + pw + 4 * s)} ${f(base - ph)} L${f(px + pw / 2)} ${f(base - ph)} Z" fill="${shade(roof, 0.25)}"/>`);
    c.add(`<path d="${windowsGrid(px, base - ph * 0.85, pw, ph * 0.5, Math.max(1, Math.round(pw / (40 * s))), 2, 8 * s, 16 * s)}" fill="${shade(wall, 0.6)}"/>`);
  }
  c.add(`<path d="M${f(x - 30 * s)} ${f(base)} Q${f(x + 260 * s)} ${f(base - 25 * s)} ${f(x + 560 * s)} ${f(base)} Z" fill="${shade(wall, 0.45)}"/>`);
}

/** Lucerne's covered wooden bridge with its octagonal stone water tower. */
export function coveredBridge(c, x0, x1, y, s, { wood = '#7a4a2c', roof = '#8f3b2c', tower: towerWall = '#9a8670' }) {
  const h = 26 * s;
  const slope = (x1 - x0) * 0.06;
  c.add(`<path d="M${f(x0)} ${f(y)} L${f(x1)} ${f(y - slope)} v${f(h)} L${f(x0)} ${f(y + h)} Z" fill="${wood}"/>`);
  let posts = '';
  for (let x = x0; x < x1; x += 60 * s) posts += `M${f(x)} ${f(y + h - ((x - x0) / (x1 - x0)) * slope)} v${f(60 * s)}`;
  c.add(`<path d="${posts}" stroke="${shade(wood, 0.35)}" stroke-width="${f(6 * s)}"/>`);
  c.add(`<path d="M${f(x0 - 8)} ${f(y + 2)} L${f(x0 + 16 * s)} ${f(y - 20 * s)} L${f(x1 + 16 * s)} ${f(y - 20 * s - slope)} L${f(x1 - 8)} ${f(y + 2 - slope)} Z" fill="${roof}"/>`);
  let flowers = '';
  for (let x = x0 + 10; x < x1; x += 14 * s) flowers += `M${f(x)} ${f(y + h * 0.55 - ((x - x0) / (x1 - x0)) * slope)} a${f(5 * s)} ${f(5 * s)} 0 1 0 ${f(10 * s)} 0 a${f(5 * s)} ${f(5 * s)} 0 1 0 ${f(-10 * s)} 0`;
  c.add(`<path d="${flowers}" fill="#d2443c" opacity="0.9"/>`);
  const tx = x0 + (x1 - x0) * 0.62;
  const ty = y - (x1 - x0) * 0.62 * 0.06;
  c.add(`<rect x="${f(tx - 40 * s)}" y="${f(ty - 150 * s)}" width="${f(80 * s)}" height="${f(230 * s)}" fill="${c.lin([[0, tint(towerWall, 0.15)], [1, shade(towerWall, 0.3)]], 0, 0, 1, 0)}"/>`);
  c.add(`<path d="M${f(tx - 48 * s)} ${f(ty - 150 * s)} L${f(tx)} ${f(ty - 230 * s)} L${f(tx + 48 * s)} ${f(ty - 150 * s)} Z" fill="${roof}"/>`);
  c.add(`<path d="${windowsGrid(tx - 40 * s, ty - 140 * s, 80 * s, 150 * s, 2, 3, 10 * s, 18 * s)}" fill="${shade(towerWall, 0.6)}"/>`);
}

/** Cycladic houses: white cubes with shaded sides, blue doors, the odd blue dome, stepped down a slope. */
export function whiteVillage(c, rng, { slope, x0, x1, rows, size, white = '#fbfaf6', shadeCol = '#cfd8e2', blue = '#2a5ea8', domeChance = 0.08 }) {
  const houses = [];
  for (let row = 0; row < rows; row++) {
    for (let x = x0 + (row % 2) * size * 0.4; x < x1; x += size * (0.9 + rng() * 0.6)) {
      const top = slope(x) - size * 0.5 + row * size * 0.8;
      if (top > c.H) continue;
      houses.push({ x, y: top, w: size * (0.8 + rng() * 0.6), h: size * (0.6 + rng() * 0.4), dome: rng() < domeChance, door: rng() < 0.5 });
    }
  }
  houses.sort((a, b) => a.y - b.y);
  for (const h of houses) {
    c.add(`<rect x="${f(h.x + h.w)}" y="${f(h.y + 6)}" width="${f(h.w * 0.22)}" height="${f(h.h)}" fill="${shadeCol}"/>`);
    c.add(`<rect x="${f(h.x)}" y="${f(h.y)}" width="${f(h.w)}" height="${f(h.h + 6)}" fill="${white}"/>`);
    if (h.door) c.add(`<rect x="${f(h.x + h.w * 0.35)}" y="${f(h.y + h.h * 0.45)}" width="${f(h.w * 0.22)}" height="${f(h.h * 0.55)}" rx="${f(h.w * 0.08)}" fill="${blue}"/>`);
    if (h.dome) {
      c.add(`<path d="M${f(h.x + h.w * 0.1)} ${f(h.y)} A${f(h.w * 0.4)} ${f(h.w * 0.4)} 0 0 1 ${f(h.x + h.w * 0.9)} ${f(h.y)} Z" fill="${blue}"/>`);
      c.add(`<path d="M${f(h.x + h.w / 2)} ${f(h.y - h.w * 0.4)} v${f(-h.w * 0.18)} M${f(h.x + h.w / 2 - h.w * 0.06)} ${f(h.y - h.w * 0.5)} h${f(h.w * 0.12)}" stroke="${white}" stroke-width="${f(h.w * 0.03)}"/>`);
    }
  }
}

/** A Greek chapel with a blue dome and a small bell arch. */
export function domeChapel(c, x, base, s, { white = '#fbfaf6', blue = '#2a5ea8', shadeCol = '#d6dde6' }) {
  c.add(`<rect x="${f(x)}" y="${f(base - 140 * s)}" width="${f(220 * s)}" height="${f(140 * s)}" fill="${white}"/>`);
  c.add(`<rect x="${f(x + 170 * s)}" y="${f(base - 140 * s)}" width="${f(50 * s)}" height="${f(140 * s)}" fill="${shadeCol}"/>`);
  c.add(`<rect x="${f(x + 40 * s)}" y="${f(base - 175 * s)}" width="${f(140 * s)}" height="${f(36 * s)}" fill="${white}"/>`);
  c.add(`<path d="M${f(x + 30 * s)} ${f(base - 174 * s)} A${f(80 * s)} ${f(80 * s)} 0 0 1 ${f(x + 190 * s)} ${f(base - 174 * s)} Z" fill="${c.lin([[0, tint(blue, 0.25)], [1, shade(blue, 0.25)]], 0, 0, 1, 0)}"/>`);
  c.add(`<path d="M${f(x + 110 * s)} ${f(base - 254 * s)} v${f(-40 * s)} M${f(x + 96 * s)} ${f(base - 280 * s)} h${f(28 * s)}" stroke="${white}" stroke-width="${f(6 * s)}"/>`);
  c.add(`<rect x="${f(x + 85 * s)}" y="${f(base - 80 * s)}" width="${f(50 * s)}" height="${f(80 * s)}" rx="${f(25 * s)}" fill="${blue}"/>`);
  c.add(`<path d="M${f(x - 90 * s)} ${f(base)} v${f(-200 * s)} h${f(80 * s)} v${f(200 * s)} Z M${f(x - 78 * s)} ${f(base - 160 * s)} h${f(24 * s)} v${f(-26 * s)} a${f(12 * s)} ${f(12 * s)} 0 0 0 ${f(-24 * s)} 0 Z M${f(x - 46 * s)} ${f(base - 160 * s)} h${f(24 * s)} v${f(-26 * s)} a${f(12 * s)} ${f(12 * s)} 0 0 0 ${f(-24 * s)} 0 Z" fill="${white}" fill-rule="evenodd"/>`);
  c.add(`<path d="M${f(x - 94 * s)} ${f(base - 200 * s)} a${f(44 * s)} ${f(30 * s)} 0 0 1 ${f(88 * s)} 0 Z" fill="${white}"/>`);
}

/** A round Greek windmill with a conical roof and triangular sails. */
export function windmill(c, x, base, s, { white = '#f7f3ea', roof = '#7a5a3a', sail = '#f4eee2', turn = 0.3 }) {
  c.add(`<path d="M${f(x - 50 * s)} ${f(base)} L${f(x - 42 * s)} ${f(base - 170 * s)} L${f(x + 42 * s)} ${f(base - 170 * s)} L${f(x + 50 * s)} ${f(base)} Z" fill="${c.lin([[0, white], [0.6, white], [1, shade(white, 0.2)]], 0, 0, 1, 0)}"/>`);
  c.add(`<path d="M${f(x - 46 * s)} ${f(base - 168 * s)} L${f(x)} ${f(base - 215 * s)} L${f(x + 46 * s)} ${f(base - 168 * s)} Z" fill="${roof}"/>`);
  c.add(`<rect x="${f(x - 12 * s)}" y="${f(base - 60 * s)}" width="${f(24 * s)}" height="${f(60 * s)}" fill="${shade(roof, 0.2)}"/>`);
  const hx = x;
  const hy = base - 175 * s;
  let d = '';
  for (let k = 0; k < 8; k++) {
    const a = turn + (k / 8) * Math.PI * 2;
    const ex = hx + Math.cos(a) * 130 * s;
    const ey = hy + Math.sin(a) * 130 * s;
    const a2 = a + 0.22;
    d += `M${f(hx)} ${f(hy)} L${f(ex)} ${f(ey)} L${f(hx + Math.cos(a2) * 120 * s)} ${f(hy + Math.sin(a2) * 120 * s)} Z`;
  }
  c.add(`<path d="${d}" fill="${sail}" opacity="0.92" stroke="${shade(sail, 0.4)}" stroke-width="${f(1.5 * s)}"/>`);
  c.add(`<circle cx="${f(hx)}" cy="${f(hy)}" r="${f(8 * s)}" fill="${shade(roof, 0.3)}"/>`);
}

/** The ruined colonnade of an ancient temple. */
export function columns(c, x, base, s, { stone = '#e6d6b8', shadowCol = '#b99f7a', count = 6, broken = [4] }) {
  const gap = 78 * s;
  const ch = 300 * s;
  c.add(`<rect x="${f(x - 30 * s)}" y="${f(base - 16 * s)}" width="${f(count * gap + 40 * s)}" height="${f(20 * s)}" fill="${shadowCol}"/>`);
  c.add(`<rect x="${f(x - 40 * s)}" y="${f(base - 4 * s)}" width="${f(count * gap + 60 * s)}" height="${f(24 * s)}" fill="${shade(shadowCol, 0.15)}"/>`);
  for (let i = 0; i < count; i++) {
    const cx = x + i * gap;
    const h = broken.includes(i) ? ch * 0.55 : ch;
    const w = 40 * s;
    c.add(`<path d="M${f(cx - w / 2)} ${f(base - 16 * s)} L${f(cx - w * 0.42)} ${f(base - 16 * s - h)} L${f(cx + w * 0.42)} ${f(base - 16 * s - h)} L${f(cx + w / 2)} ${f(base - 16 * s)} Z" fill="${c.lin([[0, shadowCol], [0.35, stone], [0.6, tint(stone, 0.3)], [1, shadowCol]], 0, 0, 1, 0)}"/>`);
    let flutes = '';
    for (let k = -2; k <= 2; k++) flutes += `M${f(cx + k * w * 0.16)} ${f(base - 16 * s)} L${f(cx + k * w * 0.14)} ${f(base - 16 * s - h)}`;
    c.add(`<path d="${flutes}" stroke="${shadowCol}" stroke-width="${f(2 * s)}" opacity="0.5"/>`);
    if (!broken.includes(i)) c.add(`<rect x="${f(cx - w * 0.7)}" y="${f(base - 16 * s - h - 14 * s)}" width="${f(w * 1.4)}" height="${f(14 * s)}" fill="${stone}"/>`);
  }
  const full = [...Array(count).keys()].filter((i) => !broken.includes(i));
  const runs = [];
  for (const i of full) {
    const last = runs[runs.length - 1];
    if (last && last[1] === i - 1) last[1] = i;
    else runs.push([i, i]);
  }
  for (const [a, b] of runs) if (b > a) c.add(`<rect x="${f(x + a * gap - 32 * s)}" y="${f(base - 16 * s - ch - 60 * s)}" width="${f((b - a) * gap + 64 * s)}" height="${f(46 * s)}" fill="${c.lin([tint(stone, 0.2), shadowCol])}"/>`);
}

export function lighthouse(c, x, base, s, { wall = '#efe6d6', top = '#c9a268' }) {
  c.add(`<path d="M${f(x - 26 * s)} ${f(base)} L${f(x - 18 * s)} ${f(base - 190 * s)} L${f(x + 18 * s)} ${f(base - 190 * s)} L${f(x + 26 * s)} ${f(base)} Z" fill="${c.lin([[0, wall], [1, shade(wall, 0.25)]], 0, 0, 1, 0)}"/>`);
  c.add(`<rect x="${f(x - 24 * s)}" y="${f(base - 215 * s)}" width="${f(48 * s)}" height="${f(25 * s)}" fill="${top}"/>`);
  c.add(`<path d="M${f(x - 16 * s)} ${f(base - 215 * s)} L${f(x)} ${f(base - 240 * s)} L${f(x + 16 * s)} ${f(base - 215 * s)} Z" fill="${shade(top, 0.3)}"/>`);
  c.add(`<circle cx="${f(x)}" cy="${f(base - 203 * s)}" r="${f(7 * s)}" fill="#fff2c0"/>`);
}

/** A Japanese torii gate. */
export function torii(c, x, base, w, h, red = '#c0392b', dark = '#2b1d1a') {
  const leg = w * 0.06;
  c.add(`<path d="M${f(x - w * 0.36 - leg / 2)} ${f(base)} L${f(x - w * 0.33 - leg / 2)} ${f(base - h)} h${f(leg)} L${f(x - w * 0.36 + leg / 2 + 4)} ${f(base)} Z M${f(x + w * 0.36 + leg / 2)} ${f(base)} L${f(x + w * 0.33 + leg / 2)} ${f(base - h)} h${f(-leg)} L${f(x + w * 0.36 - leg / 2 - 4)} ${f(base)} Z" fill="${red}"/>`);
  c.add(`<rect x="${f(x - w * 0.42)}" y="${f(base - h * 0.76)}" width="${f(w * 0.84)}" height="${f(h * 0.05)}" fill="${red}"/>`);
  c.add(`<rect x="${f(x - w * 0.04)}" y="${f(base - h * 0.92)}" width="${f(w * 0.08)}" height="${f(h * 0.16)}" fill="${red}"/>`);
  c.add(`<rect x="${f(x - w * 0.46)}" y="${f(base - h * 0.96)}" width="${f(w * 0.92)}" height="${f(h * 0.06)}" fill="${red}"/>`);
  c.add(`<path d="M${f(x - w * 0.56)} ${f(base - h * 1.06)} Q${f(x)} ${f(base - h * 0.96)} ${f(x + w * 0.56)} ${f(base - h * 1.06)} L${f(x + w * 0.52)} ${f(base - h * 0.97)} Q${f(x)} ${f(base - h * 0.9)} ${f(x - w * 0.52)} ${f(base - h * 0.97)} Z" fill="${dark}"/>`);
}

/** A five-storey pagoda: stacked, upturned roofs narrowing upward, a finial spire. */
export function pagoda(c, x, base, s, { wall = '#d9cbb0', roof = '#3b3330', trim = '#a8452e', tiers = 5 }) {
  let y = base;
  for (let i = 0; i < tiers; i++) {
    const w = (170 - i * 18) * s;
    const h = (52 - i * 3) * s;
    c.add(`<rect x="${f(x - w * 0.32)}" y="${f(y - h)}" width="${f(w * 0.64)}" height="${f(h)}" fill="${trim}"/>`);
    c.add(`<rect x="${f(x - w * 0.2)}" y="${f(y - h * 0.8)}" width="${f(w * 0.4)}" height="${f(h * 0.5)}" fill="${wall}" opacity="0.7"/>`);
    const ry = y - h;
    c.add(`<path d="M${f(x - w * 0.78)} ${f(ry - 2 * s)} Q${f(x - w * 0.5)} ${f(ry + 10 * s)} ${f(x - w * 0.32)} ${f(ry + 2 * s)} L${f(x + w * 0.32)} ${f(ry + 2 * s)} Q${f(x + w * 0.5)} ${f(ry + 10 * s)} ${f(x + w * 0.78)} ${f(ry - 2 * s)} L${f(x + w * 0.7)} ${f(ry - 12 * s)} Q${f(x + w * 0.45)} ${f(ry - 14 * s)} ${f(x + w * 0.22)} ${f(ry - 34 * s)} L${f(x - w * 0.22)} ${f(ry - 34 * s)} Q${f(x - w * 0.45)} ${f(ry - 14 * s)} ${f(x - w * 0.7)} ${f(ry - 12 * s)} Z" fill="${c.lin([[0, mix(roof, '#ffffff', 0.15)], [1, roof]])}"/>`);
    y = ry - 34 * s;
  }
  c.add(`<path d="M${f(x - 3 * s)} ${f(y)} v${f(-90 * s)} h${f(6 * s)} v${f(90 * s)} Z" fill="${shade(roof, 0.1)}"/>`);
  let rings = '';
  for (let k = 0; k < 7; k++) rings += `M${f(x - 9 * s)} ${f(y - 20 * s - k * 9 * s)} h${f(18 * s)}`;
  c.add(`<path d="${rings}" stroke="${shade(roof, 0.1)}" stroke-width="${f(3 * s)}"/>`);
}

/** A Thai temple hall: stacked, steep roof tiers with gilded edges and chofa finials. */
export function watHall(c, x, base, s, { wall = '#f2e8d4', roof = '#a8322a', roof2 = '#2f6b4f', gold = '#d9a431' }) {
  const w = 420 * s;
  c.add(`<rect x="${f(x - w * 0.38)}" y="${f(base - 120 * s)}" width="${f(w * 0.76)}" height="${f(120 * s)}" fill="${wall}"/>`);
  let cols = '';
  for (let k = 0; k < 7; k++) cols += `M${f(x - w * 0.36 + k * w * 0.12)} ${f(base)} v${f(-120 * s)}`;
  c.add(`<path d="${cols}" stroke="${shade(wall, 0.2)}" stroke-width="${f(10 * s)}"/>`);
  c.add(`<rect x="${f(x - w * 0.08)}" y="${f(base - 90 * s)}" width="${f(w * 0.16)}" height="${f(90 * s)}" fill="${gold}"/>`);
  const tiers = [[1, 120, roof], [0.78, 200, roof2], [0.56, 280, roof]];
  for (const [k, top, col] of tiers) {
    const ww = w * k;
    const yb = base - top * s + 60 * s;
    const yt = base - top * s - 70 * s;
    c.add(`<path d="M${f(x - ww / 2)} ${f(yb)} L${f(x - ww * 0.12)} ${f(yt)} L${f(x + ww * 0.12)} ${f(yt)} L${f(x + ww / 2)} ${f(yb)} Z" fill="${col}"/>`);
    c.add(`<path d="M${f(x - ww / 2)} ${f(yb)} L${f(x - ww * 0.12)} ${f(yt)} M${f(x + ww / 2)} ${f(yb)} L${f(x + ww * 0.12)} ${f(yt)}" stroke="${gold}" stroke-width="${f(7 * s)}" fill="none"/>`);
    c.add(`<path d="M${f(x - ww / 2)} ${f(yb)} q${f(-22 * s)} ${f(-4 * s)} ${f(-26 * s)} ${f(-30 * s)} M${f(x + ww / 2)} ${f(yb)} q${f(22 * s)} ${f(-4 * s)} ${f(26 * s)} ${f(-30 * s)}" stroke="${gold}" stroke-width="${f(6 * s)}" fill="none" stroke-linecap="round"/>`);
  }
  const ty = base - 350 * s;
  c.add(`<path d="M${f(x - w * 0.07)} ${f(ty + 2)} q${f(-6 * s)} ${f(-50 * s)} ${f(-30 * s)} ${f(-70 * s)} M${f(x + w * 0.07)} ${f(ty + 2)} q${f(6 * s)} ${f(-50 * s)} ${f(30 * s)} ${f(-70 * s)}" stroke="${gold}" stroke-width="${f(8 * s)}" fill="none" stroke-linecap="round"/>`);
}

/** A gilded bell-shaped chedi with its rings and spire. */
export function chedi(c, x, base, s, { gold = '#d8a73a', light = '#ffe6a0' }) {
  const g = c.lin([[0, shade(gold, 0.25)], [0.35, light], [0.55, gold], [1, shade(gold, 0.35)]], 0, 0, 1, 0);
  c.add(`<path d="M${f(x - 160 * s)} ${f(base)} h${f(320 * s)} v${f(-40 * s)} h${f(-30 * s)} v${f(-30 * s)} h${f(-260 * s)} v${f(30 * s)} h${f(-30 * s)} Z" fill="${g}"/>`);
  c.add(`<path d="M${f(x - 110 * s)} ${f(base - 70 * s)} C${f(x - 120 * s)} ${f(base - 170 * s)} ${f(x - 60 * s)} ${f(base - 230 * s)} ${f(x - 20 * s)} ${f(base - 250 * s)} L${f(x + 20 * s)} ${f(base - 250 * s)} C${f(x + 60 * s)} ${f(base - 230 * s)} ${f(x + 120 * s)} ${f(base - 170 * s)} ${f(x + 110 * s)} ${f(base - 70 * s)} Z" fill="${g}"/>`);
  let rings = '';
  for (let k = 0; k < 6; k++) rings += `M${f(x - (22 - k * 2.5) * s)} ${f(base - 258 * s - k * 16 * s)} h${f((44 - k * 5) * s)} v${f(-10 * s)} h${f(-(44 - k * 5) * s)} Z`;
  c.add(`<path d="${rings}" fill="${g}"/>`);
  c.add(`<path d="M${f(x - 7 * s)} ${f(base - 355 * s)} L${f(x)} ${f(base - 470 * s)} L${f(x + 7 * s)} ${f(base - 355 * s)} Z" fill="${g}"/>`);
}

/** A Balinese split gate (candi bentar): two mirrored stepped towers with a gap between. */
export function splitGate(c, x, base, s, { stone = '#6d5a4a', brick = '#a8644a', moss = '#5f7048' }) {
  for (const side of [-1, 1]) {
    const inner = x + side * 45 * s;
    const outer = x + side * 230 * s;
    const steps = 7;
    let d = `M${f(inner)} ${f(base)} V${f(base - 470 * s)} L${f(inner + side * 40 * s)} ${f(base - 500 * s)}`;
    for (let k = steps - 1; k >= 0; k--) {
      const y = base - (k + 1) * 62 * s;
      const ox = inner + side * (60 + (steps - 1 - k) * 24) * s;
      d += ` L${f(ox)} ${f(y - 14 * s)} L${f(ox + side * 18 * s)} ${f(y)} L${f(ox + side * 18 * s)} ${f(y + 20 * s)}`;
    }
    d += ` L${f(outer)} ${f(base)} Z`;
    c.add(`<path d="${d}" fill="${c.lin([[0, tint(brick, 0.1)], [1, shade(brick, 0.25)]], side > 0 ? 1 : 0, 0, side > 0 ? 0 : 1, 0)}"/>`);
    let bands = '';
    for (let k = 0; k < 8; k++) bands += `M${f(inner)} ${f(base - k * 62 * s - 30 * s)} h${f(side * (180 - k * 22) * s)}`;
    c.add(`<path d="${bands}" stroke="${stone}" stroke-width="${f(9 * s)}" opacity="0.75"/>`);
    c.add(`<path d="${d}" fill="${moss}" opacity="0.18"/>`);
  }
  c.add(`<path d="M${f(x - 300 * s)} ${f(base)} h${f(600 * s)} v${f(30 * s)} h${f(-600 * s)} Z" fill="${stone}"/>`);
}

/** A Balinese meru: a stack of dark thatched tiers on a stone base. */
export function meru(c, x, base, s, { thatch = '#2e2824', stone = '#8a7a68', tiers = 9 }) {
  c.add(`<rect x="${f(x - 60 * s)}" y="${f(base - 70 * s)}" width="${f(120 * s)}" height="${f(70 * s)}" fill="${stone}"/>`);
  c.add(`<rect x="${f(x - 25 * s)}" y="${f(base - 60 * s)}" width="${f(50 * s)}" height="${f(50 * s)}" fill="${shade(stone, 0.5)}"/>`);
  let y = base - 70 * s;
  for (let i = 0; i < tiers; i++) {
    const w = (150 - i * 11) * s;
    const h = (22 - i * 0.8) * s;
    c.add(`<path d="M${f(x - w / 2)} ${f(y)} L${f(x - w * 0.36)} ${f(y - h)} L${f(x + w * 0.36)} ${f(y - h)} L${f(x + w / 2)} ${f(y)} Z" fill="${c.lin([[0, tint(thatch, 0.15)], [1, shade(thatch, 0.2)]])}"/>`);
    c.add(`<rect x="${f(x - 6 * s)}" y="${f(y - h - 12 * s)}" width="${f(12 * s)}" height="${f(12 * s)}" fill="${shade(thatch, 0.3)}"/>`);
    y -= h + 12 * s;
  }
  c.add(`<path d="M${f(x - 6 * s)} ${f(y)} L${f(x)} ${f(y - 30 * s)} L${f(x + 6 * s)} ${f(y)} Z" fill="#c89a3a"/>`);
}

/** A neoclassical spa-town building: a long façade with a portico of columns and a pediment (Kurhaus). */
export function kurhaus(c, x, base, s, { wall = '#f2ede2', shadeCol = '#cfc4b0', roof = '#6f6a66' }) {
  const w = 900 * s;
  c.add(`<rect x="${f(x)}" y="${f(base - 200 * s)}" width="${f(w)}" height="${f(200 * s)}" fill="${wall}"/>`);
  c.add(`<path d="M${f(x - 10 * s)} ${f(base - 200 * s)} L${f(x + 30 * s)} ${f(base - 250 * s)} L${f(x + w - 30 * s)} ${f(base - 250 * s)} L${f(x + w + 10 * s)} ${f(base - 200 * s)} Z" fill="${roof}"/>`);
  c.add(`<path d="${windowsGrid(x + 10 * s, base - 190 * s, w - 20 * s, 180 * s, 16, 2, 18 * s, 46 * s)}" fill="${shade(wall, 0.45)}"/>`);
  const px = x + w * 0.3;
  const pw = w * 0.4;
  c.add(`<rect x="${f(px)}" y="${f(base - 230 * s)}" width="${f(pw)}" height="${f(230 * s)}" fill="${shade(wall, 0.35)}"/>`);
  let cols = '';
  for (let k = 0; k < 8; k++) cols += `M${f(px + 14 * s + (k * (pw - 28 * s)) / 7 - 11 * s)} ${f(base)} h${f(22 * s)} v${f(-215 * s)} h${f(-22 * s)} Z`;
  c.add(`<path d="${cols}" fill="${c.lin([[0, shadeCol], [0.4, tint(wall, 0.4)], [1, shadeCol]], 0, 0, 1, 0)}"/>`);
  c.add(`<rect x="${f(px - 10 * s)}" y="${f(base - 250 * s)}" width="${f(pw + 20 * s)}" height="${f(30 * s)}" fill="${wall}"/>`);
  c.add(`<path d="M${f(px - 14 * s)} ${f(base - 250 * s)} L${f(px + pw / 2)} ${f(base - 320 * s)} L${f(px + pw + 14 * s)} ${f(base - 250 * s)} Z" fill="${wall}"/>`);
  c.add(`<path d="M${f(px + 20 * s)} ${f(base - 256 * s)} L${f(px + pw / 2)} ${f(base - 308 * s)} L${f(px + pw - 20 * s)} ${f(base - 256 * s)} Z" fill="${shadeCol}"/>`);
  c.add(`<rect x="${f(x - 20 * s)}" y="${f(base)}" width="${f(w + 40 * s)}" height="${f(16 * s)}" fill="${shadeCol}"/>`);
}

/** A half-timbered house: white infill, dark beams, steep roof, flower boxes. */
export function timberHouse(c, x, base, w, h, { wall = '#f2ebdc', beam = '#5a3a28', roof = '#8f3f2c', flowers = '#d2443c' }) {
  c.add(`<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`);
  let d = `M${f(x)} ${f(base - h)} h${f(w)} M${f(x)} ${f(base - h * 0.5)} h${f(w)} M${f(x)} ${f(base)} h${f(w)}`;
  const n = Math.max(2, Math.round(w / (h * 0.28)));
  for (let k = 0; k <= n; k++) d += `M${f(x + (k * w) / n)} ${f(base - h)} v${f(h)}`;
  for (let k = 0; k < n; k += 2) d += `M${f(x + (k * w) / n)} ${f(base - h * 0.5)} L${f(x + ((k + 1) * w) / n)} ${f(base - h)} M${f(x + ((k + 1) * w) / n)} ${f(base - h * 0.5)} L${f(x + (k * w) / n)} ${f(base - h)}`;
  c.add(`<path d="${d}" stroke="${beam}" stroke-width="${f(h * 0.035)}" fill="none"/>`);
  c.add(`<path d="${windowsGrid(x, base - h * 0.45, w, h * 0.4, Math.max(1, Math.round(n / 2)), 1, w / n * 0.45, h * 0.18)}" fill="${shade(beam, 0.2)}"/>`);
  if (flowers) c.add(`<path d="${windowsGrid(x, base - h * 0.27, w, h * 0.06, Math.max(1, Math.round(n / 2)), 1, w / n * 0.55, h * 0.05)}" fill="${flowers}"/>`);
  c.add(`<path d="M${f(x - w * 0.06)} ${f(base - h)} L${f(x + w / 2)} ${f(base - h - h * 0.95)} L${f(x + w * 1.06)} ${f(base - h)} Z" fill="${roof}"/>`);
  c.add(`<path d="M${f(x + w * 0.2)} ${f(base - h - h * 0.2)} h${f(w * 0.6)} L${f(x + w / 2)} ${f(base - h - h * 0.7)} Z" fill="${wall}"/>`);
  c.add(`<path d="M${f(x + w * 0.2)} ${f(base - h - h * 0.2)} h${f(w * 0.6)} M${f(x + w / 2)} ${f(base - h - h * 0.2)} v${f(-h * 0.5)}" stroke="${beam}" stroke-width="${f(h * 0.03)}"/>`);
}

/** A Black Forest farmhouse: the huge hipped roof reaching almost to the ground. */
export function forestFarmhouse(c, x, base, s, { wall = '#efe6d2', wood = '#6a4630', roof = '#4a3a30', flowers = '#d2443c' }) {
  const w = 520 * s;
  c.add(`<rect x="${f(x)}" y="${f(base - 170 * s)}" width="${f(w)}" height="${f(170 * s)}" fill="${wall}"/>`);
  c.add(`<rect x="${f(x)}" y="${f(base - 170 * s)}" width="${f(w)}" height="${f(60 * s)}" fill="${wood}"/>`);
  c.add(`<path d="${windowsGrid(x + 20 * s, base - 100 * s, w - 40 * s, 70 * s, 7, 1, 34 * s, 44 * s)}" fill="${shade(wood, 0.3)}"/>`);
  c.add(`<path d="${windowsGrid(x + 20 * s, base - 60 * s, w - 40 * s, 10 * s, 7, 1, 42 * s, 10 * s)}" fill="${flowers}"/>`);
  c.add(`<path d="M${f(x - 50 * s)} ${f(base - 110 * s)} L${f(x + 60 * s)} ${f(base - 420 * s)} L${f(x + w - 60 * s)} ${f(base - 420 * s)} L${f(x + w + 50 * s)} ${f(base - 110 * s)} L${f(x + w - 20 * s)} ${f(base - 170 * s)} L${f(x + 20 * s)} ${f(base - 170 * s)} Z" fill="${c.lin([[0, tint(roof, 0.12)], [1, shade(roof, 0.2)]])}"/>`);
  c.add(`<path d="M${f(x + w * 0.38)} ${f(base - 170 * s)} L${f(x + w / 2)} ${f(base - 330 * s)} L${f(x + w * 0.62)} ${f(base - 170 * s)} Z" fill="${wood}"/>`);
  c.add(`<path d="${windowsGrid(x + w * 0.42, base - 250 * s, w * 0.16, 60 * s, 2, 1, 16 * s, 26 * s)}" fill="${shade(wood, 0.4)}"/>`);
}

/** A wooden boathouse on stilts at the water's edge. */
export function boathouse(c, x, base, s, { wood = '#7a5236', roof = '#4e3a2c' }) {
  c.add(`<path d="M${f(x)} ${f(base)} v${f(-120 * s)} h${f(220 * s)} v${f(120 * s)} Z" fill="${c.lin([[0, tint(wood, 0.1)], [1, shade(wood, 0.2)]], 0, 0, 1, 0)}"/>`);
  let planks = '';
  for (let k = 1; k < 16; k++) planks += `M${f(x + k * 14 * s)} ${f(base)} v${f(-120 * s)}`;
  c.add(`<path d="${planks}" stroke="${shade(wood, 0.35)}" stroke-width="${f(2 * s)}" opacity="0.5"/>`);
  c.add(`<path d="M${f(x + 60 * s)} ${f(base)} v${f(-70 * s)} a${f(50 * s)} ${f(40 * s)} 0 0 1 ${f(100 * s)} 0 v${f(70 * s)} Z" fill="${shade(wood, 0.6)}"/>`);
  c.add(`<path d="M${f(x - 20 * s)} ${f(base - 115 * s)} L${f(x + 110 * s)} ${f(base - 210 * s)} L${f(x + 240 * s)} ${f(base - 115 * s)} Z" fill="${roof}"/>`);
  let stilts = '';
  for (let k = 0; k < 6; k++) stilts += `M${f(x + 10 * s + k * 40 * s)} ${f(base)} v${f(30 * s)}`;
  c.add(`<path d="${stilts}" stroke="${shade(wood, 0.5)}" stroke-width="${f(8 * s)}"/>`);
}

/** A concrete arch bridge across a coastal canyon (Bixby-like). */
export function archBridge(c, x0, x1, deckY, s, { concrete = '#d9d2c6', shadowCol = '#8e8a84' }) {
  const mid = (x0 + x1) / 2;
  const span = x1 - x0;
  c.add(`<path d="M${f(x0)} ${f(deckY)} L${f(x1)} ${f(deckY)} v${f(16 * s)} L${f(x0)} ${f(deckY + 16 * s)} Z" fill="${concrete}"/>`);
  c.add(`<path d="M${f(x0 + span * 0.18)} ${f(deckY + 200 * s)} Q${f(mid)} ${f(deckY - 40 * s)} ${f(x1 - span * 0.18)} ${f(deckY + 200 * s)} L${f(x1 - span * 0.2)} ${f(deckY + 200 * s)} Q${f(mid)} ${f(deckY - 10 * s)} ${f(x0 + span * 0.2)} ${f(deckY + 200 * s)} Z" fill="${concrete}"/>`);
  let posts = '';
  for (let k = 1; k < 12; k++) {
    const x = x0 + (k / 12) * span;
    const t = (x - (x0 + span * 0.18)) / (span * 0.64);
    const archY = t > 0 && t < 1 ? deckY + 200 * s - 4 * t * (1 - t) * (200 * s + 20 * s) : deckY + 260 * s;
    posts += `M${f(x)} ${f(deckY + 16 * s)} V${f(archY)}`;
  }
  c.add(`<path d="${posts}" stroke="${shadowCol}" stroke-width="${f(7 * s)}"/>`);
  c.add(`<path d="M${f(x0)} ${f(deckY - 6 * s)} H${f(x1)}" stroke="${concrete}" stroke-width="${f(4 * s)}"/>`);
}

/** A red mountain train with its windows, on a slanted track. */
export function redTrain(c, x, y, s, angle = -8, { body = '#c42d2a', roof = '#e9e3d8' } = {}) {
  let cars = '';
  for (let k = 0; k < 3; k++) {
    const cx = x + k * 190 * s;
    cars += `<rect x="${f(cx)}" y="${f(y - 70 * s)}" width="${f(180 * s)}" height="${f(70 * s)}" rx="${f(12 * s)}" fill="${body}"/>`;
    cars += `<rect x="${f(cx + 4 * s)}" y="${f(y - 78 * s)}" width="${f(172 * s)}" height="${f(12 * s)}" rx="${f(6 * s)}" fill="${roof}"/>`;
    for (let w = 0; w < 5; w++) cars += `<rect x="${f(cx + 14 * s + w * 32 * s)}" y="${f(y - 60 * s)}" width="${f(24 * s)}" height="${f(26 * s)}" rx="${f(4 * s)}" fill="#2a3440"/>`;
  }
  c.add(`<g transform="rotate(${angle} ${f(x)} ${f(y)})">${cars}<rect x="${f(x - 40 * s)}" y="${f(y)}" width="${f(680 * s)}" height="${f(6 * s)}" fill="#3a3632"/></g>`);
}

export function balloon(c, x, y, r, colors) {
  let d = '';
  const n = colors.length;
  for (let k = 0; k < n; k++) {
    const a0 = -Math.PI / 2 + (k / n) * Math.PI;
    const a1 = -Math.PI / 2 + ((k + 1) / n) * Math.PI;
    const x0 = x + Math.sin(a0) * r;
    const x1 = x + Math.sin(a1) * r;
    d += `<path d="M${f(x)} ${f(y - r)} C${f(x0 * 1 + (x0 - x) * 0.35)} ${f(y - r)} ${f(x0 + (x0 - x) * 0.3)} ${f(y + r * 0.3)} ${f(x + (x0 - x) * 0.3)} ${f(y + r * 1.05)} L${f(x + (x1 - x) * 0.3)} ${f(y + r * 1.05)} C${f(x1 + (x1 - x) * 0.3)} ${f(y + r * 0.3)} ${f(x1 + (x1 - x) * 0.35)} ${f(y - r)} ${f(x)} ${f(y - r)} Z" fill="${colors[k]}"/>`;
  }
  c.add(d);
  c.add(`<path d="M${f(x - r * 0.3)} ${f(y + r * 1.05)} L${f(x - r * 0.16)} ${f(y + r * 1.4)} M${f(x + r * 0.3)} ${f(y + r * 1.05)} L${f(x + r * 0.16)} ${f(y + r * 1.4)}" stroke="#3a2a20" stroke-width="1.5"/><rect x="${f(x - r * 0.18)}" y="${f(y + r * 1.4)}" width="${f(r * 0.36)}" height="${f(r * 0.28)}" fill="#6a4a30"/>`);
}

// ---------------------------------------------------------------- boats and people

/** A Thai longtail boat: long low hull with a high prow wrapped in coloured ribbons, and a canopy. */
export function longtail(c, x, y, s, { hull = '#7a4a2c', canopy = '#2f6fa0', ribbons = ['#e84a5f', '#f2c14e', '#3fb7a6'], flip = false }) {
  const k = flip ? -1 : 1;
  const p = (dx, dy) => `${f(x + k * dx * s)} ${f(y + dy * s)}`;
  c.add(`<path d="M${p(-180, -10)} Q${p(-60, 22)} ${p(110, 14)} L${p(150, -4)} Q${p(175, -40)} ${p(190, -92)} Q${p(150, -30)} ${p(100, -20)} L${p(-175, -22)} Z" fill="${c.lin([[0, tint(hull, 0.15)], [1, shade(hull, 0.3)]])}"/>`);
  c.add(`<path d="M${p(-175, -22)} L${p(105, -20)}" stroke="${shade(hull, 0.4)}" stroke-width="${f(4 * s)}"/>`);
  c.add(`<path d="M${p(-120, -22)} V${f(y - 80 * s)} M${p(10, -22)} V${f(y - 80 * s)}" stroke="#4a3a2c" stroke-width="${f(4 * s)}"/>`);
  c.add(`<path d="M${p(-140, -78)} Q${p(-55, -96)} ${p(30, -78)} L${p(30, -70)} L${p(-140, -70)} Z" fill="${canopy}"/>`);
  ribbons.forEach((col, i) => c.add(`<path d="M${p(176 - i * 6, -70 + i * 8)} q${f(k * 26 * s)} ${f(14 * s)} ${f(k * 18 * s)} ${f(42 * s)}" stroke="${col}" stroke-width="${f(7 * s)}" fill="none" stroke-linecap="round"/>`));
  c.add(`<path d="M${p(-180, -12)} l${f(-k * 60 * s)} ${f(26 * s)}" stroke="#2a2420" stroke-width="${f(5 * s)}"/>`);
}

/** A small wooden boat (Riva-style launch, fishing caique, rowing boat). */
export function boat(c, x, y, s, { hull = '#7a4a2c', deck = '#e9dcc2', stripe = null, cabin = null, flip = false }) {
  const k = flip ? -1 : 1;
  const p = (dx, dy) => `${f(x + k * dx * s)} ${f(y + dy * s)}`;
  c.add(`<path d="M${p(-90, -16)} L${p(100, -16)} Q${p(120, -18)} ${p(130, -28)} L${p(100, 6)} Q${p(0, 14)} ${p(-84, 4)} Z" fill="${hull}"/>`);
  if (stripe) c.add(`<path d="M${p(-88, -10)} L${p(116, -10)}" stroke="${stripe}" stroke-width="${f(5 * s)}"/>`);
  c.add(`<path d="M${p(-90, -16)} L${p(100, -16)}" stroke="${deck}" stroke-width="${f(5 * s)}"/>`);
  if (cabin) c.add(`<path d="M${p(-40, -16)} L${p(-36, -44)} L${p(20, -44)} L${p(34, -16)} Z" fill="${cabin}"/>`);
}

/** A white lake paddle steamer with its funnel. */
export function steamer(c, x, y, s, { hull = '#f4f1ea', trim = '#2c4a6a', funnel = '#d9b45a' }) {
  c.add(`<path d="M${f(x - 260 * s)} ${f(y - 30 * s)} L${f(x + 250 * s)} ${f(y - 30 * s)} Q${f(x + 290 * s)} ${f(y - 28 * s)} ${f(x + 300 * s)} ${f(y - 50 * s)} L${f(x + 260 * s)} ${f(y + 8 * s)} L${f(x - 250 * s)} ${f(y + 8 * s)} Z" fill="${hull}"/>`);
  c.add(`<rect x="${f(x - 250 * s)}" y="${f(y - 14 * s)}" width="${f(520 * s)}" height="${f(8 * s)}" fill="${trim}"/>`);
  c.add(`<rect x="${f(x - 200 * s)}" y="${f(y - 70 * s)}" width="${f(380 * s)}" height="${f(40 * s)}" fill="${hull}"/>`);
  c.add(`<path d="${windowsGrid(x - 195 * s, y - 66 * s, 370 * s, 30 * s, 16, 1, 12 * s, 16 * s)}" fill="${trim}"/>`);
  c.add(`<rect x="${f(x - 210 * s)}" y="${f(y - 76 * s)}" width="${f(400 * s)}" height="${f(8 * s)}" fill="${shade(hull, 0.15)}"/>`);
  c.add(`<rect x="${f(x - 20 * s)}" y="${f(y - 130 * s)}" width="${f(30 * s)}" height="${f(56 * s)}" fill="${funnel}"/>`);
  c.add(`<path d="M${f(x - 40 * s)} ${f(y + 8 * s)} a${f(36 * s)} ${f(36 * s)} 0 0 1 ${f(72 * s)} 0 Z" fill="${shade(hull, 0.1)}"/>`);
}

export function kayak(c, x, y, s, { hull = '#e07a3a', person = '#2a2a30' }) {
  c.add(`<path d="M${f(x - 90 * s)} ${f(y)} Q${f(x)} ${f(y + 14 * s)} ${f(x + 90 * s)} ${f(y)} Q${f(x)} ${f(y - 8 * s)} ${f(x - 90 * s)} ${f(y)} Z" fill="${hull}"/>`);
  c.add(`<path d="M${f(x - 10 * s)} ${f(y - 2 * s)} v${f(-26 * s)} a${f(10 * s)} ${f(8 * s)} 0 0 1 ${f(20 * s)} 0 v${f(26 * s)} Z" fill="${person}"/><circle cx="${f(x)}" cy="${f(y - 40 * s)}" r="${f(8 * s)}" fill="${person}"/>`);
  c.add(`<path d="M${f(x - 50 * s)} ${f(y - 38 * s)} L${f(x + 50 * s)} ${f(y - 14 * s)}" stroke="${person}" stroke-width="${f(3 * s)}"/>`);
}

/** A surfer on a board, seen from afar: a silhouette. */
export function surfer(c, x, y, s, color = '#1e2228', board = '#f0e6d0') {
  c.add(`<path d="M${f(x - 40 * s)} ${f(y)} Q${f(x)} ${f(y + 8 * s)} ${f(x + 44 * s)} ${f(y - 2 * s)} Q${f(x)} ${f(y - 6 * s)} ${f(x - 40 * s)} ${f(y)} Z" fill="${board}"/>`);
  c.add(`<path d="M${f(x - 12 * s)} ${f(y - 2 * s)} L${f(x - 4 * s)} ${f(y - 26 * s)} L${f(x + 8 * s)} ${f(y - 26 * s)} L${f(x + 14 * s)} ${f(y - 2 * s)} M${f(x - 2 * s)} ${f(y - 26 * s)} L${f(x)} ${f(y - 50 * s)} M${f(x)} ${f(y - 44 * s)} L${f(x - 22 * s)} ${f(y - 36 * s)} M${f(x)} ${f(y - 44 * s)} L${f(x + 24 * s)} ${f(y - 40 * s)}" stroke="${color}" stroke-width="${f(6 * s)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`);
  c.add(`<circle cx="${f(x + 1 * s)}" cy="${f(y - 58 * s)}" r="${f(7 * s)}" fill="${color}"/>`);
}

/** Line of a wave breaking: white crests drawn as soft strokes. */
export function surfLines(c, rng, y0, y1, count, color = '#ffffff') {
  let d = '';
  for (let i = 0; i < count; i++) {
    const y = y0 + (i / count) * (y1 - y0) + (rng() - 0.5) * 10;
    const x = rng() * c.W * 0.3 - 100;
    d += `M${f(x)} ${f(y)} C${f(x + c.W * 0.3)} ${f(y - 8)} ${f(x + c.W * 0.7)} ${f(y + 10)} ${f(x + c.W * 1.2)} ${f(y - 4)}`;
  }
  c.add(`<path d="${d}" stroke="${color}" stroke-width="6" fill="none" opacity="0.7" filter="${c.blur(2)}" stroke-linecap="round"/>`);
}

// ---------------------------------------------------------------- land forms

/** A near-symmetric volcano cone (Arenal, Agung, Fuji) with an optional snow cap or cloud cap. */
export function volcanoCone(c, cx, baseY, w, h, { color, light = '#ffffff', snow = null, cloud: cap = null, skyCol = '#ffffff' }) {
  const peak = baseY - h;
  const d = `M${f(cx - w)} ${f(baseY)} C${f(cx - w * 0.45)} ${f(baseY - h * 0.15)} ${f(cx - w * 0.16)} ${f(peak + h * 0.3)} ${f(cx - w * 0.05)} ${f(peak)} L${f(cx + w * 0.05)} ${f(peak)} C${f(cx + w * 0.16)} ${f(peak + h * 0.3)} ${f(cx + w * 0.45)} ${f(baseY - h * 0.15)} ${f(cx + w)} ${f(baseY)} Z`;
  c.add(`<path d="${d}" fill="${c.lin([[0, mix(color, light, 0.15)], [0.5, color], [1, mix(color, skyCol, 0.25)]], 0, 0, 1, 0.4)}"/>`);
  if (snow) {
    const sh = h * 0.22;
    c.add(`<path d="M${f(cx - w * 0.05)} ${f(peak)} L${f(cx + w * 0.05)} ${f(peak)} C${f(cx + w * 0.1)} ${f(peak + sh * 0.5)} ${f(cx + w * 0.14)} ${f(peak + sh * 0.8)} ${f(cx + w * 0.16)} ${f(peak + sh)} L${f(cx + w * 0.1)} ${f(peak + sh * 0.85)} L${f(cx + w * 0.06)} ${f(peak + sh * 1.1)} L${f(cx)} ${f(peak + sh * 0.8)} L${f(cx - w * 0.06)} ${f(peak + sh * 1.05)} L${f(cx - w * 0.11)} ${f(peak + sh * 0.85)} L${f(cx - w * 0.16)} ${f(peak + sh)} C${f(cx - w * 0.14)} ${f(peak + sh * 0.8)} ${f(cx - w * 0.1)} ${f(peak + sh * 0.5)} ${f(cx - w * 0.05)} ${f(peak)} Z" fill="${snow}"/>`);
  }
  if (cap) {
    for (let i = 0; i < 4; i++) c.add(`<ellipse cx="${f(cx + (i - 1.5) * w * 0.08)}" cy="${f(peak + h * 0.02 - i * 6)}" rx="${f(w * (0.18 + i * 0.04))}" ry="${f(h * 0.05)}" fill="${cap}" opacity="${(0.75 - i * 0.12).toFixed(2)}" filter="${c.blur(8)}"/>`);
  }
}

/**
 * A dolomite massif, like the Sella or the Sassolungo: a broad wall of pale limestone with horizontal ledges, a crown of
 * blocky towers, vertical cracks, and the lit face turned to the left.
 */
export function massif(c, rng, x0, x1, baseY, h, { color, shadowCol, light = '#ffffff' }) {
  const span = x1 - x0;
  const outline = [[x0, baseY], [x0 + span * 0.04, baseY - h * 0.55]];
  let x = x0 + span * 0.06;
  while (x < x1 - span * 0.06) {
    const w = span * (0.06 + rng() * 0.1);
    const u = (x - x0) / span;
    const crest = h * (0.7 + 0.3 * Math.sin(Math.PI * u));
    const th = crest * (0.86 + rng() * 0.14);
    const notch = crest * (0.76 + rng() * 0.1);
    outline.push([x, baseY - notch], [x + w * 0.12, baseY - th * 0.96], [x + w * 0.3, baseY - th], [x + w * 0.55, baseY - th * (0.95 + rng() * 0.05)], [x + w * 0.62, baseY - th * 0.9], [x + w * 0.8, baseY - th * 0.92], [x + w, baseY - notch * 1.02]);
    x += w;
  }
  outline.push([x1 - span * 0.03, baseY - h * 0.5], [x1, baseY]);
  const d = `M${pts(outline)} Z`;
  const id = c.id('ms');
  c.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  c.add(`<path d="${d}" fill="${c.lin([[0, mix(color, light, 0.15)], [1, shade(color, 0.06)]], 0, 0, 1, 0)}"/>`);
  let ledges = '';
  for (let y = baseY - h * 1.05; y < baseY; y += h * (0.08 + rng() * 0.08)) ledges += `M${f(x0)} ${f(y)} L${f(x1)} ${f(y + (rng() - 0.5) * 10)}`;
  let cracks = '';
  for (let i = 0; i < 18; i++) {
    const gx = x0 + span * (0.06 + rng() * 0.88);
    const gy = baseY - h * (0.2 + rng() * 0.8);
    cracks += `M${f(gx)} ${f(gy)} l${f((rng() - 0.5) * 10)} ${f(h * (0.15 + rng() * 0.35))}`;
  }
  // The shadowed side of each tower: a band on its right.
  let shadowSide = '';
  for (let i = 2; i < outline.length - 2; i += 7) {
    const [tx] = outline[i + 3] ?? outline[i];
    const [rx] = outline[i + 5] ?? outline[i];
    shadowSide += `M${f(tx)} ${f(baseY - h * 1.2)} L${f(rx + 2)} ${f(baseY - h * 1.2)} L${f(rx + 2)} ${f(baseY)} L${f(tx)} ${f(baseY)} Z`;
  }
  c.add(`<g clip-path="url(#${id})"><path d="${shadowSide}" fill="${shadowCol}" opacity="0.28"/><path d="${ledges}" stroke="${shadowCol}" stroke-width="5" opacity="0.35" fill="none"/><path d="${ledges}" stroke="${light}" stroke-width="3" opacity="0.25" fill="none" transform="translate(0 -5)"/><path d="${cracks}" stroke="${shadowCol}" stroke-width="4" opacity="0.4" fill="none"/><rect x="${f(x0)}" y="${f(baseY - h * 0.35)}" width="${f(span)}" height="${f(h * 0.35)}" fill="${c.lin([[0, shadowCol, 0], [1, shadowCol, 0.45]])}"/></g>`);
}

/**
 * A red sandstone butte like Sedona's: talus slopes, sheer layered cliffs, a stepped top, optional spires. The strata
 * are bands of lighter and darker rock across the cliff; the lit side faces left.
 */
export function butte(c, rng, x, baseY, w, h, { color, shadowCol, spire = false, light = '#ffe2c0', cap = null }) {
  const top = baseY - h;
  const L = x - w / 2;
  const R = x + w / 2;
  const cliffFoot = baseY - h * 0.38;
  const outline = [[L, baseY], [L + w * 0.1, baseY - h * 0.12], [L + w * 0.18, cliffFoot], [L + w * 0.2, top + h * 0.3], [L + w * 0.24, top + h * 0.22], [L + w * 0.26, top]];
  if (spire) {
    const n = 2 + Math.floor(rng() * 3);
    for (let k = 0; k < n; k++) {
      const sx = L + w * (0.3 + ((k + 0.2 + rng() * 0.6) / n) * 0.42);
      const sh = h * (0.12 + rng() * 0.55);
      const bw = w * (0.035 + rng() * 0.03);
      outline.push([sx - bw, top], [sx - bw * 0.6, top - sh * 0.45], [sx - bw * 0.35, top - sh * 0.8], [sx - bw * 0.1, top - sh], [sx + bw * 0.25, top - sh * 0.9], [sx + bw * 0.45, top - sh * 0.5], [sx + bw * 0.8, top]);
    }
  } else outline.push([L + w * 0.5, top - h * 0.02]);
  outline.push([R - w * 0.26, top + h * 0.04], [R - w * 0.22, top + h * 0.18], [R - w * 0.2, top + h * 0.22], [R - w * 0.17, cliffFoot + h * 0.04], [R - w * 0.08, baseY - h * 0.14], [R, baseY]);
  const id = c.id('bt');
  const d = `M${pts(outline)} Z`;
  c.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  c.add(`<path d="${d}" fill="${color}"/>`);
  let bands = '';
  const stripe = (y, hh, col, op) => `<rect x="${f(L)}" y="${f(y)}" width="${f(w)}" height="${f(hh)}" fill="${col}" opacity="${op}"/>`;
  for (let y = top - h * 0.5, k = 0; y < baseY; k++) {
    const hh = h * (0.04 + rng() * 0.08);
    bands += stripe(y, hh, k % 2 ? mix(color, light, 0.3) : shade(color, 0.12), k % 2 ? 0.55 : 0.4);
    y += hh;
  }
  if (cap) bands += stripe(top - h * 0.6, h * 0.66, cap, 0.85);
  const shadowSide = `M${f(x + w * 0.05)} ${f(top - h)} L${f(R + 10)} ${f(top - h)} L${f(R + 10)} ${f(baseY)} L${f(x + w * 0.12)} ${f(baseY)} Z`;
  let gullies = '';
  for (let i = 0; i < 10; i++) {
    const gx = L + w * (0.2 + rng() * 0.6);
    gullies += `M${f(gx)} ${f(top + h * rng() * 0.1)} l${f(4 + rng() * 8)} ${f(h * (0.3 + rng() * 0.4))} l-8 0 Z`;
  }
  const talus = `M${f(L - 10)} ${f(baseY + 4)} L${f(L + w * 0.18)} ${f(cliffFoot + h * 0.02)} Q${f(x)} ${f(cliffFoot + h * 0.14)} ${f(R - w * 0.17)} ${f(cliffFoot + h * 0.05)} L${f(R + 10)} ${f(baseY + 4)} Z`;
  c.add(`<g clip-path="url(#${id})">${bands}<path d="${shadowSide}" fill="${shadowCol}" opacity="0.4"/><path d="${gullies}" fill="${shadowCol}" opacity="0.35"/><path d="${talus}" fill="${c.lin([[0, mix(color, light, 0.12)], [1, shade(color, 0.1)]])}" opacity="0.9"/></g>`);
}
