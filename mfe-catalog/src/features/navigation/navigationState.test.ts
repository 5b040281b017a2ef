import { hasProgramDetailsState, hasProgramsListState } from './navigationState';

const query = (search = '') => new URLSearchParams(search);

describe('what /programs and /program-details need', () => {
  it('a list: its navigation state, or a category or a country in the URL', () => {
    expect(hasProgramsListState({ type: 'category', categoryType: 'Longevity' }, query())).toBe(true);
    expect(hasProgramsListState({ type: 'location', country: 'Japan', city: 'Kyoto' }, query())).toBe(true);
    expect(hasProgramsListState({ type: 'category', categoryType: '' }, query())).toBe(false);
    expect(hasProgramsListState(null, query('?category=Longevity'))).toBe(true);
    expect(hasProgramsListState(null, query('?country=Japan&city=Kyoto'))).toBe(true);
    expect(hasProgramsListState(null, query('?category=%20'))).toBe(false);
    expect(hasProgramsListState(undefined, query('?minPrice=100'))).toBe(false);
  });

  it("a program: its name in the navigation state, or its slug in the URL", () => {
    expect(hasProgramDetailsState({ programName: 'Kyoto Zen' }, query())).toBe(true);
    expect(hasProgramDetailsState(null, query('?slug=kyoto-zen'))).toBe(true);
    expect(hasProgramDetailsState({ programName: '  ' }, query())).toBe(false);
    expect(hasProgramDetailsState({ programName: 42 }, query())).toBe(false);
    expect(hasProgramDetailsState(null, query())).toBe(false);
  });
});
