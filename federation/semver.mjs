// Just enough semver for share-scope and release decisions: compare versions, and test them against ranges built
// from `^`, `~`, `>=`, `>`, `<=`, `<`, `=`, exact versions, `*`, spaces (and) and `||` (or). Plain ES module, so the
// federation runtime and the release scripts use the same rules.

/** @param {string} version */
function parse(version) {
  const match = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(version.trim());
  if (!match) return null;
  const part = (value) => (value === undefined || value === 'x' || value === '*' ? 0 : Number(value));
  return { core: [part(match[1]), part(match[2]), part(match[3])], pre: match[4] ?? '' };
}

/**
 * -1, 0 or 1, as `a` is lower than, equal to or higher than `b`; a pre-release is lower than its release.
 * @param {string} a @param {string} b @returns {number}
 */
export function compareVersions(a, b) {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return a.localeCompare(b);
  for (let i = 0; i < 3; i += 1) if (x.core[i] !== y.core[i]) return x.core[i] < y.core[i] ? -1 : 1;
  if (x.pre === y.pre) return 0;
  if (!x.pre) return 1;
  if (!y.pre) return -1;
  return x.pre < y.pre ? -1 : 1;
}

/** @param {string} version @param {string} comparator */
function comparatorHolds(version, comparator) {
  if (comparator === '' || comparator === '*' || comparator === 'x') return true;
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  if (!match) return false;
  const op = match[1] ?? '=';
  const target = match[2];
  const t = parse(target);
  const v = parse(version);
  if (!t || !v) return false;
  const cmp = compareVersions(version, target);
  switch (op) {
    case '>=': return cmp >= 0;
    case '<=': return cmp <= 0;
    case '>': return cmp > 0;
    case '<': return cmp < 0;
    case '=': return cmp === 0;
    case '~': return cmp >= 0 && v.core[0] === t.core[0] && v.core[1] === t.core[1];
    default: {
      // ^: the same left-most non-zero part.
      if (cmp < 0) return false;
      if (t.core[0] > 0) return v.core[0] === t.core[0];
      if (t.core[1] > 0) return v.core[0] === 0 && v.core[1] === t.core[1];
      return v.core[0] === 0 && v.core[1] === 0 && v.core[2] === t.core[2];
    }
  }
}

/**
 * Whether `version` is in `range`.
 * @param {string} version @param {string} range @returns {boolean}
 */
export function satisfies(version, range) {
  return range.split('||').some((alternative) => {
    const comparators = alternative.trim().replace(/([<>=~^]+)\s+/g, '$1').split(/\s+/);
    return comparators.every((comparator) => comparatorHolds(version, comparator));
  });
}
