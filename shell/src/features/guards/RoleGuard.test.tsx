import { roleForPath } from './RoleGuard';

describe('roleForPath', () => {
  it.each([
    ['/', null],
    ['/explore', null],
    ['/dashboards-of-the-world', null],
    ['/dashboard', 'none'],
    ['/dashboard/owner', 'none'],
    ['/dashboard/user', 'user'],
    ['/dashboard/facility/services/edit/42', 'facility'],
    ['/dashboard/admin/personal-info', 'admin'],
  ])('%s is reserved for %s', (path, role) => {
    expect(roleForPath(path)).toBe(role);
  });
});
