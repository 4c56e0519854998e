/**
 * The `when` grammars of the host system analyzers (cpu, memory, diskUsage, blockDevices,
 * filesystemPerformance, time, hostOS, kernelModules, sysctl), each checked against a table of
 * conditions the Go code accepts and rejects. The comments name the Go reasoning behind the
 * surprising rows.
 */
import {test, expect} from '@playwright/test';
import {grammars} from '../../reference/when/index';
import {quantityAsInt64} from '../../reference/when/memory';
import {goDurationProblem} from '../../reference/when/fs-perf';
import {fixVersion} from '../../reference/when/host-os';
import {testWhenTables, type WhenTable} from '../lib/when-tables';

const tables: Record<string, WhenTable> = {
  // pkg/analyze/host_cpu.go#compareHostCPUConditionalToActual
  cpu: {
    accepted: [
      '',
      '< 4',
      '>= 2',
      '!= 8', // counts accept != and !==
      '!== 8',
      '=== 4',
      'logical >= 8',
      'physical < 2',
      'count < 4',
      'COUNT < 4', // the keyword is lower-cased before comparing
      'Logical > +1', // ParseInt takes a sign
      'machineArch == x86_64',
      'machinearch != aarch64',
      'machineArch = arm64',
      'supports x86-64-v2',
      'SUPPORTS x86-64', // supports and hasFlags are lower-cased too
      'cpu supports x86-64-v2', // the first word is ignored before supports
      'anything supports x86-64',
      'hasFlags avx',
      'cpu hasFlags avx,avx2,fma',
      'x HASFLAGS sse4_2',
    ],
    rejected: [
      ['<4', /one space/], // one part: "unable to parse conditional"
      ['< 4 ', /single spaces/], // no trim: three parts, "<" read as an unknown keyword
      [' < 4', /single spaces/],
      ['<  4', /single spaces/],
      ['cores < 4', /unknown keyword "cores"/],
      ['threads >= 8', /unknown keyword/],
      ['< four', /not a whole number/],
      ['< 4.5', /not a whole number/],
      ['logical => 4', /unknown operator "=>"/],
      ['machineArch x86_64', /not a count comparison/], // two parts: ParseInt("x86_64") fails
      ['machineArch < x86_64', /cannot compare the architecture/],
      ['machineArch == amd64', /x86_64/], // uname reports x86_64: never matches
      ['supports x86-64-v5', /not a microarchitecture level/],
      ['supports x86-64-v3', /never holds on Linux.*abm/], // the level asks for lzcnt, which /proc/cpuinfo calls abm
      ['cpu supports x86-64-v4', /never holds on Linux/],
      ['supports X86-64-V2', /not a microarchitecture level/], // the level is case-sensitive
      ['supports armv8', /not a microarchitecture level/],
      ['hasFlags avx,', /empty entry/], // the empty flag is never present
      ['hasFlags avx, avx2', /commas and no spaces/], // the space makes three parts: "hasFlags" read as a keyword
      ['logical 4', /unknown operator "logical"/], // two parts: "logical" is read as the operator
    ],
  },
  // pkg/analyze/host_memory.go#AnalyzeHostMemory.CheckCondition; apimachinery ParseQuantity + AsInt64
  memory: {
    accepted: [
      '',
      '< 8Gi',
      '>= 4G',
      '< 1.5G', // a decimal suffix with a fraction stays on the int64 fast path
      '<= .5G',
      '> 1.25k', // 1250 bytes
      '= 1024',
      '== 8589934592',
      '=== 0',
      '< 99999Gi', // five digits fit Gi's fast path
      '< 99Ti', // two digits fit Ti's
      '< 1e9', // decimal exponent
      '< 8E', // E is exa: 8e18 fits int64
      '> +4Gi',
      '> -0',
      '< 1.',
    ],
    rejected: [
      ['< 1.5Gi', /binary suffix .* whole numbers/], // the surprise: binary fractions leave the fast path
      ['< 0.5Gi', /binary suffix/],
      ['< 100Ti', /too many digits/], // precision 15-3-12-1 < 0
      ['< 100000Gi', /too many digits/],
      ['< 1Pi', /too many digits/], // every Pi and Ei quantity
      ['< 1Ei', /too many digits/],
      ['< 500m', /whole number of bytes/], // scale -3
      ['< 0m', /whole number of bytes/], // even zero, at a negative scale
      ['< 1.2345k', /whole number of bytes/], // scale 3-4 < 0
      ['< 10E', /whole number of bytes/], // 1e19 overflows int64
      ['< 8GB', /not a Kubernetes quantity/],
      ['< 8gi', /case matters/],
      ['< 8K', /not a Kubernetes quantity/], // kilo is a lower-case k
      ['< -1Gi', /negative/], // "desired value must be a positive integer"
      ['!= 8Gi', /"!=" is not supported/],
      ['=> 8Gi', /unknown operator "=>"/],
      ['<8Gi', /"< 8Gi"/],
      [' < 8Gi', /expected an operator/], // no trim
      ['< 8Gi ', /expected an operator/],
      ['<  8Gi', /expected an operator/],
      ['total < 8Gi', /expected an operator/], // no keyword in this grammar
      [' ', /not a Kubernetes quantity/], // two empty parts: ParseQuantity("") fails
    ],
  },
  // pkg/analyze/host_disk_usage.go#compareHostDiskUsageConditionalToActual
  'disk-usage': {
    accepted: [
      '',
      'available < 20Gi',
      'used > 1.5G',
      'total >= 100G',
      'Available < 20Gi', // the statistic is lower-cased
      'used/total > 80%',
      'used/total > 0.8',
      'available/total <= 10%',
      'AVAILABLE/TOTAL < .1',
      'used/total == 1',
      'used/total < 1e-1', // strconv.ParseFloat syntax
      'used/total = 0',
      'total === 0',
    ],
    rejected: [
      ['available < 1.5Gi', /binary suffix/], // the same AsInt64 surprise as memory
      ['total > 100Ti', /too many digits/],
      ['available < 500m', /whole number of bytes/],
      ['available < -1Gi', /negative/], // Go wraps it to a huge unsigned number
      ['used/total > 80', /"80%"/], // a bare number is a fraction: never above 1
      ['used/total > 150%', /0% to 100%/],
      ['used/total > 80 %', /glue the percent sign/],
      ['used/total > eighty', /not a number/],
      ['used/total > NaN', /NaN/],
      ['used > 80%', /byte count/],
      ['free < 10Gi', /unknown statistic "free"/],
      ['used / total > 80%', /expected a statistic/],
      ['used/total != 80%', /"!=" is not supported/],
      ['available=<20Gi', /expected a statistic/],
      ['available < 20Gi ', /expected a statistic/], // no trim
      ['< 20Gi', /expected a statistic/],
    ],
  },
  // pkg/analyze/host_block_devices.go#compareHostBlockDevicesConditionalToActual
  'block-devices': {
    accepted: [
      ...['', 'sdb > 0', '.* >= 1', '^nvme[0-9]+n1$ == 2', 'sd[b-z] = 3', '(?i)SDB === 1', 'vd. <= 4', '^(?P<disk>xvd[a-z])$ < 2', 'sdb > +0'],
      // RE2 syntax that JavaScript's RegExp refuses or reads otherwise; Go's regexp.Compile accepts each.
      ...['\\Qsd.b\\E > 0', 'sd(?i)B > 0', '(?U)sd.+ > 0', '\\pL+ == 1', '[[:alpha:]]+ > 0', '(?P<n>sd)(?P<n>b) > 0', '(?P<1a>sd) > 0', '\\Q(\\E > 0'],
    ],
    rejected: [
      ['sdb != 0', /"!=" is not supported/],
      ['sdb >0', /single spaces/],
      ['sd b > 0', /single spaces/],
      ['sdb > 0 ', /single spaces/],
      [' > 0', /pattern is empty/], // an empty pattern matches every name: almost surely a typo
      ['sdb > one', /not a whole number/],
      ['sdb > 1.5', /not a whole number/],
      ['sd[b > 0', /does not compile/],
      ['(?=sd)sd > 0', /lookahead/],
      ['(a)\\1 > 0', /back-references/],
      ['(?<=s)db > 0', /lookahead or lookbehind/],
      ['sd{1001} > 0', /invalid repeat count/],
      ['sd\\Z > 0', /invalid escape sequence/],
      ['x*+ > 0', /invalid nested repetition operator/],
      ['[z-a] > 0', /invalid character class range/],
      ['sdb => 0', /unknown operator "=>"/],
    ],
  },
  // pkg/analyze/host_filesystem_performance.go#compareHostFilesystemPerformanceConditionalToActual
  'fs-perf': {
    accepted: [
      '',
      'fileNotCollected', // a keyword: read by Analyze on the first outcome only
      'p99 < 10ms',
      'P99 >= 10ms', // lower-cased
      'average > 500us',
      'max <= 1.5s',
      'min = 0',
      'p9999 === 1h2m3s',
      'p995 < 2µs',
      'p50 < .5ms',
      'p90 > 5.ms',
      'p1 >= -1ms',
    ],
    rejected: [
      ['p99 < 10', /no unit/],
      ['p99 < 10 ms', /single spaces/],
      ['p99 < 10msec', /not a unit/],
      ['p99 < 1d', /not a unit/],
      ['p99 < .ms', /number followed by a unit/],
      ['p98 < 10ms', /unknown statistic "p98"/],
      ['p99.9 < 10ms', /unknown statistic/],
      ['mean < 10ms', /unknown statistic "mean"/],
      ['avg < 10ms', /unknown statistic/],
      ['p99 != 1ms', /"!=" is not supported/],
      ['p99 <> 1ms', /unknown operator/],
      ['p99<10ms', /single spaces/],
      ['FileNotCollected', /exactly/],
      ['fileNotCollected ', /exactly/],
    ],
  },
  // pkg/analyze/host_time.go#compareHostTimeStatusToActual; pkg/collect/host_time.go upper-cases the zone
  time: {
    accepted: [
      '',
      'timezone != UTC',
      'timezone == UTC',
      'timezone = EUROPE/BERLIN',
      'timezone === AMERICA/NEW_YORK',
      'ntp == synchronized+active',
      'ntp = unsynchronized+inactive',
      'ntp === synchronized+inactive',
      'ntp == unsynchronized+active',
    ],
    rejected: [
      ['timezone = Etc/UTC', /"UTC"/], // stored as UTC: the surprise in the notes' own example
      ['timezone = ETC/UTC', /"UTC"/],
      ['timezone == America/New_York', /upper case.*"AMERICA\/NEW_YORK"/], // the collector upper-cases
      ['timezone != utc', /upper case/], // would always hold
      ['timezone !== UTC', /write "!="/],
      ['timezone < UTC', /cannot compare the time zone/],
      ['ntp != synchronized+active', /cannot compare the NTP state/],
      ['ntp == synchronized', /unknown NTP state/],
      ['ntp == Synchronized+Active', /unknown NTP state/],
      ['ntp == synchronized + active', /three words/],
      ['NTP == synchronized+active', /lower case/],
      ['Timezone != UTC', /lower case/],
      ['zone != UTC', /unknown keyword/],
      ['timezone != UTC ', /three words/],
      ['timezone !=UTC', /three words/],
    ],
  },
  // pkg/analyze/host_os_info.go#AnalyzeHostOS.CheckCondition, #fixVersion; blang/semver ParseRange
  'host-os': {
    accepted: [
      '',
      'ubuntu >= 20.04',
      'ubuntu == 22.04',
      'centos < 8',
      'rhel >= 8 && < 10',
      'ubuntu == 20.04 || == 22.04',
      'ubuntu == 18.04 || == 20.04 || >= 22.04',
      'rhel >= 8 && < 9 || >= 9.2',
      'debian != 11',
      'kernelVersion >= 5.8',
      'kernelVersion < 4.18.0',
      'centos-7.9.2009-kernel >= 3.10.0',
      'ubuntu-22.04-kernel >= 5.15',
      'amazon = 2',
      'ubuntu >= 020.04', // fixVersion drops one leading zero, ParseTolerant the rest
      'ubuntu >= 20.04-lts', // only the leading digits and dots are read
      'Kylin >= 10',
    ],
    rejected: [
      ['ubuntu >=20.04', /multiple of three|single spaces/], // two words
      ['ubuntu  >= 20.04', /single spaces/], // four words
      ['ubuntu >= 20.04 ', /single spaces/],
      ['Ubuntu >= 20.04', /"ubuntu"/], // never matches: platforms are lower case
      ['RHEL >= 8', /"rhel"/],
      ['kernelversion >= 5.8', /"kernelVersion"/],
      ['ubuntu === 20.04', /no triple forms/],
      ['ubuntu !== 20.04', /no triple forms/],
      ['ubuntu ! 20.04', /not an operator/], // blang drops a lone "!": it would mean equality
      ['ubuntu ~ 20.04', /not an operator/],
      ['ubuntu >= v20.04', /does not start with a digit/], // fixVersion keeps nothing: ParseTolerant("") fails
      ['ubuntu >= jammy', /does not start with a digit/],
      ['ubuntu == 22.x', /not a wildcard/], // reads as 22.0.0
      ['rhel >= 8 and < 10', /joins two comparisons/],
      ['rhel >= 8 & < 10', /joins two comparisons/],
      ['rhel >= 8 && 10', /multiple of three|single spaces/],
      [' >= 20.04', /name is empty/], // three words, the first empty: a name that never matches
    ],
  },
  // pkg/analyze/host_kernel_modules.go#compareKernelModuleConditionalToActual
  'kernel-modules': {
    accepted: [
      '', // a default outcome, not "always"
      'ip_tables == loaded',
      'ip_tables,br_netfilter == loaded,loadable',
      'overlay = loaded',
      'dm_thin_pool != loaded',
      'nf_conntrack <> loaded,loading',
      'zfs == unknown,unloading',
    ],
    rejected: [
      ['ip_tables === loaded', /"===" is not accepted/],
      ['ip_tables !== loaded', /unknown operator/],
      ['ip_tables == loaded, loadable', /single spaces/],
      ['ip_tables, br_netfilter == loaded', /single spaces/],
      ['ip_tables == Loaded', /unknown state "Loaded"/], // never matches
      ['ip_tables == live', /unknown state "live"/], // /proc/modules says Live; the collector says loaded
      ['ip_tables == installed', /unknown state/],
      ['ip_tables == loaded,', /unknown state ""/],
      ['ip_tables,,overlay == loaded', /empty name/],
      ['ip_tables is loaded', /unknown operator "is"/],
      ['ip_tables loaded', /expected modules/],
      ['ip_tables == loaded ', /expected modules/],
    ],
  },
  // pkg/analyze/host_sysctl.go#AnalyzeHostSysctl.CheckCondition with the shared sysctlWhenRX
  'sysctl-host': {
    accepted: [
      '',
      'net.ipv4.ip_forward = 1',
      'net.ipv4.ip_forward == 0',
      'net.ipv4.ip_forward === 1',
      'net.ipv4.ip_forward  =  1', // \s+ around the operator
      'vm.max_map_count >= 262144',
      'fs.inotify.max_user_watches < 524288',
      'kernel.panic > -1',
      'kern.ostype = Darwin', // any parameter sysctl -a prints, unlike the in-cluster collector
      'net.ipv4.tcp_rmem = 4096\t131072\t6291456', // several values: tabs, as sysctl prints them
      ' net.ipv4.ip_forward = 1',
    ],
    rejected: [
      ['net.ipv4.ip_forward != 1', /"!=" is not supported/], // [><=]=* cannot capture "!="
      ['net.ipv4.ip_forward=1', /white space around the operator/],
      ['net.ipv4.ip_forward <== 1', /unknown operator "<=="/], // captured, then refused by ParseComparisonOperator
      ['net.ipv4.ip_forward ==== 1', /unknown operator/],
      ['vm.max_map_count >= 262144 ', /whole numbers/], // Atoi("262144 ") fails
      ['vm.max_map_count >= 256k', /whole numbers/],
      ['net.ipv4.ip_forward = 1 ', /ends in white space/], // untrimmed: never equal
      ['/proc/sys/net/ipv4/ip_forward = 1', /with dots/],
      ['check net.ipv4.ip_forward = 1', /text before/], // the regexp is unanchored
    ],
  },
};

