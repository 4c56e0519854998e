import type {ReactNode} from 'react';
import {sharedCollectorFields} from '@site/reference/shared';
import {FieldRows, FieldTableFrame} from '@site/src/components/FieldTable';

/** The fields that every collector accepts, in the same table layout as a collector's own fields. */
export default function SharedFieldTable(): ReactNode {
  return (
    <FieldTableFrame caption="Fields every collector accepts">
      <FieldRows fields={sharedCollectorFields} />
    </FieldTableFrame>
  );
}
