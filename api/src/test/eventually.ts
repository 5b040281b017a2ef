/** `make()` again, every 10 ms, until its answer passes `done`, at most ~2 s; then the last answer (the test's expect fails on it). */
export async function eventually<T>(make: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const value = await make();
    if (done(value) || i === 200) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
}
