// Kind scenes: interiors and still lifes of what a kind of program does (spa, yoga, detox, fitness, nutrition, a
// longevity clinic). They show no landmark and no landscape, so any country's program can use them: a window shows
// only light.
import { f, leaf, mix, pts, stone } from './media-draw.mjs';
import { flower, steam } from './media-features.mjs';

const shade = (color, t) => mix(color, '#000000', t);
const tint = (color, t) => mix(color, '#ffffff', t);
const circle = (x, y, r) => `M${f(x - r)} ${f(y)} a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0 a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;

/** A contact shadow under an object standing on a surface. */
function contact(c, x, y, w, opacity = 0.3) {
  c.add(`<ellipse cx="${f(x + w * 0.08)}" cy="${f(y)}" rx="${f(w * 0.6)}" ry="${f(w * 0.09)}" fill="#000000" opacity="${opacity}" filter="${c.blur(Math.max(3, w * 0.05))}"/>`);
}

// ---------------------------------------------------------------- room: wall, window light, surface

function wall(c, p) {
  c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.lin(p.wall)}"/>`);
  if (p.window) {
    // A tall window seen as light only: frame, soft glow, and its shape thrown across the room.
    const x = c.W * p.window[0];
    const w = c.W * (p.window[1] ?? 0.26);
    const top = c.H * 0.08;
    const h = c.H * (p.windowH ?? 0.56);
    c.add(`<rect x="${f(x - w / 2 - 14)}" y="${f(top - 14)}" width="${f(w + 28)}" height="${f(h + 28)}" fill="${shade(p.wall[0], 0.12)}"/>`);
    c.add(`<rect x="${f(x - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" fill="${c.lin([tint(p.light ?? '#fff6e4', 0.4), p.light ?? '#fff6e4'])}"/>`);
    c.add(`<path d="M${f(x)} ${f(top)} v${f(h)} M${f(x - w / 2)} ${f(top + h * 0.45)} h${f(w)}" stroke="${shade(p.wall[0], 0.15)}" stroke-width="10"/>`);
    if (p.curtain) c.add(`<path d="M${f(x - w / 2 - 40)} ${f(top - 20)} h${f(w * 0.32)} q-20 ${f(h * 0.5)} 10 ${f(h + 60)} h${f(-w * 0.34)} Z" fill="${p.curtain}" opacity="0.9"/>`);
    c.add(`<circle cx="${f(x)}" cy="${f(top + h / 2)}" r="${f(Math.max(w, h) * 0.9)}" fill="${c.rad([[0, p.light ?? '#fff6e4', 0.45], [1, p.light ?? '#fff6e4', 0]])}"/>`);
  }
  if (p.lamp) c.add(`<circle cx="${f(c.W * p.lamp[0])}" cy="${f(c.H * p.lamp[1])}" r="${f(c.H * 0.5)}" fill="${c.rad([[0, '#ffcf8a', 0.5], [1, '#ffcf8a', 0]])}"/>`);
}

function floor(c, y, p) {
  c.add(`<rect y="${f(y)}" width="${c.W}" height="${f(c.H - y)}" fill="${c.lin(p.floor)}"/>`);
  if (p.planks) {
    let d = '';
    const vx = c.W * 0.5;
    for (let k = -14; k <= 14; k++) d += `M${f(vx + k * 60)} ${f(y)} L${f(vx + k * 260)} ${f(c.H + 10)}`;
    c.add(`<path d="${d}" stroke="${shade(p.floor[1], 0.2)}" stroke-width="3" opacity="0.35"/>`);
  }
  if (p.window) {
    const x = c.W * p.window[0];
    const w = c.W * (p.window[1] ?? 0.26);
    c.add(`<path d="M${f(x - w / 2)} ${f(y + 10)} L${f(x + w / 2)} ${f(y + 10)} L${f(x + w * 1.4)} ${f(c.H)} L${f(x - w * 0.2)} ${f(c.H)} Z" fill="${p.light ?? '#fff6e4'}" opacity="0.28" filter="${c.blur(12)}"/>`);
  }
}

function tableTop(c, y, p) {
  c.add(`<rect y="${f(y)}" width="${c.W}" height="${f(c.H - y)}" fill="${c.lin(p.table)}"/>`);
  c.add(`<rect y="${f(y)}" width="${c.W}" height="6" fill="${tint(p.table[0], 0.3)}" opacity="0.7"/>`);
  if (p.grain) {
    let d = '';
    for (let k = 0; k < 18; k++) {
      const yy = y + 20 + k * ((c.H - y) / 18);
      d += `M-10 ${f(yy)} C${f(c.W * 0.3)} ${f(yy - 6)} ${f(c.W * 0.6)} ${f(yy + 8)} ${f(c.W + 10)} ${f(yy)}`;
    }
    c.add(`<path d="${d}" stroke="${shade(p.table[1], 0.25)}" stroke-width="2" fill="none" opacity="0.3"/>`);
  }
  if (p.cloth) c.add(`<path d="M${f(c.W * p.cloth[0])} ${f(y + 10)} L${f(c.W * p.cloth[1])} ${f(y + 10)} L${f(c.W * p.cloth[1] + 120)} ${c.H + 10} L${f(c.W * p.cloth[0] - 60)} ${c.H + 10} Z" fill="${p.clothColor ?? '#efe8dc'}" opacity="0.95"/>`);
}

// ---------------------------------------------------------------- objects, each standing at (x, y) with size s (1 ≈ a hand's span)

