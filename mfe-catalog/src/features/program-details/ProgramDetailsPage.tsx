export function ProgramDetailsPage() {
  return <h1>Program Details</h1>;
}

export default ProgramDetailsPage;
