/**
 * The bundle map: the box "Path in your bundle", the layout of a bundle as a tree of folders built
 * from the registries (../../data.ts, which ../../index.ts writes), and every path an analyzer
 * reads. The tree and the read paths are rendered at build time, so that search indexes them and
 * they work without JavaScript; the box's matcher loads on this page only, when the reader first
 * uses the box. Content picks a part with `part="finder" | "tree" | "reads"`, or gets all three.
 */
import {useEffect, useMemo, useRef, useState, type ReactNode, type RefObject} from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useLocation} from '@docusaurus/router';
import type {Behaviour} from '../../../../reference/model';
import BundlePath from '@site/src/components/reference/BundlePath';
import EntryLink from '@site/src/components/reference/EntryLink';
import Text from '@site/src/components/reference/Text';
import BehaviourText from '@site/src/components/reference/BehaviourText';
import data from '@generated/bundle-map/default/bundle-map.json';
import type {BundleMapData, MapRead, MapRow} from '../../data';
import {buildTree, rowCount, type TreeFile, type TreeFolder} from '../../tree';
import Frame from './Frame';
import {NamedReaders, PathFields, Sentence, Writer} from './Parts';
import {bundleNames} from '@site/src/components/reference/labels';
import styles from './styles.module.css';

const PathResults = Loadable({
  loader: () => import(/* webpackChunkName: "bundle-map-finder" */ './PathResults'),
  loading: (props) => (props.error ? <Loading {...props} /> : <p className={styles.hint}>Loading the matcher…</p>),
});

/** Opens the folders around the element the URL's hash names, and scrolls to it. */
function useRevealHash(): void {
  const {hash} = useLocation();
  useEffect(() => {
    const reveal = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!target) return;
      let opened = false;
      for (let element = target.parentElement; element; element = element.parentElement) {
        if (element instanceof HTMLDetailsElement && !element.open) {
          element.open = true;
          opened = true;
        }
      }
      if (opened) target.scrollIntoView({block: 'start'});
    };
    reveal();
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, [hash]);
}

function setAllOpen(container: RefObject<HTMLDivElement | null>, open: boolean): void {
  container.current?.querySelectorAll('details').forEach((details) => {
    details.open = open;
  });
}

function Note({behaviour}: {behaviour: Behaviour}): ReactNode {
  return (
    <p className={styles.note}>
      <BehaviourText behaviour={behaviour} />
    </p>
  );
}

function Row({row, data}: {row: MapRow; data: BundleMapData}): ReactNode {
  useBrokenLinks().collectAnchor(row.anchor);
  return (
    <div id={row.anchor} className={styles.row}>
      <p>
        <span className={styles.writer}>
          Written by <Writer row={row} data={data} />
        </span>
        {row.bundles && (
          <span className={styles.tag}>
            {/* An inline block drops this space; text readers (search, the Markdown twin) keep it. */}
            {' '}in the <Sentence items={row.bundles.map((bundle) => bundleNames[bundle])} />
            {row.when && (
              <>
                , <Text text={row.when} />
              </>
            )}
          </span>
        )}
        {row.origin === 'read' && <span className={styles.tag}> read by an analyzer, written by no collector</span>}
      </p>
      <p>
        {row.origin === 'run' ? (
          <BehaviourText behaviour={{text: row.description, source: row.source ?? []}} />
        ) : (
          <Text text={row.description} />
        )}
      </p>
      {(row.fields.length > 0 || row.readers.some((reader) => !reader.anyFile)) && (
        <p className={styles.links}>
          <PathFields row={row} /> <NamedReaders row={row} data={data} />
        </p>
      )}
    </div>
  );
}

/** One path of the tree: the full pattern once, then a row per collector that writes it. */
function File({file, data}: {file: TreeFile<MapRow>; data: BundleMapData}): ReactNode {
  const format = file.rows[0]?.format;
  return (
    <li className={styles.file}>
      <p className={styles.fileHead}>
        <BundlePath path={file.path} /> {format && <span className={styles.format}>{format}</span>}
      </p>
      {file.rows.map((row) => (
        <Row key={row.anchor} row={row} data={data} />
      ))}
    </li>
  );
}

