import type {HostCollectorEntry} from '../model';

const collect = 'pkg/collect/host_subnetavailable.go#CollectHostSubnetAvailable.Collect';
const search = 'pkg/collect/host_subnetavailable.go#isASubnetAvailableInCIDR';
const overlap = 'pkg/collect/host_subnetavailable.go#findFirstOverlappingRoute';

const subnetAvailable: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'subnetAvailable',
  title: 'Subnet available',
  summary:
    'Checks whether an IPv4 range still holds a free block of a given size: one that overlaps none of the routes of this machine.',
  goType: {name: 'SubnetAvailable', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#SubnetAvailable'},
  fields: [
    {
      name: 'CIDRRangeAlloc',
      type: 'string',
      required: true,
      format: 'cidr',
      description:
        'The IPv4 range to search, such as `10.32.0.0/16`. The key is written in capitals, unlike every other field: `cidrRangeAlloc` is not recognised.',
      notes: [
        {
          text: 'Silently skipped when it is not an address, one `/` and a mask from 0 to 32: the collector writes no file and reports no error, so the analyzer shows nothing. A mask that is not a number is reported as an error.',
          source: [collect],
        },
        {
          text: 'The address part is not validated by the collector: a typo such as `10.32.0/16` becomes an empty address, and the range calculation then panics on it (`Unsupported address length 0`, as the code reads), which ends the whole process running the collector instead of reporting an error. With a `/32` mask the same typo gives an ordinary `parse cidr` error. Check the value yourself.',
          source: [collect, search],
        },
        {
          text: 'IPv4 only. An IPv6 range with a mask above 32 is skipped like any out-of-range mask; one with a shorter mask never yields `a-subnet-is-available` (as the code reads).',
          source: [search],
        },
      ],
    },
    {
      name: 'desiredCIDR',
      type: 'integer',
      required: true,
      description:
        'The prefix length of the block you need, from 1 to 32, such as `22` for 1024 addresses. It must be at least the mask of `CIDRRangeAlloc`.',
      notes: [
        {
          text: 'Left out (0), or above 32, the collector writes no file and reports no error, so the analyzer shows nothing. A block larger than the range is reported as an error.',
          source: [collect, search],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'host-collectors/subnetAvailable/<collectorName>.json',
      format: 'json',
      description:
        'The two inputs and the answer: `CIDRRangeAlloc`, `desiredCIDR` and `status`, either `a-subnet-is-available` or `no-subnet-available`. Which block is free is not recorded. Named `result.json` when `collectorName` is empty.',
      sample: '{"CIDRRangeAlloc":"10.32.0.0/16","desiredCIDR":22,"status":"a-subnet-is-available"}',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux'],
    notes: [
      {
        text: 'It reads the IPv4 routing table from `/proc/net/route`, which any user may read. On macOS that file does not exist and the collector stops with an error and no result file.',
        source: [collect, 'pkg/collect/host_subnetavailable.go#parseProcNetRoute'],
      },
    ],
  },
  sideEffects: [],
  gotchas: [
    {
      title: 'Routes, not addresses in use',
      text: 'Blocks of size `desiredCIDR` are tried from the start of the range, and the first one that overlaps no route (default routes excepted) makes the answer `a-subnet-is-available`. Networks that this machine has no route for, such as other sites behind the default gateway, are not seen.',
      source: [search, overlap],
    },
    {
      title: 'Mistakes make no noise',
      text: 'A missing or out-of-range `desiredCIDR` and a malformed `CIDRRangeAlloc` produce neither a file nor an error, because the code wraps an empty error there. The check then disappears from the results without a word; compare the analyzer\'s output with your list of checks.',
      source: [collect],
    },
    {
      title: 'IPv4 and the main table only',
      text: '`/proc/net/route` shows the IPv4 routes of the main routing table. IPv6 routes and routes in other tables are not considered.',
      source: ['pkg/collect/host_subnetavailable.go#parseProcNetRoute'],
    },
  ],
};

export default subnetAvailable;
