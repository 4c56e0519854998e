import type {Field, HostCollectorEntry} from '../model';

const source = 'pkg/collect/host_system_package.go#CollectHostSystemPackages.Collect';

/** One distribution: the `ID` in /etc/os-release, its name, and the major versions with a list of their own. */
const distributions: {id: string; key: string; name: string; versions: string[]}[] = [
  {id: 'ubuntu', key: 'ubuntu', name: 'Ubuntu', versions: ['16', '18', '20']},
  {id: 'rhel', key: 'rhel', name: 'Red Hat Enterprise Linux', versions: ['7', '8', '9']},
  {id: 'rocky', key: 'rocky', name: 'Rocky Linux', versions: ['8', '9']},
  {id: 'centos', key: 'centos', name: 'CentOS', versions: ['7', '8', '9']},
  {id: 'ol', key: 'ol', name: 'Oracle Linux', versions: ['7', '8', '9']},
  {id: 'amzn', key: 'amzn', name: 'Amazon Linux', versions: ['2']},
];

function distributionFields(): Field[] {
  const fields: Field[] = [];
  for (const d of distributions) {
    fields.push({
      name: d.key,
      type: 'string[]',
      description: `Packages to look up on ${d.name} (\`ID=${d.id}\`), whatever its version.`,
    });
    for (const version of d.versions) {
      const field: Field = {
        name: `${d.key}${version}`,
        type: 'string[]',
        description: `Packages to look up on ${d.name} ${version} only (\`VERSION_ID\` is \`${version}\` or starts with \`${version}.\`), in addition to \`${d.key}\`.`,
      };
      if (d.key === 'centos' && version === '9') {
        field.notes = [
          {
            text: 'This list is never looked up. When it is not empty and the machine runs CentOS 9, the collector adds the `centos8` list instead. Put CentOS 9 packages in `centos`, or in both `centos8` and `centos9`.',
            source: [source],
          },
        ];
      }
      fields.push(field);
    }
  }
  return fields;
}

const systemPackages: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'systemPackages',
  title: 'System Packages',
  summary: 'Detects the Linux distribution and asks its package manager (`dpkg` or `rpm`) about each package listed for that distribution and version.',
  goType: {name: 'HostSystemPackages', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#HostSystemPackages'},
  fields: distributionFields(),
  outputs: [
    {
      path: 'host-collectors/system/<collectorName>-packages.json',
      format: 'json',
      description:
        'The detected `os` and `osVersion`, and one entry per package looked up: `name`, `exitCode` of the package manager as text, `details` (what it printed on standard output) and `error` (what it printed on standard error, left out when empty). Without `collectorName` the file is `host-collectors/system/packages-packages.json`.',
      sample:
        '{"os":"ubuntu","osVersion":"22.04","packages":[{"name":"iptables","details":"Package: iptables\\nStatus: install ok installed\\nVersion: 1.8.7-1ubuntu5\\n...","exitCode":"0"},{"name":"nfs-common","details":"","exitCode":"1","error":"dpkg-query: package \'nfs-common\' is not installed and no information is available\\n..."}]}',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux'],
    notes: [
      {
        text: 'The distribution comes from `ID` and `VERSION_ID` in `/etc/os-release` (or `/etc/system-release` on old Amazon Linux). Ubuntu is queried with `dpkg -s <package>`; Red Hat Enterprise Linux, Rocky, CentOS, Oracle and Amazon Linux with `rpm -qi <package>`. Both work for any user.',
        source: [source],
      },
    ],
  },
  sideEffects: [],
  gotchas: [
    {
      title: 'Only six distributions',
      text: 'Any other `ID` (Debian, SUSE, Fedora, AlmaLinux, Flatcar...) makes the collector fail with `unsupported distribution`, and a machine without `/etc/os-release` fails with `distribution id could not be detected`. Either way no file is written, even when no list applies to that machine, and the analyzer has nothing to read.',
      source: [source],
    },
    {
      title: 'Version lists stop early',
      text: 'There is no `ubuntu22`, `ubuntu24`, `rhel10` or `amzn2023`. Packages for those versions go in the list without a number, which applies to every version of the distribution; tell versions apart in the analyzer with `.OSVersionMajor`.',
      source: [source, 'pkg/analyze/host_system_packages.go#getSystemPackageTemplateMap'],
    },
    {
      title: 'Lists add up',
      text: 'On Ubuntu 20.04 with both `ubuntu` and `ubuntu20` set, the packages of both lists are looked up, the general list first. A package in both lists is looked up, and reported, twice.',
      source: [source],
    },
    {
      title: 'A missing package manager stops everything',
      text: 'A package that is not installed is not an error: it is recorded with the exit code of the package manager. But when `dpkg` or `rpm` itself cannot be started, the collector fails and no file is written for any package.',
      source: [source],
    },
  ],
};

export default systemPackages;
