import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '@wellness/shared/contract';
import { searchHref } from '@wellness/shared/domain';
import { LoadingText, useDebounced } from '@wellness/shared/ui';
import { useCatalogSearchQuery } from '@wellness/shared/api/catalog';
import { useSampleDataWhen } from '@wellness/shared/fallback';
import { locationState, programDetailsHref, programsHref } from '../../lib/listCriteria';
import { SearchIcon } from '../../components/icons';
import { MAX_RESULTS, searchSample, toResults, type SearchResult } from './searchResults';
import { useExploreT } from './messages';
import styles from './SearchBox.module.css';

/** The dropdown hides 200 ms after the box loses focus; typing settles for 200 ms before a search. */
export const BLUR_HIDE_MS = 200;
export const SEARCH_DEBOUNCE_MS = 200;


/**
 * The explore page's search: an ARIA combobox over the API's search, at most 8 results typed program, city
 * or country; arrows move, Enter opens, Escape closes. A program opens its details, a place its filtered list.
 * Enter without a highlighted result, or "See all results" under them, opens the search page for the words.
 */
const noSubscription = () => () => undefined;

export function SearchBox() {
  // False in the page prerendered at build time: there the box is read-only until the script takes over, so
  // nothing typed into the first paint is lost when the live page replaces it.
  const live = useSyncExternalStore(noSubscription, () => true, () => false);
  const navigate = useNavigate();
  const { t } = useExploreT();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const settled = q === text.trim();
  const query = useCatalogSearchQuery({ q, limit: MAX_RESULTS }, { skip: q.length === 0 });

  useEffect(() => () => { if (blurTimer.current) clearTimeout(blurTimer.current); }, []);

  const failed = query.isError && query.originalArgs?.q === q;
  const sample = useSampleDataWhen(failed);
  // While a new search runs, the last answer stays (RTK Query keeps `data` across arguments).
  const shown: SearchResult[] = q.length === 0 ? [] : failed ? (sample ? toResults(searchSample(sample, q), t('search.allPrograms')) : []) : query.data ? toResults(query.data, t('search.allPrograms')) : [];
  const expanded = open && q.length > 0;
  const activeIndex = active < shown.length ? active : -1;

  const choose = (result: SearchResult) => {
    setOpen(false);
    if (result.kind === 'program') {
      navigate(programDetailsHref(result.program.slug), { state: { programName: result.program.name } });
    } else if (result.kind === 'city') {
      navigate(programsHref({ country: result.country, city: result.city }), { state: locationState(result.country, result.city) });
    } else {
      navigate(programsHref({ country: result.country }), { state: locationState(result.country) });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = shown.length;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (count) setActive((i) => (i < count ? (i + 1) % count : 0));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count) setActive((i) => (i <= 0 || i >= count ? count - 1 : i - 1));
    } else if (event.key === 'Enter') {
      const target = expanded && activeIndex >= 0 ? shown[activeIndex] : undefined;
      event.preventDefault();
      if (target) choose(target);
      else if (text.trim()) {
        setOpen(false);
        void navigate(searchHref({ q: text.trim() }));
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText('');
      }
    }
  };

  const activeId = expanded && activeIndex >= 0 ? `${baseId}-opt-${activeIndex}` : undefined;
  const busy = !settled || (query.isFetching && !failed) || (failed && !sample);

  return (
    <div className={styles.search}>
      <label htmlFor={`${baseId}-input`} className={styles.label}>{t('search.label')}</label>
      <div className={styles.field}>
        <SearchIcon />
        <input
          id={`${baseId}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          placeholder={t('search.placeholder')}
          className={styles.input}
          value={text}
          maxLength={200}
          readOnly={!live}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => {
            if (blurTimer.current) clearTimeout(blurTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            blurTimer.current = setTimeout(() => setOpen(false), BLUR_HIDE_MS);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className={styles.popup} hidden={!expanded}>
        <ul id={listId} role="listbox" aria-label={t('search.results')} aria-busy={(expanded && busy) || undefined} className={styles.list}>
          {expanded &&
            shown.map((result, index) => (
              <Option key={result.key} id={`${baseId}-opt-${index}`} result={result} kind={t(KIND[result.kind])} active={index === activeIndex} onChoose={choose} onHover={() => setActive(index)} />
            ))}
        </ul>
        {expanded && busy && shown.length === 0 && <LoadingText inline className={styles.status}>{t('search.searching')}</LoadingText>}
        {expanded && !busy && (query.isSuccess || (failed && sample)) && shown.length === 0 && (
          <div role="status" className={styles.empty}>
            <p className={styles.emptyTitle}>{t('search.none', { q })}</p>
            <p>{t('search.hint')}</p>
          </div>
        )}
        {expanded && (
          <Link
            to={searchHref({ q: text.trim() })}
            className={styles.seeAll}
            // A keyboard visitor tabs from the box to this link: the list must not hide under them.
            onFocus={() => { if (blurTimer.current) clearTimeout(blurTimer.current); }}
            onBlur={() => { blurTimer.current = setTimeout(() => setOpen(false), BLUR_HIDE_MS); }}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setOpen(false)}
          >
            {t('search.seeAll', { q: text.trim() })}
          </Link>
        )}
      </div>
    </div>
  );
}

/** What each result is, as its tag reads. */
const KIND = { program: 'search.program', city: 'search.city', country: 'search.country' } as const;

function Option({ id, result, kind, active, onChoose, onHover }: { id: string; result: SearchResult; kind: string; active: boolean; onChoose: (r: SearchResult) => void; onHover: () => void }) {
  return (
    // The keyboard drives the options from the combobox input (aria-activedescendant), so an option has no key handler.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={styles.option}
      data-active={active || undefined}
      // mousedown keeps the focus in the box, so the blur timer does not race the click
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(result)}
      onMouseMove={onHover}
    >
      <span className={styles.optionText}>
        <span className={styles.optionLabel}>{result.label}</span>
        <span className={styles.optionDetail}>{result.detail}</span>
      </span>
      <span className={styles.kind} data-kind={result.kind}>{kind}</span>
    </li>
  );
}