function Folder({folder, data, notes}: {folder: TreeFolder<MapRow>; data: BundleMapData; notes: Map<string, Behaviour>}): ReactNode {
  return (
    <ul className={styles.tree}>
      {folder.files.map((file) => (
        <File key={file.name} file={file} data={data} />
      ))}
      {folder.folders.map((child) => {
        const note = notes.get(child.path);
        const count = rowCount(child);
        return (
          <li key={child.name}>
            <details className={styles.folder}>
              <summary>
                <code>{child.name}/</code>{' '}
                <span className={styles.count}>
                  {count} {count === 1 ? 'path' : 'paths'}
                </span>
              </summary>
              {note && <Note behaviour={note} />}
              <Folder folder={child} data={data} notes={notes} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}

function Tree({data}: {data: BundleMapData}): ReactNode {
  const tree = useMemo(() => buildTree(data.rows), [data]);
  const notes = useMemo(() => new Map(data.notes.map((note) => [note.folder, note.behaviour])), [data]);
  const container = useRef<HTMLDivElement>(null);
  useRevealHash();
  const top = notes.get('');
  return (
    <div className={styles.map} ref={container} aria-label="The layout of a bundle" role="group">
      <p className={styles.toolbar}>
        <button type="button" className="button button--sm button--secondary" onClick={() => setAllOpen(container, true)}>
          Open every folder
        </button>{' '}
        <button type="button" className="button button--sm button--secondary" onClick={() => setAllOpen(container, false)}>
          Close every folder
        </button>
      </p>
      {top && <Note behaviour={top} />}
      <Folder folder={tree} data={data} notes={notes} />
    </div>
  );
}

function Read({read, data, rows}: {read: MapRead; data: BundleMapData; rows: Map<string, MapRow>}): ReactNode {
  useBrokenLinks().collectAnchor(read.anchor);
  return (
    <li id={read.anchor} className={styles.read}>
      <EntryLink entry={data.entries[read.reader]!} /> reads <BundlePath path={read.path} />.{' '}
      {read.writtenBy === 'any' ? (
        <>Any file the spec names ({read.formats?.join(', ')}).</>
      ) : read.rows.length > 0 ? (
        <>
          In the map:{' '}
          <Sentence
            items={read.rows.map((anchor) => (
              <a key={anchor} href={`#${anchor}`}>
                <code>{rows.get(anchor)?.path}</code>
              </a>
            ))}
          />
          .
        </>
      ) : (
        <>No output of the collectors it names covers this path.</>
      )}
    </li>
  );
}

function Reads({data}: {data: BundleMapData}): ReactNode {
  const rows = useMemo(() => new Map(data.rows.map((row) => [row.anchor, row])), [data]);
  useRevealHash();
  const groups = [
    {kind: 'analyzer/', label: 'Analyzers'},
    {kind: 'hostAnalyzer/', label: 'Host analyzers'},
  ];
  return (
    <div className={styles.map}>
      {groups.map(({kind, label}) => {
        const reads = data.reads.filter((read) => read.reader.startsWith(kind));
        return (
          <details key={kind} className={styles.folder}>
            <summary>
              {label}: {reads.length} read paths
            </summary>
            <ul className={styles.reads}>
              {reads.map((read) => (
                <Read key={read.anchor} read={read} data={data} rows={rows} />
              ))}
            </ul>
          </details>
        );
      })}
    </div>
  );
}

/**
 * The box: the input is part of the page; the matcher and the answer load the first time the reader
 * uses it, or at once when the URL carries a path (`?path=version.yaml`).
 */
function Finder({data}: {data: BundleMapData}): ReactNode {
  const [value, setValue] = useState('');
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get('path');
    if (fromUrl) {
      setValue(fromUrl);
      setWanted(true);
    }
  }, []);
  const change = (next: string) => {
    setValue(next);
    setWanted(true);
  };
  return (
    <Frame value={value} onChange={change} onFocus={() => setWanted(true)}>
      {wanted && <PathResults data={data} value={value} />}
    </Frame>
  );
}

export default function BundleMap({part}: {part?: 'finder' | 'tree' | 'reads'}): ReactNode {
  return (
    <>
      {(!part || part === 'finder') && <Finder data={data} />}
      {(!part || part === 'tree') && <Tree data={data} />}
      {(!part || part === 'reads') && <Reads data={data} />}
    </>
  );
}
