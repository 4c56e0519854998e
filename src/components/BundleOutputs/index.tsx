import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {CollectorReference} from '@site/reference/types';
import ReferenceText from '@site/src/components/ReferenceText';

const sampleLanguage = {json: 'json', yaml: 'yaml'} as const;

/** Where a collector's output lands in the bundle, each path with a sample of its shape. */
export default function BundleOutputs({collector}: {collector: CollectorReference}): ReactNode {
  return (
    <dl>
      {collector.outputs.map((output) => (
        <div key={output.path}>
          <dt>
            <code>{output.path}</code> <span>({output.format})</span>
          </dt>
          <dd>
            <ReferenceText text={output.description} />
            {output.sample && (
              <CodeBlock
                language={
                  output.format in sampleLanguage
                    ? sampleLanguage[output.format as keyof typeof sampleLanguage]
                    : 'text'
                }>
                {output.sample}
              </CodeBlock>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
