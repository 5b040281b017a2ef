import { act } from '@testing-library/react';

interface MockObserver {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit;
  targets: Set<Element>;
  observer: IntersectionObserver;
}

/**
 * A controllable IntersectionObserver for component tests: `intersect(element, ratio)` reports an element's
 * visibility to every observer watching it. Returns the observers made, with their options.
 */
export function mockIntersectionObserver() {
  const observers: MockObserver[] = [];
  const original = window.IntersectionObserver;

  class FakeIntersectionObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds: readonly number[];
    readonly scrollMargin = '0px';
    private readonly entry: MockObserver;
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.rootMargin = options.rootMargin ?? '0px';
      this.thresholds = ([] as number[]).concat(options.threshold ?? 0);
      this.entry = { callback, options, targets: new Set(), observer: this };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      this.entry.targets.clear();
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }

  window.IntersectionObserver = FakeIntersectionObserver;
  globalThis.IntersectionObserver = FakeIntersectionObserver;

  /** Reports `element` as `ratio` visible (0 = out of view) to the observers watching it. */
  const intersect = (element: Element, ratio: number, { margin = false }: { margin?: boolean } = {}) =>
    act(async () => {
      for (const o of observers) {
        if (!o.targets.has(element)) continue;
        if (margin && !o.options.rootMargin) continue;
        const height = ratio > 0 ? 100 * ratio : 0;
        const rect = { x: 0, y: 0, top: 0, left: 0, bottom: height, right: 100, width: 100, height, toJSON: () => ({}) } as DOMRectReadOnly;
        o.callback(
          [{ target: element, isIntersecting: ratio > 0 || margin, intersectionRatio: ratio, intersectionRect: rect, boundingClientRect: rect, rootBounds: null, time: 0 }],
          o.observer,
        );
      }
    });

  const restore = () => {
    window.IntersectionObserver = original;
    globalThis.IntersectionObserver = original;
  };

  return { observers, intersect, restore };
}
