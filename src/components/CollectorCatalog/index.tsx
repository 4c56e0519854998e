import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {collectors, collectorPagePath} from '@site/reference/collectors';
import ReferenceText from '@site/src/components/ReferenceText';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * One row per collector, sorted by spec key: the key, its title linked to its page (marked when
 * deprecated), and its one-sentence summary.
 */
export default function CollectorCatalog(): ReactNode {
  const sorted = [...collectors].sort((a, b) => a.key.localeCompare(b.key));
  return (
    <ScrollableTable label="Every collector, by spec key">
      <table>
        <caption className="sr-only">Every collector, by spec key</caption>
        <thead>
          <tr>
            <th scope="col">Spec key</th>
            <th scope="col">Collector</th>
            <th scope="col">What it collects</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((collector) => (
            <tr key={collector.key} id={`collector-${collector.key}`}>
              <td>
                <code>{collector.key}</code>
              </td>
              <td>
                <Link to={collectorPagePath(collector.key)}>{collector.title}</Link>
                {collector.deprecatedFor && (
                  <>
                    {' '}
                    <span className="badge badge--warning">deprecated</span>
                  </>
                )}
              </td>
              <td>
                <ReferenceText text={collector.summary} />
                {collector.deprecatedFor && (
                  <>
                    {' '}
                    Use{' '}
                    <Link to={collectorPagePath(collector.deprecatedFor)}>
                      <code>{collector.deprecatedFor}</code>
                    </Link>{' '}
                    instead.
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
