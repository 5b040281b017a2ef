import type { ProgramKey } from '../../lib/api/program';
import { useSampleData } from '@wellness/shared/fallback';
import { Details } from './Details';
import { DetailsFailed } from './DetailsFailed';

/** The API failed: the bundled sample program of that slug or name, else the failure message and a return to /explore. */
export function SampleProgram({ programKey }: { programKey: ProgramKey }) {
  const data = useSampleData(true)!;
  const program = data.programs.find((p) => ('slug' in programKey ? p.slug === programKey.slug : p.name.toLowerCase() === programKey.name.toLowerCase()));
  if (!program || program.status !== 'active' || !program.approved) return <DetailsFailed />;
  return <Details program={program} />;
}
