// Place scenes: landscapes and buildings that say where a program is. Each one belongs to one country (the catalogue
// says which, and which cities it fits); none is used for another country.
import { f, fillUnder, mistBand, mix, mountainLayers, palm, pine, pts, reflectAbove, ridge, ripples, rolling, sky, stone, sun, treeLine, yAt } from './media-draw.mjs';
import {
  archBridge, balloon, bamboo, blossoms, boat, boathouse, butte, canopy, chalet, chedi, clouds, columns, coveredBridge, cypresses, domeChapel,
  flower, forestFarmhouse, grass, house, kayak, kurhaus, lakeCastle, leafSprays, lighthouse, longtail, meru, milkyWay, onionChurch, pagoda, redTrain,
  roundTree, shrubs, massif, splitGate, stars, steam, steamer, surfer, surfLines, timberHouse, torii, tower, villa, volcanoCone, watHall, whiteVillage,
  windmill,
} from './media-features.mjs';

const shade = (color, t) => mix(color, '#000000', t);

/** Still water below `hz` that mirrors the group drawn above it. */
function water(c, rng, hz, id, color, { reflect = 0.55, ripple = 0.18, tintTo = null } = {}) {
  c.add(`<rect y="${f(hz)}" width="${c.W}" height="${f(c.H - hz)}" fill="${color}"/>`);
  reflectAbove(c, hz, id, reflect, 2.5);
  c.add(`<rect y="${f(hz)}" width="${c.W}" height="${f(c.H - hz)}" fill="${c.lin([[0, color, 0.2], [1, tintTo ?? color, 0.85]])}"/>`);
  ripples(c, rng, hz + 2, c.H, '#ffffff', 120, ripple);
}

/** Open sea to the horizon with sun glints. */
function sea(c, rng, hz, colors, { glint = '#ffffff', sunX = null } = {}) {
  c.add(`<rect y="${f(hz)}" width="${c.W}" height="${f(c.H - hz)}" fill="${c.lin(colors)}"/>`);
  if (sunX !== null) {
    let d = '';
    for (let i = 0; i < 60; i++) {
      const t = rng();
      const y = hz + 3 + Math.pow(t, 1.4) * (c.H - hz);
      const w = (10 + t * 120) * (0.4 + rng());
      d += `M${f(sunX + (rng() - 0.5) * (30 + t * 240) - w / 2)} ${f(y)} h${f(w)}`;
    }
    c.add(`<path d="${d}" stroke="${glint}" stroke-width="2.4" opacity="0.7" stroke-linecap="round" filter="${c.blur(1.2)}"/>`);
  }
  ripples(c, rng, hz + 3, c.H, '#ffffff', 140, 0.16);
}

const line = (rng, c, y, amp, waves = 3) => rolling(rng, c.W, y, amp, waves, 120);