testWhenTables(tables);

test('quantityAsInt64 follows ParseQuantity and AsInt64 of apimachinery v0.36.3', () => {
  const value = (text: string) => {
    const result = quantityAsInt64(text);
    return result.ok ? result.value : result.reason;
  };
  expect(value('8Gi')).toBe(8589934592n);
  expect(value('1.5G')).toBe(1500000000n);
  expect(value('1e3')).toBe(1000n);
  expect(value('0')).toBe(0n);
  expect(value('99999Gi')).toBe(99999n * 2n ** 30n);
  expect(value('10Ti')).toBe(10n * 2n ** 40n);
  expect(value('1.5Gi')).toBe('not-integer');
  expect(value('100Ti')).toBe('not-integer');
  expect(value('1Pi')).toBe('not-integer');
  expect(value('500m')).toBe('not-integer');
  expect(value('1.2340k')).toBe('not-integer'); // a trailing zero still makes the scale negative
  expect(value('9E')).toBe(9000000000000000000n);
  expect(value('10E')).toBe('not-integer');
  expect(value('')).toBe('format');
  expect(value('8GB')).toBe('format');
  expect(value('8K')).toBe('format');
  expect(value('1.5.5')).toBe('format');
});

test('goDurationProblem follows time.ParseDuration', () => {
  for (const yes of ['0', '-0', '+0', '10ms', '1h30m', '1.5s', '.5s', '5.s', '2µs', '2μs', '300us', '1ns']) expect(goDurationProblem(yes), yes).toBeUndefined();
  for (const no of ['', '10', '1', '.s', '1d', '1.5.5s', 'ms', '1 s', '1e3s']) expect(goDurationProblem(no), no).toBeDefined();
});

test('fixVersion keeps the leading digits and dots, minus one leading zero per part', () => {
  expect(fixVersion('20.04')).toBe('20.4');
  expect(fixVersion('5.15.0-91-generic')).toBe('5.15');
  expect(fixVersion('3.10.0-1160.el7.x86_64')).toBe('3.10');
  expect(fixVersion('6.8.12-1')).toBe('6.8.12');
  expect(fixVersion('007')).toBe('07');
  expect(fixVersion('22.x')).toBe('22');
  expect(fixVersion('v20.04')).toBe('');
});
