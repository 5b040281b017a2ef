import type { SearchCorrection } from '@wellness/shared/domain';
import { correctionIn, correctionMessages } from './messages';

/** The list of what the page changed in its address, each in the page's language. */
export default function SearchCorrections({ corrections, className }: { corrections: SearchCorrection[]; className?: string | undefined }) {
  const { t, locale } = correctionMessages.useT();
  return (
    <ul className={className}>
      {corrections.map((c) => <li key={c.param + c.code}>{correctionIn(t, c, locale)}</li>)}
    </ul>
  );
}
