import type {AnalyzerEntry} from '../model';
import {appendedErrorGotcha, databaseAnalyzerFields, databaseGoType, databaseGotchas, databaseNoMatch, databaseOrder} from './postgres';

const s3Status: AnalyzerEntry = {
  kind: 'analyzer',
  key: 's3Status',
  title: 'S3 Status',
  summary: 'Checks whether the s3Status collector could reach its bucket with the credentials it was given.',
  goType: databaseGoType,
  missingFromSchema: true,
  fields: databaseAnalyzerFields('s3Status', 's3Status', 's3Status'),
  reads: [
    {
      path: 's3Status/<collectorName>.json',
      writtenBy: ['s3Status'],
      description: 'The bucket, endpoint and region that were checked, whether the `HeadBucket` call succeeded, and its error when it did not.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'database',
    examples: ['connected == false', 'connected == true', 'connected != true'],
    order: databaseOrder('s3Status'),
    noMatch: databaseNoMatch('s3Status'),
  },
  gotchas: [
    {
      title: 'Only `connected` works',
      text: 'The analyzer shares its conditions with the database analyzers, but the s3Status file holds no version. A `version` condition always fails to parse the missing version, which drops the whole check; write only `connected` conditions.',
      source: ['pkg/collect/s3_status.go#S3StatusResult', 'pkg/analyze/database_shared.go#compareDatabaseConditionalToActual'],
    },
    ...databaseGotchas('s3Status', 'pkg/analyze/database_shared.go#compareDatabaseConditionalToActual', 'pkg/collect/s3_status.go#CollectS3Status.Collect').filter(
      (gotcha) => !gotcha.title?.startsWith('Check `connected`'),
    ),
    {
      title: 'Connected means the bucket answered',
      text: '`connected` is true only when a `HeadBucket` request for the bucket succeeded within 30 seconds. An endpoint that answers but reports a missing bucket or refuses the credentials gives `connected == false`, like one that cannot be reached; the error text tells them apart.',
      source: ['pkg/collect/s3_status.go#CollectS3Status.Collect'],
    },
    appendedErrorGotcha('s3Status', 'the message of the S3 client, which may include the endpoint and the HTTP status'),
  ],
};

export default s3Status;
