import type {HostCollectorEntry} from '../model';

const collect = 'pkg/collect/host_dns.go#CollectHostDNS.Collect';
const resolve = 'pkg/collect/host_dns.go#resolveName';
const query = 'pkg/collect/host_dns.go#queryDNS';
const outputPath = 'pkg/collect/host_dns.go#CollectHostDNS.getOutputFilePath';

const dns: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'dns',
  title: 'DNS',
  summary:
    'Looks up host names against every name server in `/etc/resolv.conf`, applying its search domains, and saves each answer together with a copy of the file.',
  goType: {name: 'HostDNS', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#HostDNS'},
  fields: [
    {
      name: 'hostnames',
      type: 'string[]',
      required: true,
      description:
        'The names to look up, such as `registry.example.com`. A name ending in a dot is looked up exactly as written; any other name also goes through the search domains of `/etc/resolv.conf`.',
      notes: [
        {
          text: 'An empty list stops the collector with `hostnames is required` and no file.',
          source: [collect],
        },
        {
          text: 'The candidate names follow the `search` and `options ndots:` lines: a name with at least `ndots` dots (1 by default) is tried as written first, then with each search domain appended; a name with fewer dots is tried with the search domains first and as written last.',
          source: [resolve],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'host-collectors/dns/<collectorName>/result.json',
      format: 'json',
      description:
        'Under `query`, one list per host name with an entry for every candidate name and every name server: `server`, `name` (the candidate, with its final dot), `answer` (the first answer record as text), `record` (the address or CNAME target from it) and `search` (the search domain that produced the answer). `resolvedFromSearch` lists, comma-separated, every search domain that produced an answer. Spaces in `collectorName` become underscores in the directory name, which is `dns` when `collectorName` is empty.',
      sample:
        '{\n  "query": {\n    "registry.example.com": [\n      {\n        "server": "10.0.0.2:53",\n        "search": "",\n        "name": "registry.example.com.",\n        "answer": "registry.example.com.\\t300\\tIN\\tA\\t203.0.113.10",\n        "record": "203.0.113.10"\n      },\n      {\n        "server": "10.0.0.2:53",\n        "search": "",\n        "name": "registry.example.com.corp.example.internal.",\n        "answer": "",\n        "record": ""\n      }\n    ]\n  },\n  "resolvedFromSearch": ""\n}',
    },
    {
      path: 'host-collectors/dns/<collectorName>/resolv.conf',
      format: 'text',
      description: 'A copy of `/etc/resolv.conf` as the collector read it. Left out when the file could not be read the second time.',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux', 'darwin'],
    notes: [
      {
        text: 'It needs a readable `/etc/resolv.conf`; without it the collector stops with an error and writes nothing.',
        source: [collect, 'pkg/collect/host_dns.go#getDNSConfig'],
      },
      {
        text: 'Queries go over UDP straight to the name servers, so `/etc/hosts` and any other name service the system uses are not consulted.',
        source: [query],
      },
    ],
  },
  sideEffects: [
    {
      text: 'Sends up to three queries (A, then AAAA, then CNAME, stopping at the first answer) for every candidate name to every name server. A name server that does not answer costs a few seconds per query, and failures are only logged, in a log printed only with `--debug` or `-v`.',
      source: [resolve, query, 'pkg/logger/logger.go#SetupLogger'],
    },
  ],
  gotchas: [
    {
      title: 'A CNAME leaves `record` empty',
      text: 'Only the first answer record is kept. When that record is a CNAME (the name is an alias), an A query still counts as answered but `record` stays empty, while `answer` shows the CNAME line. Test `answer` rather than `record` when aliases are possible.',
      source: [query],
    },
    {
      title: 'IPv6 name servers are not reached',
      text: 'The server address is built as `<server>:<port>` without brackets, so an IPv6 `nameserver` line gives an address that cannot be dialled: its entries all have an empty `answer`, and only the log, printed with `--debug` or `-v`, says why.',
      source: [resolve, query, 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: 'Wildcard search domains show up in `resolvedFromSearch`',
      text: 'A non-empty `resolvedFromSearch` means a search domain turned a name into an answer, which is what a wildcard record in a search domain does to names that should not resolve. That is a classic cause of pods reaching the wrong host, and a quick check with `jsonCompare`.',
      source: [collect, 'pkg/collect/host_dns.go#extractSearchFromFQDN'],
    },
    {
      title: 'No analyzer',
      text: 'There is no `dns` host analyzer. Check the file with `jsonCompare` or `textAnalyze`, pointing `collectorName` at `host-collectors/dns/<name>` and `fileName` at `result.json`, where `<name>` is the collector\'s `collectorName` with spaces turned into underscores, or `dns` when it has none.',
      source: ['pkg/analyze/host_analyzer.go#GetHostAnalyzer'],
    },
    {
      title: 'Slashes in `collectorName` make directories',
      text: 'Only spaces are replaced in the directory name. A `collectorName` holding `/` creates nested directories under `host-collectors/dns/`, and the path given to an analyzer must follow them.',
      source: [outputPath],
    },
  ],
};

export default dns;