const objects = {
  glass(c, rng, x, y, s, o) {
    const w = 90 * s;
    const h = 170 * s;
    contact(c, x, y, w);
    c.add(`<path d="M${f(x - w / 2)} ${f(y - h)} L${f(x - w * 0.42)} ${f(y)} L${f(x + w * 0.42)} ${f(y)} L${f(x + w / 2)} ${f(y - h)} Z" fill="#ffffff" opacity="0.25"/>`);
    const lh = h * (o.fill ?? 0.75);
    c.add(`<path d="M${f(x - w * 0.47)} ${f(y - lh)} L${f(x - w * 0.42)} ${f(y - 6 * s)} L${f(x + w * 0.42)} ${f(y - 6 * s)} L${f(x + w * 0.47)} ${f(y - lh)} Z" fill="${c.lin([[0, tint(o.color, 0.2)], [1, shade(o.color, 0.15)]], 0, 0, 1, 0)}" opacity="0.92"/>`);
    c.add(`<ellipse cx="${f(x)}" cy="${f(y - lh)}" rx="${f(w * 0.47)}" ry="${f(6 * s)}" fill="${tint(o.color, 0.35)}"/>`);
    c.add(`<path d="M${f(x - w * 0.36)} ${f(y - h * 0.9)} L${f(x - w * 0.32)} ${f(y - h * 0.15)}" stroke="#ffffff" stroke-width="${f(6 * s)}" opacity="0.55" stroke-linecap="round"/>`);
    if (o.straw) c.add(`<path d="M${f(x + w * 0.1)} ${f(y - lh * 0.5)} L${f(x + w * 0.3)} ${f(y - h * 1.25)}" stroke="${o.straw}" stroke-width="${f(8 * s)}" stroke-linecap="round"/>`);
    if (o.slice) {
      c.add(`<circle cx="${f(x + w * 0.42)}" cy="${f(y - h * 0.98)}" r="${f(30 * s)}" fill="${o.slice}"/>`);
      c.add(`<circle cx="${f(x + w * 0.42)}" cy="${f(y - h * 0.98)}" r="${f(24 * s)}" fill="${tint(o.slice, 0.5)}"/>`);
    }
    if (o.mint) leaf(c, x - w * 0.1, y - lh, 60 * s, 22 * s, -1.2, '#4f8a4a');
  },
  carafe(c, rng, x, y, s, o) {
    const w = 130 * s;
    const h = 260 * s;
    contact(c, x, y, w);
    const body = `M${f(x - w * 0.18)} ${f(y - h)} L${f(x - w * 0.16)} ${f(y - h * 0.72)} C${f(x - w * 0.6)} ${f(y - h * 0.6)} ${f(x - w * 0.56)} ${f(y)} ${f(x - w * 0.3)} ${f(y)} L${f(x + w * 0.3)} ${f(y)} C${f(x + w * 0.56)} ${f(y)} ${f(x + w * 0.6)} ${f(y - h * 0.6)} ${f(x + w * 0.16)} ${f(y - h * 0.72)} L${f(x + w * 0.18)} ${f(y - h)} Z`;
    c.add(`<path d="${body}" fill="#ffffff" opacity="0.28"/>`);
    c.add(`<rect x="${f(x - w * 0.5)}" y="${f(y - h * 0.55)}" width="${f(w)}" height="${f(h * 0.55)}" fill="${o.color ?? '#d8ecf0'}" opacity="0.45" clip-path="url(#${clipFor(c, body)})"/>`);
    if (o.slices) for (let k = 0; k < 3; k++) {
      const cx = x + (k - 1) * w * 0.22;
      const cy = y - h * (0.18 + k * 0.1);
      c.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(w * 0.14)}" fill="${o.slices}" opacity="0.9"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(w * 0.11)}" fill="${tint(o.slices, 0.5)}" opacity="0.9"/>`);
    }
    c.add(`<path d="M${f(x - w * 0.3)} ${f(y - h * 0.5)} Q${f(x - w * 0.4)} ${f(y - h * 0.25)} ${f(x - w * 0.3)} ${f(y - h * 0.08)}" stroke="#ffffff" stroke-width="${f(7 * s)}" fill="none" opacity="0.6" stroke-linecap="round"/>`);
  },
  bowl(c, rng, x, y, s, o) {
    const w = 260 * s;
    const h = 90 * s;
    contact(c, x, y, w);
    c.add(`<path d="M${f(x - w / 2)} ${f(y - h)} Q${f(x - w * 0.48)} ${f(y)} ${f(x - w * 0.1)} ${f(y)} L${f(x + w * 0.1)} ${f(y)} Q${f(x + w * 0.48)} ${f(y)} ${f(x + w / 2)} ${f(y - h)} Z" fill="${c.lin([[0, tint(o.color, 0.15)], [0.6, o.color], [1, shade(o.color, 0.25)]], 0, 0, 1, 0)}"/>`);
    c.add(`<ellipse cx="${f(x)}" cy="${f(y - h)}" rx="${f(w / 2)}" ry="${f(h * 0.28)}" fill="${shade(o.color, 0.15)}"/>`);
    const fill = o.content;
    if (fill === 'salad') {
      for (let k = 0; k < 14; k++) leaf(c, x + (rng() - 0.5) * w * 0.7, y - h - 10 * s + (rng() - 0.5) * 20 * s, 70 * s, 26 * s, -Math.PI / 2 + (rng() - 0.5) * 2.4, ['#5f9a4a', '#7fb05a', '#3f7a3a', '#a0c060'][k % 4]);
      c.add(`<path d="${circle(x - w * 0.12, y - h - 14 * s, 18 * s)}${circle(x + w * 0.16, y - h - 8 * s, 16 * s)}" fill="#d8402a"/>`);
      c.add(`<path d="${circle(x + w * 0.02, y - h - 20 * s, 14 * s)}" fill="#f2c14e"/>`);
    } else if (fill === 'soup') {
      c.add(`<ellipse cx="${f(x)}" cy="${f(y - h + 2)}" rx="${f(w * 0.44)}" ry="${f(h * 0.22)}" fill="${c.lin([o.soup ?? '#d8a04a', shade(o.soup ?? '#d8a04a', 0.2)])}"/>`);
      for (let k = 0; k < 6; k++) leaf(c, x + (rng() - 0.5) * w * 0.5, y - h + (rng() - 0.5) * 10 * s, 30 * s, 12 * s, rng() * 6, '#4f8a3a');
      steam(c, rng, x, y - h - 40 * s, w * 0.6, 120 * s, 4, 0.4);
    } else if (fill === 'grains' || fill === 'berries' || fill === 'salts' || fill === 'clay' || fill === 'stones') {
      const colors = { grains: ['#d8b870', '#c8a058', '#e8d090'], berries: ['#5a2a6a', '#c8283a', '#3a2a5a', '#e8404a'], salts: ['#f8f2ec', '#f0d8d8', '#ffffff'], clay: ['#9a7a5a', '#8a6a4a'], stones: ['#3a3836', '#4a4644'] }[fill];
      c.add(`<path d="M${f(x - w * 0.46)} ${f(y - h)} Q${f(x)} ${f(y - h - 70 * s)} ${f(x + w * 0.46)} ${f(y - h)} Z" fill="${colors[0]}"/>`);
      let dots = '';
      for (let k = 0; k < (fill === 'berries' ? 30 : 140); k++) {
        const u = rng() * 2 - 1;
        const px = x + u * w * 0.42;
        const py = y - h - rng() * 60 * s * (1 - u * u);
        dots += circle(px, py, (fill === 'berries' ? 12 : fill === 'stones' ? 16 : 3) * s);
      }
      c.add(`<path d="${dots}" fill="${colors[1]}" opacity="0.8"/>`);
    } else if (fill === 'fruit') {
      const fr = [['#f2a93b', 40], ['#a5c64a', 34], ['#d8402a', 36], ['#f6d04d', 32], ['#e9704a', 38]];
      fr.forEach(([col, r], k) => {
        const px = x + (k - 2) * w * 0.16;
        const py = y - h - 10 * s - (k % 2) * 28 * s;
        c.add(`<circle cx="${f(px)}" cy="${f(py)}" r="${f(r * s)}" fill="${c.rad([[0, tint(col, 0.35)], [1, shade(col, 0.15)]], 0.35, 0.35, 0.7)}"/>`);
      });
    }
  },
  plate(c, rng, x, y, s, o) {
    const w = 300 * s;
    contact(c, x, y, w, 0.2);
    c.add(`<ellipse cx="${f(x)}" cy="${f(y - 10 * s)}" rx="${f(w / 2)}" ry="${f(w * 0.16)}" fill="${o.color ?? '#f4f0e8'}"/>`);
    c.add(`<ellipse cx="${f(x)}" cy="${f(y - 12 * s)}" rx="${f(w * 0.36)}" ry="${f(w * 0.11)}" fill="${shade(o.color ?? '#f4f0e8', 0.05)}"/>`);
  },
  teapot(c, rng, x, y, s, o) {
    const w = 220 * s;
    const h = 160 * s;
    contact(c, x, y, w);
    const col = o.color ?? '#e8e2d6';
    c.add(`<path d="M${f(x + w * 0.32)} ${f(y - h * 0.5)} Q${f(x + w * 0.6)} ${f(y - h * 0.55)} ${f(x + w * 0.7)} ${f(y - h * 0.95)}" stroke="${col}" stroke-width="${f(20 * s)}" fill="none" stroke-linecap="round"/>`);
    c.add(`<path d="M${f(x - w * 0.34)} ${f(y - h * 0.75)} q${f(-w * 0.24)} ${f(h * 0.1)} ${f(-w * 0.12)} ${f(h * 0.45)}" stroke="${shade(col, 0.15)}" stroke-width="${f(14 * s)}" fill="none"/>`);
    c.add(`<path d="M${f(x - w * 0.38)} ${f(y - h * 0.7)} C${f(x - w * 0.46)} ${f(y - h * 0.1)} ${f(x - w * 0.2)} ${f(y)} ${f(x)} ${f(y)} C${f(x + w * 0.2)} ${f(y)} ${f(x + w * 0.46)} ${f(y - h * 0.1)} ${f(x + w * 0.38)} ${f(y - h * 0.7)} Z" fill="${c.lin([[0, tint(col, 0.2)], [0.55, col], [1, shade(col, 0.3)]], 0, 0, 1, 0)}"/>`);
    c.add(`<ellipse cx="${f(x)}" cy="${f(y - h * 0.72)}" rx="${f(w * 0.26)}" ry="${f(h * 0.06)}" fill="${shade(col, 0.2)}"/>`);
    c.add(`<circle cx="${f(x)}" cy="${f(y - h * 0.8)}" r="${f(10 * s)}" fill="${shade(col, 0.25)}"/>`);
    if (o.steam !== false) steam(c, rng, x + w * 0.72, y - h * 1.1, 60 * s, 120 * s, 3, 0.35);
  },
  cup(c, rng, x, y, s, o) {
    const w = 110 * s;
    const h = 80 * s;
    contact(c, x, y, w * 1.4, 0.2);
    const col = o.color ?? '#f0ebe2';
    c.add(`<ellipse cx="${f(x)}" cy="${f(y - 4 * s)}" rx="${f(w * 0.8)}" ry="${f(h * 0.18)}" fill="${shade(col, 0.08)}"/>`);
    c.add(`<path d="M${f(x + w * 0.42)} ${f(y - h * 0.75)} q${f(w * 0.35)} 0 ${f(w * 0.2)} ${f(h * 0.45)}" stroke="${col}" stroke-width="${f(10 * s)}" fill="none"/>`);
    c.add(`<path d="M${f(x - w / 2)} ${f(y - h)} Q${f(x - w * 0.45)} ${f(y - 6 * s)} ${f(x)} ${f(y - 6 * s)} Q${f(x + w * 0.45)} ${f(y - 6 * s)} ${f(x + w / 2)} ${f(y - h)} Z" fill="${c.lin([[0, tint(col, 0.2)], [1, shade(col, 0.25)]], 0, 0, 1, 0)}"/>`);
    c.add(`<ellipse cx="${f(x)}" cy="${f(y - h)}" rx="${f(w / 2)}" ry="${f(h * 0.14)}" fill="${o.drink ?? '#8a9a4a'}"/>`);
    if (o.steam !== false) steam(c, rng, x, y - h - 60 * s, 60 * s, 110 * s, 3, 0.35);
  },
  bottle(c, rng, x, y, s, o) {
    const w = 70 * s;
    const h = 220 * s;
    contact(c, x, y, w);
    const col = o.color ?? '#6a8a5a';
    c.add(`<path d="M${f(x - w / 2)} ${f(y)} V${f(y - h * 0.62)} Q${f(x - w / 2)} ${f(y - h * 0.74)} ${f(x - w * 0.16)} ${f(y - h * 0.8)} V${f(y - h)} H${f(x + w * 0.16)} V${f(y - h * 0.8)} Q${f(x + w / 2)} ${f(y - h * 0.74)} ${f(x + w / 2)} ${f(y - h * 0.62)} V${f(y)} Z" fill="${c.lin([[0, shade(col, 0.2)], [0.35, tint(col, 0.25)], [1, shade(col, 0.35)]], 0, 0, 1, 0)}" opacity="0.95"/>`);
    c.add(`<rect x="${f(x - w * 0.2)}" y="${f(y - h * 1.06)}" width="${f(w * 0.4)}" height="${f(h * 0.08)}" fill="${o.cap ?? '#3a3430'}"/>`);
    if (o.label) c.add(`<rect x="${f(x - w * 0.42)}" y="${f(y - h * 0.45)}" width="${f(w * 0.84)}" height="${f(h * 0.22)}" fill="${o.label}"/>`);
  },
  jar(c, rng, x, y, s, o) {
    const w = 120 * s;
    const h = 170 * s;
    contact(c, x, y, w);
    c.add(`<rect x="${f(x - w / 2)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.12)}" fill="#ffffff" opacity="0.3"/>`);
    c.add(`<rect x="${f(x - w * 0.46)}" y="${f(y - h * (o.fill ?? 0.7))}" width="${f(w * 0.92)}" height="${f(h * (o.fill ?? 0.7) - 4)}" rx="${f(w * 0.1)}" fill="${o.color}"/>`);
    let dots = '';
    for (let k = 0; k < 60; k++) dots += circle(x + (rng() - 0.5) * w * 0.8, y - rng() * h * (o.fill ?? 0.7) * 0.95, (o.grain ?? 4) * s);
    c.add(`<path d="${dots}" fill="${shade(o.color, 0.2)}" opacity="0.6"/>`);
    c.add(`<rect x="${f(x - w * 0.48)}" y="${f(y - h - 18 * s)}" width="${f(w * 0.96)}" height="${f(24 * s)}" rx="${f(6 * s)}" fill="${o.lid ?? '#b8946a'}"/>`);
    c.add(`<path d="M${f(x - w * 0.34)} ${f(y - h * 0.9)} V${f(y - h * 0.1)}" stroke="#ffffff" stroke-width="${f(7 * s)}" opacity="0.5" stroke-linecap="round"/>`);
  },
  candle(c, rng, x, y, s, o) {
    const w = 80 * s;
    const h = (o.h ?? 180) * s;
    contact(c, x, y, w);
    c.add(`<circle cx="${f(x)}" cy="${f(y - h - 26 * s)}" r="${f(180 * s)}" fill="${c.rad([[0, '#ffc878', 0.4], [1, '#ffb050', 0]])}"/>`);
    c.add(`<rect x="${f(x - w / 2)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.12)}" fill="${c.lin([[0, '#7a5a3c'], [0.35, o.wax ?? '#efe2cc'], [0.6, tint(o.wax ?? '#efe2cc', 0.3)], [1, '#5c4330']], 0, 0, 1, 0)}"/>`);
    c.add(`<ellipse cx="${f(x)}" cy="${f(y - h - 24 * s)}" rx="${f(8 * s)}" ry="${f(22 * s)}" fill="${c.rad([[0, '#fffbe8'], [0.5, '#ffd27a'], [1, '#ff9a3c', 0]], 0.5, 0.7, 0.6)}" filter="${c.blur(1.5)}"/>`);
  },
  stones(c, rng, x, y, s, o) {
    let yy = y;
    let r = 110 * s;
    for (let i = 0; i < (o.count ?? 4); i++) {
      const ry = r * 0.42;
      stone(c, x + (rng() - 0.5) * r * 0.15, yy - ry, r, ry, (o.colors ?? ['#3a3836', '#4a4644', '#2e2c2a'])[i % 3], (rng() - 0.5) * 6);
      yy -= ry * 1.7;
      r *= 0.8;
    }
  },
  towel(c, rng, x, y, s, o) {
    const col = o.color ?? '#f2ece2';
    for (let k = 0; k < (o.count ?? 3); k++) {
      const cx = x + (k - ((o.count ?? 3) - 1) / 2) * 150 * s;
      const r = 64 * s;
      contact(c, cx, y, r * 2, 0.25);
      c.add(`<rect x="${f(cx - r * 1.1)}" y="${f(y - r * 2)}" width="${f(r * 2.2)}" height="${f(r * 2)}" rx="${f(r)}" fill="${c.lin([[0, tint(col, 0.2)], [1, shade(col, 0.15)]])}"/>`);
      c.add(`<ellipse cx="${f(cx + r * 1.1)}" cy="${f(y - r)}" rx="${f(r * 0.45)}" ry="${f(r)}" fill="${shade(col, 0.06)}"/>`);
      let sp = '';
      for (let t = 0; t < 3; t++) sp += `<ellipse cx="${f(cx + r * 1.1)}" cy="${f(y - r)}" rx="${f(r * 0.45 * (1 - t * 0.3))}" ry="${f(r * (1 - t * 0.3))}" fill="none" stroke="${shade(col, 0.18)}" stroke-width="${f(3 * s)}"/>`;
      c.add(sp);
    }
  },
  sprig(c, rng, x, y, s, o) {
    const col = o.color ?? '#6f9a7a';
    c.add(`<path d="M${f(x)} ${f(y)} q${f(40 * s)} ${f(-160 * s)} ${f(10 * s)} ${f(-320 * s)}" stroke="${shade(col, 0.3)}" stroke-width="${f(5 * s)}" fill="none"/>`);
    for (let k = 0; k < 8; k++) {
      const t = k / 8;
      const px = x + 30 * s * Math.sin(t * 3) ;
      const py = y - t * 300 * s;
      leaf(c, px, py, 80 * s * (1 - t * 0.4), (o.round ? 40 : 22) * s, k % 2 ? -0.4 : Math.PI + 0.4, col);
    }
  },
  orchid(c, rng, x, y, s) {
    objects.pot(c, rng, x, y, s * 0.8, { color: '#f0ebe2' });
    c.add(`<path d="M${f(x)} ${f(y - 100 * s)} q${f(60 * s)} ${f(-200 * s)} ${f(180 * s)} ${f(-240 * s)}" stroke="#4a6a3a" stroke-width="${f(5 * s)}" fill="none"/>`);
    for (let k = 0; k < 5; k++) flower(c, x + (40 + k * 34) * s, y - (210 + k * 14 - k * k * 4) * s, 34 * s, '#f6eef4', '#c86a9a', k, { cup: 0.7 });
    for (const a of [-0.3, Math.PI + 0.3]) leaf(c, x, y - 96 * s, 140 * s, 40 * s, a, '#3f6a3a');
  },
  pot(c, rng, x, y, s, o) {
    const w = 150 * s;
    const h = 120 * s;
    contact(c, x, y, w);
    const col = o.color ?? '#c8a88a';
    c.add(`<path d="M${f(x - w / 2)} ${f(y - h)} L${f(x - w * 0.38)} ${f(y)} L${f(x + w * 0.38)} ${f(y)} L${f(x + w / 2)} ${f(y - h)} Z" fill="${c.lin([[0, tint(col, 0.15)], [1, shade(col, 0.25)]], 0, 0, 1, 0)}"/>`);
    c.add(`<ellipse cx="${f(x)}" cy="${f(y - h)}" rx="${f(w / 2)}" ry="${f(h * 0.1)}" fill="${shade(col, 0.35)}"/>`);
  },
  plant(c, rng, x, y, s, o) {
    objects.pot(c, rng, x, y, s, o);
    for (let k = 0; k < 9; k++) {
      const a = -Math.PI / 2 + (k - 4) * 0.32 + (rng() - 0.5) * 0.2;
      const L = (200 + rng() * 140) * s;
      c.add(`<path d="M${f(x)} ${f(y - 110 * s)} L${f(x + Math.cos(a) * L * 0.6)} ${f(y - 110 * s + Math.sin(a) * L * 0.6)}" stroke="#3a5a30" stroke-width="${f(4 * s)}"/>`);
      leaf(c, x + Math.cos(a) * L * 0.5, y - 110 * s + Math.sin(a) * L * 0.5, L * 0.6, L * 0.2, a, o.leaf ?? '#3f7a44');
    }
  },
  citrusHalf(c, rng, x, y, s, o) {
    const r = 60 * s;
    const col = o.color ?? '#f6d04d';
    contact(c, x, y, r * 2, 0.25);
    c.add(`<ellipse cx="${f(x)}" cy="${f(y - r * 0.3)}" rx="${f(r)}" ry="${f(r * 0.55)}" fill="${shade(col, 0.1)}"/>`);
    c.add(`<ellipse cx="${f(x)}" cy="${f(y - r * 0.4)}" rx="${f(r * 0.9)}" ry="${f(r * 0.48)}" fill="${tint(col, 0.6)}"/>`);
    let seg = '';
    for (let k = 0; k < 10; k++) {
      const a = (k / 10) * Math.PI * 2;
      seg += `M${f(x)} ${f(y - r * 0.4)} L${f(x + Math.cos(a) * r * 0.8)} ${f(y - r * 0.4 + Math.sin(a) * r * 0.42)}`;
    }
    c.add(`<ellipse cx="${f(x)}" cy="${f(y - r * 0.4)}" rx="${f(r * 0.8)}" ry="${f(r * 0.42)}" fill="${tint(col, 0.2)}"/><path d="${seg}" stroke="${tint(col, 0.7)}" stroke-width="${f(3 * s)}"/>`);
  },
  veg(c, rng, x, y, s) {
    // A little heap of vegetables: tomatoes, a cucumber, greens, a carrot.
    contact(c, x, y, 300 * s, 0.25);
    c.add(`<path d="M${f(x - 140 * s)} ${f(y - 20 * s)} L${f(x + 20 * s)} ${f(y - 60 * s)} L${f(x + 30 * s)} ${f(y - 30 * s)} Z" fill="#e8843a"/>`);
    leaf(c, x - 150 * s, y - 20 * s, 70 * s, 16 * s, Math.PI + 0.4, '#5a9a3a');
    c.add(`<rect x="${f(x - 20 * s)}" y="${f(y - 46 * s)}" width="${f(200 * s)}" height="${f(46 * s)}" rx="${f(23 * s)}" fill="${c.lin(['#4f8a3a', '#2f5a24'])}"/>`);
    for (const [dx, r] of [[60, 46], [130, 40], [-60, 36]]) {
      c.add(`<circle cx="${f(x + dx * s)}" cy="${f(y - r * s - 30 * s)}" r="${f(r * s)}" fill="${c.rad([[0, '#f06a4a'], [1, '#b8281e']], 0.35, 0.35, 0.7)}"/>`);
      c.add(`<path d="M${f(x + dx * s - 10 * s)} ${f(y - 2 * r * s - 30 * s)} l${f(10 * s)} ${f(8 * s)} l${f(10 * s)} ${f(-8 * s)}" stroke="#3f6a2a" stroke-width="${f(5 * s)}" fill="none"/>`);
    }
    for (let k = 0; k < 6; k++) leaf(c, x + 160 * s, y - 20 * s, 120 * s, 44 * s, -Math.PI / 2 - 0.6 + k * 0.25, '#4a8a3a');
  },
  board(c, rng, x, y, s, o) {
    const w = 560 * s;
    const h = 70 * s;
    contact(c, x, y, w, 0.25);
    c.add(`<path d="M${f(x - w / 2)} ${f(y - h)} L${f(x + w / 2)} ${f(y - h)} L${f(x + w / 2 + 30 * s)} ${f(y)} L${f(x - w / 2 - 30 * s)} ${f(y)} Z" fill="${c.lin([o.color ?? '#c89a6a', shade(o.color ?? '#c89a6a', 0.2)])}"/>`);
    c.add(`<rect x="${f(x - w / 2 - 30 * s)}" y="${f(y)}" width="${f(w + 60 * s)}" height="${f(14 * s)}" fill="${shade(o.color ?? '#c89a6a', 0.35)}"/>`);
  },
  dumbbell(c, rng, x, y, s, o) {
    const col = o.color ?? '#3a3c40';
    contact(c, x, y, 260 * s);
    c.add(`<rect x="${f(x - 90 * s)}" y="${f(y - 44 * s)}" width="${f(180 * s)}" height="${f(18 * s)}" fill="#9a9a9a"/>`);
    for (const dx of [-110, 70]) c.add(`<rect x="${f(x + dx * s)}" y="${f(y - 90 * s)}" width="${f(40 * s)}" height="${f(90 * s)}" rx="${f(10 * s)}" fill="${c.lin([[0, tint(col, 0.25)], [1, shade(col, 0.3)]])}"/>`);
  },
  kettlebell(c, rng, x, y, s, o) {
    const col = o.color ?? '#2f3236';
    contact(c, x, y, 200 * s);
    c.add(`<path d="M${f(x - 50 * s)} ${f(y - 130 * s)} a${f(50 * s)} ${f(50 * s)} 0 0 1 ${f(100 * s)} 0" stroke="${col}" stroke-width="${f(22 * s)}" fill="none"/>`);
    c.add(`<circle cx="${f(x)}" cy="${f(y - 70 * s)}" r="${f(80 * s)}" fill="${c.rad([[0, tint(col, 0.3)], [1, col]], 0.35, 0.3, 0.8)}"/>`);
    c.add(`<rect x="${f(x - 56 * s)}" y="${f(y - 14 * s)}" width="${f(112 * s)}" height="${f(14 * s)}" fill="${shade(col, 0.3)}"/>`);
  },
  rope(c, rng, x, y, s, o) {
    const col = o.color ?? '#2f7fa0';
    c.add(`<path d="M${f(x - 200 * s)} ${f(y - 20 * s)} C${f(x - 100 * s)} ${f(y + 20 * s)} ${f(x - 60 * s)} ${f(y - 90 * s)} ${f(x + 40 * s)} ${f(y - 40 * s)} S${f(x + 160 * s)} ${f(y + 10 * s)} ${f(x + 200 * s)} ${f(y - 30 * s)}" stroke="${col}" stroke-width="${f(8 * s)}" fill="none"/>`);
    for (const [hx, hy] of [[-200, -20], [200, -30]]) c.add(`<rect x="${f(x + hx * s - 14 * s)}" y="${f(y + hy * s - 50 * s)}" width="${f(28 * s)}" height="${f(70 * s)}" rx="${f(10 * s)}" fill="#2a2a2c"/>`);
  },
  mat(c, rng, x, y, s, o) {
    // A mat lying on the floor, in perspective; or rolled up if `rolled`.
    const col = o.color ?? '#7a9a8a';
    if (o.rolled) {
      contact(c, x, y, 200 * s);
      c.add(`<rect x="${f(x - 160 * s)}" y="${f(y - 90 * s)}" width="${f(300 * s)}" height="${f(90 * s)}" rx="${f(45 * s)}" fill="${c.lin([tint(col, 0.15), shade(col, 0.2)])}"/>`);
      c.add(`<ellipse cx="${f(x + 140 * s)}" cy="${f(y - 45 * s)}" rx="${f(22 * s)}" ry="${f(45 * s)}" fill="${shade(col, 0.1)}"/><ellipse cx="${f(x + 140 * s)}" cy="${f(y - 45 * s)}" rx="${f(12 * s)}" ry="${f(26 * s)}" fill="none" stroke="${shade(col, 0.3)}" stroke-width="${f(3 * s)}"/>`);
      return;
    }
    c.add(`<path d="M${f(x - 110 * s)} ${f(y - 200 * s)} L${f(x + 110 * s)} ${f(y - 200 * s)} L${f(x + 200 * s)} ${f(y + 120 * s)} L${f(x - 200 * s)} ${f(y + 120 * s)} Z" fill="${c.lin([tint(col, 0.1), col])}"/>`);
    c.add(`<path d="M${f(x - 200 * s)} ${f(y + 120 * s)} L${f(x + 200 * s)} ${f(y + 120 * s)} v${f(8 * s)} h${f(-400 * s)} Z" fill="${shade(col, 0.3)}"/>`);
  },
  block(c, rng, x, y, s, o) {
    const col = o.color ?? '#c8b89a';
    contact(c, x, y, 160 * s);
    c.add(`<path d="M${f(x - 70 * s)} ${f(y)} V${f(y - 60 * s)} L${f(x - 40 * s)} ${f(y - 80 * s)} H${f(x + 100 * s)} V${f(y - 20 * s)} L${f(x + 70 * s)} ${f(y)} Z" fill="${shade(col, 0.2)}"/>`);
    c.add(`<rect x="${f(x - 70 * s)}" y="${f(y - 60 * s)}" width="${f(140 * s)}" height="${f(60 * s)}" fill="${col}"/>`);
    c.add(`<path d="M${f(x - 70 * s)} ${f(y - 60 * s)} L${f(x - 40 * s)} ${f(y - 80 * s)} H${f(x + 100 * s)} L${f(x + 70 * s)} ${f(y - 60 * s)} Z" fill="${tint(col, 0.2)}"/>`);
  },
  cushion(c, rng, x, y, s, o) {
    const col = o.color ?? '#6a7a8a';
    contact(c, x, y, 300 * s);
    c.add(`<ellipse cx="${f(x)}" cy="${f(y - 30 * s)}" rx="${f(170 * s)}" ry="${f(36 * s)}" fill="${shade(col, 0.3)}"/>`);
    c.add(`<path d="M${f(x - 170 * s)} ${f(y - 30 * s)} Q${f(x - 170 * s)} ${f(y - 110 * s)} ${f(x)} ${f(y - 110 * s)} Q${f(x + 170 * s)} ${f(y - 110 * s)} ${f(x + 170 * s)} ${f(y - 30 * s)} Q${f(x)} ${f(y + 10 * s)} ${f(x - 170 * s)} ${f(y - 30 * s)} Z" fill="${c.lin([[0, tint(col, 0.2)], [1, shade(col, 0.15)]])}"/>`);
    let pleats = '';
    for (let k = -5; k <= 5; k++) pleats += `M${f(x + k * 28 * s)} ${f(y - 100 * s)} L${f(x + k * 30 * s)} ${f(y - 24 * s)}`;
    c.add(`<path d="${pleats}" stroke="${shade(col, 0.25)}" stroke-width="${f(3 * s)}" opacity="0.5"/>`);
  },
  singingBowl(c, rng, x, y, s) {
    const w = 240 * s;
    contact(c, x, y, w);
    c.add(`<path d="M${f(x - w / 2)} ${f(y - 80 * s)} Q${f(x - w * 0.48)} ${f(y)} ${f(x)} ${f(y)} Q${f(x + w * 0.48)} ${f(y)} ${f(x + w / 2)} ${f(y - 80 * s)} Z" fill="${c.lin([[0, '#8a6a2a'], [0.35, '#e8c070'], [0.6, '#c8983a'], [1, '#6a4a1a']], 0, 0, 1, 0)}"/>`);
    c.add(`<ellipse cx="${f(x)}" cy="${f(y - 80 * s)}" rx="${f(w / 2)}" ry="${f(22 * s)}" fill="#5a3a12"/>`);
    c.add(`<ellipse cx="${f(x)}" cy="${f(y - 80 * s)}" rx="${f(w / 2)}" ry="${f(22 * s)}" fill="none" stroke="#f0d08a" stroke-width="${f(4 * s)}"/>`);
    c.add(`<path d="M${f(x + w * 0.6)} ${f(y - 10 * s)} L${f(x + w * 1.1)} ${f(y - 40 * s)}" stroke="#7a5a3a" stroke-width="${f(16 * s)}" stroke-linecap="round"/>`);
  },
  incense(c, rng, x, y, s) {
    c.add(`<rect x="${f(x - 50 * s)}" y="${f(y - 20 * s)}" width="${f(100 * s)}" height="${f(20 * s)}" rx="${f(8 * s)}" fill="#5a4a3a"/>`);
    c.add(`<path d="M${f(x)} ${f(y - 20 * s)} L${f(x + 30 * s)} ${f(y - 260 * s)}" stroke="#6a3a24" stroke-width="${f(4 * s)}"/>`);
    c.add(`<path d="M${f(x + 30 * s)} ${f(y - 262 * s)} c${f(-30 * s)} ${f(-60 * s)} ${f(40 * s)} ${f(-100 * s)} ${f(0)} ${f(-180 * s)} s${f(30 * s)} ${f(-80 * s)} ${f(-10 * s)} ${f(-140 * s)}" stroke="#ffffff" stroke-width="${f(6 * s)}" fill="none" opacity="0.45" filter="${c.blur(3)}"/>`);
  },
  book(c, rng, x, y, s, o) {
    const col = o.color ?? '#5a6a7a';
    contact(c, x, y, 300 * s, 0.2);
    c.add(`<path d="M${f(x - 150 * s)} ${f(y - 20 * s)} L${f(x + 150 * s)} ${f(y - 20 * s)} L${f(x + 170 * s)} ${f(y)} L${f(x - 130 * s)} ${f(y)} Z" fill="${shade(col, 0.2)}"/>`);
    c.add(`<path d="M${f(x - 150 * s)} ${f(y - 20 * s)} L${f(x - 120 * s)} ${f(y - 150 * s)} L${f(x + 160 * s)} ${f(y - 150 * s)} L${f(x + 150 * s)} ${f(y - 20 * s)} Z" fill="${col}"/>`);
    if (o.open) {
      c.add(`<path d="M${f(x - 140 * s)} ${f(y - 26 * s)} L${f(x - 112 * s)} ${f(y - 144 * s)} L${f(x + 150 * s)} ${f(y - 144 * s)} L${f(x + 142 * s)} ${f(y - 26 * s)} Z" fill="#f6f2ea"/>`);
      let lines = '';
      for (let k = 0; k < 7; k++) lines += `M${f(x - 100 * s + k * 2 * s)} ${f(y - 126 * s + k * 14 * s)} h${f(200 * s)}`;
      c.add(`<path d="${lines}" stroke="#b8b0a4" stroke-width="${f(3 * s)}"/><path d="M${f(x + 10 * s)} ${f(y - 144 * s)} V${f(y - 26 * s)}" stroke="#d8d0c4" stroke-width="${f(3 * s)}"/>`);
    }
    if (o.pen) c.add(`<path d="M${f(x + 60 * s)} ${f(y - 40 * s)} L${f(x + 240 * s)} ${f(y - 110 * s)}" stroke="#2a2a30" stroke-width="${f(8 * s)}" stroke-linecap="round"/>`);
  },
  tablet(c, rng, x, y, s, o) {
    contact(c, x, y, 380 * s, 0.25);
    c.add(`<path d="M${f(x - 190 * s)} ${f(y)} L${f(x - 150 * s)} ${f(y - 200 * s)} L${f(x + 190 * s)} ${f(y - 200 * s)} L${f(x + 210 * s)} ${f(y)} Z" fill="#2a2c30"/>`);
    c.add(`<path d="M${f(x - 176 * s)} ${f(y - 10 * s)} L${f(x - 140 * s)} ${f(y - 190 * s)} L${f(x + 180 * s)} ${f(y - 190 * s)} L${f(x + 196 * s)} ${f(y - 10 * s)} Z" fill="${c.lin(['#f4f6f2', '#e2e8e4'])}"/>`);
    const chart = Array.from({ length: 12 }, (_, k) => [x - 130 * s + k * 27 * s, y - 60 * s - (k / 11) * 70 * s - Math.sin(k * 1.3) * 18 * s]);
    c.add(`<path d="M${pts(chart)}" stroke="${o.line ?? '#2f8a7a'}" stroke-width="${f(6 * s)}" fill="none" stroke-linejoin="round"/>`);
    let bars = '';
    for (let k = 0; k < 5; k++) bars += `M${f(x + 60 * s + k * 22 * s)} ${f(y - 40 * s)} v${f(-(30 + k * 12) * s)}`;
    c.add(`<path d="${bars}" stroke="#c8a058" stroke-width="${f(12 * s)}" opacity="0.8"/>`);
  },
  watch(c, rng, x, y, s, o) {
    contact(c, x, y, 260 * s, 0.25);
    c.add(`<path d="M${f(x - 140 * s)} ${f(y - 30 * s)} Q${f(x)} ${f(y - 10 * s)} ${f(x + 140 * s)} ${f(y - 30 * s)}" stroke="${o.strap ?? '#3a4a5a'}" stroke-width="${f(40 * s)}" fill="none" stroke-linecap="round"/>`);
    c.add(`<rect x="${f(x - 56 * s)}" y="${f(y - 100 * s)}" width="${f(112 * s)}" height="${f(120 * s)}" rx="${f(26 * s)}" fill="#1e2024"/>`);
    c.add(`<path d="M${f(x - 38 * s)} ${f(y - 40 * s)} h${f(20 * s)} l${f(8 * s)} ${f(-24 * s)} l${f(12 * s)} ${f(40 * s)} l${f(10 * s)} ${f(-26 * s)} h${f(26 * s)}" stroke="#e8604a" stroke-width="${f(5 * s)}" fill="none" stroke-linejoin="round"/>`);
  },
  stethoscope(c, rng, x, y, s) {
    c.add(`<path d="M${f(x - 160 * s)} ${f(y - 20 * s)} C${f(x - 200 * s)} ${f(y - 200 * s)} ${f(x + 40 * s)} ${f(y - 220 * s)} ${f(x + 20 * s)} ${f(y - 90 * s)} S${f(x + 160 * s)} ${f(y - 10 * s)} ${f(x + 200 * s)} ${f(y - 40 * s)}" stroke="#2a2c30" stroke-width="${f(12 * s)}" fill="none" stroke-linecap="round"/>`);
    c.add(`<circle cx="${f(x + 220 * s)}" cy="${f(y - 40 * s)}" r="${f(36 * s)}" fill="${c.rad([[0, '#f4f4f4'], [1, '#8a8e94']], 0.35, 0.35, 0.7)}"/>`);
    c.add(`<path d="M${f(x - 160 * s)} ${f(y - 20 * s)} l${f(-30 * s)} ${f(-30 * s)} M${f(x - 150 * s)} ${f(y - 30 * s)} l${f(40 * s)} ${f(-20 * s)}" stroke="#b8bcc2" stroke-width="${f(8 * s)}" stroke-linecap="round"/>`);
  },
  capsules(c, rng, x, y, s) {
    objects.plate(c, rng, x, y, s * 0.6, { color: '#f6f2ea' });
    for (let k = 0; k < 7; k++) {
      const px = x + (rng() - 0.5) * 120 * s;
      const py = y - 14 * s + (rng() - 0.5) * 24 * s;
      const a = rng() * 180;
      const col = ['#e8b84a', '#f4f0e6', '#c86a3a', '#7aa86a'][k % 4];
      c.add(`<g transform="rotate(${f(a)} ${f(px)} ${f(py)})"><rect x="${f(px - 22 * s)}" y="${f(py - 9 * s)}" width="${f(44 * s)}" height="${f(18 * s)}" rx="${f(9 * s)}" fill="${col}"/><rect x="${f(px)}" y="${f(py - 9 * s)}" width="${f(22 * s)}" height="${f(18 * s)}" rx="${f(9 * s)}" fill="${shade(col, 0.15)}"/></g>`);
    }
  },
  tubes(c, rng, x, y, s) {
    contact(c, x, y, 360 * s, 0.25);
    c.add(`<rect x="${f(x - 180 * s)}" y="${f(y - 90 * s)}" width="${f(360 * s)}" height="${f(24 * s)}" fill="#e8eaec"/><rect x="${f(x - 180 * s)}" y="${f(y - 16 * s)}" width="${f(360 * s)}" height="${f(16 * s)}" fill="#d0d4d8"/>`);
    const caps = ['#7a4aa8', '#3f8ad0', '#e8604a', '#f2c14e', '#4aa87a', '#7a4aa8'];
    for (let k = 0; k < 6; k++) {
      const tx = x - 150 * s + k * 60 * s;
      c.add(`<rect x="${f(tx - 14 * s)}" y="${f(y - 190 * s)}" width="${f(28 * s)}" height="${f(180 * s)}" rx="${f(14 * s)}" fill="#ffffff" opacity="0.6"/>`);
      c.add(`<rect x="${f(tx - 12 * s)}" y="${f(y - 110 * s)}" width="${f(24 * s)}" height="${f(96 * s)}" rx="${f(12 * s)}" fill="${k % 2 ? '#c8402a' : '#f0d8a0'}" opacity="0.85"/>`);
      c.add(`<rect x="${f(tx - 16 * s)}" y="${f(y - 214 * s)}" width="${f(32 * s)}" height="${f(30 * s)}" rx="${f(6 * s)}" fill="${caps[k]}"/>`);
    }
    c.add(`<rect x="${f(x - 180 * s)}" y="${f(y - 90 * s)}" width="${f(360 * s)}" height="${f(24 * s)}" fill="#e8eaec" opacity="0.9"/>`);
  },
  leaves(c, rng, x, y, s, o) {
    for (let k = 0; k < (o.count ?? 4); k++) leaf(c, x + (rng() - 0.5) * 120 * s, y - rng() * 40 * s, (120 + rng() * 80) * s, 40 * s, (o.angle ?? -0.4) + (rng() - 0.5) * 1.4, o.color ?? '#5f8a55');
  },
};

function clipFor(c, d) {
  const id = c.id('cl');
  c.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  return id;
}

// ---------------------------------------------------------------- furniture for rooms

const furniture = {
  /** A treatment bed with a folded towel and a headrest. */
  treatmentBed(c, rng, x, y, s, o) {
    const w = 700 * s;
    contact(c, x, y, w, 0.25);
    c.add(`<path d="M${f(x - w * 0.42)} ${f(y)} v${f(-140 * s)} M${f(x + w * 0.42)} ${f(y)} v${f(-140 * s)}" stroke="${o.wood ?? '#8a6a4a'}" stroke-width="${f(22 * s)}"/>`);
    c.add(`<path d="M${f(x - w / 2)} ${f(y - 150 * s)} h${f(w)} l${f(-40 * s)} ${f(-60 * s)} h${f(-w + 80 * s)} Z" fill="${tint(o.linen ?? '#f2ece2', 0.2)}"/>`);
    c.add(`<rect x="${f(x - w / 2)}" y="${f(y - 150 * s)}" width="${f(w)}" height="${f(40 * s)}" fill="${c.lin([o.linen ?? '#f2ece2', shade(o.linen ?? '#f2ece2', 0.15)])}"/>`);
    c.add(`<rect x="${f(x - w * 0.1)}" y="${f(y - 236 * s)}" width="${f(w * 0.36)}" height="${f(30 * s)}" rx="${f(12 * s)}" fill="${o.towel ?? '#d8c8b0'}"/>`);
  },
  /** A low bed with linen, pillows and a throw. */
  bed(c, rng, x, y, s, o) {
    const w = 1100 * s;
    contact(c, x, y, w, 0.3);
    c.add(`<rect x="${f(x - w / 2 - 20 * s)}" y="${f(y - 420 * s)}" width="${f(w + 40 * s)}" height="${f(300 * s)}" rx="${f(20 * s)}" fill="${o.head ?? '#b8a48a'}"/>`);
    c.add(`<path d="M${f(x - w / 2)} ${f(y - 160 * s)} h${f(w)} v${f(160 * s)} h${f(-w)} Z" fill="${c.lin([o.linen ?? '#f4f0ea', shade(o.linen ?? '#f4f0ea', 0.12)])}"/>`);
    for (const dx of [-0.25, 0.25]) c.add(`<rect x="${f(x + dx * w - 180 * s)}" y="${f(y - 260 * s)}" width="${f(360 * s)}" height="${f(120 * s)}" rx="${f(50 * s)}" fill="${c.lin([tint(o.linen ?? '#f4f0ea', 0.3), shade(o.linen ?? '#f4f0ea', 0.08)])}"/>`);
    c.add(`<path d="M${f(x - w / 2)} ${f(y - 70 * s)} h${f(w)} v${f(70 * s)} h${f(-w)} Z" fill="${o.throw ?? '#8a9a8a'}"/>`);
  },
  /** Two armchairs across a low table: a consultation corner. */
  chairs(c, rng, x, y, s, o) {
    for (const dx of [-330, 330]) {
      const cx = x + dx * s;
      contact(c, cx, y, 320 * s, 0.25);
      c.add(`<rect x="${f(cx - 150 * s)}" y="${f(y - 330 * s)}" width="${f(300 * s)}" height="${f(230 * s)}" rx="${f(50 * s)}" fill="${shade(o.fabric ?? '#8a9a8a', 0.12)}"/>`);
      c.add(`<rect x="${f(cx - 170 * s)}" y="${f(y - 170 * s)}" width="${f(340 * s)}" height="${f(120 * s)}" rx="${f(40 * s)}" fill="${o.fabric ?? '#8a9a8a'}"/>`);
      c.add(`<path d="M${f(cx - 130 * s)} ${f(y - 50 * s)} v${f(50 * s)} M${f(cx + 130 * s)} ${f(y - 50 * s)} v${f(50 * s)}" stroke="#4a3a2e" stroke-width="${f(12 * s)}"/>`);
    }
    c.add(`<ellipse cx="${f(x)}" cy="${f(y - 120 * s)}" rx="${f(140 * s)}" ry="${f(30 * s)}" fill="${o.table ?? '#c8a882'}"/><path d="M${f(x)} ${f(y - 120 * s)} v${f(120 * s)}" stroke="#4a3a2e" stroke-width="${f(14 * s)}"/>`);
  },
  /** Slatted wooden sauna benches in tiers. */
  sauna(c, rng, x, y, s, o) {
    const wood = o.wood ?? '#c8905a';
    for (let t = 0; t < 3; t++) {
      const by = y - t * 170 * s;
      c.add(`<rect x="-20" y="${f(by - 40 * s)}" width="${c.W + 40}" height="${f(40 * s)}" fill="${c.lin([tint(wood, 0.2), wood])}"/>`);
      c.add(`<rect x="-20" y="${f(by)}" width="${c.W + 40}" height="${f(130 * s)}" fill="${shade(wood, 0.3)}"/>`);
      let slats = '';
      for (let k = 0; k < 4; k++) slats += `M-20 ${f(by - 40 * s + k * 10 * s)} H${c.W + 20}`;
      c.add(`<path d="${slats}" stroke="${shade(wood, 0.35)}" stroke-width="2" opacity="0.5"/>`);
    }
    c.add(`<path d="M${f(x - 60 * s)} ${f(y + 130 * s)} h${f(120 * s)} l${f(-14 * s)} ${f(-110 * s)} h${f(-92 * s)} Z" fill="${shade(wood, 0.15)}"/>`);
    c.add(`<path d="M${f(x + 40 * s)} ${f(y + 20 * s)} L${f(x + 180 * s)} ${f(y - 80 * s)}" stroke="${shade(wood, 0.2)}" stroke-width="${f(10 * s)}"/>`);
  },
  /** A bathtub of cold water for plunges. */
  tub(c, rng, x, y, s, o) {
    const w = 760 * s;
    contact(c, x, y, w, 0.3);
    c.add(`<path d="M${f(x - w / 2)} ${f(y - 240 * s)} h${f(w)} l${f(-30 * s)} ${f(240 * s)} h${f(-w + 60 * s)} Z" fill="${c.lin([[0, tint(o.color ?? '#e8e4dc', 0.2)], [1, shade(o.color ?? '#e8e4dc', 0.2)]], 0, 0, 1, 0)}"/>`);
    c.add(`<ellipse cx="${f(x)}" cy="${f(y - 240 * s)}" rx="${f(w / 2)}" ry="${f(50 * s)}" fill="${tint(o.color ?? '#e8e4dc', 0.3)}"/>`);
    c.add(`<ellipse cx="${f(x)}" cy="${f(y - 236 * s)}" rx="${f(w * 0.46)}" ry="${f(40 * s)}" fill="${c.lin(o.water ?? ['#9ad0d8', '#5a9aa8'])}"/>`);
    if (o.ice) {
      let d = '';
      for (let k = 0; k < 10; k++) {
        const ix = x + (rng() - 0.5) * w * 0.8;
        const iy = y - 236 * s + (rng() - 0.5) * 40 * s;
        d += `M${f(ix)} ${f(iy)} l${f(20 * s)} ${f(-8 * s)} l${f(16 * s)} ${f(12 * s)} l${f(-18 * s)} ${f(10 * s)} Z`;
      }
      c.add(`<path d="${d}" fill="#ffffff" opacity="0.85"/>`);
    }
  },
  /** A stationary bike, side on. */
  bike(c, rng, x, y, s, o) {
    const col = o.color ?? '#2f3236';
    contact(c, x, y, 500 * s, 0.25);
    c.add(`<path d="M${f(x - 220 * s)} ${f(y)} h${f(440 * s)}" stroke="${col}" stroke-width="${f(24 * s)}" stroke-linecap="round"/>`);
    c.add(`<circle cx="${f(x + 150 * s)}" cy="${f(y - 140 * s)}" r="${f(110 * s)}" fill="none" stroke="${col}" stroke-width="${f(26 * s)}"/>`);
    c.add(`<path d="M${f(x - 150 * s)} ${f(y)} L${f(x - 80 * s)} ${f(y - 300 * s)} M${f(x - 80 * s)} ${f(y - 200 * s)} L${f(x + 150 * s)} ${f(y - 140 * s)} L${f(x + 120 * s)} ${f(y - 380 * s)}" stroke="${col}" stroke-width="${f(22 * s)}" fill="none" stroke-linecap="round"/>`);
    c.add(`<rect x="${f(x - 150 * s)}" y="${f(y - 330 * s)}" width="${f(130 * s)}" height="${f(34 * s)}" rx="${f(16 * s)}" fill="#1a1a1c"/><path d="M${f(x + 80 * s)} ${f(y - 390 * s)} h${f(100 * s)}" stroke="#1a1a1c" stroke-width="${f(22 * s)}" stroke-linecap="round"/>`);
  },
  /** A person on a mat: seated in meditation or in a standing pose; a soft silhouette, no face. */
  figure(c, rng, x, y, s, o) {
    const col = o.color ?? '#3a3a44';
    const pose = o.pose ?? 'seated';
    const g = (d) => c.add(`<g transform="translate(${f(x)} ${f(y)}) scale(${f(s)})" fill="${col}">${d}</g>`);
    if (pose === 'seated') g('<ellipse cx="0" cy="-14" rx="120" ry="26"/><path d="M-44 -30 C-50 -100 -44 -150 -30 -170 L30 -170 C44 -150 50 -100 44 -30 Z"/><path d="M-34 -160 C-64 -130 -80 -80 -66 -40 L-50 -42 C-58 -80 -50 -120 -26 -142 Z M34 -160 C64 -130 80 -80 66 -40 L50 -42 C58 -80 50 -120 26 -142 Z"/><rect x="-12" y="-192" width="24" height="26"/><ellipse cx="0" cy="-220" rx="26" ry="31"/><circle cx="6" cy="-252" r="14"/>');
    else if (pose === 'tree') g('<path d="M-10 0 L-6 -200 L10 -200 L14 0 Z"/><path d="M4 -190 L60 -130 L10 -110 Z"/><path d="M-24 -200 C-30 -280 -22 -330 -16 -350 L22 -350 C28 -330 32 -280 26 -200 Z"/><path d="M-16 -340 L-40 -460 L-28 -462 L-4 -350 Z M16 -340 L40 -460 L28 -462 L4 -350 Z"/><ellipse cx="2" cy="-380" rx="22" ry="27"/>');

  },
};

// ---------------------------------------------------------------- scenes

export const kindScenes = {
  /** Objects on a table top against a wall, lit from a window or a lamp. */
  stillLife(c, rng, p) {
    wall(c, p);
    const top = c.H * (p.tableY ?? 0.62);
    tableTop(c, top, p);
    // Sizes in the catalogue are relative; a still life is seen close up.
    const zoom = p.zoom ?? 1.7;
    for (const [name, x, y, s, o = {}] of p.items) (objects[name] ?? furniture[name])(c, rng, c.W * x, top + (c.H - top) * y, s * zoom, o);
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.rad([[0.5, '#000000', 0], [1, '#000000', p.vignette ?? 0.22]], 0.5, 0.5, 0.8)}"/>`);
  },
  /** A calm room: wall, window light on the floor, and its furniture. */
  room(c, rng, p) {
    wall(c, p);
    const top = c.H * (p.floorY ?? 0.66);
    floor(c, top, p);
    const zoom = p.zoom ?? 1.25;
    for (const [name, x, y, s, o = {}] of p.items) (furniture[name] ?? objects[name])(c, rng, c.W * x, top + (c.H - top) * y, s * zoom, o);
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.rad([[0.5, '#000000', 0], [1, '#000000', p.vignette ?? 0.25]], 0.5, 0.5, 0.8)}"/>`);
  },
};
