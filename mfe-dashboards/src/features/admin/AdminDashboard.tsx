export function AdminDashboard() {
  return <h1>ADMIN PANEL</h1>;
}

export default AdminDashboard;
