/** A fresh copy of the two modules (`whenAreaRendered` resolves once per page), and of React to render with. */
async function fresh() {
  jest.resetModules();
  const { act } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const firstData = await import('./firstData');
  const areaRendered = await import('./areaRendered');
  const render = (element: React.ReactElement) => {
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    act(() => root.render(element));
  };
  return { render, ...firstData, ...areaRendered };
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('resolves after the area has rendered and painted', async () => {
  const { AreaRendered, render, whenAreaRendered } = await fresh();
  let done = false;
  void whenAreaRendered().then(() => (done = true));
  await wait(250);
  expect(done).toBe(false);
  render(<AreaRendered />);
  await wait(450);
  expect(done).toBe(true);
});

it("waits for the page's first calls the entry started, then for a paint after them", async () => {
  const { AreaRendered, render, setFirstData, whenAreaRendered } = await fresh();
  let answer = () => undefined as void;
  setFirstData(new Promise<void>((resolve) => (answer = resolve)));
  let done = false;
  void whenAreaRendered().then(() => (done = true));
  render(<AreaRendered />);
  await wait(450);
  expect(done).toBe(false);
  answer();
  await wait(450);
  expect(done).toBe(true);
});

it('does not wait past FIRST_DATA_WAIT_MS for a call that never answers', async () => {
  jest.useFakeTimers();
  try {
    const { AreaRendered, FIRST_DATA_WAIT_MS, render, setFirstData, whenAreaRendered } = await fresh();
    setFirstData(new Promise<void>(() => undefined));
    let done = false;
    void whenAreaRendered().then(() => (done = true));
    render(<AreaRendered />);
    await jest.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 500);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(done).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});
