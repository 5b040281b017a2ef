export function ProgramsPage() {
  return <h1>Wellness Programs</h1>;
}

export default ProgramsPage;
