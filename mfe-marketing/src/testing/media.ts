/** jsdom has no media playback: records play() and pause() calls on audio and video elements instead. */
export function mockMediaPlayback() {
  const played: HTMLMediaElement[] = [];
  const paused: HTMLMediaElement[] = [];
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused.push(this);
    this.dispatchEvent(new Event('pause'));
  });
  return { played, paused, restore: () => { play.mockRestore(); pause.mockRestore(); } };
}

/** Makes `matchMedia(query)` match for the given queries (e.g. reduced motion). */
export function mockMatchMedia(matching: string[]) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: matching.includes(query), media: query, onchange: null,
      addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
