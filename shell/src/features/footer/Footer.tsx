export function Footer() {
  return <footer>© Wellness Travel</footer>;
}
