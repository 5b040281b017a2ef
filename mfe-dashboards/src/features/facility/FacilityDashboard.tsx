export function Component() {
  return <h1>FACILITY PROGRAMS</h1>;
}
