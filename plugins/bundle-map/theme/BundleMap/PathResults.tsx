/**
 * The answer of the box "Path in your bundle", with its matcher (../match.ts): loaded on the bundle
 * map page only, when the reader first uses the box (./Frame.tsx holds the input).
 */
import {useDeferredValue, useMemo, type ReactNode} from 'react';
import BundlePath from '@site/src/components/reference/BundlePath';
import Text from '@site/src/components/reference/Text';
import BehaviourText from '@site/src/components/reference/BehaviourText';
import type {BundleMapData, MapRow} from '../../data';
import {cleanPath, createMatcher, type MatchResult, type PathMatch} from '../../match';
import {AnyFileReaders, NamedReaders, Sentence, Writer} from './Parts';
import styles from './styles.module.css';

function Description({row}: {row: MapRow}): ReactNode {
  return row.origin === 'run' ? (
    <BehaviourText behaviour={{text: row.description, source: row.source ?? []}} />
  ) : (
    <Text text={row.description} />
  );
}

function Match({match, data}: {match: PathMatch<MapRow>; data: BundleMapData}): ReactNode {
  const {row} = match;
  return (
    <li
      className={styles.match}
      data-anchor={row.anchor}
      data-writer={row.writer ?? `run:${row.path}`}
      data-values={match.values.map((v) => `${v.name}: ${v.value}`).join(', ')}
      data-per-node={match.perNode || undefined}>
      <p className={styles.matchHead}>
        <BundlePath path={match.pattern} />
        {match.perNode && <span className={styles.tag}>one folder per node, with runHostCollectorsInPod</span>}
      </p>
      {match.values.length > 0 && (
        <p className={styles.values}>{match.values.map((v) => `${v.name}: ${v.value}`).join(', ')}</p>
      )}
      <p>
        Written by <Writer row={row} data={data} />
        {row.when && (
          <>
            {' '}(<Text text={row.when.replace(/^only /, '')} />)
          </>
        )}. <Description row={row} />
      </p>
      <p>
        {row.readers.some((reader) => !reader.anyFile) && (
          <>
            <NamedReaders row={row} data={data} />{' '}
          </>
        )}
        {row.readers.some((reader) => reader.anyFile) && (
          <>
            <AnyFileReaders row={row} data={data} />{' '}
          </>
        )}
        <a href={`#${row.anchor}`} aria-label={`Show in the map: ${row.path}`}>
          Show in the map
        </a>
      </p>
    </li>
  );
}

function Results({result, data}: {result: MatchResult<MapRow>; data: BundleMapData}): ReactNode {
  const {best, others, closest, onlyNamedByFields, path, topFolder} = result;
  const pathCode = <code>{path}</code>;
  let summary: ReactNode;
  if (best.length === 0) summary = <>No collector and no step of the run writes {pathCode}.</>;
  else if (onlyNamedByFields)
    summary = (
      <>
        {pathCode} fits only paths whose first folders come from the spec, such as a collector&apos;s <code>name</code>: a
        collector of these types wrote it if its spec names it so.
      </>
    );
  else
    summary = (
      <>
        {pathCode} is written by{' '}
        <Sentence items={best.map((m) => <Writer key={m.row.anchor} row={m.row} data={data} />)} last="or" />.
      </>
    );
  return (
    <>
      <p className={styles.summary}>
        {topFolder && (
          <>
            Inside the top folder <code>{topFolder}/</code>:{' '}
          </>
        )}
        {summary}
      </p>
      {best.length > 0 && (
        <ol className={styles.matches} aria-label="Matching paths">
          {best.map((m) => (
            <Match key={m.row.anchor} match={m} data={data} />
          ))}
        </ol>
      )}
      {closest.length > 0 && (
        <>
          <p>{best.length > 0 ? 'Or did you mean one of these paths?' : 'The closest paths in the map:'}</p>
          <ul className={styles.closest} aria-label="Closest paths">
            {closest.map((suggestion) => (
              <li key={suggestion.pattern}>
                <BundlePath path={suggestion.pattern} />, by{' '}
                <Sentence
                  items={suggestion.rows.map((row) => <Writer key={row.anchor} row={row} data={data} />)}
                  last="or"
                />{' '}
                <a href={`#${suggestion.rows[0]!.anchor}`} aria-label={`Show in the map: ${suggestion.pattern}`}>
                  Show in the map
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {others.length > 0 && (
        <details className={styles.others}>
          <summary>
            {others.length} less specific {others.length === 1 ? 'path also fits' : 'paths also fit'}
          </summary>
          <ol className={styles.matches} aria-label="Less specific paths">
            {others.map((m) => (
              <Match key={m.row.anchor} match={m} data={data} />
            ))}
          </ol>
        </details>
      )}
    </>
  );
}

export default function PathResults({data, value}: {data: BundleMapData; value: string}): ReactNode {
  const matcher = useMemo(() => createMatcher(data.rows), [data]);
  const query = useDeferredValue(value);
  const result = useMemo(() => (cleanPath(query) ? matcher.match(query) : undefined), [matcher, query]);
  return (
    <div className={styles.results} aria-live="polite" data-testid="bundle-path-results" data-path={result?.path}>
      {result && <Results result={result} data={data} />}
    </div>
  );
}
