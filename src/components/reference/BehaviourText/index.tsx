import type {ReactNode} from 'react';
import type {Behaviour} from '@site/reference/model';
import {sourceUrl} from '@site/reference/source';
import Text from '@site/src/components/reference/Text';
import styles from './styles.module.css';

/**
 * Links to the code that shows a behaviour: one small link per source location, named after the
 * file and function so that screen readers can tell them apart. Search leaves them out; the
 * Markdown twin (plugins/llms) writes the `file#function` of `data-source` instead.
 */
function SourceLinks({source}: {source: Behaviour['source']}): ReactNode {
  return source.map((ref) => {
    const [file, symbol] = ref.split('#');
    return (
      <a
        key={ref}
        className={styles.source}
        data-search="skip"
        data-source={ref}
        href={sourceUrl(ref)}
        title={`${file}, ${symbol}`}
        aria-label={`Source: ${symbol} in ${file}`}>
        source
      </a>
    );
  });
}

/** A behaviour statement followed by the links to its source. */
export default function BehaviourText({behaviour}: {behaviour: Behaviour}): ReactNode {
  return (
    <>
      {behaviour.title && (
        <strong>
          <Text text={behaviour.title} />.{' '}
        </strong>
      )}
      <Text text={behaviour.text} /> <SourceLinks source={behaviour.source} />
    </>
  );
}
