// Which scene and palette each media file uses. Kept apart from the drawing code so art direction reads at a glance.

const P = {
  dawnRose: { sky: ['#8fa6bf', '#d9bfb8', '#f5dcc6'], far: '#c3afba', near: '#2c3a44', mist: '#f3dccb', sun: [0.7, 0.38], sunGlow: '#ffd2a8' },
  eucalyptus: { sky: ['#a9c3bc', '#dbe6dc', '#f2eee2'], far: '#a6bbb3', near: '#1c3630', mist: '#eef0e6' },
  blueHour: { sky: ['#2a3a58', '#5f7398', '#c7aab7'], far: '#6f7ea2', near: '#141d2b', mist: '#b9a9c0', sun: [0.3, 0.46], sunGlow: '#f6c2a6' },
  golden: { sky: ['#d59a5e', '#efc98f', '#f8e6c4'], far: '#cf9f7c', near: '#3b2a22', mist: '#f7dfbc', sun: [0.5, 0.42] },
  sage: { sky: ['#c8d3c0', '#e7e3cf', '#f5efdf'], far: '#b4bda5', near: '#34412f', mist: '#f1ecdb' },
  alpine: { sky: ['#6f9cc7', '#b8d3e6', '#eef3f2'], far: '#9fb2c4', near: '#2a3b3f', mist: '#eef4f6', snow: '#f7f9fb' },
};

const sea = {
  golden: { sky: ['#6e7fa3', '#e3a98a', '#f6d19b'], sun: [0.62, 0.07], sea: ['#c7906e', '#5d5a6e', '#2f3b4d'], haze: '#f4c9a0', cloud: '#f7c6a4' },
  pearl: { sky: ['#a7bfd0', '#e8e3dc', '#f6ead8'], sun: [0.32, 0.1], sea: ['#c4cfd2', '#7f9aa6', '#4b6a78'], glint: '#fff6e2', haze: '#f6efe4', cloud: '#ffffff', islands: '#8fa0ad' },
  coral: { sky: ['#3f4c78', '#c77d83', '#f3b98a'], sun: [0.45, 0.04], sea: ['#b97b76', '#4d4a69', '#202a44'], haze: '#f0a989', cloud: '#f2a38f', rocks: '#1a1a22' },
  teal: { sky: ['#7fb2c2', '#cfe3e1', '#f7eedb'], sun: [0.8, 0.16], sea: ['#6fb3b5', '#2e7d88', '#165563'], glint: '#ffffff', haze: '#eaf3ee', cloud: '#ffffff', islands: '#5f8a86' },
};

