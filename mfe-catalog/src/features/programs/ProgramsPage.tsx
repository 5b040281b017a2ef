export function Component() {
  return <h1>Wellness Programs</h1>;
}
