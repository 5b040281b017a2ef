// Procedural scenes for the product's media: each returns an SVG document string.
// Everything is drawn from seeded randomness so a rerun reproduces the same files.
import { Canvas, bokeh, f, fillUnder, leaf, mistBand, mistWisps, mix, mountainLayers, palm, pine, pts, reflectAbove, ridge, ripples, rngFor, rolling, sky, stone, sun, treeLine, yAt } from './media-draw.mjs';

import { kindScenes } from './media-kinds.mjs';
import { placeScenes } from './media-places.mjs';
import { portraitScenes } from './media-portraits.mjs';

export { mix, rngFor };

const scenes = {
  mountains(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.05, p.sunCore ?? '#fff6e0', p.sunGlow ?? '#ffd9a0');
    mountainLayers(c, rng, { top: 0.42, bottom: 0.82, near: p.near, far: p.far, count: p.layers ?? 6, mist: p.mist ?? p.sky[p.sky.length - 1], mistOpacity: 0.6, snow: p.snow });
    mistWisps(c, rng, c.H * 0.7, c.H * 0.2, p.mist ?? '#ffffff', 6, 0.35);
  },
  sea(c, rng, p) {
    const hz = c.H * (p.horizon ?? 0.58);
    sky(c, p.sky);
    sun(c, c.W * p.sun[0], hz - c.H * p.sun[1], c.H * 0.055, p.sunCore ?? '#fff3d6', p.sunGlow ?? '#ffc977', 7);
    for (let i = 0; i < 5; i++) {
      c.add(`<ellipse cx="${f(rng() * c.W)}" cy="${f(hz * (0.25 + rng() * 0.5))}" rx="${f(c.W * (0.15 + rng() * 0.2))}" ry="${f(8 + rng() * 14)}" fill="${p.cloud ?? '#ffe6c8'}" opacity="${(0.25 + rng() * 0.3).toFixed(2)}" filter="${c.blur(10)}"/>`);
    }
    if (p.islands) {
      const line = ridge(rng, c.W, hz - c.H * 0.03, c.H * 0.06, 0.5, 7).map(([x, y]) => [x, x > c.W * 0.55 ? hz : y]);
      c.add(`<path d="${fillUnder(line, hz)}" fill="${p.islands}" opacity="0.75"/>`);
    }
    c.add(`<rect y="${f(hz)}" width="${c.W}" height="${f(c.H - hz)}" fill="${c.lin(p.sea)}"/>`);
    const sx = c.W * p.sun[0];
    let d = '';
    for (let i = 0; i < 70; i++) {
      const t = rng();
      const y = hz + 3 + Math.pow(t, 1.4) * (c.H - hz);
      const w = (10 + t * 150) * (0.4 + rng());
      d += `M${f(sx + (rng() - 0.5) * (30 + t * 260) - w / 2)} ${f(y)} h${f(w)}`;
    }
    c.add(`<path d="${d}" stroke="${p.glint ?? '#ffe2a8'}" stroke-width="2.4" opacity="0.75" stroke-linecap="round" filter="${c.blur(1.2)}"/>`);
    ripples(c, rng, hz + 4, c.H, p.ripple ?? '#ffffff', 140, 0.16);
    mistBand(c, hz, c.H * 0.06, p.haze ?? '#ffe9cf', 0.5);
    if (p.rocks) {
      const line = rolling(rng, c.W, c.H * 0.93, c.H * 0.05, 3).map(([x, y]) => [x, y + Math.max(0, (x - c.W * 0.35) * 0.5)]);
      c.add(`<path d="${fillUnder(line, c.H)}" fill="${p.rocks}"/>`);
    }
  },
  palms(c, rng, p) {
    const hz = c.H * 0.66;
    sky(c, p.sky);
    sun(c, c.W * p.sun[0], hz - c.H * 0.1, c.H * 0.07, p.sunCore ?? '#fff0d0', p.sunGlow ?? '#ffb070', 6);
    c.add(`<rect y="${f(hz)}" width="${c.W}" height="${f(c.H - hz)}" fill="${c.lin(p.sea)}"/>`);
    ripples(c, rng, hz + 3, c.H, p.glint ?? '#ffd9a6', 120, 0.3);
    mistBand(c, hz, c.H * 0.05, p.haze ?? '#ffd2a8', 0.6);
    const shore = rolling(rng, c.W, c.H * 0.9, c.H * 0.03, 2);
    c.add(`<path d="${fillUnder(shore, c.H)}" fill="${p.palm}"/>`);
    const count = p.count ?? 3;
    for (let i = 0; i < count; i++) {
      const x = c.W * (p.side === 'right' ? 0.62 + i * 0.13 : 0.06 + i * 0.14) + (rng() - 0.5) * 40;
      palm(c, rng, x, yAt(shore, x) + 4, c.H * (0.55 + rng() * 0.3), p.palm, (p.side === 'right' ? -1 : 1) * (0.08 + rng() * 0.14));
    }
  },
  lake(c, rng, p) {
    const hz = c.H * 0.6;
    c.add('<g id="above">');
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.04, '#fff7e6', p.sunGlow ?? '#ffe1b0');
    mountainLayers(c, rng, { top: p.snow ? 0.24 : 0.3, bottom: p.snow ? 0.52 : 0.48, near: p.near, far: p.far, count: 4, amp: p.snow ? 0.45 : 0.3, rough: 0.55, mist: p.mist, mistOpacity: 0.5, snow: p.snow });
    const shore = ridge(rng, c.W, hz - c.H * 0.01, c.H * 0.015, 0.5, 6);
    treeLine(c, rng, shore, p.trees, c.H * 0.05, c.H * 0.12, 1.1);
    c.add('</g>');
    c.add(`<rect y="${f(hz)}" width="${c.W}" height="${f(c.H - hz)}" fill="${p.water}"/>`);
    reflectAbove(c, hz, 'above', 0.6, 2.5);
    c.add(`<rect y="${f(hz)}" width="${c.W}" height="${f(c.H - hz)}" fill="${c.lin([[0, p.water, 0.25], [1, p.water, 0.85]])}"/>`);
    ripples(c, rng, hz + 2, c.H, p.ripple ?? '#ffffff', 120, 0.18);
    mistBand(c, hz, c.H * 0.08, p.mist, 0.6);
    if (p.foreground) {
      let d = '';
      for (let x = -30; x < c.W * 0.2; x += 40 + rng() * 50) {
        const h = c.H * (0.3 + rng() * 0.25);
        d += pine(x, c.H + 10, h, h * 0.34, rng);
      }
      c.add(`<path d="${d}" fill="${p.foreground}"/>`);
    }
  },
  dunes(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.045, '#fff4dc', p.sunGlow ?? '#ffd7a0', 7);
    const layers = p.colors.length;
    for (let i = 0; i < layers; i++) {
      const t = i / (layers - 1);
      const line = rolling(rng, c.W, c.H * (0.5 + t * 0.32), c.H * (0.05 + t * 0.05), 3, 160);
      const col = p.colors[i];
      c.add(`<path d="${fillUnder(line, c.H)}" fill="${c.lin([[0, mix(col, '#fff3dc', 0.2)], [1, mix(col, '#000000', 0.1)]], 0, 0, 1, 0.3)}"/>`);
      let shadow = '';
      for (let k = 1; k < line.length - 1; k++) {
        if (line[k][1] < line[k - 1][1] && line[k][1] <= line[k + 1][1]) {
          let j = k + 1;
          while (j < line.length - 1 && line[j + 1][1] >= line[j][1]) j++;
          const seg = line.slice(k, j + 1);
          const depth = (seg[seg.length - 1][1] - seg[0][1]) * 0.7 + c.H * 0.05;
          const [ex, ey] = seg[seg.length - 1];
          shadow += `M${pts(seg)} Q${f((line[k][0] + ex) / 2 - 30)} ${f(ey + depth)} ${f(line[k][0] - 4)} ${f(line[k][1] + depth * 1.4)} Z`;
        }
      }
      c.add(`<path d="${shadow}" fill="${mix(col, p.shadow, 0.7)}" opacity="0.55" filter="${c.blur(3)}"/>`);
      if (i < layers - 1) mistBand(c, c.H * (0.56 + t * 0.32), c.H * 0.1, p.haze, 0.35);
    }
    c.texture(0.9, 2, 0.12, p.shadow, 3);
  },
  spa(c, rng, p) {
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.lin([p.wall[0], p.wall[1]])}"/>`);
    const wallBottom = c.H * 0.5;
    let y = -10;
    while (y < wallBottom) {
      const h = 26 + rng() * 34;
      let x = -20 - rng() * 60;
      while (x < c.W) {
        const w = 60 + rng() * 140;
        const tone = mix(mix(p.stone, '#000000', 0.25), rng() < 0.5 ? '#000000' : '#ffffff', rng() * 0.18);
        c.add(`<rect x="${f(x + 3)}" y="${f(y + 3)}" width="${f(w - 6)}" height="${f(h - 6)}" rx="10" fill="${tone}"/>`);
        x += w;
      }
      y += h;
    }
    c.add(`<rect width="${c.W}" height="${f(wallBottom)}" fill="${c.lin([[0, '#000000', 0.35], [1, '#000000', 0]], 0, 0, 0, 1)}"/>`);
    if (p.lamp) c.add(`<circle cx="${f(c.W * p.lamp)}" cy="${f(c.H * 0.22)}" r="${f(c.H * 0.45)}" fill="${c.rad([[0, '#ffcf8a', 0.55], [1, '#ffcf8a', 0]])}"/>`);
    c.add(`<rect y="${f(wallBottom - 8)}" width="${c.W}" height="26" fill="${mix(p.stone, '#ffffff', 0.25)}"/>`);
    c.add(`<rect y="${f(wallBottom + 18)}" width="${c.W}" height="${f(c.H - wallBottom)}" fill="${c.lin([p.water[0], p.water[1]])}"/>`);
    const cid = c.id('c');
    c.defs.push(`<filter id="${cid}" x="0" y="0" width="100%" height="100%"><feTurbulence type="turbulence" baseFrequency="0.012 0.04" numOctaves="2" seed="7"/><feColorMatrix values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 -2.2 1.05"/></filter>`);
    c.add(`<rect y="${f(wallBottom + 18)}" width="${c.W}" height="${f(c.H - wallBottom)}" filter="url(#${cid})" opacity="0.22"/>`);
    c.add(`<rect y="${f(wallBottom + 18)}" width="${c.W}" height="${f(c.H * 0.1)}" fill="${c.lin([[0, '#000000', 0.35], [1, '#000000', 0]])}"/>`);
    for (let i = 0; i < 7; i++) {
      const x = c.W * (0.55 + rng() * 0.5);
      stone(c, x, c.H * (0.86 + rng() * 0.12), 80 + rng() * 120, 40 + rng() * 45, mix(p.stone, '#222222', 0.3), (rng() - 0.5) * 20);
    }
    for (let i = 0; i < 14; i++) {
      c.add(`<ellipse cx="${f(rng() * c.W)}" cy="${f(c.H * (0.2 + rng() * 0.45))}" rx="${f(c.W * (0.08 + rng() * 0.15))}" ry="${f(c.H * (0.06 + rng() * 0.12))}" fill="#ffffff" opacity="${(0.14 + rng() * 0.16).toFixed(2)}" filter="${c.blur(40)}"/>`);
    }
    if (p.leaves) for (let i = 0; i < 5; i++) leaf(c, -20, c.H * (0.05 + i * 0.08), 260 + rng() * 120, 60, 0.1 + i * 0.22, p.leaves, { blur: 4 });
  },
  zen(c, rng, p) {
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${p.sand}"/>`);
    const rocks = Array.from({ length: p.rocks ?? 3 }, (_, i) => ({ x: c.W * (0.2 + i * 0.3 + (rng() - 0.5) * 0.1), y: c.H * (0.4 + rng() * 0.3), r: c.H * (0.06 + rng() * 0.06) }));
    const lineCol = mix(p.sand, '#ffffff', 0.45);
    const shadeCol = mix(p.sand, '#000000', 0.18);
    let lines = '';
    let shades = '';
    for (let y = 18; y < c.H; y += 22) {
      const row = rolling(rng, c.W, y, 2.5, 2, 40);
      lines += `M${pts(row)}`;
      shades += `M${pts(row.map(([x, yy]) => [x, yy + 5]))}`;
    }
    c.add(`<path d="${shades}" stroke="${shadeCol}" stroke-width="5" fill="none" opacity="0.7" filter="${c.blur(1.5)}"/>`);
    c.add(`<path d="${lines}" stroke="${lineCol}" stroke-width="4" fill="none" opacity="0.8"/>`);
    for (const r of rocks) {
      c.add(`<ellipse cx="${f(r.x)}" cy="${f(r.y)}" rx="${f(r.r * 3.6)}" ry="${f(r.r * 2.4)}" fill="${p.sand}" filter="${c.blur(4)}"/>`);
      for (let k = 1; k < 8; k++) {
        c.add(`<ellipse cx="${f(r.x)}" cy="${f(r.y + 4)}" rx="${f(r.r * (1.1 + k * 0.3))}" ry="${f(r.r * (0.72 + k * 0.2))}" stroke="${shadeCol}" stroke-width="5" fill="none" opacity="0.6" filter="${c.blur(1.5)}"/>`);
        c.add(`<ellipse cx="${f(r.x)}" cy="${f(r.y)}" rx="${f(r.r * (1.1 + k * 0.3))}" ry="${f(r.r * (0.72 + k * 0.2))}" stroke="${lineCol}" stroke-width="4" fill="none" opacity="0.8"/>`);
      }
      c.add(`<ellipse cx="${f(r.x)}" cy="${f(r.y + r.r * 0.3)}" rx="${f(r.r * 1.25)}" ry="${f(r.r * 0.7)}" fill="${p.moss}" opacity="0.9" filter="${c.blur(6)}"/>`);
      stone(c, r.x, r.y - r.r * 0.2, r.r * 1.0, r.r * 0.75, p.rock, (rng() - 0.5) * 30);
    }
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.rad([[0.55, '#000000', 0], [1, '#000000', 0.35]], 0.5, 0.5, 0.75)}"/>`);
    c.texture(0.8, 2, 0.1, '#000000', 5);
    if (p.branch) {
      for (let i = 0; i < 9; i++) leaf(c, c.W * (0.7 + rng() * 0.35), -30 + rng() * 80, 140 + rng() * 80, 34, 1.2 + rng() * 1.4, p.branch, { blur: 2 });
    }
  },
  botanical(c, rng, p) {
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.rad([[0, p.bg[0]], [1, p.bg[1]]], 0.4, 0.4, 0.9)}"/>`);
    bokeh(c, rng, 22, p.bokeh, 20, 90, [0, 0, 1, 1], [0.15, 0.4]);
    for (let i = 0; i < 10; i++) {
      leaf(c, rng() * c.W, rng() * c.H, 300 + rng() * 300, 90 + rng() * 70, rng() * 6.28, p.leaves[i % p.leaves.length], { blur: 18 + rng() * 14, opacity: 0.85 });
    }
    for (let i = 0; i < 5; i++) {
      const base = [c.W * (0.15 + rng() * 0.7), c.H * (0.55 + rng() * 0.5)];
      leaf(c, base[0], base[1], 320 + rng() * 220, 110 + rng() * 50, -Math.PI / 2 + (rng() - 0.5) * 1.8, p.leaves[(i + 1) % p.leaves.length], { blur: i < 2 ? 4 : 0 });
    }
    if (p.flowers) {
      for (let i = 0; i < 4; i++) {
        const x = c.W * (0.2 + rng() * 0.6);
        const y = c.H * (0.2 + rng() * 0.5);
        const r = 40 + rng() * 40;
        for (let k = 0; k < 6; k++) {
          const a = (k / 6) * 6.28 + rng() * 0.3;
          c.add(`<ellipse cx="${f(x + Math.cos(a) * r * 0.6)}" cy="${f(y + Math.sin(a) * r * 0.6)}" rx="${f(r * 0.62)}" ry="${f(r * 0.34)}" transform="rotate(${f((a * 180) / Math.PI)} ${f(x + Math.cos(a) * r * 0.6)} ${f(y + Math.sin(a) * r * 0.6)})" fill="${c.rad([[0, mix(p.flowers, '#ffffff', 0.5)], [1, p.flowers]])}" opacity="0.95"/>`);
        }
        c.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.22)}" fill="#f0c75a"/>`);
      }
    }
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.rad([[0.5, '#000000', 0], [1, '#000000', 0.3]], 0.5, 0.5, 0.8)}"/>`);
  },
  candles(c, rng, p) {
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.rad([[0, p.bg[0]], [1, p.bg[1]]], 0.5, 0.55, 0.8)}"/>`);
    bokeh(c, rng, 46, p.bokeh, 18, 120, [0, 0, 1, 0.75], [0.18, 0.6]);
    const count = p.count ?? 3;
    for (let i = 0; i < count; i++) {
      const x = c.W * (0.25 + (i / Math.max(1, count - 1)) * 0.5) + (rng() - 0.5) * 60;
      const h = c.H * (0.2 + rng() * 0.18);
      const w = c.W * 0.05 + rng() * 30;
      const base = c.H * 0.95;
      const top = base - h;
      c.add(`<circle cx="${f(x)}" cy="${f(top - 26)}" r="${f(c.H * 0.22)}" fill="${c.rad([[0, '#ffc878', 0.45], [1, '#ffb050', 0]])}"/>`);
      c.add(`<rect x="${f(x - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(h + 10)}" rx="${f(w * 0.12)}" fill="${c.lin([[0, '#7a5a3c'], [0.35, p.wax], [0.6, mix(p.wax, '#ffffff', 0.3)], [1, '#5c4330']], 0, 0, 1, 0)}"/>`);
      c.add(`<ellipse cx="${f(x)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(w * 0.12)}" fill="${mix(p.wax, '#ffe7b8', 0.5)}"/>`);
      c.add(`<ellipse cx="${f(x)}" cy="${f(top - 24)}" rx="9" ry="24" fill="${c.rad([[0, '#fffbe8'], [0.5, '#ffd27a'], [1, '#ff9a3c', 0]], 0.5, 0.7, 0.6)}" filter="${c.blur(1.5)}"/>`);
    }
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.rad([[0.45, '#000000', 0], [1, '#000000', 0.45]], 0.5, 0.5, 0.8)}"/>`);
  },
  terraces(c, rng, p) {
    sky(c, p.sky);
    mountainLayers(c, rng, { top: 0.2, bottom: 0.3, near: mix(p.greens[0], '#000000', 0.1), far: p.far, count: 3, amp: 0.15, mist: p.mist, mistOpacity: 0.6 });
    const n = 17;
    const start = c.H * 0.32;
    const lines = [];
    const shape = rolling(rng, c.W, 0, c.H * 0.07, 3, 120);
    for (let k = 0; k <= n; k++) {
      const wob = rolling(rng, c.W, 0, c.H * 0.008, 2, 120);
      const s = 0.6 + k / n;
      lines.push(shape.map(([x, y], i) => [x, start + Math.pow(k / n, 1.25) * c.H * 0.74 + y * s + wob[i][1]]));
    }
    for (let k = 0; k < n; k++) {
      const top = lines[k];
      const bottom = lines[k + 1];
      const col = p.greens[k % p.greens.length];
      const d = `M${pts(top)} L${pts([...bottom].reverse())} Z`;
      c.add(`<path d="${d}" fill="${c.lin([[0, mix(col, '#fff6c8', 0.25)], [1, mix(col, '#0b2a12', 0.2)]])}"/>`);
      c.add(`<path d="M${pts(bottom)}" stroke="${mix(col, '#1d3a1a', 0.5)}" stroke-width="${f(3 + k * 0.8)}" fill="none" opacity="0.6"/>`);
      c.add(`<path d="M${pts(top.map(([x, y]) => [x, y + 3]))}" stroke="${p.water}" stroke-width="${f(1.5 + k * 0.4)}" fill="none" opacity="0.5"/>`);
    }
    mistBand(c, c.H * 0.36, c.H * 0.12, p.mist, 0.55);
    for (let i = 0; i < 3; i++) palm(c, rng, c.W * (0.62 + i * 0.09 + rng() * 0.04), c.H * (0.48 + rng() * 0.05), c.H * (0.3 + rng() * 0.1), mix(p.greens[0], '#0c1f10', 0.7), (rng() - 0.5) * 0.2);
  },
  torii(c, rng, p) {
    const hz = c.H * 0.66;
    c.add('<g id="toriiabove">');
    sky(c, p.sky);
    const cx = c.W * 0.38;
    const peak = c.H * 0.18;
    const fuji = `M${f(cx - c.W * 0.5)} ${f(hz)} C${f(cx - c.W * 0.2)} ${f(hz - c.H * 0.1)} ${f(cx - c.W * 0.08)} ${f(peak + 20)} ${f(cx - 40)} ${f(peak)} L${f(cx + 40)} ${f(peak)} C${f(cx + c.W * 0.08)} ${f(peak + 20)} ${f(cx + c.W * 0.2)} ${f(hz - c.H * 0.1)} ${f(cx + c.W * 0.5)} ${f(hz)} Z`;
    c.add(`<path d="${fuji}" fill="${c.lin([[0, '#f6f4f2'], [0.16, '#e6e6ea'], [0.24, p.mountain], [1, mix(p.mountain, p.sky[p.sky.length - 1], 0.4)]], 0, peak, 0, hz, true)}"/>`);
    mistBand(c, hz - c.H * 0.08, c.H * 0.14, p.mist, 0.7);
    const hills = ridge(rng, c.W, hz - c.H * 0.04, c.H * 0.05, 0.5, 7);
    treeLine(c, rng, hills, p.trees, c.H * 0.03, c.H * 0.07);
    const tx = c.W * 0.74;
    const tb = hz + c.H * 0.06;
    const th = c.H * 0.36;
    const tw = c.W * 0.16;
    const red = p.gate;
    c.add(`<path d="M${f(tx - tw / 2)} ${f(tb)} l12 ${f(-th)} h16 l6 ${f(th)} Z M${f(tx + tw / 2)} ${f(tb)} l-12 ${f(-th)} h-16 l-6 ${f(th)} Z" fill="${red}"/>`);
    c.add(`<rect x="${f(tx - tw * 0.62)}" y="${f(tb - th * 0.78)}" width="${f(tw * 1.24)}" height="14" fill="${red}"/>`);
    c.add(`<path d="M${f(tx - tw * 0.82)} ${f(tb - th - 18)} Q${f(tx)} ${f(tb - th + 4)} ${f(tx + tw * 0.82)} ${f(tb - th - 18)} L${f(tx + tw * 0.76)} ${f(tb - th + 6)} Q${f(tx)} ${f(tb - th + 22)} ${f(tx - tw * 0.76)} ${f(tb - th + 6)} Z" fill="#2b1d1a"/>`);
    c.add(`<rect x="${f(tx - tw * 0.7)}" y="${f(tb - th + 8)}" width="${f(tw * 1.4)}" height="14" fill="${red}"/>`);
    c.add('</g>');
    c.add(`<rect y="${f(hz)}" width="${c.W}" height="${f(c.H - hz)}" fill="${p.water}"/>`);
    reflectAbove(c, hz, 'toriiabove', 0.5, 3);
    ripples(c, rng, hz + 2, c.H, '#ffffff', 120, 0.2);
    mistBand(c, hz, c.H * 0.05, p.mist, 0.5);
  },
  cypress(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.05, '#fff3dc', '#ffcf8f', 7);
    const layers = p.hills.length;
    for (let i = 0; i < layers; i++) {
      const t = i / (layers - 1);
      const line = rolling(rng, c.W, c.H * (0.42 + t * 0.4), c.H * (0.05 + t * 0.03), 3, 140);
      c.add(`<path d="${fillUnder(line, c.H)}" fill="${c.lin([[0, mix(p.hills[i], '#fff1cf', 0.18)], [1, mix(p.hills[i], '#000000', 0.12)]], 0, 0, 0.4, 1)}"/>`);
      if (i >= 1) {
        let d = '';
        const rows = i === layers - 1 ? 6 : 3;
        const x0 = c.W * rng();
        for (let k = 0; k < rows; k++) {
          const x = (x0 + k * (40 + t * 50)) % (c.W + 40);
          const base = yAt(line, x) + 6;
          const h = c.H * (0.06 + t * 0.16) * (0.8 + rng() * 0.4);
          const w = h * 0.16;
          d += `M${f(x)} ${f(base - h)} C${f(x + w)} ${f(base - h * 0.7)} ${f(x + w * 0.9)} ${f(base - h * 0.1)} ${f(x + w * 0.3)} ${f(base)} L${f(x - w * 0.3)} ${f(base)} C${f(x - w * 0.9)} ${f(base - h * 0.1)} ${f(x - w)} ${f(base - h * 0.7)} ${f(x)} ${f(base - h)} Z`;
        }
        c.add(`<path d="${d}" fill="${mix(p.cypress, p.hills[0], 0.5 - t * 0.5)}"/>`);
      }
      if (i < layers - 1) mistBand(c, c.H * (0.47 + t * 0.4), c.H * 0.1, p.haze, 0.45);
    }
    c.texture(0.7, 2, 0.08, '#3a2a10', 9);
  },
  greece(c, rng, p) {
    const hz = c.H * 0.45;
    sky(c, p.sky);
    c.add(`<rect y="${f(hz)}" width="${c.W}" height="${f(c.H - hz)}" fill="${c.lin(p.sea)}"/>`);
    ripples(c, rng, hz + 2, c.H, '#ffffff', 160, 0.2);
    mistBand(c, hz, c.H * 0.04, '#ffffff', 0.5);
    const island = ridge(rng, c.W, hz - c.H * 0.04, c.H * 0.04, 0.5, 6).map(([x, y]) => [x, x > c.W * 0.45 ? hz + 2 : y]);
    c.add(`<path d="${fillUnder(island, hz + 2)}" fill="${mix(p.sea[0], '#8aa3b8', 0.6)}" opacity="0.8"/>`);
    const slope = (x) => c.H * 0.42 + (x / c.W) * c.H * 0.55;
    const cliff = Array.from({ length: 60 }, (_, i) => {
      const x = (i / 59) * c.W * 0.8 - 20;
      return [x, slope(x) + Math.sin(i * 0.9) * 8];
    });
    cliff.push([c.W * 0.8, c.H + 20]);
    c.add(`<path d="M-20 ${c.H + 20} L${pts(cliff)} Z" fill="${c.lin([p.rock, mix(p.rock, '#5a4a3a', 0.4)])}"/>`);
    const houses = [];
    for (let row = 0; row < 9; row++) {
      for (let k = 0; k < 10; k++) {
        const x = -30 + k * 70 + rng() * 40 + row * 18;
        const top = slope(x) - 40 + row * 58;
        if (top > c.H) continue;
        houses.push({ x, y: top, w: 60 + rng() * 50, h: 45 + rng() * 35, dome: rng() < 0.08, door: rng() < 0.55 });
      }
    }
    houses.sort((a, b) => a.y - b.y);
    for (const h of houses) {
      c.add(`<rect x="${f(h.x + h.w)}" y="${f(h.y + 6)}" width="${f(h.w * 0.22)}" height="${f(h.h)}" fill="${p.shade}"/>`);
      c.add(`<rect x="${f(h.x)}" y="${f(h.y)}" width="${f(h.w)}" height="${f(h.h + 6)}" fill="${p.white}"/>`);
      if (h.door) c.add(`<rect x="${f(h.x + h.w * 0.35)}" y="${f(h.y + h.h * 0.45)}" width="${f(h.w * 0.22)}" height="${f(h.h * 0.55)}" rx="6" fill="${p.blue}"/>`);
      if (h.dome) c.add(`<path d="M${f(h.x + h.w * 0.1)} ${f(h.y)} A${f(h.w * 0.4)} ${f(h.w * 0.4)} 0 0 1 ${f(h.x + h.w * 0.9)} ${f(h.y)} Z" fill="${p.blue}"/>`);
    }
    bokeh(c, rng, 14, [p.flower, mix(p.flower, '#ffffff', 0.3)], 10, 30, [0, 0.6, 0.45, 1], [0.6, 0.9]);
  },
  mesas(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.045, '#fff1d6', '#ffbf80', 7);
    const count = p.rocks.length;
    for (let i = 0; i < count; i++) {
      const t = i / (count - 1);
      const base = c.H * (0.55 + t * 0.3);
      let d = '';
      for (let m = 0; m < 2; m++) {
        const x = c.W * (rng() * 0.9) - 60;
        const w = c.W * (0.12 + rng() * 0.25) * (1 - t * 0.3);
        const h = c.H * (0.1 + rng() * 0.16) * (1 - t * 0.4);
        d += `M${f(x - w * 0.25)} ${f(base)} L${f(x)} ${f(base - h * 0.5)} L${f(x + w * 0.05)} ${f(base - h)} L${f(x + w * 0.95)} ${f(base - h)} L${f(x + w)} ${f(base - h * 0.55)} L${f(x + w * 1.3)} ${f(base)} Z`;
      }
      const col = p.rocks[i];
      const ground = rolling(rng, c.W, base, c.H * 0.01, 2, 60);
      c.add(`<path d="${d}${fillUnder(ground, c.H)}" fill="${c.lin([[0, mix(col, '#ffe0b0', 0.2)], [0.6, col], [1, mix(col, '#2a1208', 0.25)]])}"/>`);
      if (i < count - 1) mistBand(c, base, c.H * 0.08, p.haze, 0.45);
    }
    c.texture(0.6, 3, 0.14, '#3a1a0a', 4);
  },
  karst(c, rng, p) {
    const hz = c.H * 0.6;
    c.add('<g id="karstabove">');
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.04, '#fff6e4', '#ffd9a8', 6);
    const layers = 3;
    for (let l = 0; l < layers; l++) {
      const t = l / (layers - 1);
      const col = mix(p.far, p.near, t);
      let d = '';
      for (let i = 0; i < 3 + l; i++) {
        const x = rng() * c.W;
        const w = c.W * (0.05 + rng() * 0.08) * (1 + t);
        const h = c.H * (0.16 + rng() * 0.2) * (0.7 + t * 0.6);
        d += `M${f(x - w * 0.6)} ${f(hz)} C${f(x - w * 0.7)} ${f(hz - h * 0.6)} ${f(x - w * 0.6)} ${f(hz - h * 1.05)} ${f(x)} ${f(hz - h)} C${f(x + w * 0.6)} ${f(hz - h * 0.95)} ${f(x + w * 0.75)} ${f(hz - h * 0.5)} ${f(x + w * 0.6)} ${f(hz)} Z`;
      }
      c.add(`<path d="${d}" fill="${col}"/>`);
      mistBand(c, hz - c.H * 0.03, c.H * 0.12, p.mist, 0.6 - t * 0.2);
    }
    c.add('</g>');
    c.add(`<rect y="${f(hz)}" width="${c.W}" height="${f(c.H - hz)}" fill="${c.lin(p.sea)}"/>`);
    reflectAbove(c, hz, 'karstabove', 0.35, 4);
    c.add(`<rect y="${f(hz)}" width="${c.W}" height="${f(c.H - hz)}" fill="${c.lin([[0, p.sea[0], 0.2], [1, p.sea[1], 0.8]])}"/>`);
    ripples(c, rng, hz + 2, c.H, '#ffffff', 150, 0.22);
    const bx = c.W * 0.3;
    const by = c.H * 0.8;
    c.add(`<path d="M${f(bx - 120)} ${f(by - 22)} Q${f(bx - 100)} ${f(by)} ${f(bx - 60)} ${f(by + 6)} L${f(bx + 90)} ${f(by + 6)} Q${f(bx + 110)} ${f(by)} ${f(bx + 115)} ${f(by - 8)} Z" fill="#2a221c"/><rect x="${f(bx - 30)}" y="${f(by - 26)}" width="70" height="24" rx="4" fill="#3b2f25"/><path d="M${f(bx - 120)} ${f(by - 22)} l-8 -18" stroke="#2a221c" stroke-width="5"/>`);
  },
  forestHills(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.04, '#fff7e8', '#ffe2b8', 6);
    const count = 6;
    for (let i = 0; i < count; i++) {
      const t = i / (count - 1);
      const line = ridge(rng, c.W, c.H * (0.32 + t * 0.5), c.H * 0.12, 0.5, 7);
      treeLine(c, rng, line, mix(p.far, p.near, t), c.H * (0.025 + t * 0.07), c.H * (0.05 + t * 0.14), 1.2);
      mistBand(c, c.H * (0.36 + t * 0.5), c.H * 0.12, p.mist, 0.65 - t * 0.3);
    }
  },
  rainforest(c, rng, p) {
    sky(c, p.sky);
    const vx = c.W * 0.62;
    const vy = c.H * 0.22;
    c.add(`<path d="M${f(vx - c.W * 0.45)} ${f(c.H * 0.62)} Q${f(vx - c.W * 0.12)} ${f(vy + 30)} ${f(vx - 50)} ${f(vy)} L${f(vx + 45)} ${f(vy + 4)} Q${f(vx + c.W * 0.14)} ${f(vy + 40)} ${f(vx + c.W * 0.5)} ${f(c.H * 0.62)} Z" fill="${c.lin([mix(p.far, '#6b5a55', 0.5), p.far])}"/>`);
    for (let i = 0; i < 5; i++) c.add(`<ellipse cx="${f(vx + i * 40 - 60)}" cy="${f(vy - 20 - i * 22)}" rx="${f(80 + i * 30)}" ry="${f(26 + i * 6)}" fill="#ffffff" opacity="${(0.5 - i * 0.07).toFixed(2)}" filter="${c.blur(14)}"/>`);
    for (let l = 0; l < 4; l++) {
      const t = l / 3;
      const base = ridge(rng, c.W, c.H * (0.5 + t * 0.2), c.H * 0.1, 0.5, 6);
      let d = fillUnder(base, c.H);
      for (let x = -20; x < c.W + 20; x += 18 + t * 30) {
        d += `M${f(x)} ${f(yAt(base, x))} m-${f(20 + t * 40)} 0 a${f(20 + t * 40)} ${f(16 + t * 30)} 0 1 0 ${f(40 + t * 80)} 0 a${f(20 + t * 40)} ${f(16 + t * 30)} 0 1 0 -${f(40 + t * 80)} 0`;
      }
      c.add(`<path d="${d}" fill="${mix(p.far, p.near, t)}"/>`);
      mistBand(c, c.H * (0.55 + t * 0.2), c.H * 0.1, p.mist, 0.5 - t * 0.2);
    }
    for (let i = 0; i < 7; i++) leaf(c, i < 4 ? -30 : c.W + 30, c.H * (0.55 + rng() * 0.5), 320 + rng() * 160, 100, i < 4 ? -0.3 - rng() * 0.9 : Math.PI + 0.3 + rng() * 0.9, p.leaves, { light: '#c8f0b0' });
  },
  cairn(c, rng, p) {
    const hz = c.H * 0.5;
    sky(c, p.sky);
    c.add(`<rect y="${f(hz)}" width="${c.W}" height="${f(c.H - hz)}" fill="${c.lin(p.sea)}"/>`);
    mistBand(c, hz, c.H * 0.08, p.sky[p.sky.length - 1], 0.7);
    c.add(`<path d="M0 ${f(c.H * 0.72)} Q${f(c.W * 0.5)} ${f(c.H * 0.66)} ${c.W} ${f(c.H * 0.74)} L${c.W} ${c.H} L0 ${c.H} Z" fill="${c.lin([p.sand, mix(p.sand, '#000000', 0.2)])}"/>`);
    c.add(`<path d="M0 ${f(c.H * 0.72)} Q${f(c.W * 0.5)} ${f(c.H * 0.66)} ${c.W} ${f(c.H * 0.74)}" stroke="#ffffff" stroke-width="6" opacity="0.5" fill="none" filter="${c.blur(3)}"/>`);
    let y = c.H * 0.86;
    const x = c.W * (0.5 + (rng() - 0.5) * 0.3);
    let r = c.W * 0.09;
    for (let i = 0; i < 6; i++) {
      const ry = r * (0.38 + rng() * 0.12);
      stone(c, x + (rng() - 0.5) * r * 0.2, y - ry, r, ry, p.stones[i % p.stones.length], (rng() - 0.5) * 8);
      y -= ry * 1.75;
      r *= 0.8;
    }
  },
  meditation(c, rng, p) {
    sky(c, p.sky);
    sun(c, c.W * 0.5, c.H * 0.5, c.H * 0.09, '#fff4de', p.sunGlow ?? '#ffc98e', 5);
    mountainLayers(c, rng, { top: 0.52, bottom: 0.72, near: p.near, far: p.far, count: 4, amp: 0.18, mist: p.mist, mistOpacity: 0.6 });
    const x = c.W * 0.5;
    const base = c.H * 0.92;
    const s = c.H * 0.0028;
    const col = p.figure;
    c.add(`<path d="M${f(c.W * 0.2)} ${c.H} Q${f(x)} ${f(base - 8 * s)} ${f(c.W * 0.8)} ${c.H} Z" fill="${col}"/>`);
    c.add(`<g fill="${col}" transform="translate(${f(x)} ${f(base)}) scale(${f(s)})"><ellipse cx="0" cy="-14" rx="62" ry="16"/><path d="M-30 -20 C-34 -60 -30 -88 -20 -100 L20 -100 C30 -88 34 -60 30 -20 Z"/><path d="M-22 -96 C-40 -80 -48 -50 -40 -22 L-30 -24 C-34 -50 -30 -72 -16 -86 Z M22 -96 C40 -80 48 -50 40 -22 L30 -24 C34 -50 30 -72 16 -86 Z"/><rect x="-7" y="-112" width="14" height="16"/><ellipse cx="0" cy="-128" rx="15" ry="18"/><circle cx="0" cy="-148" r="8"/></g>`);
  },
  citrus(c, rng, p) {
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${p.linen}"/>`);
    c.texture(0.5, 3, 0.12, '#6a5a40', 2);
    for (let i = 0; i < 6; i++) leaf(c, c.W * rng(), c.H * rng(), 200 + rng() * 120, 60, rng() * 6.28, p.leaf, { blur: 1 });
    const fruits = [];
    for (let i = 0; i < 7; i++) fruits.push({ x: c.W * (0.12 + rng() * 0.76), y: c.H * (0.15 + rng() * 0.7), r: c.H * (0.1 + rng() * 0.07), col: p.fruits[i % p.fruits.length] });
    for (const fr of fruits) {
      c.add(`<circle cx="${f(fr.x + 10)}" cy="${f(fr.y + 14)}" r="${f(fr.r)}" fill="#000000" opacity="0.25" filter="${c.blur(10)}"/>`);
      c.add(`<circle cx="${f(fr.x)}" cy="${f(fr.y)}" r="${f(fr.r)}" fill="${mix(fr.col, '#000000', 0.15)}"/>`);
      c.add(`<circle cx="${f(fr.x)}" cy="${f(fr.y)}" r="${f(fr.r * 0.9)}" fill="${mix(fr.col, '#fff8e8', 0.7)}"/>`);
      let seg = '';
      for (let k = 0; k < 10; k++) {
        const a0 = (k / 10) * 6.283 + 0.04;
        const a1 = ((k + 1) / 10) * 6.283 - 0.04;
        const ri = fr.r * 0.1;
        const ro = fr.r * 0.84;
        seg += `M${f(fr.x + Math.cos(a0) * ri)} ${f(fr.y + Math.sin(a0) * ri)} L${f(fr.x + Math.cos(a0) * ro)} ${f(fr.y + Math.sin(a0) * ro)} A${f(ro)} ${f(ro)} 0 0 1 ${f(fr.x + Math.cos(a1) * ro)} ${f(fr.y + Math.sin(a1) * ro)} Z`;
      }
      c.add(`<path d="${seg}" fill="${c.rad([[0, mix(fr.col, '#ffffff', 0.35)], [1, fr.col]])}"/>`);
    }
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.rad([[0.5, '#000000', 0], [1, '#000000', 0.25]], 0.5, 0.5, 0.8)}"/>`);
  },
  waterfall(c, rng, p) {
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.lin(p.sky)}"/>`);
    const fx = c.W * 0.5;
    for (let l = 0; l < 3; l++) {
      const t = l / 2;
      const col = mix(p.far, p.near, t);
      const edge = (side) => Array.from({ length: 30 }, (_, i) => [fx + side * (c.W * (0.07 + (1 - t) * 0.16) + (i / 29) * c.W * 0.04 + (rng() - 0.5) * 24), -20 + (i / 29) * (c.H + 40)]);
      c.add(`<path d="M-40 -20 L${pts(edge(-1))} L-40 ${c.H + 20} Z M${c.W + 40} -20 L${pts(edge(1))} L${c.W + 40} ${c.H + 20} Z" fill="${col}"/>`);
      bokeh(c, rng, 18, [mix(col, '#9bd08a', 0.3)], 20, 60, [0, 0, 0.3, 1], [0.5, 0.9]);
      bokeh(c, rng, 18, [mix(col, '#9bd08a', 0.3)], 20, 60, [0.7, 0, 1, 1], [0.5, 0.9]);
    }
    let d = '';
    for (let i = 0; i < 60; i++) {
      const x = fx - c.W * 0.05 + rng() * c.W * 0.1;
      d += `M${f(x)} ${f(c.H * 0.08)} L${f(x + (rng() - 0.5) * 20)} ${f(c.H * 0.8)}`;
    }
    c.add(`<path d="${d}" stroke="#ffffff" stroke-width="4" opacity="0.5" filter="${c.blur(2)}"/>`);
    c.add(`<rect y="${f(c.H * 0.78)}" width="${c.W}" height="${f(c.H * 0.22)}" fill="${c.lin([p.pool, mix(p.pool, '#000000', 0.3)])}"/>`);
    mistWisps(c, rng, c.H * 0.8, c.H * 0.06, '#ffffff', 8, 0.7);
  },
};

export function renderScene(kind, W, H, params, seed) {
  const c = new Canvas(W, H);
  const rng = rngFor(seed);
  const draw = scenes[kind] ?? placeScenes[kind] ?? kindScenes[kind] ?? portraitScenes[kind];
  if (!draw) throw new Error(`No scene called ${kind}`);
  draw(c, rng, params);
  return c.toString();
}

// Transparent band of soft mist for the hero videos, drawn wider than the frame so it can drift.
export function mistLayer(W, H, seed, color = '#ffffff', strength = 0.5) {
  const c = new Canvas(W, H);
  const rng = rngFor(seed);
  for (let i = 0; i < 16; i++) {
    c.add(`<ellipse cx="${f(rng() * W)}" cy="${f(H * (0.55 + rng() * 0.4))}" rx="${f(W * (0.08 + rng() * 0.14))}" ry="${f(H * (0.03 + rng() * 0.05))}" fill="${color}" opacity="${(strength * (0.4 + rng() * 0.6)).toFixed(2)}" filter="${c.blur(30)}"/>`);
  }
  return c.toString();
}
