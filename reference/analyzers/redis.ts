import type {AnalyzerEntry} from '../model';
import {analyzerFile, databaseAnalyzerFields, databaseGoType, databaseGotchas, databaseNoMatch, databaseOrder, semverVersionGotcha} from './postgres';

const redis: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'redis',
  title: 'Redis',
  summary: 'Checks whether the redis collector got an answer from its Redis server and compares the version the server reported.',
  goType: databaseGoType,
  fields: databaseAnalyzerFields('redis', 'redis', 'redis'),
  reads: [
    {
      path: 'redis/<collectorName>.json',
      writtenBy: ['redis'],
      description: 'Whether `INFO server` succeeded, the `redis_version` it reported, and the error when it failed.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'database',
    examples: ['connected == false', 'connected == true', 'version < 6.2', 'version >= 7'],
    order: databaseOrder('redis'),
    noMatch: databaseNoMatch('redis'),
  },
  gotchas: [
    ...databaseGotchas('redis', 'pkg/analyze/database_shared.go#compareDatabaseConditionalToActual', 'pkg/collect/redis.go#CollectRedis.Collect'),
    {
      title: 'Connected means `INFO` answered',
      text: 'The collector counts the server as connected when `INFO server` returns without error. A server that accepts the connection but refuses the command (wrong password, `INFO` renamed or disabled) is reported as not connected. When the answer has no `redis_version` line, the version is empty and every `version` condition is an error.',
      source: ['pkg/collect/redis.go#CollectRedis.Collect', 'pkg/collect/redis.go#extractServerVersion'],
    },
    semverVersionGotcha,
    {
      title: 'The error is not in the message',
      text: 'Unlike postgres, the redis analyzer prints your message as written and does not add the collector\'s error; read `redis/<collectorName>.json` for it.',
      source: [`pkg/analyze/${analyzerFile('redis')}`],
    },
  ],
};

export default redis;
