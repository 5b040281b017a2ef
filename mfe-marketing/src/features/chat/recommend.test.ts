import { destinations, programGroups, programs } from '@wellness/shared/data';
import type { ProgramSummary } from '@wellness/shared/domain';
import { localPrograms, localSearch, recommend, replyText } from './recommend';

const catalogue = {
  destinations: async () => destinations,
  categories: async () => programGroups.map((g) => g.type),
  programs: async (query: Parameters<typeof localPrograms>[1]) => localPrograms(programs as ProgramSummary[], query),
  search: async (q: string) => localSearch(programs as ProgramSummary[], q),
};

describe('the chat recommendation (issue 10, item 3)', () => {
  it('recommends programs of the kind and the place asked for, with their slugs', async () => {
    const reply = await recommend('A yoga retreat in Bali', catalogue);
    expect(reply.content).toBe(replyText.categoryInPlace('yoga and meditation', 'Bali'));
    expect(reply.programs?.length).toBeGreaterThan(0);
    for (const p of reply.programs!) {
      const program = programs.find((x) => x.slug === p.slug)!;
      expect(program.country).toBe('Bali');
      expect(program.category).toBe('yoga');
    }
  });

  it('offers other programs of the place when none is of that kind', async () => {
    const reply = await recommend('Fitness in Ubud', catalogue);
    expect(reply.programs?.every((p) => p.location.endsWith('Bali'))).toBe(true);
    expect(reply.content).toMatch(/no fitness program in Ubud, Bali yet|programs in Bali/);
  });

  it('searches the catalogue for telling words', async () => {
    const reply = await recommend('Something with an Andaman view', catalogue);
    expect(reply.content).toBe(replyText.words('andaman'));
    expect(reply.programs?.[0]?.name).toMatch(/Andaman/);
  });

  it('says nothing matched and offers the categories', async () => {
    const reply = await recommend('zzz qqq', catalogue);
    expect(reply).toEqual({ content: replyText.nothing, categories: programGroups.map((g) => g.type) });
  });
});
