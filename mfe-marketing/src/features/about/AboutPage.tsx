export function AboutPage() {
  return <h1>About</h1>;
}

export default AboutPage;