const scenesByKind = {
  mountains: [P.dawnRose, P.eucalyptus, P.blueHour, P.golden, P.sage, { ...P.alpine, layers: 5 }],
  sea: Object.values(sea),
  palms: [
    { sky: ['#3b4470', '#d17f6f', '#f6bf86'], sun: [0.6], sea: ['#d59a7a', '#4a4863'], palm: '#1d1a22' },
    { sky: ['#f0a66b', '#f6cf95', '#fbe9c9'], sun: [0.35], sea: ['#e6b888', '#7f6f72'], palm: '#2b2320', side: 'right' },
    { sky: ['#23324f', '#6f6d8e', '#e6a78a'], sun: [0.5], sea: ['#a77d7e', '#2a2f48'], palm: '#0f1420', count: 4 },
  ],
  lake: [
    { ...P.alpine, water: '#3f6f86', trees: '#203a36', foreground: '#15261f' },
    { ...P.eucalyptus, water: '#5f8a86', trees: '#1f3a33', sun: [0.25, 0.2] },
    { ...P.dawnRose, water: '#8f8aa0', trees: '#2c3340', foreground: '#1b2029' },
    { ...P.golden, water: '#9c7b64', trees: '#2f261f' },
  ],
  dunes: [
    { sky: ['#e7b48c', '#f3d2ad', '#f9e8d0'], sun: [0.72, 0.28], colors: ['#e0b28a', '#d69c6e', '#c9855a', '#b8714a'], shadow: '#6b3a2a', haze: '#f6d9bb' },
    { sky: ['#8e9fc0', '#e5c4b3', '#f7dcc4'], sun: [0.25, 0.34], colors: ['#dcb79c', '#d0a283', '#c08a6e', '#a9715a'], shadow: '#4f3340', haze: '#efd3c4' },
  ],
  spa: [
    { wall: ['#4a4238', '#2d2823'], stone: '#6f655a', water: ['#4f8b88', '#1f4c4f'], lamp: 0.75, leaves: '#3f6b4a' },
    { wall: ['#5a5650', '#34302c'], stone: '#8b8176', water: ['#6fa3a0', '#2b5a5d'], lamp: 0.2 },
    { wall: ['#3a3530', '#1f1c19'], stone: '#5c5349', water: ['#3f7473', '#163739'], lamp: 0.5, leaves: '#2f5a3c' },
  ],
  zen: [
    { sand: '#d9cfbd', rock: '#5d5a55', moss: '#5f7a46', branch: '#8a3b2e' },
    { sand: '#e2d8c6', rock: '#4b4945', moss: '#4f6d3c', rocks: 2 },
    { sand: '#cfc6b5', rock: '#6b645c', moss: '#6a8250', branch: '#3f6b45' },
  ],
  botanical: [
    { bg: ['#dfe8d8', '#8fa98c'], bokeh: ['#ffffff', '#f2f6da'], leaves: ['#5e8f5a', '#3f6f4a', '#86a86a'] },
    { bg: ['#f2e6d6', '#c9ad8a'], bokeh: ['#fff6e0', '#ffe2b8'], leaves: ['#7b8f5c', '#a39a63', '#5f7a4f'], flowers: '#e9b7a6' },
    { bg: ['#d4e3e0', '#6b8f8c'], bokeh: ['#ffffff', '#e0f2ee'], leaves: ['#4f7f74', '#2f5f5a', '#7fa79a'] },
    { bg: ['#ece4ef', '#a898b3'], bokeh: ['#ffffff', '#f5e6f0'], leaves: ['#6b8a6a', '#4d6e52'], flowers: '#c8a3d4' },
  ],
  candles: [
    { bg: ['#4a2e1c', '#120b07'], bokeh: ['#ffb65c', '#ff9a4a', '#ffd58a', '#e7824a'], wax: '#efe2cc' },
    { bg: ['#3d2a24', '#0e0908'], bokeh: ['#ffcf8a', '#f7a86a', '#ffe7b0'], wax: '#e8d6c0', count: 4 },
    { bg: ['#2f2a22', '#0b0a08'], bokeh: ['#f6c27a', '#ffe1a8', '#d68a4a'], wax: '#f2e8d8', count: 2 },
  ],
  terraces: [
    { sky: ['#b7cdc8', '#e8ecdf', '#f6f1e2'], far: '#a9bcae', mist: '#f1f1e6', greens: ['#7da35a', '#98b867', '#6b9550', '#a9c476'], water: '#e8f2e6' },
    { sky: ['#e8c59a', '#f3ddb8', '#f9eed8'], far: '#c7b89a', mist: '#f6e8d0', greens: ['#8aa85a', '#a8b867', '#7b9a4f', '#b9c47a'], water: '#fff1d6' },
  ],
  torii: [
    { sky: ['#c6b6cf', '#f0d4c6', '#f8e8d8'], mountain: '#8c8fa8', mist: '#f7e4d8', trees: '#3a4050', gate: '#c0392b', water: '#9a97ac' },
    { sky: ['#9fb8d0', '#dde7ea', '#f4efe6'], mountain: '#7f93a8', mist: '#f1f2ee', trees: '#2f4040', gate: '#b8412f', water: '#7d98a6' },
  ],
  cypress: [
    { sky: ['#e9bf8a', '#f4dbb2', '#faf0dc'], sun: [0.78, 0.2], hills: ['#c9b98a', '#a9a56a', '#8c9556', '#6f8045'], cypress: '#1f3322', haze: '#f5e3c2' },
    { sky: ['#b9c7d6', '#ecdfcd', '#f8eedd'], hills: ['#b8b58f', '#9aa470', '#7e8f58', '#5f7442'], cypress: '#1a2c1e', haze: '#efe8d8' },
  ],
  greece: [
    { sky: ['#4f8fc7', '#9fc6e2', '#e4f0f4'], sea: ['#2f7fb4', '#1c5587'], rock: '#d9cbb4', white: '#fbfaf6', shade: '#cfd8e2', blue: '#2a5ea8', flower: '#d4588f' },
  ],
  mesas: [
    { sky: ['#d8884f', '#efb27c', '#f9dcb0'], sun: [0.3, 0.3], rocks: ['#c98a66', '#b96a45', '#a3532f', '#8a4024'], haze: '#f3c79c' },
    { sky: ['#6d86b3', '#d9a89a', '#f4cfae'], rocks: ['#b7918a', '#a8694f', '#92502f', '#733a22'], haze: '#e8bfa6' },
  ],
  karst: [
    { sky: ['#a9c9d3', '#e6ede6', '#f6efdd'], sun: [0.7, 0.25], far: '#a3b7b5', near: '#3f5a48', mist: '#eef2ea', sea: ['#73b3b0', '#2f7274'] },
    { sky: ['#d99b73', '#f0c89e', '#f8e5c8'], sun: [0.4, 0.32], far: '#c5a393', near: '#3b3a34', mist: '#f4d8bc', sea: ['#c49a7e', '#4a5060'] },
  ],
  forestHills: [
    { sky: ['#bfc9c6', '#e4e7e0', '#f2f0e8'], far: '#aeb9b4', near: '#17271f', mist: '#eef0ea', sun: [0.7, 0.22] },
    { sky: ['#9aa9b8', '#d6d8d6', '#ece9e0'], far: '#9aa6a8', near: '#1b2526', mist: '#e8e8e2' },
  ],
  rainforest: [
    { sky: ['#a7c4c7', '#dde9e2', '#f1f1e6'], far: '#7f9b92', near: '#1e3d2a', mist: '#eef2ea', leaves: '#2f6b3a' },
  ],
  cairn: [
    { sky: ['#b3c4cf', '#e7e6df', '#f3ede2'], sea: ['#a8bcc2', '#6e8b95'], sand: '#d8ccb8', stones: ['#6d6a66', '#8a8580', '#57534f', '#9a948c'] },
    { sky: ['#e0b28d', '#f1d4b5', '#f8ead6'], sea: ['#c9a58e', '#7d7078'], sand: '#d9c3a6', stones: ['#5e5750', '#7a7068', '#4d4843'] },
  ],
  meditation: [
    { sky: ['#f0b98a', '#f6d6b0', '#fbeedd'], far: '#d6b2a0', near: '#4a3a3a', mist: '#f8e2cc', figure: '#2a2226' },
    { sky: ['#8fa6bf', '#e2c9bf', '#f6e2cf'], far: '#b7a9b9', near: '#2e3545', mist: '#f1e0d6', figure: '#1c2030', sunGlow: '#ffd9b8' },
  ],
  citrus: [
    { linen: '#efe7d9', leaf: '#5f8a55', fruits: ['#f2a93b', '#f6d04d', '#e9704a', '#a5c64a'] },
  ],
  waterfall: [
    { sky: ['#d8e6df', '#9bb8a8'], far: '#7f9d88', near: '#1f3a2a', pool: '#3f7a74' },
  ],
};

