export function Component() {
  return <h1>ADMIN PANEL</h1>;
}
