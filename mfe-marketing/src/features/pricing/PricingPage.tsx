export function Component() {
  return <h1>Subscription</h1>;
}
