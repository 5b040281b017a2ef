export function FacilityDashboard() {
  return <h1>FACILITY PROGRAMS</h1>;
}

export default FacilityDashboard;
