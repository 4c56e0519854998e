import type {HostCollectorEntry} from '../model';

const collect = 'pkg/collect/host_network_namespace_connectivity.go#CollectHostNetworkNamespaceConnectivity.Collect';
const validate = 'pkg/collect/host_network_namespace_connectivity.go#CollectHostNetworkNamespaceConnectivity.validateCIDRs';
const managed = 'pkg/namespaces/managed-namespace.go#NewManagedNetworkNamespace';

const networkNamespaceConnectivity: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'networkNamespaceConnectivity',
  title: 'Network namespace connectivity',
  summary:
    'Creates two temporary network namespaces on this machine, one per CIDR, and checks that UDP and TCP traffic from the first reaches the second through the host.',
  goType: {
    name: 'HostNetworkNamespaceConnectivity',
    source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#HostNetworkNamespaceConnectivity',
  },
  fields: [
    {
      name: 'fromCIDR',
      type: 'string',
      required: true,
      format: 'cidr',
      description:
        'The network of the sending namespace, such as the pod network `10.244.0.0/16`. The namespace gets the first usable address of it, and the host side of its link the last.',
      notes: [
        {
          text: '`fromCIDR` and `toCIDR` must both be set, must differ and must parse as CIDRs; otherwise the collector stops with an error and writes no file.',
          source: [validate],
        },
      ],
    },
    {
      name: 'toCIDR',
      type: 'string',
      required: true,
      format: 'cidr',
      description: 'The network of the receiving namespace, such as the service network `10.96.0.0/12`. Its first usable address runs the echo servers.',
    },
    {
      name: 'port',
      type: 'integer',
      default: '8080',
      description: 'The port of the UDP and TCP echo servers inside the receiving namespace.',
      notes: [
        {
          text: 'The servers live in the temporary namespace, so the port does not clash with anything listening on the host. The JSON Schema marks the field required; the code uses 8080 when it is left out.',
          source: [collect, 'pkg/namespaces/options.go#NewConfiguration'],
        },
      ],
    },
    {
      name: 'timeout',
      type: 'string',
      format: 'go-duration',
      default: '5s',
      description: 'How long each echo server waits for its packet and each client for its answer, such as `10s`.',
      notes: [
        {
          text: 'A value that does not parse stops the collector with `invalid timeout` and no result file.',
          source: [collect],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'host-collectors/system/<collectorName>.json',
      format: 'json',
      description:
        'The result: `from_cidr`, `to_cidr`, `success` (true when both the UDP and the TCP exchange worked), `errors` with one text per failed step (`from_cidr_creation`, `to_cidr_creation`, `udp_client`, `udp_server`, `tcp_client`, `tcp_server`) and `output.logs`, a timestamped log of every step. Named `networkNamespaceConnectivity.json` when `collectorName` is empty.',
      sample:
        '{\n  "from_cidr": "10.244.0.0/16",\n  "to_cidr": "10.96.0.0/12",\n  "errors": {\n    "from_cidr_creation": "",\n    "to_cidr_creation": "",\n    "udp_client": "error reading from udp socket: read udp 10.244.0.1:41234->10.96.0.1:8080: i/o timeout",\n    "udp_server": "error reading from udp socket: read udp 10.96.0.1:8080: i/o timeout",\n    "tcp_client": "",\n    "tcp_server": ""\n  },\n  "output": {\n    "logs": [\n      "[2026-01-31T08:00:01Z] creating network namespace \\"from\\" with cidr \\"10.244.0.0/16\\""\n    ]\n  },\n  "success": false\n}',
    },
  ],
  requirements: {
    root: 'required',
    platforms: ['linux'],
    notes: [
      {
        text: 'It creates network namespaces and virtual Ethernet links and assigns addresses and routes, which needs root (the `CAP_SYS_ADMIN` and `CAP_NET_ADMIN` capabilities). Without them the namespace creation fails and the file reports `success: false` with the error.',
        source: [managed, 'pkg/namespaces/network-namespace.go#NetworkNamespace.Setup', 'pkg/namespaces/interface-pair.go#InterfacePair.Setup'],
      },
      {
        text: 'Linux only. On macOS the file is still written, with `success: false` and `namespaces not supported on darwin platform`, so the analyzer reports a fail.',
        source: ['pkg/namespaces/managed-namespace_unsupported.go#NewNamespacePinger', collect],
      },
    ],
  },
  sideEffects: [
    {
      text: 'Creates two named network namespaces, `from` and `to`, and two virtual Ethernet pairs, `from-in`/`from-out` and `to-in`/`to-out`. The `-out` ends stay on the host with the last usable address of each CIDR, which also adds a route for each CIDR to the host for the length of the test; the namespaces route everything through them.',
      source: [managed, 'pkg/namespaces/interface-pair.go#InterfacePair.Setup'],
    },
    {
      text: 'Deletes the links and namespaces when the test ends. If the command is killed halfway, they stay behind, and the next run fails to create them because the names are fixed; remove them with `ip netns delete from`, `ip netns delete to`, `ip link delete from-out` and `ip link delete to-out`.',
      source: [collect, 'pkg/namespaces/managed-namespace.go#ManagedNetworkNamespace.Close'],
    },
  ],
  gotchas: [
    {
      title: 'It tests the host\'s forwarding',
      text: 'Traffic from the `from` namespace leaves through the host and is routed to the `to` namespace, so a failure points at IP forwarding being off or at firewall rules on the host\'s forwarding path, the same path that pod traffic takes.',
      source: [managed, 'pkg/namespaces/namespace-pinger.go#NamespacePinger.PingUDP', 'pkg/namespaces/namespace-pinger.go#NamespacePinger.PingTCP'],
    },
    {
      title: 'Creation errors are swapped',
      text: 'A failure to create the `from` namespace is stored in `errors.to_cidr_creation`, and a failure to create the `to` namespace in `errors.from_cidr_creation`. The message built from them therefore starts with `Failed to create \'to\' namespace` when it was the `from` side that failed.',
      source: [collect, 'pkg/collect/host_network_namespace_connectivity.go#NetworkNamespaceConnectivityErrors.Errors'],
    },
    {
      title: 'Pick CIDRs the host does not use yet',
      text: 'For the length of the test the host holds an address and a route in each CIDR. A CIDR that overlaps a network already in use on the host competes with its routes during the test.',
      source: [managed],
    },
    {
      title: 'The file sits among the system files',
      text: 'The file goes to `host-collectors/system/`, next to `cpu.json`, `memory.json` and the other system collectors. A `collectorName` such as `memory` overwrites the memory collector\'s file; pick a distinct name.',
      source: ['pkg/collect/host_network_namespace_connectivity.go#CollectHostNetworkNamespaceConnectivity.marshal'],
    },
  ],
};

export default networkNamespaceConnectivity;
