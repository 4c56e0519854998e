import type {Field, RemoteCollectorEntry} from '../model';
import host from '../host-collectors/http';
import {remoteInPreflightGotchas} from './certificate';

const doRequest = 'pkg/collect/http.go#doRequest';
const createPod = 'pkg/collect/runner.go#createCollectorPod';

/** The notes of a request's fields that read differently when the request is sent from a collector pod. */
function remoteRequestField(field: Field): Field {
  switch (field.name) {
    case 'headers':
      return {
        ...field,
        notes: [
          {
            text: 'They are written in clear text into the ConfigMap that carries the spec to each pod, and into `/collector.json` in the root of every node, where the file stays after the run.',
            source: ['pkg/collect/runner.go#createCollectorConfigMap', createPod],
          },
        ],
      };
    case 'proxy':
      return {
        ...field,
        defaultText: 'none: the pod has no proxy variables',
        notes: [
          {
            text: 'When set, it is used for every request, whatever `NO_PROXY` says. When empty, the request goes through a proxy only if `HTTPS_PROXY` is set in the pod\'s environment, and the collector pods are created without any: the proxy settings of your shell or of the node do not apply.',
            source: [doRequest, createPod],
          },
        ],
      };
    default:
      return field;
  }
}

const http: RemoteCollectorEntry = {
  kind: 'remoteCollector',
  key: 'http',
  title: 'HTTP',
  summary: 'Runs the http host collector in a pod on every selected node, to send the same request from each of them.',
  goType: {name: 'RemoteHTTP', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteHTTP'},
  hostCollector: 'http',
  fields: host.fields.map((method) => ({...method, fields: method.fields?.map(remoteRequestField)})),
  gotchas: [
    {
      title: 'Requests leave from the node',
      text: 'The pod uses the node\'s network and, chrooted into its root file system, its resolver configuration. A `tls.cacert` given as a path is a path on the node.',
      source: ['pkg/collect/runner.go#createCollectorPod', 'pkg/collect/http.go#handleFileOrDir'],
    },
    ...remoteInPreflightGotchas,
  ],
};

export default http;