const pick = (kind, i) => ({ kind, params: scenesByKind[kind][i % scenesByKind[kind].length] });

const galleryOrder = [
  ['mountains', 0], ['sea', 0], ['spa', 0], ['botanical', 0], ['lake', 0], ['zen', 0], ['palms', 0], ['candles', 0],
  ['dunes', 0], ['terraces', 0], ['mountains', 1], ['cairn', 0], ['sea', 1], ['botanical', 1], ['spa', 1], ['forestHills', 0],
  ['karst', 0], ['meditation', 0], ['cypress', 0], ['candles', 1], ['lake', 1], ['zen', 1], ['palms', 1], ['mountains', 2],
  ['waterfall', 0], ['citrus', 0], ['sea', 2], ['botanical', 2], ['mesas', 1], ['spa', 2], ['torii', 1], ['dunes', 1],
  ['mountains', 3], ['cairn', 1], ['lake', 2], ['botanical', 3], ['sea', 3], ['zen', 2], ['candles', 2], ['mountains', 4],
];

export const gallery = galleryOrder.map(([kind, i], n) => ({ name: `gallery-${String(n + 1).padStart(2, '0')}`, ...pick(kind, i) }));

export const categories = {
  'transformative-health': pick('mountains', 0),
  'healing-renewal': pick('botanical', 0),
  'metabolic-health': pick('lake', 1),
  'spa-relaxation': pick('spa', 0),
  wellness: pick('zen', 0),
  detox: pick('waterfall', 0),
  fitness: pick('mountains', 3),
  spa: pick('candles', 0),
  yoga: pick('meditation', 0),
  nutrition: pick('citrus', 0),
};

export const destinations = {
  usa: pick('mesas', 0),
  italy: pick('cypress', 0),
  switzerland: pick('lake', 0),
  bali: pick('terraces', 0),
  thailand: pick('karst', 0),
  greece: pick('greece', 0),
  japan: pick('torii', 0),
  germany: pick('forestHills', 1),
  'costa-rica': pick('rainforest', 0),
};

export const team = {
  founder: { kind: 'portrait', params: { bg: ['#e9dcc8', '#a89478'], leaf: '#6f8a63', light: '#fff2d8', figure: '#2c3a36', hair: 'bun' } },
  operations: { kind: 'portrait', params: { bg: ['#d8e2dc', '#7f978c'], leaf: '#4f7062', light: '#f4f7ee', figure: '#2e2f3a', hair: 'short' } },
  testimonial: { kind: 'portrait', params: { bg: ['#efd9cf', '#b48f86'], leaf: '#8a7a5a', light: '#fff0e6', figure: '#3a2c30', hair: 'long' } },
};

export const insights = [
  pick('cairn', 0), pick('candles', 1), pick('botanical', 2), pick('sea', 1), pick('forestHills', 0), pick('zen', 1),
].map((s, i) => ({ name: `insight-${String(i + 1).padStart(2, '0')}`, ...s }));

// Hero slides: 16:9, each with the colour of its drifting mist.
export const hero = [
  { ...pick('mountains', 0), mist: '#fbe9dc' },
  { ...pick('sea', 0), mist: '#ffe4c6' },
  { ...pick('palms', 0), mist: '#f7c9a8' },
  { ...pick('spa', 0), mist: '#ffffff' },
  { ...pick('lake', 0), mist: '#ffffff' },
  { ...pick('dunes', 0), mist: '#fbe2c6' },
].map((s, i) => ({ name: `slide-${i + 1}`, ...s }));
