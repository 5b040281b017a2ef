import { constrain, fitBounds, fromScreen, project, tileZoom, toScreen, unproject, viewBounds, zoomAt } from './view';

const size = { width: 800, height: 600 };

describe('the map’s view', () => {
  it('projects and unprojects Web Mercator', () => {
    expect(project(-180, 0, 512)).toEqual([0, 256]);
    expect(project(0, 0, 512)).toEqual([256, 256]);
    const [x, y] = project(8.54, 47.37, 1024);
    const [lng, lat] = unproject(x, y, 1024);
    expect(lng).toBeCloseTo(8.54, 6);
    expect(lat).toBeCloseTo(47.37, 6);
  });

  it('reads the place under a point of the viewport back from where it is drawn', () => {
    const view = fitBounds({ west: 5, south: 45, east: 11, north: 48 }, size);
    const [x, y] = toScreen(view, size, 7.7491, 46.0207);
    const [lng, lat] = fromScreen(view, size, x, y);
    expect(lng).toBeCloseTo(7.7491, 6);
    expect(lat).toBeCloseTo(46.0207, 6);
    // A point off the world (beside it when zoomed out) is read at the world's edge, never beyond.
    expect(fromScreen({ k: 1, x: 0, y: 0 }, size, -50, 10)[0]).toBe(-180);
  });

  it('fits bounds: they are inside the view, and the view is not much larger', () => {
    const zurich = { west: 8.45, south: 47.3, east: 8.65, north: 47.45 };
    const view = fitBounds(zurich, size);
    const shown = viewBounds(view, size);
    expect(shown.west).toBeLessThanOrEqual(zurich.west + 1e-9);
    expect(shown.east).toBeGreaterThanOrEqual(zurich.east - 1e-9);
    expect(shown.south).toBeLessThanOrEqual(zurich.south + 1e-9);
    expect(shown.north).toBeGreaterThanOrEqual(zurich.north - 1e-9);
    expect(Math.min(shown.east - shown.west, (shown.north - shown.south) * 1.5)).toBeLessThan(0.5);
    expect(tileZoom(view, size)).toBeGreaterThanOrEqual(11);
    // The centre of the bounds is the centre of the viewport.
    const [cx, cy] = toScreen(view, size, 8.55, 47.375);
    expect(cx).toBeCloseTo(400, 0);
    expect(Math.abs(cy - 300)).toBeLessThan(5);
  });

  it('zooms around a point, which stays where it was', () => {
    const view = fitBounds({ west: -10, south: 35, east: 30, north: 60 }, size);
    const at: [number, number] = [300, 200];
    const before = viewBounds(view, size);
    const zoomed = zoomAt(view, size, 2, at);
    expect(zoomed.k).toBeCloseTo(view.k * 2, 6);
    const after = viewBounds(zoomed, size);
    expect(after.east - after.west).toBeCloseTo((before.east - before.west) / 2, 3);
  });

  it('keeps the world in view and the scale in range', () => {
    const world = constrain({ k: 0.1, x: 5000, y: -5000 }, size);
    expect(world.k).toBe(1);
    const shown = viewBounds(world, size);
    expect(shown.west).toBeCloseTo(-180, 6);
    expect(shown.east).toBeCloseTo(180, 6);
  });
});
