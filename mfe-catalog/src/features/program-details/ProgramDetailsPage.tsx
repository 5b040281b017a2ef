export function Component() {
  return <h1>Program Details</h1>;
}
