import { useLocation, useParams } from '@wellness/shared/contract';
import type { ProgramKey } from '../../lib/api/program';

/** Which program the URL (its slug, in the path or `?slug=`) or the spec's programName navigation state asks for. */
export function useProgramKey(): ProgramKey | null {
  const { slug } = useParams();
  const location = useLocation();
  const querySlug = new URLSearchParams(location.search).get('slug')?.trim();
  const name = (location.state as { programName?: unknown } | null)?.programName;
  if (slug) return { slug };
  if (querySlug) return { slug: querySlug };
  if (typeof name === 'string' && name.trim()) return { name: name.trim() };
  return null;
}
