// The map primitive: countries' outlines drawn here (no tiles, nothing from another host) with its view's formulas.
// Its own entry, never re-exported by ./ui: its code and shapes (~55 KB gzip) load only where a map is shown.
export { MapMarker, WorldMap, MAP_KEYS_HINT, MAP_PICK_HINT } from './WorldMap';
export { constrain, fitBounds, panBy, project, tileZoom, toScreen, unproject, viewBounds, worldSize, zoomAt, fromScreen, type Size, type View } from './view';
