import { selectUser, useAppSelector } from '@wellness/shared/contract';

export function UserDashboard() {
  const user = useAppSelector(selectUser);
  return (
    <section aria-labelledby="user-dashboard-title">
      <h1 id="user-dashboard-title">Welcome, {user?.firstName || user?.email}</h1>
      <h2>My Programs</h2>
    </section>
  );
}

export default UserDashboard;
