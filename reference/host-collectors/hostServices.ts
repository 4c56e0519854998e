import type {HostCollectorEntry} from '../model';

const hostServices: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'hostServices',
  title: 'Host Services',
  summary: 'Lists the systemd service units systemd has loaded, stopped and failed ones included, with their load, active and sub state as `systemctl` reports them.',
  goType: {name: 'HostServices', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#HostServices'},
  fields: [],
  outputs: [
    {
      path: 'host-collectors/system/systemctl_services.json',
      format: 'json',
      description:
        'A list with one object per line of `systemctl list-units --type=service --all --no-legend`: `Unit`, `Load`, `Active` and `Sub`, taken as the first four words of the line (the description is dropped). The file name is fixed: `collectorName` does not change it.',
      sample:
        '[{"Unit":"containerd.service","Load":"loaded","Active":"active","Sub":"running"},{"Unit":"ufw.service","Load":"loaded","Active":"inactive","Sub":"dead"}]',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux'],
    notes: [
      {
        text: 'Needs `systemctl` on the `PATH` of the process. On a machine without systemd the command fails and the collector writes nothing.',
        source: ['pkg/collect/host_services.go#CollectHostServices.Collect'],
      },
    ],
  },
  sideEffects: [],
  gotchas: [
    {
      title: 'Failed units lose their name',
      text: 'The collector runs `systemctl` without `--plain` and reads the first four words of each line. Current systemd versions print a bullet (`●`) in front of units that failed or are not found, so on those lines the bullet is stored as `Unit` and every other field shifts by one. A failed service therefore cannot be found by its name in the file or by the analyzer.',
      source: ['pkg/collect/host_services.go#CollectHostServices.Collect'],
    },
    {
      title: 'The default title is "Block Devices"',
      text: 'Without `collectorName`, progress messages and, when `systemctl` fails, the error file `host-collectors/errors/Block Devices-error.json` carry the title of another collector. Set `collectorName` to get a meaningful name; the output file does not change.',
      source: ['pkg/collect/host_services.go#CollectHostServices.Title', 'pkg/supportbundle/collect.go#runLocalHostCollectors'],
    },
  ],
};

export default hostServices;
