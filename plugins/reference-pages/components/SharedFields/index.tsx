import type {ReactNode} from 'react';
import type {EntryKind} from '@site/reference/model';
import {sharedFields} from '@site/reference/shared';
import {FieldList} from '../Fields';

/** The fields every entry of a kind accepts, on the kind's overview page. */
export default function SharedFields({kind}: {kind: EntryKind}): ReactNode {
  return <FieldList fields={sharedFields(kind)} label={`Fields every ${kind} accepts`} kind={kind} />;
}