export const placeScenes = {
  // ------------------------------------------------------------ USA
  /** Sedona: red sandstone buttes and spires above juniper scrub; at night under the Milky Way. */
  sedona(c, rng, p) {
    sky(c, p.sky);
    if (p.night) {
      stars(c, rng, 420, c.H * 0.6);
      milkyWay(c, rng, c.H * 0.6);
    } else if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.04, '#fff4e0', p.sunGlow ?? '#ffd2a0', 7);
    if (p.clouds) clouds(c, rng, { y0: c.H * 0.06, y1: c.H * 0.26, count: p.clouds, color: p.cloud ?? '#fff6ec', opacity: 0.85, size: [80, 170] });
    const [far, mid, near] = p.rocks;
    const end = p.sky[p.sky.length - 1];
    const hz = c.H * 0.56;
    const m = p.mirror ? -1 : 1;
    const X = (t) => (m > 0 ? c.W * t : c.W * (1 - t));
    butte(c, rng, X(0.14), hz, c.W * 0.36, c.H * 0.14, { color: mix(far, end, 0.55), shadowCol: shade(far, 0.1) });
    butte(c, rng, X(0.74), hz, c.W * 0.42, c.H * 0.17, { color: mix(far, end, 0.45), shadowCol: shade(far, 0.15), spire: true });
    c.add(`<rect y="${f(hz - 2)}" width="${c.W}" height="${f(c.H - hz)}" fill="${c.lin([mix(p.ground[0], end, 0.55), p.ground[0]])}"/>`);
    mistBand(c, hz, c.H * 0.05, p.haze, 0.55);
    butte(c, rng, X(0.38), hz + c.H * 0.06, c.W * 0.5, c.H * 0.3, { color: mid, shadowCol: shade(mid, 0.45), spire: p.spires !== false, cap: p.cap ?? null });
    butte(c, rng, X(0.92), hz + c.H * 0.1, c.W * 0.34, c.H * 0.24, { color: mix(mid, near, 0.4), shadowCol: shade(near, 0.4) });
    const ground = line(rng, c, hz + c.H * 0.1, c.H * 0.012);
    c.add(`<path d="${fillUnder(ground, c.H)}" fill="${c.lin([p.ground[0], p.ground[1]])}"/>`);
    shrubs(c, rng, 70, { yOf: (x) => yAt(ground, x) + 4 + rng() * c.H * 0.12, size: 12, color: p.juniper });
    if (p.creek) {
      const cy = c.H * 0.8;
      c.add(`<path d="M-20 ${f(cy)} Q${f(c.W * 0.4)} ${f(cy - 30)} ${f(c.W + 20)} ${f(cy + 10)} L${f(c.W + 20)} ${f(cy + 110)} Q${f(c.W * 0.5)} ${f(cy + 60)} -20 ${f(cy + 100)} Z" fill="${c.lin(p.creek)}"/>`);
      ripples(c, rng, cy, cy + 90, '#ffffff', 40, 0.35);
      for (let i = 0; i < 4; i++) stone(c, c.W * (0.15 + i * 0.22 + rng() * 0.06), cy + 70 + rng() * 30, 60 + rng() * 40, 22 + rng() * 10, '#a8684a');
      for (const x of [0.04, 0.26, 0.8, 0.97]) roundTree(c, rng, c.W * x, cy - 4, c.H * (0.26 + rng() * 0.08), { leaf: p.trees ?? '#6f8a4a', trunk: '#e0d8c8', light: '#fff0c0', width: 1.2 });
    }
    if (p.trail) {
      c.add(`<path d="M${f(c.W * 0.4)} ${f(c.H + 10)} C${f(c.W * 0.46)} ${f(c.H * 0.88)} ${f(c.W * 0.6)} ${f(c.H * 0.8)} ${f(c.W * 0.54)} ${f(c.H * 0.7)} L${f(c.W * 0.56)} ${f(c.H * 0.7)} C${f(c.W * 0.66)} ${f(c.H * 0.8)} ${f(c.W * 0.6)} ${f(c.H * 0.9)} ${f(c.W * 0.68)} ${f(c.H + 10)} Z" fill="${mix(p.ground[0], '#ffffff', 0.3)}" opacity="0.75"/>`);
    }
    const fg = line(rng, c, c.H * 0.93, c.H * 0.02);
    shrubs(c, rng, 8, { x0: 0, x1: c.W * 0.3, yOf: (x) => yAt(fg, x), size: 50, color: shade(p.juniper, 0.25) });
    shrubs(c, rng, 6, { x0: c.W * 0.75, x1: c.W, yOf: (x) => yAt(fg, x), size: 50, color: shade(p.juniper, 0.25) });
    c.texture(0.6, 3, 0.1, '#3a1a0a', 4);
  },
  /** Big Sur: headlands falling into the Pacific one behind the other, an arch bridge over a canyon, fog on the water. */
  bigSur(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.05, '#fff3dc', '#ffc98e', 7);
    const hz = c.H * 0.46;
    sea(c, rng, hz, p.sea, { sunX: p.sun ? c.W * p.sun[0] : null });
    // Seen from high on the coast road: the land on one side, headlands one behind the other, the far ones small by the
    // horizon, each ending in a cliff above the surf.
    const heads = p.heads ?? 4;
    const m = p.mirror ? -1 : 1;
    const X = (x) => (m > 0 ? x : c.W - x);
    let near = null;
    for (let i = 0; i < heads; i++) {
      const t = i / (heads - 1);
      const tipX = c.W * (0.36 + t * 0.34);
      const waterY = hz + c.H * (0.008 + t * t * 0.44);
      const leftTop = hz - c.H * (0.14 - t * 0.1) + t * t * c.H * 0.1;
      const prof = [];
      for (let k = 0; k <= 48; k++) {
        const u = k / 48;
        const x = -40 + u * (tipX + 40);
        const y = leftTop + (waterY - leftTop) * (0.35 * u + 0.65 * Math.pow(u, 4)) + Math.sin(k * 0.8 + i * 2) * c.H * 0.006 * (1 - u);
        prof.push([X(x), y]);
      }
      const col = mix(p.far, p.near, t);
      c.add(`<path d="M${f(X(-40))} ${c.H + 10} L${pts(prof)} L${f(X(tipX + c.W * 0.01))} ${f(waterY + 3)} L${f(X(tipX + c.W * 0.01))} ${c.H + 10} Z" fill="${c.lin([[0, mix(col, '#ffffff', 0.08)], [1, shade(col, 0.12)]])}"/>`);
      const cliff = prof.slice(40);
      c.add(`<path d="M${pts(cliff)} L${f(X(tipX + c.W * 0.01))} ${f(waterY + 3)} L${f(X(tipX - c.W * 0.03))} ${f(waterY + 3)} Z" fill="${mix(col, '#8a7a66', 0.45)}" opacity="0.85"/>`);
      c.add(`<path d="M${f(X(tipX - c.W * 0.06))} ${f(waterY + 4)} Q${f(X(tipX + c.W * 0.02))} ${f(waterY - 2)} ${f(X(tipX + c.W * 0.08))} ${f(waterY + 8)}" stroke="#ffffff" stroke-width="${f(3 + t * 7)}" opacity="0.65" fill="none" filter="${c.blur(2)}"/>`);
      if (p.road && i === heads - 2) c.add(`<path d="M${pts(prof.slice(0, 40).map(([x, y]) => [x, y + c.H * 0.035]))}" stroke="#ece6d8" stroke-width="5" fill="none" opacity="0.85"/>`);
      if (i < heads - 1) mistBand(c, waterY + c.H * 0.01, c.H * 0.05 + t * c.H * 0.05, p.fog, (p.fogOpacity ?? 0.5) * (1 - t * 0.3));
      near = { prof, tipX, waterY, col };
    }
    if (p.bridge) {
      const yOf = (x) => yAt(m > 0 ? near.prof : [...near.prof].reverse(), x);
      const g0 = X(c.W * 0.14);
      const g1 = X(c.W * 0.44);
      const [a, b] = m > 0 ? [g0, g1] : [g1, g0];
      const deck = Math.min(yOf(a), yOf(b)) - c.H * 0.02;
      c.add(`<path d="M${f(a)} ${f(yOf(a))} Q${f((a + b) / 2)} ${f(c.H * 0.8)} ${f((a + b) / 2 + 20)} ${c.H + 10} L${f((a + b) / 2 + 60)} ${c.H + 10} Q${f((a + b) / 2 + 40)} ${f(c.H * 0.8)} ${f(b)} ${f(yOf(b))} Z" fill="${shade(near.col, 0.35)}"/>`);
      archBridge(c, a, b, deck, (b - a) / 520, { concrete: p.bridge, shadowCol: shade(p.bridge, 0.3) });
    }
    if (p.cove) {
      const wx = X(near.tipX - c.W * 0.02);
      c.add(`<path d="M${f(wx)} ${f(near.waterY - c.H * 0.12)} q${f(m * 8)} ${f(c.H * 0.06)} ${f(m * 4)} ${f(c.H * 0.13)}" stroke="#ffffff" stroke-width="12" opacity="0.9" fill="none" filter="${c.blur(1.5)}"/>`);
      c.add(`<path d="M${f(X(near.tipX - c.W * 0.12))} ${c.H + 10} Q${f(X(near.tipX - c.W * 0.06))} ${f(near.waterY - 6)} ${f(X(near.tipX + c.W * 0.1))} ${f(near.waterY + c.H * 0.03)} L${f(X(near.tipX + c.W * 0.2))} ${c.H + 10} Z" fill="${p.sand}"/>`);
      surfLines(c, rng, near.waterY + c.H * 0.03, near.waterY + c.H * 0.06, 2);
    }
    if (p.flowers) blossoms(c, rng, 220, [0, c.H * 0.84, c.W * 0.4, c.H], p.flowers, 8);
    c.texture(0.7, 2, 0.07, '#1a2a30', 6);
  },
  /** Redwoods: tall red trunks in shafts of light, ferns below. */
  redwoods(c, rng, p) {
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.lin(p.bg)}"/>`);
    for (let layer = 0; layer < 3; layer++) {
      const t = layer / 2;
      for (let i = 0; i < 5 + layer; i++) {
        const x = rng() * c.W;
        const w = (40 + t * 120) * (0.7 + rng() * 0.6);
        const col = mix(p.far, p.trunk, t);
        c.add(`<path d="M${f(x - w / 2)} ${f(c.H + 10)} L${f(x - w * 0.38)} -10 L${f(x + w * 0.38)} -10 L${f(x + w / 2)} ${f(c.H + 10)} Z" fill="${c.lin([[0, shade(col, 0.25)], [0.45, mix(col, '#ffd0a0', 0.15)], [1, shade(col, 0.35)]], 0, 0, 1, 0)}"/>`);
        if (layer === 2) {
          let bark = '';
          for (let k = 0; k < 8; k++) bark += `M${f(x - w * 0.3 + k * w * 0.08)} ${f(c.H)} L${f(x - w * 0.25 + k * w * 0.07)} 0`;
          c.add(`<path d="${bark}" stroke="${shade(col, 0.4)}" stroke-width="3" opacity="0.4"/>`);
        }
      }
      mistBand(c, c.H * 0.55, c.H * 0.6, p.mist, 0.35 - t * 0.15);
    }
    for (let i = 0; i < 5; i++) c.add(`<path d="M${f(c.W * (0.2 + i * 0.15))} -20 L${f(c.W * (0.35 + i * 0.15))} -20 L${f(c.W * (0.6 + i * 0.12))} ${c.H} L${f(c.W * (0.5 + i * 0.12))} ${c.H} Z" fill="#fff2c8" opacity="0.1" filter="${c.blur(16)}"/>`);
    leafSprays(c, rng, 40, [0, c.H * 0.82, c.W, c.H], p.fern, 90);
  },
  /** Napa: vineyard rows running to golden hills, an oak, a stone winery; hot-air balloons at dawn. */
  napa(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.045, '#fff3dc', '#ffcf8f', 7);
    if (p.balloons) for (const [bx, by, r, cols] of p.balloons) balloon(c, c.W * bx, c.H * by, r, cols);
    const hz = c.H * 0.48;
    for (let i = 0; i < 3; i++) {
      const l = line(rng, c, hz - c.H * 0.08 + i * c.H * 0.05, c.H * 0.04, 3);
      c.add(`<path d="${fillUnder(l, c.H)}" fill="${mix(p.hills[0], p.hills[1], i / 2)}"/>`);
      mistBand(c, hz - c.H * 0.04 + i * c.H * 0.05, c.H * 0.06, p.haze, 0.4);
    }
    const fieldTop = hz + c.H * 0.06;
    c.add(`<rect y="${f(fieldTop)}" width="${c.W}" height="${f(c.H - fieldTop)}" fill="${p.soil}"/>`);
    const vx = c.W * (p.vanish ?? 0.6);
    let rows = '';
    for (let k = -30; k <= 30; k++) {
      const bx = vx + k * c.W * 0.085;
      rows += `M${f(vx + k * 10)} ${f(fieldTop)} L${f(bx - 14)} ${f(c.H + 10)} L${f(bx + 14)} ${f(c.H + 10)} Z`;
    }
    c.add(`<path d="${rows}" fill="${c.lin([[0, mix(p.vines, p.haze, 0.3)], [1, p.vines]])}"/>`);
    let leaves = '';
    for (let k = -30; k <= 30; k++) {
      for (let s = 0; s < 60; s++) {
        const t = Math.pow(s / 60, 1.6);
        const y = fieldTop + t * (c.H - fieldTop);
        const x = vx + k * 10 + (k * c.W * 0.085 - k * 10) * t;
        const r = 3 + t * 30;
        leaves += `M${f(x - r)} ${f(y)} a${f(r)} ${f(r * 0.8)} 0 1 0 ${f(2 * r)} 0 a${f(r)} ${f(r * 0.8)} 0 1 0 ${f(-2 * r)} 0`;
      }
    }
    c.add(`<path d="${leaves}" fill="${p.leaf}" opacity="0.9"/>`);
    if (p.winery) house(c, c.W * 0.16, fieldTop + 4, c.W * 0.13, c.H * 0.08, { wall: p.winery, roof: '#7a4a38', window: '#4a3a30', hip: true, roofH: c.H * 0.03 });
    roundTree(c, rng, c.W * (p.oakX ?? 0.82), fieldTop + 8, c.H * 0.22, { leaf: p.oak, trunk: '#3a2e24', width: 1.5 });
    c.texture(0.7, 2, 0.08, '#3a2a10', 9);
  },

  // ------------------------------------------------------------ Italy
  /** Lake Como: steep wooded mountains dropping into the lake, an ochre villa with cypresses, a wooden launch. */
  como(c, rng, p) {
    const hz = c.H * 0.62;
    c.add('<g id="comoabove">');
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.04, '#fff6e0', '#ffd9a8', 6);
    mountainLayers(c, rng, { top: 0.2, bottom: 0.46, near: p.near, far: p.far, count: 4, amp: 0.32, rough: 0.5, mist: p.mist, mistOpacity: 0.45 });
    const shore = ridge(rng, c.W, hz - c.H * 0.02, c.H * 0.02, 0.5, 6);
    treeLine(c, rng, shore, p.trees, c.H * 0.03, c.H * 0.07, 1.1);
    if (p.village) for (let i = 0; i < 9; i++) house(c, c.W * (0.08 + i * 0.035), hz - 4, 38 + rng() * 20, 30 + rng() * 30, { wall: p.village[i % p.village.length], roof: '#a65a3c', window: '#5a4a40', roofH: 10 });
    if (p.village) tower(c, c.W * 0.22, hz - 4, 26, 110, { wall: '#e8dccb', roof: '#a65a3c', bell: true });
    villa(c, c.W * (p.villaX ?? 0.56), hz + 2, c.W * 0.26, c.H * 0.16, { wall: p.villa, roof: '#b5563a', shutter: '#4f6b50', cols: 8 });
    cypresses(c, [[c.W * 0.53, hz + 2, c.H * 0.26], [c.W * 0.85, hz + 2, c.H * 0.24], [c.W * 0.88, hz + 2, c.H * 0.3]], p.cypress);
    c.add('</g>');
    water(c, rng, hz, 'comoabove', p.water);
    mistBand(c, hz, c.H * 0.03, p.mist, 0.5);
    if (p.boat) boat(c, c.W * 0.3, hz + c.H * 0.2, 1.6, { hull: '#7a4a2c', deck: '#f0e4cc', cabin: null, stripe: '#f0e4cc' });
    if (p.terrace) {
      c.add(`<rect y="${f(c.H * 0.86)}" width="${c.W}" height="${f(c.H * 0.14)}" fill="${p.terrace}"/>`);
      let bal = '';
      for (let x = 10; x < c.W; x += 44) bal += `M${f(x)} ${f(c.H * 0.86)} q-12 ${f(-c.H * 0.06)} 0 ${f(-c.H * 0.12)} h18 q12 ${f(c.H * 0.06)} 0 ${f(c.H * 0.12)} Z`;
      c.add(`<path d="${bal}" fill="${mix(p.terrace, '#ffffff', 0.3)}"/><rect y="${f(c.H * 0.72)}" width="${c.W}" height="18" fill="${mix(p.terrace, '#ffffff', 0.2)}"/>`);
      blossoms(c, rng, 60, [c.W * 0.75, c.H * 0.6, c.W, c.H * 0.74], ['#d94a7a', '#e86a9a', '#5f8a4a'], 10);
    }
  },
  /** Tuscany: rolling hills, a cypress lane up to a stone farmhouse, or a hill town with towers. */
  tuscany(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.05, '#fff3dc', '#ffcf8f', 7);
    if (p.clouds) clouds(c, rng, { y0: c.H * 0.08, y1: c.H * 0.28, count: p.clouds, color: '#fff8ee', opacity: 0.7 });
    const layers = p.hills.length;
    const lines = [];
    for (let i = 0; i < layers; i++) {
      const t = i / (layers - 1);
      const l = line(rng, c, c.H * (0.42 + t * 0.38), c.H * (0.05 + t * 0.03), 3);
      lines.push(l);
      c.add(`<path d="${fillUnder(l, c.H)}" fill="${c.lin([[0, mix(p.hills[i], '#fff1cf', 0.18)], [1, mix(p.hills[i], '#000000', 0.12)]], 0, 0, 0.4, 1)}"/>`);
      if (p.rows && i === layers - 2) {
        let d = '';
        for (let k = 0; k < 18; k++) {
          const y0 = yAt(l, c.W * 0.5) + 10 + k * 12;
          d += `M-20 ${f(y0 + k * 3)} Q${f(c.W * 0.5)} ${f(y0 - 20)} ${f(c.W + 20)} ${f(y0 + k * 2)}`;
        }
        c.add(`<path d="${d}" stroke="${mix(p.hills[i], '#000000', 0.2)}" stroke-width="3" fill="none" opacity="0.3"/>`);
      }
      if (i === 1 && p.town) {
        const tx = c.W * p.town;
        const ty = yAt(l, tx) + 6;
        for (let k = 0; k < 14; k++) house(c, tx - 260 + k * 38 + rng() * 10, ty + Math.abs(k - 7) * 6, 50 + rng() * 20, 40 + rng() * 30, { wall: mix('#d8c4a0', '#b89c78', rng()), roof: '#a65a3c', roofH: 8, hip: true });
        tower(c, tx - 50, ty - 20, 36, 190, { wall: '#cdb896' });
        tower(c, tx + 60, ty - 10, 30, 140, { wall: '#c4ad8a' });
        tower(c, tx + 150, ty, 26, 100, { wall: '#d0bb98' });
        cypresses(c, [[tx - 300, ty + 40, 90], [tx - 330, ty + 44, 70], [tx + 290, ty + 44, 100]], p.cypress);
      }
      if (i === layers - 2 && p.farm) {
        const fx = c.W * p.farm;
        const fy = yAt(l, fx) + 8;
        house(c, fx, fy, 150, 70, { wall: '#dcc7a2', roof: '#a65a3c', window: '#6a5440', hip: true, roofH: 24 });
        tower(c, fx + 40, fy - 70, 40, 50, { wall: '#d2bd98', roof: '#a65a3c' });
        cypresses(c, Array.from({ length: 9 }, (_, k) => [fx - 40 - k * 38, yAt(l, fx - 40 - k * 38) + 14 + k * 9, 80 + k * 10]), p.cypress, '#9fb070');
      }
      if (i >= 1 && !p.farm && !p.town) {
        const list = [];
        for (let k = 0; k < (i === layers - 1 ? 5 : 3); k++) {
          const x = c.W * rng();
          list.push([x, yAt(l, x) + 6, c.H * (0.06 + t * 0.16) * (0.8 + rng() * 0.4)]);
        }
        cypresses(c, list, mix(p.cypress, p.hills[0], 0.5 - t * 0.5));
      }
      if (i < layers - 1) mistBand(c, c.H * (0.47 + t * 0.4), c.H * 0.08, p.haze, 0.28);
    }
    if (p.poppies) blossoms(c, rng, 160, [0, c.H * 0.88, c.W, c.H], p.poppies, 6);
    c.texture(0.7, 2, 0.08, '#3a2a10', 9);
  },
  /** Saturnia: white travertine terraces with warm turquoise pools stepping down a green hillside, steam rising. */
  saturnia(c, rng, p) {
    sky(c, p.sky);
    const hills = line(rng, c, c.H * 0.3, c.H * 0.04);
    c.add(`<path d="${fillUnder(hills, c.H)}" fill="${p.hill}"/>`);
    cypresses(c, [[c.W * 0.12, yAt(hills, c.W * 0.12) + 8, 90], [c.W * 0.15, yAt(hills, c.W * 0.15) + 8, 70], [c.W * 0.86, yAt(hills, c.W * 0.86) + 8, 100]], p.cypress);
    mistBand(c, c.H * 0.34, c.H * 0.06, p.haze, 0.35);
    const slope = line(rng, c, c.H * 0.4, c.H * 0.02);
    c.add(`<path d="${fillUnder(slope, c.H)}" fill="${c.lin([mix(p.hill, '#ffffff', 0.1), mix(p.hill, '#000000', 0.15)])}"/>`);
    // Two natural pools, one spilling into the other over white travertine.
    const pool = (cx, cy, rx, ry, lip) => {
      const edge = Array.from({ length: 49 }, (_, k) => {
        const a = (k / 48) * Math.PI * 2;
        const wob = 1 + Math.sin(a * 3 + rng() * 0.3) * 0.05 + Math.sin(a * 7) * 0.025;
        return [cx + Math.cos(a) * rx * wob, cy + Math.sin(a) * ry * wob];
      });
      c.add(`<path d="M${pts(edge.map(([x, y]) => [x, y + lip]))} Z" fill="${c.lin([p.stone, mix(p.stone, '#9a8a70', 0.4)])}"/>`);
      c.add(`<path d="M${pts(edge)} Z" fill="${mix(p.stone, '#ffffff', 0.3)}"/>`);
      c.add(`<path d="M${pts(edge.map(([x, y]) => [cx + (x - cx) * 0.9, cy + (y - cy) * 0.82 + 4]))} Z" fill="${c.lin([[0, p.pool[0]], [1, p.pool[1]]])}"/>`);
      ripples(c, rng, cy - ry * 0.5, cy + ry * 0.7, '#ffffff', 30, 0.25);
      let falls = '';
      for (let k = 0; k < 9; k++) {
        const x = cx - rx * 0.5 + rng() * rx;
        const y = cy + ry * Math.sqrt(Math.max(0, 1 - ((x - cx) / rx) ** 2));
        falls += `M${f(x)} ${f(y)} q2 ${f(lip * 0.6)} 0 ${f(lip * 1.1)}`;
      }
      c.add(`<path d="${falls}" stroke="#ffffff" stroke-width="7" opacity="0.75" fill="none" filter="${c.blur(2)}"/>`);
      steam(c, rng, cx, cy - ry * 0.2, rx * 1.6, ry * 2, 5, 0.28);
    };
    house(c, c.W * 0.62, yAt(slope, c.W * 0.62) + 10, 150, 64, { wall: '#dcc7a2', roof: '#a65a3c', window: '#6a5440', hip: true, roofH: 22 });
    cypresses(c, Array.from({ length: 6 }, (_, k) => [c.W * 0.57 - k * 40, yAt(slope, c.W * 0.57 - k * 40) + 30 + k * 8, 90 + k * 6]), p.cypress);
    pool(c.W * 0.3, c.H * 0.56, c.W * 0.22, c.H * 0.06, c.H * 0.05);
    pool(c.W * 0.55, c.H * 0.8, c.W * 0.42, c.H * 0.1, c.H * 0.08);
    roundTree(c, rng, c.W * 0.92, c.H * 0.7, c.H * 0.3, { leaf: '#5a6a3a', trunk: '#4a3a2e' });
  },
  /** The Dolomites: pale limestone towers glowing at dusk above meadows, larches and a wooden hut. */
  dolomites(c, rng, p) {
    sky(c, p.sky);
    massif(c, rng, c.W * 0.04, c.W * 0.66, c.H * 0.52, c.H * 0.36, { color: p.rock, shadowCol: p.rockShadow });
    massif(c, rng, c.W * 0.6, c.W * 1.06, c.H * 0.53, c.H * 0.2, { color: mix(p.rock, p.sky[2], 0.25), shadowCol: p.rockShadow });
    let talus = '';
    // Scree fans at the foot of the walls: low, wide and concave.
    for (let k = 0; k < 8; k++) {
      const x = c.W * (k / 7) + (rng() - 0.5) * 80;
      const h = c.H * (0.03 + rng() * 0.03);
      talus += `M${f(x - 260)} ${f(c.H * 0.58)} Q${f(x - 40)} ${f(c.H * 0.56)} ${f(x)} ${f(c.H * 0.53 - h)} Q${f(x + 40)} ${f(c.H * 0.56)} ${f(x + 260)} ${f(c.H * 0.58)} Z`;
    }
    c.add(`<path d="${talus}" fill="${p.scree}"/>`);
    const scree = line(rng, c, c.H * 0.55, c.H * 0.02);
    c.add(`<path d="${fillUnder(scree, c.H)}" fill="${c.lin([p.scree, mix(p.scree, p.meadow[1], 0.5)])}"/>`);
    mistBand(c, c.H * 0.56, c.H * 0.05, p.mist, 0.45);
    const meadow = line(rng, c, c.H * 0.66, c.H * 0.04);
    treeLine(c, rng, meadow.map(([x, y]) => [x, y - 6]), p.larch, c.H * 0.04, c.H * 0.1, 0.7);
    c.add(`<path d="${fillUnder(meadow, c.H)}" fill="${c.lin(p.meadow)}"/>`);
    if (p.hut) {
      const hx = c.W * 0.6;
      const hy = yAt(meadow, hx) + c.H * 0.14;
      house(c, hx, hy, 170, 80, { wall: '#8a5e3c', roof: '#5a4638', window: '#3a2a20', roofH: 50, side: 0.5 });
    }
    if (p.flowers) blossoms(c, rng, 240, [0, c.H * 0.8, c.W, c.H], p.flowers, 5);
  },

  // ------------------------------------------------------------ Switzerland
  /** A Swiss lake under snowy peaks, with a paddle steamer, a lakeside castle, Lavaux's vineyard terraces or a covered bridge. */
  swissLake(c, rng, p) {
    const hz = c.H * (p.horizon ?? 0.6);
    c.add('<g id="swabove">');
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.04, '#fff6e0', p.sunGlow ?? '#ffd9a8', 6);
    if (p.clouds) clouds(c, rng, { y0: c.H * 0.06, y1: c.H * 0.22, count: p.clouds, opacity: 0.7 });
    mountainLayers(c, rng, { top: 0.2, bottom: hz / c.H - 0.12, near: p.near, far: p.far, count: 4, amp: 0.42, rough: 0.55, mist: p.mist, mistOpacity: 0.4, snow: p.snow });
    const shore = ridge(rng, c.W, hz - c.H * 0.015, c.H * 0.015, 0.5, 6);
    treeLine(c, rng, shore, p.trees, c.H * 0.025, c.H * 0.06, 1.1);
    if (p.lavaux) {
      const top = (x) => hz - c.H * 0.34 + (x / c.W) * c.H * 0.3;
      c.add(`<path d="M-20 ${f(hz + 2)} L-20 ${f(top(-20))} L${f(c.W * 0.7)} ${f(hz - 4)} Z" fill="${p.lavaux[0]}"/>`);
      let rows = '';
      for (let k = 1; k < 16; k++) {
        const y = top(0) + k * ((hz - top(0)) / 16);
        rows += `M-20 ${f(y)} L${f(((y - top(0)) / (hz - top(0))) * c.W * 0.7)} ${f(y + 2)}`;
      }
      c.add(`<path d="${rows}" stroke="${p.lavaux[1]}" stroke-width="6" opacity="0.6"/>`);
      for (let i = 0; i < 6; i++) house(c, c.W * (0.05 + i * 0.08), top(c.W * (0.05 + i * 0.08)) + c.H * (0.08 + rng() * 0.1), 40, 30, { wall: '#efe4cf', roof: '#a65a3c', roofH: 12 });
    }
    if (p.castle) lakeCastle(c, c.W * 0.5, hz + 4, 0.85, { wall: '#ddd4c2', roof: '#9b4a35' });
    if (p.town) for (let i = 0; i < 12; i++) house(c, c.W * (0.55 + i * 0.035), hz - 2, 40 + rng() * 16, 40 + rng() * 40, { wall: p.town[i % p.town.length], roof: '#7a5a4a', window: '#5a5048', roofH: 16 });
    c.add('</g>');
    water(c, rng, hz, 'swabove', p.water);
    mistBand(c, hz, c.H * 0.03, p.mist, 0.5);
    if (p.bridge) coveredBridge(c, c.W * 0.02, c.W * 1.02, hz + c.H * 0.1, 1.4, { wood: '#7a4a2c', roof: '#8f3b2c', tower: '#a08a70' });
    if (p.steamer) steamer(c, c.W * 0.35, hz + c.H * 0.12, 1.1, {});
    if (p.swans) for (let i = 0; i < 2; i++) c.add(`<path d="M${f(c.W * (0.7 + i * 0.06))} ${f(c.H * 0.86)} q30 -8 60 0 q-10 10 -50 8 Z M${f(c.W * (0.7 + i * 0.06) + 8)} ${f(c.H * 0.86)} q-6 -30 8 -36 q8 0 4 6" fill="#ffffff" stroke="#ffffff" stroke-width="4"/>`);
  },
  /** Alpine Switzerland: chalets on flowered meadows, a lone pyramid peak at first light, a red train, a snowy village. */
  alpine(c, rng, p) {
    sky(c, p.sky);
    if (p.stars) stars(c, rng, 160, c.H * 0.4);
    if (p.peak) {
      const cx = c.W * 0.55;
      const top = c.H * 0.1;
      const base = c.H * 0.62;
      const d = `M${f(cx - c.W * 0.42)} ${f(base)} L${f(cx - c.W * 0.14)} ${f(c.H * 0.4)} L${f(cx - c.W * 0.04)} ${f(c.H * 0.2)} L${f(cx - c.W * 0.005)} ${f(top)} L${f(cx + c.W * 0.03)} ${f(top + c.H * 0.04)} L${f(cx + c.W * 0.07)} ${f(c.H * 0.3)} L${f(cx + c.W * 0.16)} ${f(c.H * 0.36)} L${f(cx + c.W * 0.45)} ${f(base)} Z`;
      c.add(`<path d="${d}" fill="${c.lin([[0, p.peak[0]], [1, p.peak[1]]], 0, 0, 1, 0.3)}"/>`);
      c.add(`<path d="M${f(cx - c.W * 0.005)} ${f(top)} L${f(cx + c.W * 0.03)} ${f(top + c.H * 0.04)} L${f(cx + c.W * 0.07)} ${f(c.H * 0.3)} L${f(cx + c.W * 0.16)} ${f(c.H * 0.36)} L${f(cx + c.W * 0.45)} ${f(base)} L${f(cx + c.W * 0.02)} ${f(base)} Z" fill="${p.peakShadow}" opacity="0.55"/>`);
      let snow = '';
      for (let i = 0; i < 14; i++) {
        const y = top + c.H * (0.04 + rng() * 0.3);
        const x = cx + (rng() - 0.5) * c.W * 0.14 * ((y - top) / (c.H * 0.3) + 0.3);
        snow += `M${f(x)} ${f(y)} l${f(6 + rng() * 10)} ${f(30 + rng() * 60)} l-10 0 Z`;
      }
      c.add(`<path d="${snow}" fill="#ffffff" opacity="0.7"/>`);
      mistBand(c, base - c.H * 0.02, c.H * 0.08, p.mist, 0.6);
    } else {
      mountainLayers(c, rng, { top: 0.16, bottom: 0.42, near: p.near, far: p.far, count: 4, amp: 0.4, rough: 0.55, mist: p.mist, mistOpacity: 0.4, snow: p.snow ?? '#f7f9fb' });
    }
    const meadow = line(rng, c, c.H * 0.6, c.H * 0.05, 2);
    treeLine(c, rng, meadow.map(([x, y]) => [x, y - 4]), p.forest, c.H * 0.04, c.H * 0.1, 0.8);
    c.add(`<path d="${fillUnder(meadow, c.H)}" fill="${c.lin(p.meadow)}"/>`);
    if (p.train) {
      c.add(`<path d="M-20 ${f(c.H * 0.86)} L${f(c.W + 20)} ${f(c.H * 0.66)}" stroke="${mix(p.meadow[0], '#6a5a4a', 0.6)}" stroke-width="26"/>`);
      redTrain(c, c.W * 0.28, c.H * 0.79, 1.2, -7.2);
    }
    const chalets = p.chalets ?? [];
    for (const [x, y, w] of chalets) chalet(c, rng, c.W * x, c.H * y, c.W * w, c.W * w * 0.8, { snow: p.winter ? '#fbfcfd' : null, lit: p.winter, flowers: p.winter ? null : '#d2443c' });
    if (p.winter) {
      const drift = line(rng, c, c.H * 0.9, c.H * 0.02);
      c.add(`<path d="${fillUnder(drift, c.H)}" fill="#f6f8fa"/>`);
      let flakes = '';
      for (let i = 0; i < 200; i++) {
        const r = 1 + rng() * 3;
        flakes += `M${f(rng() * c.W - r)} ${f(rng() * c.H)} a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0 a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
      }
      c.add(`<path d="${flakes}" fill="#ffffff" opacity="0.7"/>`);
    } else if (p.flowers) blossoms(c, rng, 260, [0, c.H * 0.82, c.W, c.H], p.flowers, 6);
  },

  // ------------------------------------------------------------ Bali
  /** A Balinese temple: a split gate at the top of steps, a meru shrine on a mountain lake, or a temple on a sea cliff. */
  baliTemple(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.05, '#fff0d0', '#ffb878', 7);
    if (p.mode === 'lake') {
      const hz = c.H * 0.64;
      c.add('<g id="balilake">');
      sky(c, p.sky);
      mountainLayers(c, rng, { top: 0.2, bottom: 0.48, near: p.near, far: p.far, count: 3, amp: 0.3, mist: p.mist, mistOpacity: 0.6 });
      const shore = ridge(rng, c.W, hz - 6, c.H * 0.01, 0.5, 6);
      treeLine(c, rng, shore, p.near, c.H * 0.02, c.H * 0.05);
      meru(c, c.W * 0.42, hz + 4, 1.6, { thatch: '#2e2824', stone: '#8a7a68', tiers: 11 });
      meru(c, c.W * 0.66, hz + 4, 1.1, { thatch: '#2e2824', stone: '#8a7a68', tiers: 3 });
      c.add('</g>');
      water(c, rng, hz, 'balilake', p.water, { reflect: 0.5 });
      mistBand(c, hz, c.H * 0.04, p.mist, 0.5);
      return;
    }
    if (p.mode === 'cliff') {
      const hz = c.H * 0.56;
      sea(c, rng, hz, p.sea, { sunX: p.sun ? c.W * p.sun[0] : null });
      surfLines(c, rng, c.H * 0.8, c.H * 0.95, 4);
      const cliff = [[c.W * 0.42, c.H + 10], [c.W * 0.45, c.H * 0.7], [c.W * 0.5, c.H * 0.5], [c.W * 0.56, c.H * 0.42], [c.W + 20, c.H * 0.4], [c.W + 20, c.H + 10]];
      c.add(`<path d="M${pts(cliff)} Z" fill="${c.lin([[0, p.rock], [1, shade(p.rock, 0.35)]], 0, 0, 1, 0)}"/>`);
      let strata = '';
      for (let k = 0; k < 10; k++) strata += `M${f(c.W * 0.5 + k * 8)} ${f(c.H * (0.5 + k * 0.05))} L${f(c.W + 20)} ${f(c.H * (0.44 + k * 0.05))}`;
      c.add(`<path d="${strata}" stroke="${shade(p.rock, 0.4)}" stroke-width="4" opacity="0.35"/>`);
      shrubs(c, rng, 40, { x0: c.W * 0.54, x1: c.W + 20, yOf: (x) => c.H * 0.42 - (x - c.W * 0.56) * 0.02 + 6, size: 26, color: p.near });
      meru(c, c.W * 0.72, c.H * 0.43, 0.9, { thatch: '#2a2420', stone: '#7a6a5a', tiers: 3 });
      splitGate(c, c.W * 0.88, c.H * 0.43, 0.32, { brick: '#7a5a48', stone: '#5a4a40' });
      for (let i = 0; i < 2; i++) palm(c, rng, c.W * (0.6 + i * 0.06), c.H * 0.43, c.H * 0.3, '#1f2a22', -0.1 - i * 0.05);
      return;
    }
    const base = c.H * 0.72;
    c.add(`<path d="M0 ${f(base)} H${c.W} V${c.H} H0 Z" fill="${c.lin([p.ground, shade(p.ground, 0.3)])}"/>`);
    canopy(c, rng, () => c.H * 0.6, { color: p.near, size: 60 });
    splitGate(c, c.W * 0.5, base, 0.95, { brick: p.brick, stone: p.stone });
    let steps = '';
    for (let k = 0; k < 8; k++) steps += `M${f(c.W * 0.5 - 40 - k * 26)} ${f(base + k * 32)} h${f(80 + k * 52)} v14 h${f(-80 - k * 52)} Z`;
    c.add(`<path d="${steps}" fill="${p.stone}"/>`);
    for (const x of [0.12, 0.88]) {
      roundTree(c, rng, c.W * x, c.H * 0.9, c.H * 0.42, { leaf: '#4f6a3a', trunk: '#6a5a4a', width: 1.3 });
      for (let i = 0; i < 7; i++) flower(c, c.W * x + (rng() - 0.5) * 200, c.H * 0.62 + (rng() - 0.5) * 120, 22, '#fff8ea', '#f2c14e', rng() * 6);
    }
    // Offerings on the step: little palm-leaf trays with flowers.
    for (const x of [0.42, 0.58]) {
      c.add(`<rect x="${f(c.W * x - 30)}" y="${f(c.H * 0.9)}" width="60" height="16" fill="#b8c46a"/>`);
      blossoms(c, rng, 12, [c.W * x - 24, c.H * 0.88, c.W * x + 24, c.H * 0.9], ['#f2c14e', '#e84a5f', '#ffffff'], 6);
    }
  },
  /** Sidemen: rice paddies stepping down the valley beneath Mount Agung's cone, palms in the fields. */
  sidemen(c, rng, p) {
    sky(c, p.sky);
    volcanoCone(c, c.W * 0.6, c.H * 0.5, c.W * 0.5, c.H * 0.36, { color: p.volcano, skyCol: p.sky[2], cloud: p.cloudCap ?? null });
    mistBand(c, c.H * 0.5, c.H * 0.1, p.mist, 0.7);
    const n = 10;
    for (let k = 0; k < n; k++) {
      const t = k / (n - 1);
      const l = line(rng, c, c.H * (0.52 + t * 0.46), c.H * (0.01 + t * 0.025), 2);
      c.add(`<path d="${fillUnder(l, c.H)}" fill="${c.lin([[0, mix(p.greens[k % p.greens.length], '#fff6c8', 0.2)], [1, shade(p.greens[k % p.greens.length], 0.1)]])}"/>`);
      c.add(`<path d="M${pts(l)}" stroke="${mix(p.greens[0], '#1d3a1a', 0.5)}" stroke-width="${f(2 + t * 5)}" fill="none" opacity="0.5"/>`);
      if (k === 3 || k === 7) for (let i = 0; i < 3; i++) palm(c, rng, c.W * (0.1 + rng() * 0.8), yAt(l, c.W * 0.5) + 6, c.H * (0.12 + t * 0.25), '#24361f', (rng() - 0.5) * 0.3);
    }
    if (p.hut) house(c, c.W * 0.18, c.H * 0.8, 120, 50, { wall: '#a88a5a', roof: '#5a4a30', roofH: 50 });
  },
  /** Ubud: a river gorge under the jungle, palms on the slopes and an open bamboo pavilion with a grass roof. */
  ubud(c, rng, p) {
    sky(c, p.sky);
    mountainLayers(c, rng, { top: 0.24, bottom: 0.34, near: p.far, far: mix(p.far, p.sky[2], 0.5), count: 2, amp: 0.1, mist: p.mist, mistOpacity: 0.6 });
    for (let l = 0; l < 4; l++) {
      const t = l / 3;
      const col = mix(p.far, p.near, t);
      for (const side of [-1, 1]) {
        const edge = (x) => c.H * (0.36 + t * 0.16) + Math.max(0, side * (c.W * 0.5 - x) * 0.0) + Math.pow(Math.abs(x - c.W * (0.5 + side * 0.05)) / (c.W * 0.5), 1.5) * -c.H * 0.12 + (side > 0 ? (x < c.W * 0.5 ? 999 : 0) : x > c.W * 0.5 ? 999 : 0);
        canopy(c, rng, edge, { color: col, size: 40 + t * 40, x0: side < 0 ? -40 : c.W * 0.5, x1: side < 0 ? c.W * 0.5 : c.W + 40 });
      }
      mistBand(c, c.H * (0.42 + t * 0.16), c.H * 0.08, p.mist, 0.45 - t * 0.1);
    }
    c.add(`<path d="M${f(c.W * 0.44)} ${c.H + 10} Q${f(c.W * 0.5)} ${f(c.H * 0.75)} ${f(c.W * 0.49)} ${f(c.H * 0.6)} L${f(c.W * 0.52)} ${f(c.H * 0.6)} Q${f(c.W * 0.56)} ${f(c.H * 0.8)} ${f(c.W * 0.6)} ${c.H + 10} Z" fill="${c.lin(p.river)}"/>`);
    for (let i = 0; i < 6; i++) palm(c, rng, c.W * (rng() < 0.5 ? 0.05 + rng() * 0.3 : 0.65 + rng() * 0.3), c.H * (0.55 + rng() * 0.2), c.H * (0.25 + rng() * 0.15), shade(p.near, 0.3), (rng() - 0.5) * 0.3);
    if (p.shala) {
      const x = c.W * 0.16;
      const y = c.H * 0.86;
      c.add(`<path d="M${f(x - 20)} ${f(y)} h${f(360)} v14 h-360 Z" fill="#8a6a4a"/>`);
      c.add(`<path d="M${f(x)} ${f(y)} v-150 M${f(x + 320)} ${f(y)} v-150 M${f(x + 110)} ${f(y)} v-150 M${f(x + 210)} ${f(y)} v-150" stroke="#6a4a30" stroke-width="12"/>`);
      c.add(`<path d="M${f(x - 70)} ${f(y - 140)} L${f(x + 160)} ${f(y - 290)} L${f(x + 390)} ${f(y - 140)} Z" fill="${c.lin(['#b89a62', '#8a6a3a'])}"/>`);
      c.add(`<path d="M${f(x + 40)} ${f(y - 8)} h240 v8 h-240 Z" fill="#d8a860"/>`);
    }
    leafSprays(c, rng, 18, [0, c.H * 0.86, c.W, c.H], shade(p.near, 0.4), 110);
  },

  // ------------------------------------------------------------ Thailand
  /** A Thai beach: turquoise water, longtail boats at the shore, palms, and limestone islets offshore. */
  thaiBeach(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.05, '#fff3d6', '#ffc977', 7);
    if (p.clouds) clouds(c, rng, { y0: c.H * 0.06, y1: c.H * 0.3, count: p.clouds, opacity: 0.85 });
    const hz = c.H * 0.5;
    sea(c, rng, hz, p.sea, { sunX: p.sun ? c.W * p.sun[0] : null });
    if (p.islets) {
      for (const [x, w, h] of p.islets) {
        const cx = c.W * x;
        const d = `M${f(cx - w / 2)} ${f(hz + 2)} C${f(cx - w * 0.6)} ${f(hz - h * 0.7)} ${f(cx - w * 0.3)} ${f(hz - h)} ${f(cx)} ${f(hz - h)} C${f(cx + w * 0.35)} ${f(hz - h * 1.02)} ${f(cx + w * 0.6)} ${f(hz - h * 0.6)} ${f(cx + w / 2)} ${f(hz + 2)} Z`;
        c.add(`<path d="${d}" fill="${c.lin([[0, p.islet[0]], [1, p.islet[1]]])}"/>`);
      }
      mistBand(c, hz, c.H * 0.04, p.sky[2], 0.6);
    }
    const sand = [[-20, c.H * 0.78], [c.W * 0.3, c.H * 0.74], [c.W * 0.7, c.H * 0.8], [c.W + 20, c.H * 0.86]];
    c.add(`<path d="M${pts(sand)} L${c.W + 20} ${c.H + 10} L-20 ${c.H + 10} Z" fill="${c.lin([p.sand, shade(p.sand, 0.12)])}"/>`);
    c.add(`<path d="M${pts(sand.map(([x, y]) => [x, y - 6]))}" stroke="#ffffff" stroke-width="8" opacity="0.6" fill="none" filter="${c.blur(3)}"/>`);
    for (const [x, y, s, flip] of p.boats) longtail(c, c.W * x, c.H * y, s, { flip, canopy: p.canopy ?? '#2f6fa0' });
    for (let i = 0; i < (p.palms ?? 3); i++) palm(c, rng, c.W * (0.86 + i * 0.05), c.H * (0.84 + i * 0.02), c.H * (0.5 + rng() * 0.2), p.palm, -0.18 - rng() * 0.1);
  },
  /** A Thai temple: tiered red-and-green roofs with gold trim beside a gilded chedi, frangipani in front. */
  thaiTemple(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.05, '#fff3d6', '#ffc977', 7);
    if (p.hills) mountainLayers(c, rng, { top: 0.36, bottom: 0.6, near: p.hills[1], far: p.hills[0], count: 3, amp: 0.16, mist: p.mist, mistOpacity: 0.6 });
    const base = c.H * 0.86;
    if (p.chediFirst) {
      chedi(c, c.W * 0.5, base, 1.3, { gold: '#d8a73a' });
      for (const x of [0.2, 0.8]) chedi(c, c.W * x, base, 0.55, { gold: '#cf9a30' });
    } else {
      chedi(c, c.W * 0.76, base - 20, 1.0, { gold: '#d8a73a' });
      watHall(c, c.W * 0.38, base, 1.25, {});
    }
    c.add(`<rect y="${f(base)}" width="${c.W}" height="${f(c.H - base)}" fill="${c.lin([p.ground, shade(p.ground, 0.25)])}"/>`);
    roundTree(c, rng, c.W * 0.05, c.H + 20, c.H * 0.5, { leaf: '#3f5a34', trunk: '#5a4a3a', width: 1.1 });
    for (let i = 0; i < 9; i++) flower(c, c.W * 0.05 + (rng() - 0.3) * 240, c.H * 0.66 + (rng() - 0.5) * 160, 24, '#fff8ea', '#f2c14e', rng() * 6);
  },
  /** Northern Thailand: layered misty hills, green paddies and a stilted bamboo hut; or sky lanterns at dusk. */
  thaiNorth(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.05, '#fff3d6', '#ffc977', 7);
    mountainLayers(c, rng, { top: 0.3, bottom: 0.62, near: p.near, far: p.far, count: 5, amp: 0.16, mist: p.mist, mistOpacity: 0.65 });
    const field = line(rng, c, c.H * 0.72, c.H * 0.01);
    c.add(`<path d="${fillUnder(field, c.H)}" fill="${c.lin(p.paddy)}"/>`);
    let bunds = '';
    for (let k = 0; k < 8; k++) bunds += `M-20 ${f(c.H * (0.75 + k * 0.035))} Q${f(c.W * 0.5)} ${f(c.H * (0.74 + k * 0.04))} ${f(c.W + 20)} ${f(c.H * (0.76 + k * 0.035))}`;
    c.add(`<path d="${bunds}" stroke="${shade(p.paddy[0], 0.3)}" stroke-width="4" fill="none" opacity="0.4"/>`);
    if (p.hut) {
      const x = c.W * 0.66;
      const y = c.H * 0.8;
      c.add(`<path d="M${f(x)} ${f(y)} v-60 M${f(x + 160)} ${f(y)} v-60 M${f(x + 80)} ${f(y)} v-60" stroke="#5a4430" stroke-width="8"/>`);
      c.add(`<rect x="${f(x - 10)}" y="${f(y - 120)}" width="180" height="60" fill="#b89a6a"/>`);
      c.add(`<path d="M${f(x - 40)} ${f(y - 110)} L${f(x + 80)} ${f(y - 200)} L${f(x + 200)} ${f(y - 110)} Z" fill="#7a6440"/>`);
    }
    if (p.lanterns) {
      for (let i = 0; i < 70; i++) {
        const x = rng() * c.W;
        const y = c.H * (0.05 + Math.pow(rng(), 0.8) * 0.6);
        const r = 5 + (y / c.H) * 22;
        c.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 3)}" fill="${c.rad([[0, '#ffb050', 0.35], [1, '#ffb050', 0]])}"/>`);
        c.add(`<path d="M${f(x - r * 0.6)} ${f(y - r)} h${f(r * 1.2)} l${f(r * 0.2)} ${f(r * 1.6)} h${f(-r * 1.6)} Z" fill="${c.lin(['#ffe2a0', '#ff9a3a'])}"/>`);
      }
    }
    if (p.temple) chedi(c, c.W * 0.2, c.H * 0.5, 0.35, { gold: '#d8a73a' });
  },
  /** Lotus in a still pond: pink flowers and round leaves. */
  lotus(c, rng, p) {
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.lin(p.water)}"/>`);
    ripples(c, rng, 0, c.H, '#ffffff', 120, 0.15);
    for (let i = 0; i < 16; i++) {
      const x = rng() * c.W;
      const y = c.H * (0.3 + rng() * 0.75);
      const r = 60 + rng() * 90;
      c.add(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.45)}" fill="${mix(p.leaf, rng() < 0.5 ? '#000000' : '#ffffff', rng() * 0.15)}"/>`);
      c.add(`<path d="M${f(x)} ${f(y)} L${f(x + r)} ${f(y - 6)} L${f(x + r * 0.9)} ${f(y + 10)} Z" fill="${mix(p.water[1], '#000000', 0.1)}"/>`);
    }
    for (const [x, y, s] of p.flowers) {
      const cx = c.W * x;
      const cy = c.H * y;
      c.add(`<path d="M${f(cx)} ${f(cy + 20 * s)} q10 ${f(80 * s)} 0 ${f(200 * s)}" stroke="#4a6a3a" stroke-width="${f(6 * s)}" fill="none"/>`);
      for (let k = -3; k <= 3; k++) {
        const a = k * 0.32;
        c.add(`<path d="M${f(cx)} ${f(cy + 20 * s)} C${f(cx + Math.sin(a) * 90 * s - 30 * s)} ${f(cy - Math.cos(a) * 40 * s)} ${f(cx + Math.sin(a) * 110 * s)} ${f(cy - Math.cos(a) * 90 * s)} ${f(cx + Math.sin(a) * 60 * s)} ${f(cy - Math.cos(a) * 110 * s)} C${f(cx + Math.sin(a) * 70 * s + 20 * s)} ${f(cy - Math.cos(a) * 60 * s)} ${f(cx + Math.sin(a) * 30 * s + 20 * s)} ${f(cy)} ${f(cx)} ${f(cy + 20 * s)} Z" fill="${c.lin([[0, '#fdf0f4'], [1, p.petal]])}" opacity="0.95"/>`);
      }
    }
  },

  // ------------------------------------------------------------ Greece
  /** The Aegean: a chapel on a rock, a blue-and-white fishing boat, islands on the horizon. */
  aegean(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.05, '#fff3d6', '#ffc977', 7);
    const hz = c.H * 0.55;
    const isl = ridge(rng, c.W, hz - c.H * 0.04, c.H * 0.05, 0.5, 6);
    c.add(`<path d="${fillUnder(isl, hz + 2)}" fill="${p.islands}" opacity="0.7"/>`);
    sea(c, rng, hz, p.sea, { sunX: p.sun ? c.W * p.sun[0] : null });
    if (p.chapel) {
      c.add(`<path d="M${f(c.W * 0.52)} ${c.H + 10} L${f(c.W * 0.58)} ${f(c.H * 0.68)} Q${f(c.W * 0.75)} ${f(c.H * 0.6)} ${f(c.W * 0.92)} ${f(c.H * 0.66)} L${f(c.W + 20)} ${f(c.H * 0.7)} L${f(c.W + 20)} ${c.H + 10} Z" fill="${c.lin([p.rock, shade(p.rock, 0.35)])}"/>`);
      domeChapel(c, c.W * 0.7, c.H * 0.66, 0.9, {});
    }
    boat(c, c.W * 0.3, c.H * 0.8, 2.2, { hull: '#f4f0e6', deck: '#2a5ea8', stripe: '#2a5ea8', cabin: '#e4ddd0' });
  },
  /** An olive grove: silver-green trees with twisted trunks in rows over dry, red earth. */
  oliveGrove(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.05, '#fff3d6', '#ffc977', 7);
    const hz = c.H * 0.5;
    if (p.sea) c.add(`<rect y="${f(hz - c.H * 0.05)}" width="${c.W}" height="${f(c.H * 0.06)}" fill="${p.sea}"/>`);
    const hills = line(rng, c, hz - c.H * 0.02, c.H * 0.04);
    c.add(`<path d="${fillUnder(hills, c.H)}" fill="${p.hill}"/>`);
    const ground = line(rng, c, hz + c.H * 0.04, c.H * 0.01);
    c.add(`<path d="${fillUnder(ground, c.H)}" fill="${c.lin(p.earth)}"/>`);
    for (let r = 0; r < 4; r++) {
      const t = r / 3;
      const y = hz + c.H * (0.08 + t * t * 0.44);
      const h = c.H * (0.06 + t * 0.3);
      const n = 7 - r;
      for (let k = 0; k < n; k++) roundTree(c, rng, c.W * ((k + (r % 2) * 0.5) / (n - 1)) + (rng() - 0.5) * 40, y, h, { leaf: mix(p.leaf, p.hill, 0.4 - t * 0.4), trunk: '#5a4a3a', light: '#f0f4e0', width: 1.3, twist: 0.5, puffs: 9 });
    }
    if (p.wall) c.add(`<path d="M-20 ${f(c.H * 0.95)} Q${f(c.W / 2)} ${f(c.H * 0.92)} ${f(c.W + 20)} ${f(c.H * 0.96)} v30 h-${c.W + 40} Z" fill="${p.wall}"/>`);
  },
  /** An ancient colonnade on a hill at golden hour. */
  greekTemple(c, rng, p) {
    sky(c, p.sky);
    sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.06, '#fff3d6', '#ffc977', 7);
    if (p.sea) c.add(`<rect y="${f(c.H * 0.58)}" width="${c.W}" height="${f(c.H * 0.42)}" fill="${c.lin(p.sea)}"/>`);
    const hill = line(rng, c, c.H * 0.74, c.H * 0.05, 2);
    c.add(`<path d="${fillUnder(hill, c.H)}" fill="${c.lin(p.hill)}"/>`);
    columns(c, c.W * 0.2, c.H * 0.76, 1.5, { stone: p.stone, shadowCol: shade(p.stone, 0.25), count: 8, broken: [3, 6] });
    grass(c, rng, c.H * 0.9, shade(p.hill[1], 0.2), { height: 40, count: 160 });
  },
  /** Santorini up close: blue domes and a bell tower on the caldera edge, a windmill, the sea below. */
  caldera(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.05, '#fff3d6', '#ffb070', 7);
    const hz = c.H * 0.5;
    sea(c, rng, hz, p.sea, { sunX: p.sun ? c.W * p.sun[0] : null });
    c.add(`<path d="M${f(c.W * 0.05)} ${f(hz + 2)} Q${f(c.W * 0.2)} ${f(hz - c.H * 0.07)} ${f(c.W * 0.34)} ${f(hz + 2)} Z" fill="${p.island}"/>`);
    c.add(`<path d="M${f(c.W * 0.36)} ${c.H + 10} L${f(c.W * 0.4)} ${f(c.H * 0.7)} L${f(c.W * 0.48)} ${f(c.H * 0.62)} L${f(c.W + 20)} ${f(c.H * 0.6)} L${f(c.W + 20)} ${c.H + 10} Z" fill="${c.lin([p.rock, shade(p.rock, 0.3)])}"/>`);
    whiteVillage(c, rng, { slope: (x) => c.H * 0.6 + Math.max(0, (c.W * 0.5 - x)) * 0.4, x0: c.W * 0.42, x1: c.W + 40, rows: 5, size: 90, domeChance: 0.05 });
    domeChapel(c, c.W * 0.62, c.H * 0.64, 1.3, {});
    if (p.windmill) windmill(c, c.W * 0.9, c.H * 0.6, 1.1, {});
    blossoms(c, rng, 60, [c.W * 0.42, c.H * 0.82, c.W * 0.7, c.H * 0.95], ['#d4588f', '#e878a8'], 9);
  },
  /** Crete: the White Mountains above a gorge and olive slopes; or a Venetian harbour with its lighthouse. */
  crete(c, rng, p) {
    sky(c, p.sky);
    if (p.harbour) {
      const hz = c.H * 0.48;
      c.add('<g id="chania">');
      sky(c, p.sky);
      mountainLayers(c, rng, { top: 0.22, bottom: 0.34, near: p.mountains[1], far: p.mountains[0], count: 2, amp: 0.2, mist: p.mist, mistOpacity: 0.5, snow: '#f6f4f0' });
      for (let i = 0; i < 16; i++) house(c, c.W * (0.02 + i * 0.045), hz + 2, 60 + rng() * 20, 50 + rng() * 50, { wall: p.houses[i % p.houses.length], roof: '#b06a48', window: '#5a4a40', roofH: 14, hip: true });
      c.add('</g>');
      water(c, rng, hz, 'chania', p.water, { reflect: 0.45 });
      c.add(`<path d="M${f(c.W * 0.6)} ${f(c.H * 0.68)} L${f(c.W + 20)} ${f(c.H * 0.62)} L${f(c.W + 20)} ${f(c.H * 0.66)} L${f(c.W * 0.6)} ${f(c.H * 0.71)} Z" fill="#c8b898"/>`);
      lighthouse(c, c.W * 0.64, c.H * 0.69, 1.2, {});
      boat(c, c.W * 0.3, c.H * 0.82, 1.8, { hull: '#f4f0e6', deck: '#c8402a', stripe: '#2a7aa8' });
      boat(c, c.W * 0.5, c.H * 0.9, 1.5, { hull: '#2a5ea8', deck: '#f4f0e6', stripe: '#f4f0e6', flip: true });
      return;
    }
    mountainLayers(c, rng, { top: 0.18, bottom: 0.42, near: p.mountains[1], far: p.mountains[0], count: 4, amp: 0.36, mist: p.mist, mistOpacity: 0.5, snow: p.snow ?? null });
    // Terraced olive slopes falling towards the Libyan Sea, a white chapel on a knoll.
    c.add(`<rect y="${f(c.H * 0.58)}" width="${c.W}" height="${f(c.H * 0.1)}" fill="${c.lin(p.sea ?? ['#3f8ab8', '#2a6a9a'])}"/>`);
    for (let i = 0; i < 3; i++) {
      const t = i / 2;
      const l = line(rng, c, c.H * (0.5 + t * 0.22), c.H * 0.05, 2).map(([x, y]) => [x, y + (x / c.W) * c.H * 0.12 * (1 - t)]);
      c.add(`<path d="${fillUnder(l, c.H)}" fill="${c.lin([mix(p.rock, '#ffffff', 0.1 - t * 0.1), shade(p.rock, 0.15 + t * 0.15)])}"/>`);
      for (let k = 0; k < 6 + i * 3; k++) {
        const x = rng() * c.W;
        roundTree(c, rng, x, yAt(l, x) + c.H * (0.02 + rng() * 0.06), c.H * (0.05 + t * 0.1), { leaf: '#7f8f6a', trunk: '#5a4a3a', width: 1.2, twist: 0.4 });
      }
      if (i === 1) domeChapel(c, c.W * 0.7, yAt(l, c.W * 0.75) + 20, 0.5, { blue: '#2a5ea8' });
    }
  },
  /** Voidokilia: an omega-shaped bay of pale sand and turquoise water between rocky arms, dunes behind. */
  omegaBay(c, rng, p) {
    sky(c, p.sky);
    const hz = c.H * 0.34;
    sea(c, rng, hz, p.sea);
    c.add(`<path d="M-20 ${f(hz + 4)} Q${f(c.W * 0.1)} ${f(hz - c.H * 0.08)} ${f(c.W * 0.22)} ${f(hz + c.H * 0.04)} L${f(c.W * 0.2)} ${f(c.H * 0.6)} L-20 ${f(c.H * 0.7)} Z M${f(c.W + 20)} ${f(hz + 6)} Q${f(c.W * 0.9)} ${f(hz - c.H * 0.06)} ${f(c.W * 0.78)} ${f(hz + c.H * 0.05)} L${f(c.W * 0.8)} ${f(c.H * 0.6)} L${f(c.W + 20)} ${f(c.H * 0.7)} Z" fill="${c.lin([p.rock, shade(p.rock, 0.3)])}"/>`);
    c.add(`<path d="M${f(c.W * 0.2)} ${f(c.H * 0.44)} Q${f(c.W * 0.5)} ${f(c.H * 0.9)} ${f(c.W * 0.8)} ${f(c.H * 0.44)} L${f(c.W * 0.8)} ${f(hz + c.H * 0.05)} Q${f(c.W * 0.5)} ${f(c.H * 0.42)} ${f(c.W * 0.2)} ${f(hz + c.H * 0.05)} Z" fill="${c.lin([p.lagoon[0], p.lagoon[1]])}"/>`);
    c.add(`<path d="M${f(c.W * 0.2)} ${f(c.H * 0.44)} Q${f(c.W * 0.5)} ${f(c.H * 0.9)} ${f(c.W * 0.8)} ${f(c.H * 0.44)} L${f(c.W * 0.86)} ${f(c.H * 0.6)} Q${f(c.W * 0.5)} ${f(c.H * 1.08)} ${f(c.W * 0.14)} ${f(c.H * 0.6)} Z" fill="${p.sand}"/>`);
    c.add(`<path d="M${f(c.W * 0.2)} ${f(c.H * 0.44)} Q${f(c.W * 0.5)} ${f(c.H * 0.9)} ${f(c.W * 0.8)} ${f(c.H * 0.44)}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.6"/>`);
    c.add(`<path d="M-20 ${f(c.H * 0.66)} L${f(c.W * 0.14)} ${f(c.H * 0.6)} Q${f(c.W * 0.5)} ${f(c.H * 1.08)} ${f(c.W * 0.86)} ${f(c.H * 0.6)} L${f(c.W + 20)} ${f(c.H * 0.66)} L${f(c.W + 20)} ${c.H + 10} L-20 ${c.H + 10} Z" fill="${c.lin([p.scrub, shade(p.scrub, 0.3)])}"/>`);
    shrubs(c, rng, 30, { yOf: () => c.H * (0.72 + rng() * 0.25), size: 30, color: shade(p.scrub, 0.2) });
  },

  // ------------------------------------------------------------ Japan
  /** Kyoto: a tunnel of vermilion torii gates on a wooded hillside path. */
  toriiPath(c, rng, p) {
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.lin(p.bg)}"/>`);
    bamboo(c, rng, 0, c.W, 30, { color: p.forest, dark: shade(p.forest, 0.5) });
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${p.bg[1]}" opacity="0.35"/>`);
    const vx = c.W * 0.5;
    const vy = c.H * 0.42;
    c.add(`<path d="M${f(vx - 30)} ${f(vy + 40)} L${f(vx + 30)} ${f(vy + 40)} L${f(c.W * 0.8)} ${c.H + 10} L${f(c.W * 0.2)} ${c.H + 10} Z" fill="${c.lin([p.path, shade(p.path, 0.3)])}"/>`);
    for (let k = 18; k >= 3; k--) {
      const t = Math.pow(k / 18, 1.5);
      const w = 120 + (1 - t) * c.W * 1.05;
      const h = 170 + (1 - t) * c.H * 1.05;
      const base = vy + 40 + (1 - t) * (c.H * 0.62);
      torii(c, vx, base, w, h, mix(p.gate, '#000000', t * 0.45), mix('#1a1412', p.bg[1], t * 0.3));
    }
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.rad([[0.45, '#000000', 0], [1, '#000000', 0.35]], 0.5, 0.45, 0.75)}"/>`);
  },
  /** Kyoto: a five-storey pagoda above a temple roofline, framed by red maples. */
  pagodaMaple(c, rng, p) {
    sky(c, p.sky);
    mountainLayers(c, rng, { top: 0.42, bottom: 0.6, near: p.hills[1], far: p.hills[0], count: 3, amp: 0.12, mist: p.mist, mistOpacity: 0.6 });
    c.add(`<path d="M${f(c.W * 0.55 - 220)} ${f(c.H * 0.8)} h440 l-30 -34 h-380 Z" fill="#b8ae9e"/>`);
    pagoda(c, c.W * 0.55, c.H * 0.77, 1.9, { roof: '#3b3330', trim: '#b4452e', wall: '#e8d8b8' });
    c.add(`<path d="M-20 ${f(c.H * 0.8)} L${f(c.W * 0.2)} ${f(c.H * 0.72)} L${f(c.W * 0.42)} ${f(c.H * 0.8)} Z" fill="#3b3330"/>`);
    c.add(`<rect y="${f(c.H * 0.8)}" width="${c.W}" height="${f(c.H * 0.2)}" fill="${c.lin(p.ground)}"/>`);
    blossoms(c, rng, 420, [-40, -40, c.W * 0.32, c.H * 0.5], p.maple, 16);
    blossoms(c, rng, 300, [c.W * 0.8, c.H * 0.05, c.W + 40, c.H * 0.6], p.maple, 16);
    blossoms(c, rng, 120, [0, c.H * 0.88, c.W, c.H], p.maple, 6);
    c.add(`<path d="M${f(c.W * 0.02)} ${c.H + 10} Q${f(c.W * 0.06)} ${f(c.H * 0.4)} ${f(c.W * 0.3)} ${f(c.H * 0.18)}" stroke="#3a2a24" stroke-width="14" fill="none"/>`);
  },
  /** Kyoto: a bamboo grove with a path of light through it. */
  bambooGrove(c, rng, p) {
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.lin(p.bg)}"/>`);
    bamboo(c, rng, 0, c.W, 26, { color: mix(p.stalk, p.bg[0], 0.5), dark: p.bg[1] });
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${p.bg[0]}" opacity="0.25"/>`);
    bamboo(c, rng, -40, c.W * 0.42, 9, { color: p.stalk, dark: shade(p.stalk, 0.4) });
    bamboo(c, rng, c.W * 0.58, c.W + 40, 9, { color: p.stalk, dark: shade(p.stalk, 0.4) });
    leafSprays(c, rng, 60, [0, 0, c.W, c.H * 0.35], shade(p.stalk, 0.2), 70);
    c.add(`<path d="M${f(c.W * 0.46)} ${f(c.H * 0.6)} L${f(c.W * 0.54)} ${f(c.H * 0.6)} L${f(c.W * 0.7)} ${c.H + 10} L${f(c.W * 0.3)} ${c.H + 10} Z" fill="${c.lin([p.path, shade(p.path, 0.2)])}"/>`);
    c.add(`<path d="M${f(c.W * 0.3)} ${c.H} L${f(c.W * 0.46)} ${f(c.H * 0.6)} M${f(c.W * 0.7)} ${c.H} L${f(c.W * 0.54)} ${f(c.H * 0.6)}" stroke="#8a6a3a" stroke-width="10" opacity="0.7"/>`);
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.rad([[0, '#fff6d0', 0.35], [1, '#fff6d0', 0]], 0.5, 0.5, 0.5)}"/>`);
  },
  /** Hakone: a stone open-air hot spring with steam, a wooden fence and a maple; in snow, if asked. */
  onsen(c, rng, p) {
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.lin(p.bg)}"/>`);
    mountainLayers(c, rng, { top: 0.2, bottom: 0.36, near: p.hills[1], far: p.hills[0], count: 3, amp: 0.14, mist: p.mist, mistOpacity: 0.6 });
    let fence = '';
    for (let x = -10; x < c.W; x += 26) fence += `M${f(x)} ${f(c.H * 0.38)} h22 v${f(c.H * 0.2)} h-22 Z`;
    c.add(`<path d="${fence}" fill="${p.fence}"/>`);
    c.add(`<path d="M-10 ${f(c.H * 0.42)} H${c.W + 10} M-10 ${f(c.H * 0.52)} H${c.W + 10}" stroke="${shade(p.fence, 0.35)}" stroke-width="8"/>`);
    const rim = Array.from({ length: 14 }, (_, k) => [c.W * (k / 13), c.H * 0.6 + Math.sin(k) * 12]);
    for (const [x, y] of rim) stone(c, x, y, 70 + rng() * 40, 36 + rng() * 12, p.stone, (rng() - 0.5) * 20);
    c.add(`<path d="M-20 ${f(c.H * 0.64)} Q${f(c.W / 2)} ${f(c.H * 0.6)} ${f(c.W + 20)} ${f(c.H * 0.64)} L${f(c.W + 20)} ${f(c.H * 0.92)} Q${f(c.W / 2)} ${f(c.H * 0.96)} -20 ${f(c.H * 0.92)} Z" fill="${c.lin(p.water)}"/>`);
    ripples(c, rng, c.H * 0.66, c.H * 0.9, '#ffffff', 60, 0.25);
    for (let k = 0; k < 10; k++) stone(c, c.W * (k / 9), c.H * 0.95 + Math.sin(k * 2) * 10, 90 + rng() * 40, 40 + rng() * 14, shade(p.stone, 0.15), (rng() - 0.5) * 20);
    steam(c, rng, c.W / 2, c.H * 0.7, c.W * 1.1, c.H * 0.3, 14, 0.35);
    if (p.snow) {
      c.add(`<path d="M-10 ${f(c.H * 0.38)} h${c.W + 20} v10 h-${c.W + 20} Z" fill="#ffffff"/>`);
      let flakes = '';
      for (let i = 0; i < 220; i++) {
        const r = 1.5 + rng() * 3;
        flakes += `M${f(rng() * c.W - r)} ${f(rng() * c.H)} a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0 a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
      }
      c.add(`<path d="${flakes}" fill="#ffffff" opacity="0.8"/>`);
    } else blossoms(c, rng, 300, [c.W * 0.7, -30, c.W + 30, c.H * 0.35], p.maple, 14);
  },
  /** Hakone: fields of silver pampas grass rolling up to Mount Fuji. */
  susuki(c, rng, p) {
    sky(c, p.sky);
    volcanoCone(c, c.W * 0.64, c.H * 0.56, c.W * 0.5, c.H * 0.42, { color: p.fuji, snow: '#f6f6f8', skyCol: p.sky[2] });
    mistBand(c, c.H * 0.54, c.H * 0.08, p.mist, 0.7);
    const hills = line(rng, c, c.H * 0.58, c.H * 0.04);
    c.add(`<path d="${fillUnder(hills, c.H)}" fill="${p.hill}"/>`);
    for (let l = 0; l < 3; l++) {
      const y = c.H * (0.66 + l * 0.12);
      let plumes = '';
      for (let i = 0; i < 90 + l * 40; i++) {
        const x = rng() * c.W;
        const h = (40 + l * 50) * (0.6 + rng() * 0.6);
        const lean = (rng() * 0.6 + 0.2) * h;
        plumes += `M${f(x)} ${f(y + rng() * 40)} q${f(lean * 0.3)} ${f(-h * 0.6)} ${f(lean)} ${f(-h)}`;
      }
      c.add(`<path d="${plumes}" stroke="${mix(p.grass, '#ffffff', 0.3 - l * 0.1)}" stroke-width="${f(3 + l * 3)}" fill="none" stroke-linecap="round" opacity="0.9"/>`);
      c.add(`<rect y="${f(y + 30)}" width="${c.W}" height="${f(c.H - y)}" fill="${shade(p.grass, 0.3 + l * 0.1)}" opacity="0.6"/>`);
    }
  },
  /** Okinawa: a white beach and turquoise shallows, notched rock islets, hibiscus in the foreground. */
  okinawa(c, rng, p) {
    sky(c, p.sky);
    if (p.clouds) clouds(c, rng, { y0: c.H * 0.08, y1: c.H * 0.3, count: p.clouds, opacity: 0.9 });
    const hz = c.H * 0.46;
    c.add(`<rect y="${f(hz)}" width="${c.W}" height="${f(c.H - hz)}" fill="${c.lin([[0, p.sea[0]], [0.5, p.sea[1]], [1, p.sea[2]]])}"/>`);
    ripples(c, rng, hz + 2, c.H, '#ffffff', 140, 0.2);
    for (const [x, w0, h0] of p.rocks) {
      const [w, h] = [w0 * 2, h0 * 1.8];
      const cx = c.W * x;
      const y = hz + c.H * 0.16;
      c.add(`<path d="M${f(cx - w * 0.3)} ${f(y)} L${f(cx - w * 0.32)} ${f(y - h * 0.4)} Q${f(cx - w * 0.7)} ${f(y - h * 0.7)} ${f(cx - w * 0.3)} ${f(y - h)} L${f(cx + w * 0.3)} ${f(y - h)} Q${f(cx + w * 0.7)} ${f(y - h * 0.7)} ${f(cx + w * 0.3)} ${f(y - h * 0.4)} L${f(cx + w * 0.28)} ${f(y)} Z" fill="${c.lin([p.rock, shade(p.rock, 0.35)])}"/>`);
      shrubs(c, rng, 4, { x0: cx - w * 0.4, x1: cx + w * 0.4, yOf: () => y - h, size: w * 0.16, color: '#4a7a3a' });
    }
    const sand = [[-20, c.H * 0.8], [c.W * 0.4, c.H * 0.76], [c.W + 20, c.H * 0.84]];
    c.add(`<path d="M${pts(sand)} L${c.W + 20} ${c.H + 10} L-20 ${c.H + 10} Z" fill="${c.lin([p.sand, shade(p.sand, 0.1)])}"/>`);
    c.add(`<path d="M${pts(sand.map(([x, y]) => [x, y - 5]))}" stroke="#ffffff" stroke-width="8" opacity="0.6" fill="none" filter="${c.blur(3)}"/>`);
    if (p.hibiscus) {
      leafSprays(c, rng, 10, [-20, c.H * 0.6, c.W * 0.2, c.H], '#2f5a2a', 120);
      for (const [x, y, r] of [[0.08, 0.72, 70], [0.16, 0.86, 56], [0.04, 0.94, 60]]) flower(c, c.W * x, c.H * y, r, '#d8283a', '#7a0a1a', rng() * 6, { cup: 0.8 });
    }
  },
  /** Okinawa underwater: coral heads, a turtle-less, fish-bright reef in clear blue water. */
  reef(c, rng, p) {
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.lin(p.water)}"/>`);
    for (let i = 0; i < 8; i++) c.add(`<path d="M${f(c.W * (0.1 + i * 0.12))} -10 L${f(c.W * (0.16 + i * 0.12))} -10 L${f(c.W * (0.3 + i * 0.1))} ${c.H} L${f(c.W * (0.22 + i * 0.1))} ${c.H} Z" fill="#ffffff" opacity="0.07" filter="${c.blur(10)}"/>`);
    c.add(`<path d="M-20 ${f(c.H * 0.86)} Q${f(c.W * 0.5)} ${f(c.H * 0.8)} ${f(c.W + 20)} ${f(c.H * 0.88)} V${c.H + 10} H-20 Z" fill="${p.sand}"/>`);
    for (let i = 0; i < 14; i++) {
      const x = rng() * c.W;
      const y = c.H * (0.7 + rng() * 0.25);
      const r = 40 + rng() * 80;
      const col = p.coral[i % p.coral.length];
      if (i % 3 === 0) {
        let br = '';
        for (let k = 0; k < 7; k++) br += `M${f(x)} ${f(y)} q${f((k - 3) * r * 0.1)} ${f(-r * 0.6)} ${f((k - 3) * r * 0.3)} ${f(-r * (0.8 + rng() * 0.4))}`;
        c.add(`<path d="${br}" stroke="${col}" stroke-width="${f(r * 0.12)}" fill="none" stroke-linecap="round"/>`);
      } else c.add(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.55)}" fill="${c.rad([[0, mix(col, '#ffffff', 0.3)], [1, shade(col, 0.2)]])}"/>`);
    }
    for (let i = 0; i < 26; i++) {
      const x = rng() * c.W;
      const y = c.H * (0.25 + rng() * 0.45);
      const s = 10 + rng() * 16;
      const col = p.fish[i % p.fish.length];
      c.add(`<path d="M${f(x)} ${f(y)} q${f(s)} ${f(-s * 0.7)} ${f(s * 2)} 0 q${f(-s)} ${f(s * 0.7)} ${f(-s * 2)} 0 Z M${f(x + s * 2)} ${f(y)} l${f(s * 0.7)} ${f(-s * 0.5)} v${f(s)} Z" fill="${col}"/>`);
    }
  },
  /** Okinawa's Cape Manzamo: a grassy cliff ending in an elephant-trunk arch over turquoise sea. */
  cape(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.05, '#fff3d6', '#ffc977', 7);
    const hz = c.H * 0.44;
    c.add(`<rect y="${f(hz)}" width="${c.W}" height="${f(c.H - hz)}" fill="${c.lin(p.sea)}"/>`);
    ripples(c, rng, hz + 2, c.H, '#ffffff', 120, 0.2);
    const top = c.H * 0.5;
    c.add(`<path d="M${f(c.W * 0.2)} ${f(top)} L${f(c.W * 0.72)} ${f(top - 10)} Q${f(c.W * 0.8)} ${f(top)} ${f(c.W * 0.8)} ${f(top + c.H * 0.1)} L${f(c.W * 0.78)} ${f(c.H * 0.86)} L${f(c.W * 0.72)} ${f(c.H * 0.86)} Q${f(c.W * 0.7)} ${f(c.H * 0.66)} ${f(c.W * 0.6)} ${f(c.H * 0.66)} Q${f(c.W * 0.52)} ${f(c.H * 0.66)} ${f(c.W * 0.5)} ${f(c.H * 0.8)} L${f(c.W * 0.2)} ${f(c.H * 0.86)} Z" fill="${c.lin([[0, p.rock], [1, shade(p.rock, 0.3)]], 0, 0, 1, 0)}"/>`);
    c.add(`<path d="M${f(c.W * 0.19)} ${f(top + 4)} L${f(c.W * 0.72)} ${f(top - 6)} Q${f(c.W * 0.79)} ${f(top)} ${f(c.W * 0.8)} ${f(top + 16)} L${f(c.W * 0.19)} ${f(top + 26)} Z" fill="${p.grass}"/>`);
    c.add(`<path d="M-20 ${f(c.H * 0.6)} Q${f(c.W * 0.1)} ${f(c.H * 0.56)} ${f(c.W * 0.26)} ${f(c.H * 0.62)} L${f(c.W * 0.24)} ${c.H + 10} L-20 ${c.H + 10} Z" fill="${shade(p.rock, 0.2)}"/>`);
    c.add(`<path d="M-20 ${f(c.H * 0.6)} Q${f(c.W * 0.1)} ${f(c.H * 0.56)} ${f(c.W * 0.26)} ${f(c.H * 0.62)} L${f(c.W * 0.26)} ${f(c.H * 0.66)} L-20 ${f(c.H * 0.64)} Z" fill="${p.grass}"/>`);
    surfLines(c, rng, c.H * 0.86, c.H * 0.92, 2);
  },

  // ------------------------------------------------------------ Germany
  /** Tegernsee: a Bavarian lake below the Alps, an onion-domed church and a boathouse on the shore. */
  bavarianLake(c, rng, p) {
    const hz = c.H * 0.62;
    c.add('<g id="tegern">');
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.04, '#fff6e0', '#ffd9a8', 6);
    if (p.clouds) clouds(c, rng, { y0: c.H * 0.06, y1: c.H * 0.24, count: p.clouds, opacity: 0.75 });
    mountainLayers(c, rng, { top: 0.24, bottom: 0.46, near: p.near, far: p.far, count: 4, amp: 0.3, mist: p.mist, mistOpacity: 0.45, snow: p.snow ?? null });
    const shore = ridge(rng, c.W, hz - c.H * 0.015, c.H * 0.012, 0.5, 6);
    treeLine(c, rng, shore, p.trees, c.H * 0.025, c.H * 0.06, 1.1);
    for (let i = 0; i < 8; i++) house(c, c.W * (0.04 + i * 0.055), hz + 2, 56 + rng() * 14, 40 + rng() * 16, { wall: '#f2ede2', roof: '#6a4a3a', window: '#7a5a40', roofH: 14, side: 0.4 });
    onionChurch(c, c.W * (p.churchX ?? 0.58), hz + 2, 1.15, {});
    c.add('</g>');
    water(c, rng, hz, 'tegern', p.water);
    mistBand(c, hz, c.H * 0.03, p.mist, 0.5);
    if (p.boathouse) boathouse(c, c.W * 0.74, hz + c.H * 0.16, 1.2, {});
    if (p.boat) boat(c, c.W * 0.3, hz + c.H * 0.2, 1.6, { hull: '#7a4a2c', deck: '#f0e4cc' });
  },
  /** Baden-Baden: the white colonnaded Kurhaus across a lawn, chestnut trees, flower beds. */
  kurhausPark(c, rng, p) {
    sky(c, p.sky);
    if (p.clouds) clouds(c, rng, { y0: c.H * 0.06, y1: c.H * 0.24, count: p.clouds, opacity: 0.8 });
    const hills = line(rng, c, c.H * 0.42, c.H * 0.05);
    treeLine(c, rng, hills, p.forest, c.H * 0.03, c.H * 0.08, 1.1);
    canopy(c, rng, () => c.H * 0.54, { color: mix(p.forest, '#6a8a4a', 0.4), size: 50 });
    kurhaus(c, c.W * 0.22, c.H * 0.68, 1.05, {});
    c.add(`<rect y="${f(c.H * 0.68)}" width="${c.W}" height="${f(c.H * 0.32)}" fill="${c.lin(p.lawn)}"/>`);
    c.add(`<path d="M${f(c.W * 0.47)} ${f(c.H * 0.7)} L${f(c.W * 0.53)} ${f(c.H * 0.7)} L${f(c.W * 0.7)} ${c.H + 10} L${f(c.W * 0.3)} ${c.H + 10} Z" fill="#e8dcc4"/>`);
    blossoms(c, rng, 160, [0, c.H * 0.78, c.W * 0.28, c.H * 0.9], p.flowers, 8);
    blossoms(c, rng, 160, [c.W * 0.72, c.H * 0.78, c.W, c.H * 0.9], p.flowers, 8);
    roundTree(c, rng, c.W * 0.06, c.H * 0.96, c.H * 0.6, { leaf: p.tree, trunk: '#4a3a2e', width: 1.2 });
    roundTree(c, rng, c.W * 0.95, c.H * 0.98, c.H * 0.55, { leaf: p.tree, trunk: '#4a3a2e', width: 1.2 });
  },
  /** Baden-Baden's Roman-Irish bath: a round pool under a domed hall of arches and columns. */
  bathHall(c, rng, p) {
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.lin(p.wall)}"/>`);
    c.add(`<ellipse cx="${f(c.W / 2)}" cy="${f(-c.H * 0.1)}" rx="${f(c.W * 0.56)}" ry="${f(c.H * 0.5)}" fill="${c.rad([[0, p.dome[0]], [1, p.dome[1]]], 0.5, 0.3, 0.7)}"/>`);
    c.add(`<circle cx="${f(c.W / 2)}" cy="${f(c.H * 0.05)}" r="${f(c.H * 0.1)}" fill="#fff6e0" opacity="0.8" filter="${c.blur(6)}"/>`);
    let ribs = '';
    for (let k = -6; k <= 6; k++) ribs += `M${f(c.W / 2)} ${f(c.H * 0.05)} Q${f(c.W / 2 + k * c.W * 0.06)} ${f(c.H * 0.15)} ${f(c.W / 2 + k * c.W * 0.1)} ${f(c.H * 0.38)}`;
    c.add(`<path d="${ribs}" stroke="${shade(p.dome[1], 0.2)}" stroke-width="4" fill="none" opacity="0.5"/>`);
    for (let k = 0; k < 7; k++) {
      const x = c.W * (0.02 + k * 0.16);
      c.add(`<path d="M${f(x)} ${f(c.H * 0.72)} v${f(-c.H * 0.26)} a${f(c.W * 0.06)} ${f(c.W * 0.06)} 0 0 1 ${f(c.W * 0.12)} 0 v${f(c.H * 0.26)} Z" fill="${shade(p.wall[1], 0.35)}"/>`);
      c.add(`<rect x="${f(x - 18)}" y="${f(c.H * 0.36)}" width="36" height="${f(c.H * 0.36)}" fill="${c.lin([[0, shade(p.column, 0.2)], [0.4, mix(p.column, '#ffffff', 0.3)], [1, shade(p.column, 0.3)]], 0, 0, 1, 0)}"/>`);
    }
    c.add(`<rect y="${f(c.H * 0.72)}" width="${c.W}" height="${f(c.H * 0.28)}" fill="${c.lin(p.floor)}"/>`);
    c.add(`<ellipse cx="${f(c.W / 2)}" cy="${f(c.H * 0.86)}" rx="${f(c.W * 0.4)}" ry="${f(c.H * 0.1)}" fill="${mix(p.floor[0], '#ffffff', 0.3)}"/>`);
    c.add(`<ellipse cx="${f(c.W / 2)}" cy="${f(c.H * 0.865)}" rx="${f(c.W * 0.37)}" ry="${f(c.H * 0.085)}" fill="${c.lin(p.water)}"/>`);
    ripples(c, rng, c.H * 0.8, c.H * 0.93, '#ffffff', 30, 0.25);
    steam(c, rng, c.W / 2, c.H * 0.8, c.W * 0.8, c.H * 0.25, 8, 0.25);
  },
  /** The Black Forest: a farmhouse under its huge roof on a meadow, dark fir hills behind. */
  blackForest(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.04, '#fff7e8', '#ffe2b8', 6);
    for (let i = 0; i < 4; i++) {
      const t = i / 3;
      const l = ridge(rng, c.W, c.H * (0.3 + t * 0.2), c.H * 0.08, 0.5, 7);
      treeLine(c, rng, l, mix(p.far, p.near, t), c.H * (0.025 + t * 0.05), c.H * (0.05 + t * 0.1), 1.2);
      mistBand(c, c.H * (0.34 + t * 0.2), c.H * 0.1, p.mist, 0.55 - t * 0.2);
    }
    const meadow = line(rng, c, c.H * 0.72, c.H * 0.03);
    c.add(`<path d="${fillUnder(meadow, c.H)}" fill="${c.lin(p.meadow)}"/>`);
    if (p.farm) forestFarmhouse(c, c.W * 0.4, yAt(meadow, c.W * 0.5) + c.H * 0.12, 1.1, {});
    if (p.town) for (let i = 0; i < 5; i++) timberHouse(c, c.W * (0.08 + i * 0.18), c.H * 0.95, c.W * 0.13, c.H * 0.2, { roof: ['#8f3f2c', '#6a4a3a', '#a0503a'][i % 3] });
    if (p.flowers) blossoms(c, rng, 200, [0, c.H * 0.84, c.W, c.H], p.flowers, 5);
    let trees = '';
    for (const x of [c.W * 0.03, c.W * 0.96]) trees += pine(x, c.H + 10, c.H * 0.7, c.H * 0.24, rng);
    c.add(`<path d="${trees}" fill="${shade(p.near, 0.2)}"/>`);
  },
  /** A spruce forest path with shafts of morning light. */
  forestPath(c, rng, p) {
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.lin(p.bg)}"/>`);
    for (let l = 0; l < 3; l++) {
      const t = l / 2;
      let d = '';
      for (let i = 0; i < 10 - l * 2; i++) {
        const x = rng() * c.W;
        const w = 12 + t * 40;
        d += `M${f(x - w / 2)} ${c.H} L${f(x - w * 0.3)} -10 L${f(x + w * 0.3)} -10 L${f(x + w / 2)} ${c.H} Z`;
        d += pine(x, c.H * (0.5 + t * 0.15), c.H * (0.9 + t * 0.3), c.H * (0.25 + t * 0.12), rng);
      }
      c.add(`<path d="${d}" fill="${mix(p.far, p.near, t)}"/>`);
      mistBand(c, c.H * 0.55, c.H * 0.5, p.mist, 0.3 - t * 0.1);
    }
    for (let i = 0; i < 5; i++) c.add(`<path d="M${f(c.W * (0.5 + i * 0.08))} -20 L${f(c.W * (0.56 + i * 0.08))} -20 L${f(c.W * (0.2 + i * 0.1))} ${c.H} L${f(c.W * (0.12 + i * 0.1))} ${c.H} Z" fill="#fff2c8" opacity="0.12" filter="${c.blur(14)}"/>`);
    c.add(`<path d="M${f(c.W * 0.48)} ${f(c.H * 0.62)} Q${f(c.W * 0.4)} ${f(c.H * 0.8)} ${f(c.W * 0.3)} ${c.H + 10} L${f(c.W * 0.7)} ${c.H + 10} Q${f(c.W * 0.58)} ${f(c.H * 0.8)} ${f(c.W * 0.52)} ${f(c.H * 0.62)} Z" fill="${c.lin(p.path)}"/>`);
    leafSprays(c, rng, 30, [0, c.H * 0.8, c.W, c.H], p.fern, 80);
  },

  // ------------------------------------------------------------ Costa Rica
  /** Arenal: the perfect cone with a cloud cap above the rainforest, a hot river steaming below; or a hanging bridge. */
  arenal(c, rng, p) {
    sky(c, p.sky);
    if (p.clouds) clouds(c, rng, { y0: c.H * 0.06, y1: c.H * 0.2, count: p.clouds, opacity: 0.8 });
    volcanoCone(c, c.W * 0.58, c.H * 0.56, c.W * 0.36, c.H * 0.44, { color: p.volcano, skyCol: p.sky[2], cloud: '#ffffff' });
    mistBand(c, c.H * 0.5, c.H * 0.1, p.mist, 0.6);
    for (let l = 0; l < 3; l++) {
      const t = l / 2;
      const base = ridge(rng, c.W, c.H * (0.58 + t * 0.12), c.H * 0.05, 0.5, 6);
      canopy(c, rng, (x) => yAt(base, x), { color: mix(p.far, p.near, t), size: 34 + t * 40 });
      mistBand(c, c.H * (0.62 + t * 0.12), c.H * 0.06, p.mist, 0.4 - t * 0.1);
    }
    if (p.bridge) {
      c.add(`<path d="M-20 ${f(c.H * 0.74)} Q${f(c.W / 2)} ${f(c.H * 0.88)} ${f(c.W + 20)} ${f(c.H * 0.72)}" stroke="#6a6a66" stroke-width="10" fill="none"/>`);
      c.add(`<path d="M-20 ${f(c.H * 0.68)} Q${f(c.W / 2)} ${f(c.H * 0.82)} ${f(c.W + 20)} ${f(c.H * 0.66)}" stroke="#8a8a84" stroke-width="5" fill="none"/>`);
      let hang = '';
      for (let k = 0; k < 30; k++) {
        const u = k / 29;
        const x = -20 + u * (c.W + 40);
        const y1 = c.H * (0.68 + 0.14 * 4 * u * (1 - u) * 0.98 - u * 0.02);
        hang += `M${f(x)} ${f(y1)} V${f(y1 + c.H * 0.06)}`;
      }
      c.add(`<path d="${hang}" stroke="#8a8a84" stroke-width="3"/>`);
    }
    if (p.spring) {
      c.add(`<path d="M-20 ${f(c.H * 0.84)} Q${f(c.W * 0.5)} ${f(c.H * 0.78)} ${f(c.W + 20)} ${f(c.H * 0.86)} V${c.H + 10} H-20 Z" fill="${c.lin(p.spring)}"/>`);
      for (let k = 0; k < 9; k++) stone(c, c.W * (k / 8), c.H * (0.84 + Math.sin(k) * 0.02), 70 + rng() * 40, 30 + rng() * 12, '#4a4640', 0);
      ripples(c, rng, c.H * 0.87, c.H, '#ffffff', 40, 0.25);
      steam(c, rng, c.W / 2, c.H * 0.86, c.W, c.H * 0.15, 8, 0.3);
    }
    leafSprays(c, rng, 12, [0, c.H * 0.9, c.W, c.H], shade(p.near, 0.3), 120);
  },
  /** Nosara: a long Pacific beach at low tide, surfers in the waves, palms at the jungle's edge. */
  pacificBeach(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.05, '#fff3d6', '#ffc977', 7);
    const hz = c.H * 0.48;
    sea(c, rng, hz, p.sea, { sunX: p.sun ? c.W * p.sun[0] : null });
    surfLines(c, rng, c.H * 0.56, c.H * 0.7, 5);
    const sand = [[-20, c.H * 0.72], [c.W * 0.5, c.H * 0.7], [c.W + 20, c.H * 0.74]];
    c.add(`<path d="M${pts(sand)} L${c.W + 20} ${c.H + 10} L-20 ${c.H + 10} Z" fill="${c.lin(p.sand)}"/>`);
    c.add(`<path d="M-20 ${f(c.H * 0.72)} Q${f(c.W * 0.5)} ${f(c.H * 0.76)} ${f(c.W + 20)} ${f(c.H * 0.75)} L${f(c.W + 20)} ${f(c.H * 0.8)} Q${f(c.W * 0.5)} ${f(c.H * 0.82)} -20 ${f(c.H * 0.79)} Z" fill="${p.wet}" opacity="0.6"/>`);
    for (const [x, y, s] of p.surfers) surfer(c, c.W * x, c.H * y, s, p.figure);
    canopy(c, rng, (x) => c.H * 0.5 + x * 0.1 - (x < c.W * 0.25 ? 0 : 999), { color: p.jungle, size: 50, x0: -40, x1: c.W * 0.25 });
    for (let i = 0; i < 4; i++) palm(c, rng, c.W * (0.02 + i * 0.07), c.H * (0.74 + i * 0.01), c.H * (0.5 + rng() * 0.15), p.palm, 0.12 + rng() * 0.12);
  },
  /** The Osa: rainforest running down to a wild beach and the calm Golfo Dulce, a kayak on the water. */
  osa(c, rng, p) {
    sky(c, p.sky);
    if (p.sun) sun(c, c.W * p.sun[0], c.H * p.sun[1], c.H * 0.05, '#fff3d6', '#ffc977', 7);
    const hz = c.H * 0.5;
    const far = ridge(rng, c.W, hz - c.H * 0.06, c.H * 0.04, 0.5, 6).map(([x, y]) => [x, x > c.W * 0.55 ? hz + 2 : y]);
    c.add(`<path d="${fillUnder(far, hz + 2)}" fill="${mix(p.far, p.sky[2], 0.4)}"/>`);
    sea(c, rng, hz, p.sea, { sunX: p.sun ? c.W * p.sun[0] : null });
    for (let l = 0; l < 3; l++) {
      const t = l / 2;
      canopy(c, rng, (x) => c.H * (0.34 + t * 0.14) + Math.max(0, x - c.W * (0.42 - t * 0.1)) * 0.9, { color: mix(p.far, p.near, t), size: 36 + t * 40, x0: -40, x1: c.W * (0.7 - t * 0.15) });
    }
    c.add(`<path d="M${f(c.W * 0.3)} ${c.H + 10} Q${f(c.W * 0.5)} ${f(c.H * 0.8)} ${f(c.W + 20)} ${f(c.H * 0.78)} L${f(c.W + 20)} ${c.H + 10} Z" fill="${c.lin(p.sand)}"/>`);
    for (let i = 0; i < 3; i++) palm(c, rng, c.W * (0.36 + i * 0.05), c.H * (0.86 - i * 0.02), c.H * (0.4 + rng() * 0.1), shade(p.near, 0.3), 0.2 + rng() * 0.1);
    if (p.kayak) kayak(c, c.W * 0.72, c.H * 0.64, 1.4, { hull: '#e07a3a' });
  },
  /** Heliconia flowers and big tropical leaves, close up. */
  heliconia(c, rng, p) {
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.rad([[0, p.bg[0]], [1, p.bg[1]]], 0.5, 0.4, 0.8)}"/>`);
    for (let i = 0; i < 14; i++) {
      const x = rng() * c.W;
      const y = rng() * c.H;
      c.add(`<path d="M${f(x)} ${f(y)} q${f(200 + rng() * 200)} ${f(-100)} ${f(420 + rng() * 200)} ${f(60 + rng() * 120)} q${f(-220)} ${f(120)} ${f(-420 - rng() * 200)} ${f(-60 - rng() * 120)} Z" fill="${mix(p.leaf, rng() < 0.5 ? '#000000' : '#d8f0a0', rng() * 0.3)}" opacity="0.9"/>`);
    }
    for (const [x, y, s] of p.stems) {
      const cx = c.W * x;
      const cy = c.H * y;
      c.add(`<path d="M${f(cx)} ${f(cy - 260 * s)} v${f(c.H)}" stroke="#4a6a2a" stroke-width="${f(10 * s)}"/>`);
      for (let k = 0; k < 7; k++) {
        const side = k % 2 ? 1 : -1;
        const by = cy - 240 * s + k * 70 * s;
        c.add(`<path d="M${f(cx)} ${f(by)} q${f(side * 90 * s)} ${f(-10 * s)} ${f(side * 130 * s)} ${f(-70 * s)} q${f(-side * 20 * s)} ${f(60 * s)} ${f(-side * 130 * s)} ${f(110 * s)} Z" fill="${c.lin([[0, p.bract[0]], [1, p.bract[1]]])}"/>`);
        c.add(`<path d="M${f(cx + side * 120 * s)} ${f(by - 64 * s)} l${f(side * 14 * s)} ${f(-8 * s)}" stroke="#f2d040" stroke-width="${f(10 * s)}" stroke-linecap="round"/>`);
      }
    }
  },
};
