import { render, screen } from '@testing-library/react';
import { programs } from '@wellness/shared/data';
import { IncludedFeatures } from './IncludedFeatures';
import { countWord, includedActivitiesText } from './includedCopy';

const item = (n: number) => ({ title: `Feature ${n}`, description: `About ${n}` });

describe('the included count', () => {
  it('counts the program’s own included items, in words', () => {
    expect(includedActivitiesText(0)).toBe('Over 40 daily activities, none of them included, and 20+ daily optional activities on site.');
    expect(includedActivitiesText(1)).toContain(', one of them included,');
    expect(includedActivitiesText(4)).toContain(', four of them included,');
    expect(countWord(12)).toBe('twelve');
    expect(countWord(13)).toBe('13');
  });

  it.each([1, 2, 5])('says %i when a sample program includes %i items', (n) => {
    render(<IncludedFeatures includes={Array.from({ length: n }, (_, i) => item(i + 1))} image={undefined} sample />);
    expect(screen.getByText(includedActivitiesText(n))).toBeInTheDocument();
    expect(screen.queryByText(/three of them included/)).toBeNull();
  });

  it('a host’s program shows only what its host listed: no count of activities it never mentioned', () => {
    render(<IncludedFeatures includes={[item(1)]} image={undefined} />);
    expect(screen.getByRole('heading', { name: 'Feature 1' })).toBeInTheDocument();
    expect(screen.queryByText(/daily activities/)).toBeNull();
    expect(screen.queryByText(/of them included/)).toBeNull();
  });

  it('says so plainly, with no count, when a program includes nothing', () => {
    render(<IncludedFeatures includes={[]} image={undefined} sample />);
    expect(screen.getByText('No included features listed for this program.')).toBeInTheDocument();
    expect(screen.queryByText(/of them included/)).toBeNull();
  });

  it.each(programs.map((p) => [p.name, p] as const))('%s: the count is its own', (_name, program) => {
    const { unmount } = render(<IncludedFeatures includes={program.includes} image={undefined} sample />);
    expect(screen.getByText(includedActivitiesText(program.includes.length))).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false }).length + 1).toBe(program.includes.length);
    unmount();
  });
});
