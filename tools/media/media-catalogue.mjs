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

// Team portraits: Dr. Elena Marchetti (founder), James Whitaker (operations), Sofia Lindqvist (a guest).
export const team = {
  founder: { kind: 'illustratedPortrait', params: { bg: ['#e9dcc8', '#a89478'], leaf: '#6f8a63', light: '#fff2d8', skin: '#d8a887', blush: '#d86a5a', lips: '#b8585a',
    hair: '#3a2620', hairStyle: 'bun', clothes: '#2f3f5a', inner: '#f2ebe0', clothesStyle: 'blazer', glasses: '#5a3a2a', earrings: '#e0b860' } },
  operations: { kind: 'illustratedPortrait', params: { bg: ['#d8e2dc', '#7f978c'], leaf: '#4f7062', light: '#f4f7ee', skin: '#9a6446', blush: '#b8503a', lips: '#7a3a30',
    hair: '#1e1816', hairStyle: 'short', beard: '#241c18', clothes: '#5f7a5a', inner: '#f4f2ec', clothesStyle: 'sweater' } },
  testimonial: { kind: 'illustratedPortrait', params: { bg: ['#efd9cf', '#b48f86'], leaf: '#8a7a5a', light: '#fff0e6', skin: '#f2d0b8', blush: '#e88070', lips: '#c8686a',
    hair: '#d8b070', hairStyle: 'long', clothes: '#b8664a', clothesStyle: 'knit', earrings: '#f4efe6' } },
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

// ---------------------------------------------------------------- place scenes
// Each belongs to one country (`country`, as the destinations name it) and, where the country's places look unalike,
// to the cities it shows (`cities`); without `cities` it fits the whole country. Programs take only their own.

const sedonaRocks = ['#c7704a', '#b8532f', '#8f3a22'];
const place = (country, cities, draw, list) => list.map((params) => ({ country, ...(cities ? { cities } : {}), draw, params }));

const placeList = [
  ...place('USA', ['Sedona'], 'sedona', [
    { sky: ['#7fa7d6', '#b9d1e6', '#f1e4d2'], rocks: sedonaRocks, haze: '#f3dcc6', ground: ['#b9865e', '#8a5a3c'], juniper: '#4f6a3c', clouds: 4 },
    { sky: ['#e58f63', '#f4bb8a', '#f9e0bf'], sun: [0.22, 0.3], rocks: ['#d08058', '#c0552c', '#8a3a20'], haze: '#f6c9a0', ground: ['#b07650', '#7a4a30'], juniper: '#4a5e36', trail: true, mirror: true },
    { sky: ['#0c1330', '#23305a', '#5a4a6a'], night: true, rocks: ['#3a2a38', '#2a1c22', '#1a1216'], haze: '#4a3a58', ground: ['#2a1c1c', '#140c0c'], juniper: '#1c2418', spires: true },
    { sky: ['#86b3dc', '#c5dcec', '#eef0e8'], rocks: sedonaRocks, haze: '#f1e2d2', ground: ['#a87a54', '#7a5034'], juniper: '#56703f', creek: ['#5f8fa0', '#33606e'], trees: '#7f9a4a', spires: false },
    { sky: ['#c57a8a', '#eaa98e', '#f7d8b8'], sun: [0.7, 0.36], sunGlow: '#ffc0a0', rocks: ['#b86a58', '#a4482e', '#7a3020'], haze: '#f0b8a0', ground: ['#9a6244', '#6a3c28'], juniper: '#3f5030' },
    { sky: ['#5f8fcf', '#a9c9e6', '#e6eef0'], rocks: ['#d4845a', '#c45e34', '#963f22'], haze: '#eedccc', ground: ['#c0885a', '#8e5a36'], juniper: '#5a7440', trail: true, clouds: 6 },
  ]),
  ...place('USA', ['Big Sur'], 'bigSur', [
    { sky: ['#8fb6d6', '#cfe0ea', '#f2efe6'], sea: ['#5b8fae', '#2c5f7c'], far: '#9fb0a8', near: '#3f5a3a', fog: '#f2f2ee', bridge: '#e2dcd2', road: true },
    { sky: ['#b8c4cc', '#dfe4e4', '#f0eeea'], sea: ['#8fa6b0', '#4c6a78'], far: '#b0bab4', near: '#4a5e46', fog: '#ffffff', fogOpacity: 0.8, heads: 5 },
    { sky: ['#475a86', '#d98a78', '#f6c08a'], sun: [0.74, 0.4], sea: ['#c88a76', '#3f4a66'], far: '#8a7a86', near: '#2a2a32', fog: '#f0b89c' },
    { sky: ['#e9b48c', '#f3d4b0', '#f8ead6'], sun: [0.24, 0.3], sea: ['#c9a48a', '#4f6a80'], far: '#b4a898', near: '#5a6a44', fog: '#f6dcc4', mirror: true, road: true },
    { sky: ['#9fc0dc', '#d8e6ea', '#f4f0e6'], sea: ['#4f8aa6', '#23556f'], far: '#a8b69e', near: '#556b3c', fog: '#f4f2ea', flowers: ['#f2b63a', '#e0893a', '#b07ad0'] },
  ]),
  ...place('USA', ['Big Sur'], 'redwoods', [
    { bg: ['#c9cfc0', '#6f7a5e'], far: '#b8a89a', trunk: '#7a3a24', mist: '#f2eee2', fern: '#3f6a34' },
  ]),
  ...place('USA', ['Napa Valley'], 'napa', [
    { sky: ['#9ab8d8', '#f1cfb0', '#f8e6cc'], sun: [0.2, 0.36], hills: ['#b9a87c', '#8f8a5a'], haze: '#f4dcc0', soil: '#8a6a4a', vines: '#5a6a34', leaf: '#7a9a44', oak: '#4a5a34', winery: '#d8c8a8',
      balloons: [[0.62, 0.18, 46, ['#e0563a', '#f2c14e', '#e0563a', '#f2c14e']], [0.78, 0.28, 30, ['#3f7fb0', '#f4f0e6', '#3f7fb0']], [0.45, 0.3, 22, ['#7a4a9a', '#e6b64a', '#7a4a9a']]] },
    { sky: ['#6f9ccf', '#b9d3e6', '#eef0e6'], hills: ['#c9b47a', '#9a8f58'], haze: '#f0e6cc', soil: '#9a7a54', vines: '#6a5a2a', leaf: '#c99a3a', oak: '#4a5a34', vanish: 0.35, oakX: 0.12 },
    { sky: ['#4a5a8a', '#d98f74', '#f4c890'], sun: [0.75, 0.4], hills: ['#9a7a6a', '#6a5a4a'], haze: '#f2b890', soil: '#6a4a34', vines: '#3f4a2a', leaf: '#6a7a3a', oak: '#2f3424', winery: '#c8b08a' },
    { sky: ['#8fb4d8', '#cfe0ea', '#f2f0e6'], hills: ['#d4bc80', '#b09a60'], haze: '#f3e8cc', soil: '#a08058', vines: '#4a6a2a', leaf: '#6f9a3a', oak: '#3f5230', vanish: 0.5 },
    { sky: ['#c9b3c8', '#f0d2b8', '#f8eadb'], hills: ['#b8a488', '#9a8a6a'], haze: '#f6e0cc', soil: '#8a6a50', vines: '#6a4a2a', leaf: '#b8683a', oak: '#4a4a30', winery: '#e0d0b0', vanish: 0.7,
      balloons: [[0.3, 0.2, 40, ['#2f7fa0', '#f2e6c8', '#2f7fa0', '#f2e6c8']], [0.5, 0.12, 26, ['#d84a3a', '#f2c14e', '#d84a3a']]] },
    { sky: ['#c4cccc', '#e4e6e0', '#f2f0e8'], hills: ['#b8b49a', '#8a8a70'], haze: '#f2f2ec', soil: '#8a7458', vines: '#4a5a34', leaf: '#6a8a4a', oak: '#3f4a34', winery: '#e4d8c0', vanish: 0.45, oakX: 0.9 },
  ]),
  ...place('Italy', ['Lake Como'], 'como', [
    { sky: ['#8fb4d4', '#d0e0e6', '#f2eee4'], far: '#9fb0b4', near: '#2f4a3a', mist: '#eef0ea', trees: '#2a4432', villa: '#e8c08a', cypress: '#1f3324', water: '#4f7f8a', boat: true },
    { sky: ['#7b7aa6', '#e0a98e', '#f6d2aa'], sun: [0.28, 0.3], far: '#9a8aa0', near: '#3a3a4a', mist: '#f2c8b0', trees: '#2a3038', villa: '#e6b08a', cypress: '#1a2024', water: '#7a7088', village: ['#e8c8a0', '#d89a80', '#f0dcc0'], villaX: 0.6 },
    { sky: ['#9fc0dc', '#dce8ea', '#f4f0e6'], far: '#a8b8b8', near: '#34503e', mist: '#f0f2ec', trees: '#2c4634', villa: '#f0d0a8', cypress: '#1f3324', water: '#5f8f96', terrace: '#d8cbb4', villaX: 0.3 },
    { sky: ['#c6cfd6', '#e6e4dc', '#f2ece0'], far: '#b4bcbc', near: '#4a5a50', mist: '#f4f2ec', trees: '#3a4a40', villa: '#e8a888', cypress: '#243226', water: '#7f9a9c', village: ['#f0d8b8', '#e8b89a', '#dcc8a8'], boat: true },
    { sky: ['#2a3458', '#8a6a8a', '#e8a890'], far: '#6a5a78', near: '#262838', mist: '#c8a0a8', trees: '#1c1e2a', villa: '#d8a080', cypress: '#14161c', water: '#4a4a66', village: ['#e8c098', '#d8987a', '#f0d4b0'], terrace: '#b8a894', villaX: 0.4 },
    { sky: ['#9ab4cc', '#d8e2e6', '#f2eee6'], far: '#a0b0b4', near: '#3a5444', mist: '#f4f4f0', trees: '#2c4436', villa: '#f0c8a0', cypress: '#1f3324', water: '#5a8a8e', boat: true, villaX: 0.14 },
  ]),
  ...place('Italy', ['Tuscany'], 'tuscany', [
    { sky: ['#e9bf8a', '#f4dbb2', '#faf0dc'], sun: [0.78, 0.2], hills: ['#c9b98a', '#a9a56a', '#8c9556', '#6f8045'], cypress: '#1f3322', haze: '#f5e3c2', farm: 0.62 },
    { sky: ['#9fbcd8', '#dfe4dc', '#f6efdc'], hills: ['#b8b58f', '#9aa470', '#7e8f58', '#5f7442'], cypress: '#1a2c1e', haze: '#efe8d8', town: 0.5, clouds: 4 },
    { sky: ['#b9c7d6', '#ecdfcd', '#f8eedd'], hills: ['#c8c08a', '#b0a860', '#98954e', '#7a8040'], cypress: '#1a2c1e', haze: '#efe8d8', rows: true, poppies: ['#d8402a', '#e8583a'] },
    { sky: ['#6c7aa6', '#d8a08a', '#f2cfa6'], sun: [0.3, 0.36], hills: ['#b89a88', '#9a8070', '#7a6a5a', '#5a5040'], cypress: '#1c2018', haze: '#f0c0a0', farm: 0.4 },
  ]),
  ...place('Italy', ['Tuscany'], 'saturnia', [
    { sky: ['#a8c8e0', '#dfeaee', '#f6f2e8'], hill: '#9aa070', cypress: '#1f3322', haze: '#f2eee4', pool: ['#8fd0d0', '#4fa4b0'], stone: '#efe8da' },
    { sky: ['#e0a880', '#f2d0a8', '#f8e8d0'], hill: '#8a8060', cypress: '#2a2a1e', haze: '#f6dcc0', pool: ['#a8d0c8', '#5f9aa0'], stone: '#f2e4d0' },
  ]),
  ...place('Italy', ['Dolomites'], 'dolomites', [
    { sky: ['#6a7aa8', '#e0a0a0', '#f4cdb0'], rock: '#f0b8a0', rockShadow: '#8a6070', scree: '#b8a8a0', mist: '#f0d0c0', larch: '#2f4a34', meadow: ['#7fa05a', '#4f7a3a'], hut: true },
    { sky: ['#6fa0d4', '#b8d4ea', '#eef2f2'], rock: '#e6e0d6', rockShadow: '#8a8a94', scree: '#c8c4bc', mist: '#f4f6f4', larch: '#2a4a30', meadow: ['#8ab05a', '#5a8a3a'], flowers: ['#f2d04a', '#ffffff', '#b07ad0'] },
    { sky: ['#9fb4cc', '#dde4e6', '#f2f0ea'], rock: '#d8d2c8', rockShadow: '#7a7a84', scree: '#b8b4aa', mist: '#ffffff', larch: '#c8962e', meadow: ['#a8a060', '#7a7a40'], hut: true },
    { sky: ['#2a3458', '#6a6a98', '#e8a890'], rock: '#f4a890', rockShadow: '#6a4a64', scree: '#7a6a78', mist: '#c8a0a8', larch: '#1f2a28', meadow: ['#4a5a48', '#2a3a30'] },
    { sky: ['#7fa8d8', '#c4dcee', '#f0f4f4'], rock: '#eceae6', rockShadow: '#8a8e9a', scree: '#dfe4ea', mist: '#ffffff', larch: '#2a3a34', meadow: ['#f4f6f8', '#d4dce6'], hut: true },
    { sky: ['#e8a078', '#f4c8a0', '#f8e4c8'], rock: '#f4c0a0', rockShadow: '#9a6a6a', scree: '#c8a898', mist: '#f6d4bc', larch: '#34442e', meadow: ['#9ab060', '#6a8a40'], flowers: ['#f2d04a', '#ffffff'] },
  ]),
  ...place('Switzerland', null, 'swissLake', [
    { sky: ['#6f9cc7', '#b8d3e6', '#eef3f2'], far: '#9fb2c4', near: '#2a3b3f', mist: '#eef4f6', snow: '#f7f9fb', trees: '#203a36', water: '#3f6f86', steamer: true, clouds: 3 },
    { sky: ['#5a6a9a', '#d8a0a0', '#f4cdb0'], sun: [0.7, 0.3], far: '#a08aa4', near: '#3a3a4e', mist: '#f0c8c0', snow: '#fbe4dc', trees: '#23283a', water: '#6a6a8a', town: ['#efe4cf', '#e8cfb0', '#f2e8d8'] },
  ]),
  ...place('Switzerland', null, 'alpine', [
    { sky: ['#6f9cd4', '#b8d4ea', '#eef2f2'], far: '#9fb2c4', near: '#4a5a64', mist: '#f0f4f4', forest: '#2a4a34', meadow: ['#8ab05a', '#5f8a3a'], chalets: [[0.58, 0.78, 0.2], [0.2, 0.7, 0.1]], flowers: ['#f2d04a', '#ffffff', '#b07ad0'] },
    { sky: ['#3a4a7a', '#e0a0a0', '#f6d2b4'], peak: ['#f4c8b4', '#d8a098'], peakShadow: '#6a5070', mist: '#f4d4c8', forest: '#1f3030', meadow: ['#4a6a4a', '#2a4030'] },
    { sky: ['#7fb0dc', '#c4dcec', '#eef2f2'], far: '#a8b8c8', near: '#5a6a70', mist: '#f0f4f4', forest: '#2a4a34', meadow: ['#94b860', '#64903f'], train: true, chalets: [[0.72, 0.58, 0.09]] },
  ]),
  ...place('Switzerland', ['Montreux'], 'swissLake', [
    { sky: ['#8fb4d8', '#d0e2ec', '#f2f0e8'], far: '#a8b4c4', near: '#4a5a5a', mist: '#f2f2ee', snow: '#f7f9fb', trees: '#2a4038', water: '#4f7f94', castle: true, horizon: 0.62 },
    { sky: ['#9fbcd8', '#dfe6e6', '#f4f0e4'], far: '#a8b4c4', near: '#4a5a54', mist: '#f4f0e6', snow: '#f7f9fb', trees: '#3a4a34', water: '#5f8a9a', lavaux: ['#7a9a4a', '#4f6a30'], steamer: true },
  ]),
  ...place('Switzerland', ['Lucerne'], 'swissLake', [
    { sky: ['#7fa6d0', '#c4d8e8', '#eef0ee'], far: '#9fb0c0', near: '#3a4a50', mist: '#eef2f2', snow: '#f7f9fb', trees: '#2a3a38', water: '#3f6a7a', bridge: true, horizon: 0.56, swans: true },
    { sky: ['#c8cfd8', '#e6e6e2', '#f2eee6'], far: '#b0b8c0', near: '#5a646a', mist: '#ffffff', snow: '#ffffff', trees: '#3a4a48', water: '#6f8a94', town: ['#f0e0c8', '#e8c8a8', '#d8e0d0', '#f2ead8'], steamer: true },
  ]),
  ...place('Switzerland', ['Gstaad'], 'alpine', [
    { sky: ['#1f2a4a', '#3f4a7a', '#8a8ab0'], far: '#8a94b0', near: '#4a5070', mist: '#b0b4d0', forest: '#1a2430', meadow: ['#eef2f8', '#c8d0e0'], chalets: [[0.12, 0.8, 0.16], [0.46, 0.74, 0.12], [0.7, 0.84, 0.18]], winter: true, stars: true },
    { sky: ['#8fb8e0', '#cfe2ee', '#f2f4f2'], far: '#a8b8c8', near: '#6a7a84', mist: '#ffffff', forest: '#2f4a3a', meadow: ['#f4f6f8', '#d4dce6'], chalets: [[0.3, 0.78, 0.18]], winter: true },
  ]),
  ...place('Bali', null, 'terraces', [
    { sky: ['#b7cdc8', '#e8ecdf', '#f6f1e2'], far: '#a9bcae', mist: '#f1f1e6', greens: ['#7da35a', '#98b867', '#6b9550', '#a9c476'], water: '#e8f2e6' },
    { sky: ['#e8c59a', '#f3ddb8', '#f9eed8'], far: '#c7b89a', mist: '#f6e8d0', greens: ['#8aa85a', '#a8b867', '#7b9a4f', '#b9c47a'], water: '#fff1d6' },
  ]),
  ...place('Bali', null, 'baliTemple', [
    { sky: ['#9fc0d4', '#dfe8e2', '#f4f0e2'], near: '#3f6a3a', ground: '#8a7a5a', brick: '#a8644a', stone: '#6d5a4a' },
    { sky: ['#a8bcc8', '#dde4e0', '#f2eee4'], mode: 'lake', far: '#8a9aa4', near: '#2f4a3a', mist: '#eef0ea', water: '#5f7f86' },
  ]),
  ...place('Bali', ['Ubud'], 'ubud', [
    { sky: ['#bcd0c8', '#e6ecde', '#f4f2e4'], far: '#6f8f6a', near: '#2a4a2a', mist: '#eef2e6', river: ['#7a9a8a', '#4a6a5a'], shala: true },
    { sky: ['#e8c8a0', '#f2dcbc', '#f8ecd8'], far: '#8a9a6a', near: '#33482a', mist: '#f6e4cc', river: ['#9a9a7a', '#5a6a4a'] },
  ]),
  ...place('Bali', ['Uluwatu'], 'baliTemple', [
    { sky: ['#3f4c78', '#c77d83', '#f3b98a'], sun: [0.3, 0.5], mode: 'cliff', sea: ['#b97b76', '#2a3450'], rock: '#c8a88a', near: '#2f4a2a' },
    { sky: ['#6fb0d8', '#bfe0ea', '#f0f4ee'], mode: 'cliff', sea: ['#4fb8c0', '#1f6a8a'], rock: '#e0cdb0', near: '#3f6a3a' },
  ]),
  ...place('Bali', ['Sidemen'], 'sidemen', [
    { sky: ['#a8c4d4', '#e2eae4', '#f4f2e6'], volcano: '#6f7a8a', mist: '#f0f2ea', greens: ['#7da35a', '#98b867', '#6b9550', '#a9c476'], hut: true },
    { sky: ['#e8b890', '#f4d6b4', '#f8ead6'], volcano: '#8a7a80', mist: '#f6e0c8', cloudCap: '#ffffff', greens: ['#8aa85a', '#a8b867', '#7b9a4f', '#b9c47a'] },
  ]),
  ...place('Thailand', null, 'thaiTemple', [
    { sky: ['#7fb0d8', '#c4dcea', '#f2f0e6'], ground: '#d8c8a8' },
  ]),
  ...place('Thailand', null, 'lotus', [
    { water: ['#4a7a7a', '#234a4a'], leaf: '#4f7a3a', petal: '#e07aa0', flowers: [[0.35, 0.42, 1.2], [0.68, 0.6, 0.9]] },
  ]),
  ...place('Thailand', ['Koh Samui', 'Phuket'], 'thaiBeach', [
    { sky: ['#6fb4e0', '#bfe0ee', '#f2f4ee'], sea: ['#5fc8c8', '#1f8aa0'], sand: '#f4ead6', boats: [[0.3, 0.8, 1.3, false], [0.6, 0.84, 1.6, true]], palm: '#1f3a24', clouds: 4, islets: [[0.2, 200, 120], [0.45, 120, 80]], islet: ['#4f7a5a', '#2a4a34'] },
    { sky: ['#3b4470', '#d17f6f', '#f6bf86'], sun: [0.6, 0.42], sea: ['#d59a7a', '#4a4863'], sand: '#c8a88a', boats: [[0.4, 0.82, 1.5, false]], palm: '#1d1a22', canopy: '#3a3040' },
  ]),
  ...place('Thailand', ['Koh Samui', 'Phuket'], 'karst', [
    { sky: ['#a9c9d3', '#e6ede6', '#f6efdd'], sun: [0.7, 0.25], far: '#a3b7b5', near: '#3f5a48', mist: '#eef2ea', sea: ['#73b3b0', '#2f7274'] },
    { sky: ['#d99b73', '#f0c89e', '#f8e5c8'], sun: [0.4, 0.32], far: '#c5a393', near: '#3b3a34', mist: '#f4d8bc', sea: ['#c49a7e', '#4a5060'] },
  ]),
  ...place('Thailand', ['Koh Samui', 'Phuket'], 'thaiBeach', [
    { sky: ['#8fc4e4', '#d4ecf0', '#f6f4ea'], sea: ['#7ad4d0', '#2a9aae'], sand: '#f6eedc', boats: [[0.2, 0.84, 1.8, false], [0.46, 0.8, 1.2, false], [0.66, 0.86, 1.5, true]], palm: '#24402a', palms: 2, canopy: '#c8402a' },
  ]),
  ...place('Thailand', ['Chiang Mai'], 'thaiTemple', [
    { sky: ['#e8b890', '#f4d6b4', '#f8ead6'], sun: [0.8, 0.3], hills: ['#b8a8a0', '#5a6a5a'], mist: '#f6e0c8', ground: '#c8b898', chediFirst: true },
  ]),
  ...place('Thailand', ['Chiang Mai'], 'thaiNorth', [
    { sky: ['#b8ccd4', '#e4eae6', '#f4f2ea'], far: '#9aaaa8', near: '#2f4a38', mist: '#f0f2ee', paddy: ['#9ac060', '#6a9a40'], hut: true },
    { sky: ['#2a2a4a', '#8a5a70', '#e8a080'], far: '#7a6a80', near: '#2a2630', mist: '#c89090', paddy: ['#4a4a40', '#2a2a28'], lanterns: true },
    { sky: ['#e8c0a0', '#f4dcc0', '#f8eedc'], sun: [0.3, 0.36], far: '#b8a8a0', near: '#4a5a48', mist: '#f6e4d0', paddy: ['#c8b860', '#9a9040'], temple: true },
  ]),
  ...place('Greece', null, 'aegean', [
    { sky: ['#4f8fc7', '#9fc6e2', '#e4f0f4'], sea: ['#2f7fb4', '#1c5587'], islands: '#8aa3b8', chapel: true, rock: '#c8b8a0' },
    { sky: ['#5a6a9a', '#e0a088', '#f6d0a0'], sun: [0.35, 0.44], sea: ['#c0907a', '#3a4a6a'], islands: '#7a6a80' },
  ]),
  ...place('Greece', null, 'oliveGrove', [
    { sky: ['#7fb0dc', '#c4dcec', '#f2f0e6'], hill: '#a8a880', earth: ['#b8865a', '#8a5a3a'], leaf: '#8a9a78', sea: '#4f8ab8', wall: '#c8b8a0' },
  ]),
  ...place('Greece', null, 'greekTemple', [
    { sky: ['#e8a070', '#f4c898', '#f8e4c4'], sun: [0.72, 0.4], stone: '#ecd8b4', hill: ['#b8a070', '#7a6a44'], sea: ['#c8a088', '#6a6a80'] },
  ]),
  ...place('Greece', ['Santorini'], 'greece', [
    { sky: ['#4f8fc7', '#9fc6e2', '#e4f0f4'], sea: ['#2f7fb4', '#1c5587'], rock: '#d9cbb4', white: '#fbfaf6', shade: '#cfd8e2', blue: '#2a5ea8', flower: '#d4588f' },
  ]),
  ...place('Greece', ['Santorini'], 'caldera', [
    { sky: ['#3f4c78', '#d88a80', '#f6c08a'], sun: [0.2, 0.4], sea: ['#c88a7a', '#2f3a5a'], island: '#4a4050', rock: '#8a6a5a', windmill: true },
    { sky: ['#5a9ad0', '#a8d0e8', '#eef4f4'], sea: ['#2f86b8', '#1a5284'], island: '#8a8a90', rock: '#b8a088' },
  ]),
  ...place('Greece', ['Crete'], 'crete', [
    { sky: ['#7fb0dc', '#c4dcec', '#f0f0e8'], mountains: ['#a8b0b8', '#6a6a60'], mist: '#f2f0ea', rock: '#b8a084', snow: '#f6f4f0' },
    { sky: ['#8ab8e0', '#cfe4ee', '#f4f2ea'], harbour: true, mountains: ['#b0b8c4', '#8a8a90'], mist: '#f2f2ee', houses: ['#e8c890', '#d89a70', '#f0dcb0', '#c8a080', '#e8b8a0'], water: '#3f8aa8' },
    { sky: ['#d88a68', '#f0c090', '#f8e0c0'], mountains: ['#b8988a', '#6a5048'], mist: '#f4d0b0', rock: '#a07a60' },
  ]),
  ...place('Greece', ['Costa Navarino'], 'omegaBay', [
    { sky: ['#7fb4dc', '#c4dfea', '#f0f2ea'], sea: ['#3f9ac0', '#1c5e8a'], rock: '#a89a80', lagoon: ['#8ad8d0', '#3fa8b8'], sand: '#f2e4c4', scrub: '#8a9a5a' },
  ]),
  ...place('Greece', ['Costa Navarino'], 'oliveGrove', [
    { sky: ['#e8b080', '#f4d4a8', '#f8ead0'], sun: [0.25, 0.36], hill: '#9a9070', earth: ['#a8805a', '#6a4a30'], leaf: '#7a8a68', wall: '#b8a488' },
  ]),
  ...place('Japan', ['Kyoto'], 'pagodaMaple', [
    { sky: ['#a8c0d4', '#e4e6e0', '#f4eee2'], hills: ['#a8b0b0', '#5a6a5a'], mist: '#f2f0ea', ground: ['#8a7a64', '#5a4a3a'], maple: ['#c8341e', '#e0542a', '#f08a3a', '#a82418'] },
  ]),
  ...place('Japan', ['Kyoto'], 'toriiPath', [
    { bg: ['#3a4a34', '#1a2418'], forest: '#4a6a3a', path: '#8a7a60', gate: '#d8452e' },
    { bg: ['#5a6a44', '#2a3420'], forest: '#6a8a4a', path: '#a8987a', gate: '#e05a34' },
  ]),
  ...place('Japan', ['Kyoto'], 'bambooGrove', [
    { bg: ['#d8e4c0', '#4a6a3a'], stalk: '#7fa04a', path: '#c8b898' },
    { bg: ['#e8e0c0', '#5a6a3a'], stalk: '#8aa850', path: '#d0c0a0' },
  ]),
  ...place('Japan', ['Kyoto'], 'zen', [
    { sand: '#d9cfbd', rock: '#5d5a55', moss: '#5f7a46', branch: '#8a3b2e' },
  ]),
  ...place('Japan', ['Hakone'], 'torii', [
    { sky: ['#c6b6cf', '#f0d4c6', '#f8e8d8'], mountain: '#8c8fa8', mist: '#f7e4d8', trees: '#3a4050', gate: '#c0392b', water: '#9a97ac' },
    { sky: ['#9fb8d0', '#dde7ea', '#f4efe6'], mountain: '#7f93a8', mist: '#f1f2ee', trees: '#2f4040', gate: '#b8412f', water: '#7d98a6' },
  ]),
  ...place('Japan', ['Hakone'], 'onsen', [
    { bg: ['#c8d0cc', '#eeece4'], hills: ['#a8b0b0', '#6a7a6a'], mist: '#f4f2ec', fence: '#8a6a48', stone: '#6a6660', water: ['#7aa8a8', '#3f6a6e'], maple: ['#c8341e', '#e0542a', '#f08a3a'] },
    { bg: ['#b8c0cc', '#e8ecf0'], hills: ['#c0c8d0', '#8a94a0'], mist: '#ffffff', fence: '#7a6048', stone: '#5a5854', water: ['#6a9aa0', '#34606a'], snow: true },
  ]),
  ...place('Japan', ['Hakone'], 'susuki', [
    { sky: ['#8fb4d8', '#d4e2ea', '#f4f0e6'], fuji: '#6f86a8', mist: '#f2f0ea', hill: '#8a9070', grass: '#d8c8a0' },
    { sky: ['#e09a78', '#f2c8a0', '#f8e2c4'], fuji: '#7a6a88', mist: '#f6d8c0', hill: '#7a6a50', grass: '#e8c890' },
  ]),
  ...place('Japan', ['Okinawa'], 'okinawa', [
    { sky: ['#5fa8e0', '#aed8f0', '#eef6f6'], sea: ['#2f9ad0', '#3fc8c8', '#9ae8dc'], sand: '#f8f2e4', rocks: [[0.3, 160, 150], [0.7, 110, 100]], rock: '#b8aa90', clouds: 4, hibiscus: true },
    { sky: ['#e8a880', '#f4cca8', '#f8e6d0'], sea: ['#c09090', '#7ab0b0', '#c8e0d4'], sand: '#f0e2cc', rocks: [[0.5, 200, 170]], rock: '#8a7a6a' },
  ]),
  ...place('Japan', ['Okinawa'], 'reef', [
    { water: ['#3fb4d4', '#1a5a8a'], sand: '#e8dcc0', coral: ['#f08a6a', '#e8c05a', '#c86aa0', '#7ac0a0'], fish: ['#f2c14e', '#3f8ad0', '#ffffff', '#e8604a'] },
    { water: ['#5fc8d8', '#1f7aa0'], sand: '#f0e6cc', coral: ['#e8a05a', '#d86a8a', '#f2d04e', '#5ab0a0'], fish: ['#3f8ad0', '#f2c14e', '#e8604a'] },
  ]),
  ...place('Japan', ['Okinawa'], 'cape', [
    { sky: ['#6fb0e0', '#b8dcf0', '#eef6f4'], sea: ['#4fc4c8', '#1f7aa4'], rock: '#c4b498', grass: '#6a9a4a' },
    { sky: ['#4a5a8a', '#e09a88', '#f6cca0'], sun: [0.2, 0.36], sea: ['#c89a8a', '#3a5a7a'], rock: '#8a7a6a', grass: '#4a6a3a' },
  ]),
  ...place('Germany', ['Tegernsee'], 'bavarianLake', [
    { sky: ['#7fa6d6', '#c4daea', '#eef2ee'], far: '#9fb0bc', near: '#3a4f44', mist: '#eef2f0', trees: '#24402f', water: '#3f7080', boathouse: true, clouds: 3 },
    { sky: ['#e8b890', '#f4d6b4', '#f8ead6'], sun: [0.3, 0.3], far: '#b0a0a0', near: '#4a4a48', mist: '#f6e0c8', trees: '#2a3228', water: '#8a8080', snow: '#fbeee4', boat: true, churchX: 0.42 },
    { sky: ['#b8c4cc', '#e0e4e2', '#f0eee8'], far: '#b4bcc0', near: '#5a6460', mist: '#ffffff', trees: '#34443c', water: '#6f8a90', snow: '#ffffff', boathouse: true },
    { sky: ['#9ab0c8', '#d8e0e6', '#f2f2ee'], far: '#c0c8d0', near: '#7a8490', mist: '#ffffff', trees: '#3a4a44', water: '#7a8e98', snow: '#ffffff', churchX: 0.3, boat: true },
  ]),
  ...place('Germany', ['Tegernsee'], 'alpine', [
    { sky: ['#7fa6d6', '#c4daea', '#eef2ee'], far: '#9fb0bc', near: '#5a6a70', mist: '#f0f4f4', forest: '#2a4a34', meadow: ['#8ab05a', '#5f8a3a'], chalets: [[0.6, 0.8, 0.18]], flowers: ['#f2d04a', '#ffffff', '#d05a8a'], snow: '#f4f6f8' },
    { sky: ['#e8b890', '#f4d6b4', '#f8ead6'], far: '#b8a8a8', near: '#6a6068', mist: '#f6e0c8', forest: '#2a3a30', meadow: ['#9aa85a', '#6a7a3a'], chalets: [[0.24, 0.76, 0.16], [0.66, 0.84, 0.2]], snow: '#fbeee4' },
  ]),
  ...place('Germany', ['Baden-Baden'], 'kurhausPark', [
    { sky: ['#8fb4d8', '#cfe0ea', '#f2f0e6'], forest: '#2f4a34', lawn: ['#7fa05a', '#5a7a3a'], flowers: ['#d8402a', '#f2c14e', '#ffffff'], tree: '#4a6a34', clouds: 3 },
    { sky: ['#c8b0a8', '#ecd4c0', '#f6e8d8'], forest: '#4a4a34', lawn: ['#9a9a5a', '#6a6a3a'], flowers: ['#e0903a', '#c8402a', '#f2c14e'], tree: '#b8702a' },
    { sky: ['#2a3458', '#6a6a98', '#e0a890'], forest: '#1f2a28', lawn: ['#4a5a3a', '#2a3424'], flowers: ['#f2c14e', '#ffffff'], tree: '#2a3a28' },
  ]),
  ...place('Germany', ['Baden-Baden'], 'bathHall', [
    { wall: ['#e8dcc4', '#c8b89a'], dome: ['#f4ead6', '#c8b496'], column: '#d8ccb8', floor: ['#d8ccb4', '#a89a80'], water: ['#8ac4c4', '#4a8a90'] },
  ]),
  ...place('Germany', ['Baden-Baden', 'Black Forest'], 'blackForest', [
    { sky: ['#b8c4c8', '#e0e4e0', '#f0eee6'], far: '#a8b4b0', near: '#1a2a22', mist: '#eef0ea', meadow: ['#8aa85a', '#5a7a3a'], town: true },
  ]),
  ...place('Germany', ['Baden-Baden', 'Black Forest'], 'forestPath', [
    { bg: ['#c8d0b8', '#4a5a40'], far: '#8a9a84', near: '#1f2f22', mist: '#f0f2e6', path: ['#a8906a', '#6a5238'], fern: '#3f6a30' },
  ]),
  ...place('Germany', ['Black Forest'], 'blackForest', [
    { sky: ['#bfc9c6', '#e4e7e0', '#f2f0e8'], sun: [0.7, 0.22], far: '#aeb9b4', near: '#17271f', mist: '#eef0ea', meadow: ['#8ab05a', '#5a8a3a'], farm: true, flowers: ['#f2d04a', '#ffffff'] },
    { sky: ['#e0b090', '#f0d0b0', '#f8e6d0'], sun: [0.3, 0.3], far: '#b8a8a0', near: '#1f2420', mist: '#f4dcc4', meadow: ['#9a9a5a', '#6a6a3a'], farm: true },
  ]),
  ...place('Germany', ['Black Forest'], 'forestHills', [
    { sky: ['#9aa9b8', '#d6d8d6', '#ece9e0'], far: '#9aa6a8', near: '#1b2526', mist: '#e8e8e2' },
    { sky: ['#c8b4a0', '#ecd8c0', '#f6ecdc'], far: '#b8aca0', near: '#24281e', mist: '#f2e4d0', sun: [0.3, 0.24] },
  ]),
  ...place('Costa Rica', null, 'rainforest', [
    { sky: ['#a7c4c7', '#dde9e2', '#f1f1e6'], far: '#7f9b92', near: '#1e3d2a', mist: '#eef2ea', leaves: '#2f6b3a' },
  ]),
  ...place('Costa Rica', null, 'heliconia', [
    { bg: ['#4a7a4a', '#1a3a24'], leaf: '#2f6a34', bract: ['#f04a2a', '#c8241e'], stems: [[0.4, 0.5, 1.3], [0.7, 0.62, 1]] },
  ]),
  ...place('Costa Rica', null, 'waterfall', [
    { sky: ['#d8e6df', '#9bb8a8'], far: '#7f9d88', near: '#1f3a2a', pool: '#3f7a74' },
  ]),
  ...place('Costa Rica', ['Nosara'], 'pacificBeach', [
    { sky: ['#6fb0dc', '#bcdcec', '#f2f2ea'], sea: ['#4aa8c0', '#1f6a8a'], sand: ['#e8d8b8', '#c8b090'], wet: '#a89a88', surfers: [[0.6, 0.62, 1.2], [0.78, 0.6, 1]], figure: '#1e2228', jungle: '#2f5a2a', palm: '#1f3a24' },
    { sky: ['#3b4470', '#d17f6f', '#f6bf86'], sun: [0.62, 0.42], sea: ['#d59a7a', '#4a4863'], sand: ['#c8a088', '#8a6a58'], wet: '#6a5a6a', surfers: [[0.5, 0.64, 1.3]], figure: '#1a1620', jungle: '#1f1a22', palm: '#1d1a22' },
    { sky: ['#a8c8e0', '#e0ecf0', '#f6f2e8'], sea: ['#7ab8c8', '#3f7a94'], sand: ['#efe2c8', '#d0b898'], wet: '#b8aa98', surfers: [[0.4, 0.6, 1], [0.56, 0.62, 1.1], [0.72, 0.6, 0.9]], figure: '#22262c', jungle: '#3a6a34', palm: '#24402a' },
  ]),
  ...place('Costa Rica', ['Arenal'], 'arenal', [
    { sky: ['#8ab8e0', '#cfe4ee', '#f2f2ea'], volcano: '#5a6a74', mist: '#f2f2ee', far: '#6a8a6a', near: '#1f3f24', clouds: 3 },
    { sky: ['#b8c8cc', '#e4eae4', '#f2f2ea'], volcano: '#6a7478', mist: '#ffffff', far: '#7a9a7a', near: '#24452a', spring: ['#7aa8a0', '#3a6a64'] },
    { sky: ['#a8c8d8', '#dce8e6', '#f2f2ea'], volcano: '#5a6a74', mist: '#f4f4ee', far: '#6a8a6a', near: '#1f3f24', bridge: true },
  ]),
  ...place('Costa Rica', ['Osa Peninsula'], 'osa', [
    { sky: ['#8ab8dc', '#cfe2ea', '#f2f2ea'], far: '#5f8a5a', near: '#1a3a20', sea: ['#4a9ab0', '#1f5f74'], sand: ['#d8c8a8', '#a89070'], kayak: true },
    { sky: ['#e8a878', '#f4cca0', '#f8e6cc'], sun: [0.7, 0.4], far: '#7a7a5a', near: '#1f2a1a', sea: ['#c8a080', '#4a5a6a'], sand: ['#b8a080', '#7a6a50'] },
    { sky: ['#c0d0d4', '#e6ecea', '#f4f2ea'], far: '#6a8a6a', near: '#1f3a22', sea: ['#7aa8b0', '#3a6a78'], sand: ['#d8ccb0', '#a89478'], kayak: true },
  ]),
];

const counters = new Map();
export const places = placeList.map((entry) => {
  const key = `${entry.country}/${entry.cities?.join('+') ?? ''}`;
  const n = (counters.get(key) ?? 0) + 1;
  counters.set(key, n);
  const slug = (s) => s.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '');
  const name = [slug(entry.country), ...(entry.cities ? [slug(entry.cities.join(' '))] : []), String(n).padStart(2, '0')].join('-');
  return { name, ...entry };
});

