/**
 * The search dialog opened from the navbar (button, Ctrl/Cmd+K or "/"). Loaded lazily by the
 * theme's SearchBar, and it loads the engine and the index in turn, so none of this is in the
 * first-visit bundle. Results as you type (combobox + listbox), and ask mode.
 */
import {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import type {SearchHit} from '../../engine/engine';
import {AskResult, Failure, Highlighted, ModeSwitch, countText, searchStyles, sectionOf} from '../results';
import {useSearchPageLink, useSearchSession} from '../session';
import SearchIcon from '../SearchIcon';
import styles from './styles.module.css';

const MAX_RESULTS = 8;
const firstResults = (hits: SearchHit[]) => hits.slice(0, MAX_RESULTS);

export default function SearchDialog({onClose}: {onClose: () => void}): ReactNode {
  const session = useSearchSession({active: true, textFor: firstResults});
  const {engine, mode, trimmed, failed} = session;
  const searchPageUrl = useSearchPageLink();
  const history = useHistory();
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const listId = `${id}-results`;

  // A modal <dialog> sits in the top layer above the whole page, which is inert meanwhile.
  // Focus the input on open; give focus back and restore scrolling on close.
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    inputRef.current?.focus();
    return () => {
      dialog?.close?.();
      document.body.style.overflow = overflow;
      previous?.focus?.({preventScroll: true});
    };
  }, []);

  // The hits of the last completed query, kept on screen while the next one runs.
  const allHits: SearchHit[] = mode === 'search' && trimmed ? (session.hits?.hits ?? []) : [];
  const hits = firstResults(allHits);
  const searching = mode === 'search' && !!trimmed && session.hits?.query !== trimmed;
  const optionCount = mode === 'search' && trimmed && session.hits ? hits.length + 1 : 0;
  const seeAllIndex = hits.length;

  useEffect(() => setActive(0), [session.hits, mode]);
  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({block: 'nearest'});
  }, [active]);

  const go = useCallback(
    (url: string) => {
      onClose();
      history.push(url);
    },
    [history, onClose],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === 'Tab') {
      // Keep focus inside the dialog.
      const focusable = Array.from(
        dialogRef.current?.querySelectorAll<HTMLElement>('input, button, a[href]:not([tabindex="-1"])') ?? [],
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
      return;
    }
    if (event.target !== inputRef.current) return;
    if (mode === 'search' && optionCount > 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + optionCount) % optionCount);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      if (mode === 'ask') {
        session.ask();
      } else if (trimmed && !searching) {
        go(active < hits.length ? hits[active]!.url : searchPageUrl(trimmed));
      }
    }
  };

  // The failure state announces itself (role="alert").
  const statusText = failed
    ? ''
    : mode === 'search'
      ? session.hits && trimmed
        ? countText(allHits.length, new Set(allHits.map((h) => h.page.url)).size)
        : ''
      : session.answer
        ? `${session.answer.quotes.length} quoted passages`
        : '';
  const activeId = optionCount > 0 ? `${id}-option-${active}` : undefined;

  let body: ReactNode;
  if (failed) {
    body = <Failure onRetry={session.retry} />;
  } else if (mode === 'ask') {
    body = (
      <AskResult
        engine={engine}
        answer={session.answer}
        asked={session.asked}
        onSearchInstead={() => {
          session.setMode('search');
          inputRef.current?.focus();
        }}
        className={styles.hint}
        onNavigate={onClose}
        prompt="Type a question and press Enter. The answer is made only of passages quoted from these docs, each linked to its section."
      />
    );
  } else if (!trimmed) {
    body = <Tips />;
  } else if (!engine || !session.hits) {
    body = <p className={styles.hint}>{engine ? 'Searching…' : 'Loading the search index…'}</p>;
  } else {
    body = (
      <>
        {hits.length === 0 && !searching && <p className={styles.hint}>No results for “{trimmed}”.</p>}
        <ul className={styles.results} id={listId} role="listbox" aria-label="Search results" ref={listRef}>
          {hits.map((hit, i) => (
            <li key={hit.id} role="presentation">
              <Link
                to={hit.url}
                id={`${id}-option-${i}`}
                role="option"
                aria-selected={active === i}
                tabIndex={-1}
                data-index={i}
                className={styles.result}
                onMouseMove={() => setActive(i)}
                onClick={onClose}>
                <span className={styles.resultTitle}>
                  <Highlighted segments={engine.mark(hit.page.title, hit.terms)} />
                  {hit.heading && (
                    <>
                      <span aria-hidden="true"> › </span>
                      <span className={styles.resultSection}>
                        <Highlighted segments={engine.mark(hit.heading, hit.terms)} />
                      </span>
                    </>
                  )}
                </span>
                {sectionOf(hit) && <span className={styles.resultCategory}>{sectionOf(hit)}</span>}
                <span className={styles.resultExcerpt}>
                  <Highlighted segments={engine.excerpt(hit)} />
                </span>
              </Link>
            </li>
          ))}
          <li role="presentation">
            <Link
              to={searchPageUrl(trimmed)}
              id={`${id}-option-${seeAllIndex}`}
              role="option"
              aria-selected={active === seeAllIndex}
              tabIndex={-1}
              data-index={seeAllIndex}
              className={`${styles.result} ${styles.seeAll}`}
              onMouseMove={() => setActive(seeAllIndex)}
              onClick={onClose}>
              See all results for “{trimmed}”
            </Link>
          </li>
        </ul>
      </>
    );
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label="Search the documentation"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => e.target === e.currentTarget && onClose()}
      onKeyDown={onKeyDown}>
      <div className={styles.panel}>
        <div className={styles.header}>
          <SearchIcon size={18} className={styles.icon} />
          <input
            ref={inputRef}
            className={clsx(searchStyles.input, styles.input)}
            type="search"
            value={session.query}
            onChange={(e) => session.setQuery(e.target.value)}
            placeholder={mode === 'ask' ? 'Ask a question, then press Enter' : 'Search the docs'}
            aria-label={mode === 'ask' ? 'Ask a question about the docs' : 'Search the docs'}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint={mode === 'ask' ? 'send' : 'search'}
            maxLength={200}
            {...(mode === 'search'
              ? {
                  role: 'combobox',
                  'aria-autocomplete': 'list' as const,
                  'aria-expanded': optionCount > 0,
                  'aria-controls': optionCount > 0 ? listId : undefined,
                  'aria-activedescendant': activeId,
                }
              : {})}
          />
          <ModeSwitch
            mode={mode}
            onChange={(m) => {
              session.setMode(m);
              inputRef.current?.focus();
            }}
          />
          <button type="button" className={styles.close} onClick={onClose}>
            Close
          </button>
        </div>
        {/* Focusable so that keyboard users can scroll long answers. */}
        <div className={styles.body} tabIndex={0} role="region" aria-label={mode === 'ask' ? 'Answer' : 'Results'}>
          {body}
        </div>
        <p className="sr-only" role="status">
          {statusText}
        </p>
        <div className={styles.footer}>
          {mode === 'search' ? (
            <span>
              <kbd>↑</kbd> <kbd>↓</kbd> to choose, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
            </span>
          ) : (
            <span>
              <kbd>Enter</kbd> to ask, <kbd>Esc</kbd> to close
            </span>
          )}
          {mode === 'ask' && trimmed && (
            <Link to={searchPageUrl(trimmed, mode)} onClick={onClose} className={styles.footerLink}>
              Open on the search page
            </Link>
          )}
        </div>
      </div>
    </dialog>
  );
}

function Tips(): ReactNode {
  return (
    <p className={styles.hint}>
      Search by field name (<code>maxLines</code>), collector or analyzer, an error message, or a task
      such as “collect logs from one namespace”. Switch to Ask for answers quoted from the docs.
    </p>
  );
}
