import { compareVersions, satisfies } from '../semver.mjs';

describe('semver', () => {
  it.each([
    ['1.2.3', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['1.0.0', '^1.2.0', false],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.1', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['19.3.1', '>=19.0.0 <20', true],
    ['20.0.0', '>=19.0.0 <20', false],
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '1.0.0', false],
    ['3.0.0', '^1.0.0 || ^3.0.0', true],
    ['1.0.0-beta.1', '^1.0.0', false],
    ['5.0.0', '*', true],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('orders versions, a pre-release below its release', () => {
    const sorted = ['1.10.0', '1.2.0', '2.0.0-rc.1', '2.0.0', '1.2.0-alpha'].sort(compareVersions);
    expect(sorted).toEqual(['1.2.0-alpha', '1.2.0', '1.10.0', '2.0.0-rc.1', '2.0.0']);
  });
});