// ---------------------------------------------------------------- kind scenes
// Interiors and still lifes of what each kind of program does (the program form's categories). They show no landmark
// and no landscape, so they fit a program anywhere.

const warmWall = ['#e8dccb', '#cdbba4'];
const coolWall = ['#dfe4de', '#b9c4bc'];
const oak = ['#b88a5e', '#8a623e'];
const stoneTop = ['#d8d2c8', '#aaa298'];
const linenTop = ['#efe8dc', '#d6ccbc'];
const kind = (k, draw, list) => list.map((params) => ({ kind: k, draw, params }));

const kindList = [
  ...kind('spa', 'spa', [
    { wall: ['#4a4238', '#2d2823'], stone: '#6f655a', water: ['#4f8b88', '#1f4c4f'], lamp: 0.75, leaves: '#3f6b4a' },
    { wall: ['#5a5650', '#34302c'], stone: '#8b8176', water: ['#6fa3a0', '#2b5a5d'], lamp: 0.2 },
  ]),
  ...kind('spa', 'candles', [{ bg: ['#4a2e1c', '#120b07'], bokeh: ['#ffb65c', '#ff9a4a', '#ffd58a', '#e7824a'], wax: '#efe2cc' }]),
  ...kind('spa', 'room', [
    { wall: ['#d8c8b4', '#b49c84'], window: [0.78, 0.22], light: '#fff0d8', floor: ['#a88a6a', '#7a5e44'], planks: true, curtain: '#efe6d8', items: [['treatmentBed', 0.42, 0.5, 1.1, {}], ['orchid', 0.12, 0.42, 0.9, {}]] },
    { wall: ['#c89a6a', '#8a5e3a'], lamp: [0.3, 0.25], floor: ['#7a5436', '#4a321e'], items: [['sauna', 0.55, 0.3, 1.5, {}], ['towel', 0.24, -0.55, 0.9, { count: 2, color: '#f2ece2' }]], floorY: 0.7 },
  ]),
  ...kind('spa', 'stillLife', [
    { wall: ['#3a3430', '#1e1a18'], lamp: [0.7, 0.3], table: ['#6a5a4a', '#3a2e24'], items: [['stones', 0.3, 0.5, 1.2, {}], ['candle', 0.6, 0.4, 1, { h: 200 }], ['candle', 0.74, 0.46, 0.8, { h: 120 }], ['leaves', 0.45, 0.8, 1.2, { color: '#4f7a4a' }]] },
    { ...{ wall: coolWall, window: [0.22, 0.24], table: stoneTop }, items: [['towel', 0.55, 0.5, 1.1, { count: 3, color: '#f4efe6' }], ['sprig', 0.2, 0.6, 0.9, { color: '#7a9a8a', round: true }], ['bottle', 0.86, 0.5, 1, { color: '#a0b8a8', label: '#f4efe6' }]] },
    { ...{ wall: warmWall, window: [0.8, 0.22], table: linenTop }, items: [['bowl', 0.3, 0.5, 1.1, { color: '#e8e2d8', content: 'salts' }], ['bottle', 0.55, 0.45, 1.1, { color: '#c8a05a', label: '#f4efe6' }], ['bottle', 0.64, 0.55, 0.8, { color: '#7a8a6a' }], ['orchid', 0.82, 0.5, 0.9, {}]] },
  ]),
  ...kind('spa', 'botanical', [{ bg: ['#ece4ef', '#a898b3'], bokeh: ['#ffffff', '#f5e6f0'], leaves: ['#6b8a6a', '#4d6e52'], flowers: '#c8a3d4' }]),

  ...kind('yoga', 'room', [
    { wall: ['#efe6d8', '#d4c4ac'], window: [0.3, 0.3], light: '#fff4dc', floor: ['#c8a47a', '#9a7650'], planks: true, items: [['mat', 0.36, 0.4, 1.1, { color: '#7a9a8a' }], ['mat', 0.66, 0.4, 1.1, { color: '#c89a7a' }], ['block', 0.86, 0.7, 0.9, {}], ['plant', 0.08, 0.5, 1.1, {}]] },
    { wall: ['#e6d8cc', '#c4ae9e'], window: [0.7, 0.28], light: '#ffe6c8', floor: ['#b08a64', '#7e5e40'], planks: true, items: [['mat', 0.5, 0.42, 1.2, { color: '#6a7a9a' }], ['figure', 0.5, 0.6, 1.1, { pose: 'seated', color: '#3a3644' }]] },
    { wall: ['#dfe2da', '#bcc4b8'], window: [0.22, 0.26], floor: ['#c4a67e', '#927452'], planks: true, items: [['mat', 0.55, 0.38, 1.2, { color: '#8aa08a' }], ['figure', 0.55, 0.52, 0.9, { pose: 'tree', color: '#34343e' }], ['plant', 0.9, 0.6, 1, {}]] },
  ]),
  ...kind('yoga', 'stillLife', [
    { wall: ['#d8cbb8', '#b6a38a'], window: [0.78, 0.22], table: oak, grain: true, tableY: 0.6, items: [['cushion', 0.4, 0.5, 1.3, { color: '#7a8a9a' }], ['incense', 0.72, 0.45, 1, {}], ['sprig', 0.9, 0.5, 0.8, { color: '#6f8a6a' }]] },
    { wall: ['#3a3430', '#1e1a18'], lamp: [0.4, 0.3], table: ['#5a4a3a', '#2e241c'], grain: true, items: [['singingBowl', 0.42, 0.5, 1.3, {}], ['candle', 0.75, 0.45, 0.9, { h: 150 }]] },
    { wall: coolWall, window: [0.2, 0.24], table: linenTop, items: [['mat', 0.45, 0.45, 1.1, { rolled: true, color: '#8a9a7a' }], ['block', 0.75, 0.5, 1, { color: '#d8c4a0' }], ['cup', 0.22, 0.6, 1, { drink: '#8a9a4a' }]] },
    { wall: warmWall, window: [0.8, 0.22], table: oak, grain: true, items: [['book', 0.4, 0.55, 1.2, { open: true, color: '#7a8a7a', pen: true }], ['teapot', 0.72, 0.45, 0.9, { color: '#d8cfc0' }], ['cup', 0.88, 0.6, 0.8, { drink: '#a8883a' }]] },
  ]),
  ...kind('yoga', 'candles', [{ bg: ['#3d2a24', '#0e0908'], bokeh: ['#ffcf8a', '#f7a86a', '#ffe7b0'], wax: '#e8d6c0', count: 4 }]),
  ...kind('yoga', 'botanical', [{ bg: ['#dfe8d8', '#8fa98c'], bokeh: ['#ffffff', '#f2f6da'], leaves: ['#5e8f5a', '#3f6f4a', '#86a86a'] }]),

  ...kind('detox', 'stillLife', [
    { wall: coolWall, window: [0.8, 0.24], table: stoneTop, items: [['glass', 0.3, 0.5, 1.2, { color: '#7fb04a', straw: '#f4efe6' }], ['glass', 0.5, 0.6, 1, { color: '#c8d860', mint: true }], ['citrusHalf', 0.72, 0.7, 1, { color: '#a8c84a' }], ['leaves', 0.86, 0.5, 1, { color: '#5f9a55' }]] },
    { wall: warmWall, window: [0.2, 0.24], table: oak, grain: true, items: [['teapot', 0.4, 0.45, 1.2, { color: '#e8e2d6' }], ['cup', 0.66, 0.6, 1, { drink: '#c8a04a' }], ['sprig', 0.86, 0.6, 0.9, { color: '#6f9a5a' }]] },
    { wall: ['#e8ecea', '#c4ccc8'], window: [0.5, 0.3], table: linenTop, items: [['carafe', 0.4, 0.5, 1.2, { slices: '#f6d04d' }], ['glass', 0.64, 0.6, 1, { color: '#e8f2ee', fill: 0.7, slice: '#f6d04d' }], ['citrusHalf', 0.82, 0.7, 0.9, {}]] },
    { wall: ['#ddd4c6', '#b8ab98'], lamp: [0.7, 0.2], table: oak, grain: true, items: [['bowl', 0.42, 0.5, 1.2, { color: '#e8dccb', content: 'soup', soup: '#c8a050' }], ['leaves', 0.72, 0.7, 0.9, { color: '#5f8a4a' }], ['cup', 0.8, 0.45, 0.8, { drink: '#b87a3a' }]] },
    { wall: ['#4a4440', '#2a2624'], lamp: [0.35, 0.25], table: ['#6a5e52', '#3a322a'], items: [['bowl', 0.36, 0.5, 1.1, { color: '#3a3430', content: 'clay' }], ['towel', 0.7, 0.55, 0.9, { count: 2, color: '#e8e0d4' }], ['sprig', 0.12, 0.6, 0.8, { color: '#7a9a7a' }]] },
    { wall: coolWall, window: [0.24, 0.24], table: stoneTop, items: [['glass', 0.3, 0.5, 1.1, { color: '#e07a5a', straw: '#f4efe6' }], ['glass', 0.46, 0.6, 1.1, { color: '#f2b84a' }], ['glass', 0.62, 0.5, 1.1, { color: '#8ac05a' }], ['bowl', 0.84, 0.62, 0.7, { color: '#f0ebe2', content: 'fruit' }]] },
  ]),
  ...kind('detox', 'citrus', [{ linen: '#efe7d9', leaf: '#5f8a55', fruits: ['#f2a93b', '#f6d04d', '#e9704a', '#a5c64a'] }]),
  ...kind('detox', 'room', [
    { wall: ['#e2ddd4', '#c2b8aa'], window: [0.3, 0.3], light: '#fff8ea', curtain: '#f4efe6', floor: ['#c8b8a0', '#9a8a72'], items: [['bed', 0.58, 0.6, 0.8, { throw: '#a8b89a' }], ['plant', 0.92, 0.6, 0.9, {}]] },
  ]),
  ...kind('detox', 'botanical', [{ bg: ['#d4e3e0', '#6b8f8c'], bokeh: ['#ffffff', '#e0f2ee'], leaves: ['#4f7f74', '#2f5f5a', '#7fa79a'] }]),

  ...kind('fitness', 'room', [
    { wall: ['#d8dcdc', '#a8b0b2'], window: [0.5, 0.4], light: '#f4f8fa', floor: ['#6a6e72', '#3a3e42'], items: [['mat', 0.3, 0.4, 1, { color: '#3a6a8a' }], ['kettlebell', 0.56, 0.5, 0.9, {}], ['dumbbell', 0.74, 0.7, 1, {}], ['dumbbell', 0.84, 0.5, 0.8, {}]] },
    { wall: ['#e4e0d8', '#bcb4a8'], window: [0.24, 0.3], floor: ['#b08a64', '#7e5e40'], planks: true, items: [['bike', 0.58, 0.6, 1.2, {}], ['plant', 0.9, 0.6, 1, {}]] },
    { wall: ['#dcd8cc', '#b4ac9c'], window: [0.76, 0.26], floor: ['#a88a6a', '#7a5e44'], planks: true, items: [['mat', 0.4, 0.42, 1.2, { color: '#5a7a6a' }], ['rope', 0.42, 0.5, 0.9, {}], ['bottle', 0.7, 0.55, 0.9, { color: '#9ac0d0', cap: '#2f7fa0' }], ['towel', 0.82, 0.62, 0.7, { count: 1, color: '#f0ece4' }]] },
    { wall: ['#cfd6d8', '#9aa4a8'], window: [0.3, 0.28], floor: ['#8a9094', '#5a6064'], items: [['tub', 0.55, 0.6, 1, { ice: true }], ['towel', 0.14, 0.7, 0.8, { count: 1, color: '#f0ece4' }]] },
  ]),
  ...kind('fitness', 'stillLife', [
    { wall: ['#e0e2e0', '#b8bcbc'], window: [0.2, 0.24], table: ['#8a9094', '#5a6064'], items: [['rope', 0.42, 0.6, 1.2, {}], ['bottle', 0.74, 0.5, 1.1, { color: '#9ac0d0', cap: '#2f7fa0' }], ['towel', 0.9, 0.6, 0.8, { count: 1, color: '#f0ece4' }]] },
    { wall: warmWall, window: [0.8, 0.22], table: oak, grain: true, items: [['watch', 0.4, 0.6, 1.3, {}], ['tablet', 0.7, 0.5, 0.9, { line: '#e8604a' }]] },
    { wall: ['#3a3c40', '#1e2024'], lamp: [0.5, 0.25], table: ['#5a5e62', '#2e3236'], items: [['kettlebell', 0.3, 0.5, 1.2, { color: '#c8402a' }], ['kettlebell', 0.52, 0.6, 1, {}], ['dumbbell', 0.76, 0.55, 1.1, { color: '#5a5e62' }]] },
    { wall: coolWall, window: [0.76, 0.24], table: stoneTop, items: [['glass', 0.3, 0.5, 1.1, { color: '#d8a0b8', straw: '#f4efe6' }], ['bowl', 0.56, 0.6, 1, { color: '#f0ebe2', content: 'berries' }], ['watch', 0.84, 0.7, 0.9, {}]] },
  ]),
  ...kind('fitness', 'botanical', [{ bg: ['#dfe8d8', '#8fa98c'], bokeh: ['#ffffff', '#f2f6da'], leaves: ['#5e8f5a', '#3f6f4a', '#86a86a'] }]),

  ...kind('nutrition', 'stillLife', [
    { wall: warmWall, window: [0.8, 0.24], table: oak, grain: true, items: [['board', 0.45, 0.5, 1.1, {}], ['veg', 0.42, 0.42, 1.1, {}], ['bottle', 0.84, 0.45, 1, { color: '#b8a040', label: '#f4efe6' }]] },
    { wall: coolWall, window: [0.2, 0.24], table: linenTop, items: [['bowl', 0.45, 0.5, 1.4, { color: '#f0ebe2', content: 'salad' }], ['leaves', 0.8, 0.6, 0.9, { color: '#5f9a4a' }], ['citrusHalf', 0.14, 0.7, 0.9, {}]] },
    { wall: ['#ddd2c2', '#b9a78e'], window: [0.7, 0.24], table: oak, grain: true, items: [['jar', 0.22, 0.5, 1, { color: '#d8b870', lid: '#a8845a' }], ['jar', 0.38, 0.45, 1.2, { color: '#c86a3a', grain: 6 }], ['jar', 0.54, 0.5, 1, { color: '#6a8a4a', grain: 5 }], ['bowl', 0.8, 0.6, 0.9, { color: '#e8e0d2', content: 'grains' }]] },
    { wall: ['#e6e2da', '#c2bab0'], lamp: [0.3, 0.2], table: stoneTop, items: [['bowl', 0.4, 0.55, 1.3, { color: '#d8cfc0', content: 'fruit' }], ['glass', 0.72, 0.5, 1, { color: '#f2a93b' }], ['citrusHalf', 0.86, 0.7, 0.8, { color: '#f2a93b' }]] },
    { wall: ['#ddd4c6', '#b8ab98'], lamp: [0.6, 0.2], table: oak, grain: true, items: [['bowl', 0.38, 0.55, 1.3, { color: '#e8dccb', content: 'soup', soup: '#d88a3a' }], ['plate', 0.72, 0.6, 0.9, {}], ['veg', 0.74, 0.56, 0.6, {}]] },
    { wall: coolWall, window: [0.24, 0.24], table: linenTop, items: [['sprig', 0.2, 0.5, 1, { color: '#4f8a4a' }], ['sprig', 0.28, 0.55, 0.8, { color: '#6a9a5a', round: true }], ['bottle', 0.5, 0.45, 1.1, { color: '#a89a40' }], ['bowl', 0.76, 0.6, 1, { color: '#f0ebe2', content: 'berries' }]] },
  ]),
  ...kind('nutrition', 'citrus', [{ linen: '#f2ece0', leaf: '#4f7a4a', fruits: ['#f6d04d', '#a5c64a', '#f2a93b', '#e9704a'] }]),
  ...kind('nutrition', 'botanical', [{ bg: ['#f2e6d6', '#c9ad8a'], bokeh: ['#fff6e0', '#ffe2b8'], leaves: ['#7b8f5c', '#a39a63', '#5f7a4f'], flowers: '#e9b7a6' }]),
  ...kind('nutrition', 'room', [
    { wall: ['#e8e2d8', '#c8bcac'], window: [0.5, 0.34], light: '#fff6e4', floor: ['#a88a6a', '#7a5e44'], planks: true, floorY: 0.6, items: [['board', 0.5, 0.3, 1.6, { color: '#d8b48a' }], ['veg', 0.42, 0.24, 1.2, {}], ['bowl', 0.72, 0.3, 1, { color: '#f0ebe2', content: 'salad' }]] },
  ]),

  ...kind('wellness', 'room', [
    { wall: ['#e4e0d8', '#c4bcb0'], window: [0.5, 0.3], light: '#f8f4ea', floor: ['#b8a488', '#8a765c'], planks: true, items: [['chairs', 0.5, 0.6, 0.9, { fabric: '#8a9a8a' }], ['plant', 0.1, 0.6, 1, {}]] },
    { wall: ['#e2ddd4', '#c2b8aa'], window: [0.2, 0.28], light: '#fff4e0', curtain: '#f4efe6', floor: ['#c8b8a0', '#9a8a72'], items: [['bed', 0.6, 0.62, 0.8, { throw: '#8a9aa8' }]] },
    { wall: ['#dfe4e2', '#b4bebc'], window: [0.76, 0.26], floor: ['#9aa0a0', '#6a7070'], items: [['tub', 0.45, 0.6, 1, { ice: true, water: ['#a8dce4', '#6aa8b8'] }], ['plant', 0.9, 0.6, 1, {}]] },
  ]),
  ...kind('wellness', 'stillLife', [
    { wall: coolWall, window: [0.8, 0.24], table: ['#f2f0ec', '#d4d0c8'], items: [['tablet', 0.4, 0.55, 1.2, {}], ['book', 0.76, 0.65, 0.8, { color: '#5a6a7a', pen: true }]] },
    { wall: ['#e6e8e6', '#c4c8c6'], window: [0.2, 0.24], table: ['#f2f2f0', '#d8d8d4'], items: [['stethoscope', 0.42, 0.6, 1.2, {}], ['book', 0.76, 0.55, 0.9, { open: true, color: '#6a7a8a' }]] },
    { wall: warmWall, window: [0.8, 0.22], table: oak, grain: true, items: [['capsules', 0.4, 0.6, 1.4, {}], ['glass', 0.66, 0.5, 1, { color: '#e8f2ee', fill: 0.8 }], ['sprig', 0.86, 0.55, 0.8, { color: '#6f9a7a', round: true }]] },
    { wall: ['#e6ecee', '#c0cace'], window: [0.24, 0.26], table: ['#f4f6f6', '#d6dcdc'], items: [['tubes', 0.45, 0.55, 1.3, {}], ['tablet', 0.8, 0.6, 0.7, { line: '#3f8ad0' }]] },
    { wall: ['#ddd4c6', '#b8ab98'], window: [0.74, 0.24], table: linenTop, items: [['book', 0.38, 0.6, 1.2, { open: true, color: '#8a7a6a', pen: true }], ['cup', 0.7, 0.55, 1, { drink: '#b8883a' }], ['watch', 0.86, 0.75, 0.7, {}]] },
  ]),
  ...kind('wellness', 'botanical', [{ bg: ['#d4e3e0', '#6b8f8c'], bokeh: ['#ffffff', '#e0f2ee'], leaves: ['#4f7f74', '#2f5f5a', '#7fa79a'] }]),
];

const kindCounters = new Map();
export const kinds = kindList.map((entry) => {
  const n = (kindCounters.get(entry.kind) ?? 0) + 1;
  kindCounters.set(entry.kind, n);
  return { name: `${entry.kind}-${String(n).padStart(2, '0')}`, ...entry };
});
