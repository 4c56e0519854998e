import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {troubleshootSource} from '@site/reference/source';
import type {SchemaRow} from '../../page-data';

/** The published JSON Schema of each document kind: the kind, linked to its page, and the schema's URL. */
export default function SchemaList({rows}: {rows: SchemaRow[]}): ReactNode {
  return (
    <table>
      <caption>
        JSON Schemas of the spec kinds, generated from the reference of Troubleshoot {troubleshootSource.release}
      </caption>
      <thead>
        <tr>
          <th scope="col">kind</th>
          <th scope="col">schema URL</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.kind}>
            <td>{row.page ? <Link to={row.page}>{row.kind}</Link> : row.kind}</td>
            <td>
              <code>{row.url}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
