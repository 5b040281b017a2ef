export function Component() {
  return <h1>About</h1>;
}
